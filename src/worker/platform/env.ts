import { z } from 'zod';
import { CHANNELS, type Channel, type Platform } from '../../shared/channel/channels';
import { configReader } from './config/config-reader';

// The bindings and vars of the worker are typed by `npm run types` from wrangler.toml
// (worker-configuration.d.ts, the global `Env`); `npm run lint` fails when it drifts.
// Secrets are set with `wrangler secret put` and never appear in wrangler.toml, so they are named here.
declare global {
  interface Env {
    STORYBLOK_PUBLIC_TOKEN?: string;
    STORYBLOK_PREVIEW_TOKEN?: string;
    STORYBLOK_WEBHOOK_SECRET?: string;
    /** The bot check's secret key (reCAPTCHA's `secret`; decision 052). */
    BOT_CHECK_SECRET?: string;
    /** Signs newsletter confirmation links; unset: a key kept in D1 (decision 052). */
    NEWSLETTER_LINK_SECRET?: string;
    /** The mail API's key, sent as a Bearer token (decision 053). */
    MAIL_API_TOKEN?: string;
  }
}

const hostTemplate = z
  .string()
  .regex(/^[a-z0-9.-]*\{ending\}$/, 'must be a lowercase host name ending in {ending}, e.g. "kartenliebe.{ending}"');

const httpOrigin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

/** A var holding JSON text, parsed (an issue "must be JSON" when it is not). */
export const jsonText = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be JSON' });
    return z.NEVER;
  }
});

/** A host on this machine: the only place a designer may be reached over plain http (tests, local designers). */
const LOOPBACK_HOST = /^(?:localhost|[a-z0-9.-]+\.localhost|127\.0\.0\.1|\[::1\])$/;

/** Whether the shop may call or link `url`: https, or plain http on loopback only (tests, local stand-ins). */
function isSecureOrLoopback(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname));
}

/** A service the worker calls (a bot check, a mail API, Google's keys): https, or http on loopback. */
export const serviceUrl = z.url().refine((text) => isSecureOrLoopback(new URL(text)), 'must be an https URL (http only on loopback)');

/** A var that counts as unset when empty, as wrangler.toml writes an unset var. */
export const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

/**
 * A designer origin, `{ending}` standing for the shop's domain ending where the designer has a host
 * per country: `https://designer.kartenliebe.{ending}`. https, or http on loopback; no path.
 */
const originTemplate = z.string().refine((template) => {
  try {
    const url = new URL(template.replace('{ending}', 'de'));
    return isSecureOrLoopback(url) && url.origin === template.replace('{ending}', 'de');
  } catch {
    return false;
  }
}, 'must be an origin such as "https://designer.kartenliebe.{ending}" (http only on loopback, no path)');

const ConfigSchema = z.object({
  SHOP_HOSTS: jsonText
    .default('{"kartenliebe":"kartenliebe.{ending}","wallart":"wallart.{ending}"}')
    .pipe(z.record(z.enum(CHANNELS), hostTemplate)),
  DEFAULT_CHANNEL: z.enum(CHANNELS).default('kartenliebe'),
  SHOP_BACKEND_ORIGIN: z.preprocess((v) => (v === '' ? undefined : v), httpOrigin.optional()),
  DESIGNER_ORIGINS: z
    .preprocess((v) => (v === '' ? undefined : v), jsonText.optional())
    .pipe(z.partialRecord(z.enum(CHANNELS), z.object({ web: originTemplate, desktop: originTemplate })).default({})),
});

export interface ShopConfig {
  /** Host template per channel: `{ending}` stands for a domain ending such as `co.uk`. */
  hosts: Record<Channel, string>;
  defaultChannel: Channel;
  /** Where shop-backend pages (basket, checkout, ...) are forwarded; unset: they answer 503. */
  shopBackendOrigin: string | undefined;
  /**
   * The designer's origin template per channel and platform (spec §7: "under a per-channel and
   * per-platform host"; decision 031). A channel without one hands off to the embedded page.
   */
  designerOrigins: Partial<Record<Channel, Record<Platform, string>>>;
}

/** The worker's configuration, checked once per env object (see configReader). */
export const shopConfig: (env: Env) => ShopConfig = configReader(
  'worker configuration',
  ConfigSchema,
  ({ SHOP_HOSTS, DEFAULT_CHANNEL, SHOP_BACKEND_ORIGIN, DESIGNER_ORIGINS }) => ({
    hosts: SHOP_HOSTS,
    defaultChannel: DEFAULT_CHANNEL,
    shopBackendOrigin: SHOP_BACKEND_ORIGIN,
    designerOrigins: DESIGNER_ORIGINS,
  }),
);
