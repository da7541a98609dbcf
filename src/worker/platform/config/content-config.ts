import { z } from 'zod';
import { configReader } from './config-reader';

/**
 * Content configuration from wrangler vars and secrets (docs/operations.md "Content operations"): which
 * source serves stories, how long cached stories count as fresh and stale, and the Storyblok
 * space. Ops change any of it without a code change.
 */
export interface ContentConfig {
  /** `demo`: the bundled demo content; `storyblok`: the Storyblok CDN API. */
  source: 'demo' | 'storyblok';
  /** What serves stories when `storyblok` is chosen but no public token is set. */
  fallback: 'demo' | 'none';
  cache: {
    /** Seconds a cached story is served without asking the source. */
    freshSeconds: number;
    /** Seconds after that during which it is served while a refresh runs in the background. */
    staleSeconds: number;
    /** Seconds a "no such story" answer is remembered (KV's minimum lifetime is 60). */
    notFoundSeconds: number;
  };
  storyblok: {
    region: string;
    /** Full API base (e.g. `https://api.storyblok.com/v2`); empty: derived from the region. */
    endpoint: string | undefined;
    spaceId: string | undefined;
    publicToken: string | undefined;
    previewToken: string | undefined;
    webhookSecret: string | undefined;
    timeoutMs: number;
    /** Origin of the Storyblok app, the only page allowed to frame draft pages. */
    appOrigin: string;
    /** The visual editor's bridge script, loaded by draft pages. */
    bridgeUrl: string;
  };
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const seconds = (fallback: number, min = 0) => z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).default(fallback));
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());
const httpUrl = z.url({ protocol: /^https?$/ });

const ContentConfigSchema = z.object({
  CONTENT_SOURCE: z.preprocess(emptyAsUndefined, z.enum(['demo', 'storyblok']).default('demo')),
  CONTENT_FALLBACK: z.preprocess(emptyAsUndefined, z.enum(['demo', 'none']).default('none')),
  CONTENT_FRESH_SECONDS: seconds(60),
  CONTENT_STALE_SECONDS: seconds(86_400),
  CONTENT_NOT_FOUND_SECONDS: seconds(60, 60),
  STORYBLOK_REGION: z.preprocess(emptyAsUndefined, z.enum(['eu', 'us', 'ap', 'ca', 'cn']).default('eu')),
  STORYBLOK_ENDPOINT: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  STORYBLOK_SPACE_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^\d+$/, 'must be the numeric space id').optional()),
  STORYBLOK_PUBLIC_TOKEN: optionalText,
  STORYBLOK_PREVIEW_TOKEN: optionalText,
  STORYBLOK_WEBHOOK_SECRET: optionalText,
  STORYBLOK_TIMEOUT_MS: seconds(5_000, 100),
  STORYBLOK_APP_ORIGIN: z.preprocess(emptyAsUndefined, httpUrl.default('https://app.storyblok.com')),
  STORYBLOK_BRIDGE_URL: z.preprocess(emptyAsUndefined, httpUrl.default('https://app.storyblok.com/f/storyblok-v2-latest.js')),
});

/** The content configuration from the worker's env (or any object of its vars), checked once per object. */
export const contentConfig: (env: Env | Record<string, string>) => ContentConfig = configReader(
  'content configuration',
  ContentConfigSchema,
  (vars) => ({
    source: vars.CONTENT_SOURCE,
    fallback: vars.CONTENT_FALLBACK,
    cache: {
      freshSeconds: vars.CONTENT_FRESH_SECONDS,
      staleSeconds: vars.CONTENT_STALE_SECONDS,
      notFoundSeconds: vars.CONTENT_NOT_FOUND_SECONDS,
    },
    storyblok: {
      region: vars.STORYBLOK_REGION,
      endpoint: vars.STORYBLOK_ENDPOINT?.replace(/\/+$/, ''),
      spaceId: vars.STORYBLOK_SPACE_ID,
      publicToken: vars.STORYBLOK_PUBLIC_TOKEN,
      previewToken: vars.STORYBLOK_PREVIEW_TOKEN,
      webhookSecret: vars.STORYBLOK_WEBHOOK_SECRET,
      timeoutMs: vars.STORYBLOK_TIMEOUT_MS,
      appOrigin: new URL(vars.STORYBLOK_APP_ORIGIN).origin,
      bridgeUrl: vars.STORYBLOK_BRIDGE_URL,
    },
  }),
);
