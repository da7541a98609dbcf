import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ACCOUNT_PATHS } from '../../../shared/account-paths';
import { ACCOUNT_SETTINGS_PATHS } from '../../../shared/account-settings';
import { CARD_ACCESSORY_ORDER_PATH } from '../../../shared/catalogue/card-accessory-order';
import { CONTACT_FORM_PATH } from '../../../shared/contact';
import { FLAG_TRACKING_PATHS, TRACKING_BODY_BYTES } from '../../../shared/flags/tracking';
import { CLIENT_ERRORS_PATH } from '../../../shared/log/client-errors-path';
import { log } from '../../../shared/log/log';
import { NEWSLETTER_PATHS } from '../../../shared/newsletter-paths';
import { GIFT_VOUCHER_PATH } from '../../../shared/pricing/gift-vouchers';
import { TOOLBOX_PATHS } from '../../../shared/toolbox';
import { TOOLBOX_MAX_BYTES } from '../../../shared/toolbox-files';
import { CONSENT_SETTINGS_PATH } from '../../../shared/ui/shell/constants';
import { WHITELABEL_SWITCH_PATH } from '../../../shared/whitelabel';
import type { AppEnv } from '../app-env';
import { contentConfig } from '../config/content-config';
import { tooManyRequests } from './api-answers';
import { isPageApiPath, SERVER_API_PREFIXES, startsWithAny, VOUCHER_PATH, WEBHOOK_PATH } from './api-paths';
import { CACHE, cachePolicy } from './cache-policy';
import { problem } from './validation';

/**
 * What guards a state-changing request, in one place (decision 015), so a new endpoint gets it
 * without asking: every POST, PUT, PATCH or DELETE to the shop's APIs (`/web-api/`, `/price-api/`,
 * ...) must come from a page of the same origin; every state-changing API or webhook request has
 * a body size limit checked before the body is read; the endpoints below are rate-limited per client.
 */

/** Names of the Rate Limiting bindings in wrangler.toml (`[[ratelimits]]`). */
type RateLimitName =
  | 'VOUCHER_LIMIT'
  | 'CONTACT_FORM_LIMIT'
  | 'TOOLBOX_LIMIT'
  | 'ACCOUNT_LIMIT'
  | 'WEBHOOK_LIMIT'
  | 'CLIENT_ERRORS_LIMIT'
  | 'FLAG_TRACKING_LIMIT';

interface EndpointGuard {
  rateLimit?: RateLimitName;
  /** Largest body accepted; DEFAULT_BODY_BYTES when not given. */
  maxBodyBytes?: number;
  /** The field a 413 names (`body` when not given). */
  bodyField?: string;
  /** Rate-limited whatever the method: a GET that changes something (a mail's link cannot POST). */
  limitsEveryMethod?: boolean;
  /** Checked before the body: a request that fails it is refused unread. */
  admit?: (c: Context<AppEnv>) => Response | null;
  /** The body it takes when not JSON: a form posted without script, or a file. */
  body?: 'form' | 'file';
}

/** A JSON form of the shop is a few kilobytes; anything much larger is not one of ours. */
const DEFAULT_BODY_BYTES = 32 * 1024;
// The multipart envelope (boundary, part headers) around a file of the largest size.
const UPLOAD_BYTES = TOOLBOX_MAX_BYTES + 64 * 1024;
/**
 * Retry-After of a refused request: the Rate Limiting binding counts in windows of 10 or 60
 * seconds (wrangler.toml), so after 60 seconds any window has started again.
 */
const RETRY_AFTER_SECONDS = 60;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The guarded endpoints (spec §7 account and newsletter calls among them). */
const ENDPOINTS: Readonly<Record<string, EndpointGuard>> = {
  [VOUCHER_PATH]: { rateLimit: 'VOUCHER_LIMIT' },
  // The contact form posts without script too (decision 100).
  [CONTACT_FORM_PATH]: { rateLimit: 'CONTACT_FORM_LIMIT', body: 'form' },
  [TOOLBOX_PATHS['convert-pdf']]: { rateLimit: 'TOOLBOX_LIMIT', maxBodyBytes: UPLOAD_BYTES, bodyField: 'file', body: 'file' },
  [TOOLBOX_PATHS['optimize-image']]: { rateLimit: 'TOOLBOX_LIMIT', maxBodyBytes: UPLOAD_BYTES, bodyField: 'file', body: 'file' },
  // The footer's cookie settings: a form that works without script (decision 060).
  [CONSENT_SETTINGS_PATH]: { body: 'form' },
  [ACCOUNT_PATHS.login]: { rateLimit: 'ACCOUNT_LIMIT' },
  [ACCOUNT_PATHS.signup]: { rateLimit: 'ACCOUNT_LIMIT' },
  [ACCOUNT_PATHS.passwordReset]: { rateLimit: 'ACCOUNT_LIMIT' },
  [ACCOUNT_PATHS.passwordNew]: { rateLimit: 'ACCOUNT_LIMIT' },
  [ACCOUNT_PATHS.googleCredentials]: { rateLimit: 'ACCOUNT_LIMIT' },
  // A customer's own settings (decision 083); the two GETs are a mail's link and a download.
  [ACCOUNT_SETTINGS_PATHS.name]: { rateLimit: 'ACCOUNT_LIMIT' },
  [ACCOUNT_SETTINGS_PATHS.password]: { rateLimit: 'ACCOUNT_LIMIT' },
  [ACCOUNT_SETTINGS_PATHS.email]: { rateLimit: 'ACCOUNT_LIMIT' },
  [ACCOUNT_SETTINGS_PATHS.emailConfirm]: { rateLimit: 'ACCOUNT_LIMIT', limitsEveryMethod: true },
  [ACCOUNT_SETTINGS_PATHS.dataExport]: { rateLimit: 'ACCOUNT_LIMIT', limitsEveryMethod: true },
  [ACCOUNT_SETTINGS_PATHS.deletion]: { rateLimit: 'ACCOUNT_LIMIT' },
  // The gift voucher's choice, handed to the basket: a form that works without script (decision 088).
  [GIFT_VOUCHER_PATH]: { body: 'form' },
  // The whitelabel bar's switch: a form that works without script (decision 085).
  [WHITELABEL_SWITCH_PATH]: { rateLimit: 'ACCOUNT_LIMIT', body: 'form' },
  [NEWSLETTER_PATHS.subscribe]: { rateLimit: 'ACCOUNT_LIMIT' },
  // A GET: the confirmation mail's link (decision 052).
  [NEWSLETTER_PATHS.confirm]: { rateLimit: 'ACCOUNT_LIMIT', limitsEveryMethod: true },
  [CLIENT_ERRORS_PATH]: { rateLimit: 'CLIENT_ERRORS_LIMIT', maxBodyBytes: 8 * 1024 },
  [FLAG_TRACKING_PATHS.impressions]: { rateLimit: 'FLAG_TRACKING_LIMIT', maxBodyBytes: TRACKING_BODY_BYTES },
  [FLAG_TRACKING_PATHS.events]: { rateLimit: 'FLAG_TRACKING_LIMIT', maxBodyBytes: TRACKING_BODY_BYTES },
  // A card page keeps its accessory choice as the shopper changes it (decision 087): the allowance of
  // a page's own background writes, which a login or a voucher never shares.
  [CARD_ACCESSORY_ORDER_PATH]: { rateLimit: 'FLAG_TRACKING_LIMIT', maxBodyBytes: 4 * 1024 },
  [WEBHOOK_PATH]: { rateLimit: 'WEBHOOK_LIMIT', maxBodyBytes: 64 * 1024, admit: signedWebhook },
};

/** Mounted once for every request; lets reading requests through untouched, but for the limit of a GET that changes something. */
export function requestGuards(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    const guard = ENDPOINTS[path] ?? {};
    const fromPages = isPageApiPath(path);
    // Page paths are not guarded here: a form posted to a shop-backend page goes to the backend as it is.
    if (!STATE_CHANGING.has(c.req.method) || !(fromPages || startsWithAny(path, SERVER_API_PREFIXES))) {
      return guard.limitsEveryMethod && (await overLimit(c, guard.rateLimit)) ? tooManyRequests(c, RETRY_AFTER_SECONDS) : next();
    }
    if (fromPages && c.req.header('origin') !== new URL(c.req.url).origin) {
      return c.json(problem('origin', 'must be this shop’s own page'), 403, cachePolicy(CACHE.none));
    }
    if (await overLimit(c, guard.rateLimit)) return tooManyRequests(c, RETRY_AFTER_SECONDS);
    // A page's own calls send JSON: a body of a kind a plain HTML form on another site could send is
    // refused unread, so the Origin check is not the only thing standing between a forged form and a call.
    if (fromPages && hasBody(c) && !acceptsBodyType(guard, c.req.header('content-type') ?? '')) {
      return c.json(problem('content-type', 'must be application/json'), 415, cachePolicy(CACHE.none));
    }
    const refusal = guard.admit?.(c);
    if (refusal) return refusal;
    const maxSize = guard.maxBodyBytes ?? DEFAULT_BODY_BYTES;
    return bodyLimit({
      maxSize,
      onError: (c) => c.json(problem(guard.bodyField ?? 'body', `must be at most ${readableSize(maxSize)}`), 413, cachePolicy(CACHE.none)),
    })(c, next);
  };
}

const BODY_TYPES = {
  json: /^application\/json\s*(;|$)/i,
  form: /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i,
  file: /^multipart\/form-data\s*(;|$)/i,
} as const;

function acceptsBodyType(guard: EndpointGuard, contentType: string): boolean {
  return BODY_TYPES.json.test(contentType) || (guard.body !== undefined && BODY_TYPES[guard.body].test(contentType));
}

/** Whether the request carries a body (a logout may post none), whatever its headers say of it. */
function hasBody(c: Context<AppEnv>): boolean {
  return c.req.raw.body !== null;
}

/** Whether the client (its IP) is over the limit of `name`; counts this request. */
async function overLimit(c: Context<AppEnv>, name: RateLimitName | undefined): Promise<boolean> {
  if (!name) return false;
  const { success } = await c.env[name].limit({ key: c.req.header('cf-connecting-ip') ?? 'unknown' });
  if (!success) log.warn('rate-limited', { limit: name });
  return !success;
}

/**
 * Storyblok's webhook is let in to be read only with a signature header of the right shape and a
 * secret to check it against; the answer is the same either way, so nobody learns whether a
 * secret is configured (the signature itself is checked over the body by the endpoint).
 */
function signedWebhook(c: Context<AppEnv>): Response | null {
  const signature = c.req.header('webhook-signature')?.trim() ?? '';
  const secretSet = Boolean(contentConfig(c.env).storyblok.webhookSecret);
  if (!secretSet) log.error('webhook-secret-missing');
  if (secretSet && /^[0-9a-f]{40}$/i.test(signature)) return null;
  return c.json(problem('webhook-signature', 'does not match the body'), 401, cachePolicy(CACHE.none));
}

function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
