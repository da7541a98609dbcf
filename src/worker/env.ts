import { z } from 'zod';
import { CHANNELS, type Channel } from '../shared/channel/channels';

/** Bindings and vars of the worker, as declared in wrangler.toml. */
export interface Env {
  CONTENT: KVNamespace;
  DB: D1Database;
  ASSETS: Fetcher;
  SHOP_HOSTS?: string;
  DEFAULT_CHANNEL?: string;
  SHOP_BACKEND_ORIGIN?: string;
}

const hostTemplate = z
  .string()
  .regex(/^[a-z0-9.-]*\{ending\}$/, 'must be a lowercase host name ending in {ending}, e.g. "kartenliebe.{ending}"');

const httpOrigin = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value).origin);

const ConfigSchema = z.object({
  SHOP_HOSTS: z
    .string()
    .default('{"kartenliebe":"kartenliebe.{ending}","wallart":"wallart.{ending}"}')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.enum(CHANNELS), hostTemplate)),
  DEFAULT_CHANNEL: z.enum(CHANNELS).default('kartenliebe'),
  SHOP_BACKEND_ORIGIN: z.preprocess((v) => (v === '' ? undefined : v), httpOrigin.optional()),
});

export interface ShopConfig {
  /** Host template per channel: `{ending}` stands for a domain ending such as `co.uk`. */
  hosts: Record<Channel, string>;
  defaultChannel: Channel;
  /** Where shop-backend pages (basket, checkout, ...) are forwarded; unset: they answer 503. */
  shopBackendOrigin: string | undefined;
}

const parsed = new WeakMap<object, ShopConfig>();

/**
 * The worker's configuration, checked once per env object. A bad var fails loudly with the
 * names of the offending vars (answered as a generic 500, details only in the log).
 */
export function shopConfig(env: Env): ShopConfig {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid worker configuration: ${problems.join('; ')}`);
  }
  const { SHOP_HOSTS, DEFAULT_CHANNEL, SHOP_BACKEND_ORIGIN } = result.data;
  const config: ShopConfig = { hosts: SHOP_HOSTS, defaultChannel: DEFAULT_CHANNEL, shopBackendOrigin: SHOP_BACKEND_ORIGIN };
  parsed.set(env, config);
  return config;
}
