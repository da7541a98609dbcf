import type { Channel } from '../../shared/channel/channels';
import type { Locale } from '../../shared/locale/locales';
import type { ShopConfig } from './env';
import type { EditorCheck } from './request/editor-check';
import type { Site } from './request/site';

/**
 * A visitor's treatments of the flags a page shows (issue 15; decision 058), decided at the edge
 * before the page renders, so the server's HTML is already the visitor's variant.
 */
export interface FlagDecisions {
  /** The treatment of each flag asked for, by name; none for a crawler (spec §4: no flag client). */
  treatments: Record<string, string>;
  /**
   * The variant as the page cache keys it: each flag's treatment and the change number of its
   * definition, never the visitor's key. A changed definition makes a new variant, so a page kept
   * under the old one is never served again.
   */
  variant: string;
}

/**
 * The visitor's feature flags on the request context (issue 15; decision 058), implemented by the flags feature (src/worker/features/flags/treatments.ts): their key, and the
 * treatments of whichever flags a page or call asks for, decided at the edge before rendering
 * (DESIGN: cookie-based bucketing at the edge). The definitions are read only when something asks.
 */
interface VisitorFlags {
  /** Starts reading the definitions, so a later `decide` need not wait for them. */
  prepare(): void;
  decide(names: readonly string[]): Promise<FlagDecisions>;
  /** Every flag in force (spec §7 `/web-api/feature-flags`). */
  decideAll(): Promise<Record<string, string>>;
}

/** Whose assortment and prices an API call answers with: the host's channel, in a locale. */
export interface Market {
  channel: Channel;
  locale: Locale;
}

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
