import type { VisitorFlags } from '../features/flags/treatments';
import type { ShopConfig } from './env';
import type { EditorCheck } from './request/editor-check';
import type { Market } from './request/market';
import type { Site } from './request/site';

/** What middleware puts on the request context, typed once for the whole app. */
interface AppVariables {
  /** hono's request-id: the id every log line of the request carries (src/worker/platform/observability). */
  requestId: string;
  /** hono's secure-headers: the CSP nonce of this request's scripts. */
  secureHeadersNonce?: string;
  /** Whether the request is a checked visual editor's (src/worker/platform/request/editor-middleware.ts). */
  editor: EditorCheck;
  /** A shop-backend page's own Content-Security-Policy, kept instead of the shop's. */
  backendContentSecurityPolicy?: string;
  config: ShopConfig;
  site: Site;
  /** Channel and locale of a catalogue or pricing call (src/worker/platform/request/market.ts); set on API paths only. */
  market: Market;
  /** The visitor's feature flags: their treatments decided on request (src/worker/features/flags/treatments.ts). */
  flags: VisitorFlags;
  /**
   * The flags the rendered page shows and the variant they make (src/worker/features/page-shell/page-data.ts):
   * what the page cache keeps the page under.
   */
  pageFlags?: { names: readonly string[]; variant: string };
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
