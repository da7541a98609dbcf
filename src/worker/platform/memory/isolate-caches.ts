/**
 * Every per-isolate cache of the worker and its bounds, in one table (decision 064): an isolate
 * has 128 MB and serves many requests, so what it may keep is read here, not searched for. Each
 * feature makes its cache with `new IsolateCache({ ...ISOLATE_CACHES.hotPages, sizeOf })`, where
 * `sizeOf` counts the bytes of its own values (tests/unit/isolate-caches.test.ts checks that no
 * cache is made another way).
 *
 * Also held per isolate, and bounded by what they are rather than by a limit:
 * - the merged messages, one per locale (platform/messages.ts);
 * - the content source's pauses after a 429, one per source (features/content/source-pause.ts);
 * - the trusted content generation, one (features/content/content-generation.ts);
 * - the shipping answers of the current minute, one per locale (features/catalogue/shipping.ts);
 * - the demo content and demo flag definitions, read once (features/content/demo-source.ts,
 *   features/flags/definitions-store.ts);
 * - memos by configuration or environment object, one per deployment (`WeakMap`s keyed by `Env`
 *   or `ShopConfig`: bindings, configuration readers, security headers, hosts, flag definitions'
 *   last read, and the hot pages' and learned reads' tables below).
 */

const MINUTE = 60_000;
const MB = 1024 * 1024;

/** A cache's bounds: at most `entries` entries (and `bytes`, when its values are large), each for `lifetimeMs`. */
interface CacheBounds {
  readonly entries: number;
  readonly lifetimeMs: number;
  readonly bytes?: number;
}

export const ISOLATE_CACHES = {
  /**
   * The page store's memory tier (features/page-cache/page-store.ts): whole pages before the Cache
   * API. No page longer than this whatever the page cache's lifetime: past it, a page comes from
   * the Cache API again.
   */
  pages: { entries: 2_000, bytes: 9 * MB, lifetimeMs: 15 * MINUTE },
  /** The flags each looked-up page shows, by plain key (page-store.ts); a few bytes each. */
  pageFlags: { entries: 4_000, lifetimeMs: 15 * MINUTE },
  /**
   * Hot pages (features/page-cache/hot-pages.ts): how the app answered a URL, by variant, a few kB
   * of headers each. A variant needs its page in the memory tier above, which keeps none longer.
   */
  hotPages: { entries: 500, bytes: 2 * MB, lifetimeMs: 15 * MINUTE },
  /**
   * Shell fragments (features/page-shell/shell-fragments.ts, decision 095): a kept slot's markup by
   * scope and name, a few kB each; a new content generation or build asks for new ones. The blocks
   * written from kept bytes too (decision 105), by block, position and what they read: a few
   * hundred bytes to a few kB each, for as long as their story is kept.
   */
  shellFragments: { entries: 4_000, bytes: 4 * MB, lifetimeMs: 5 * MINUTE },
  /**
   * Prepared answers (features/page-cache/prepared-answers.ts, decision 099): the public JSON
   * answers of the price calls, the shipping information and the catalogue's reads, a few kB each,
   * by URL. No answer longer than this, whatever its `max-age`: a price changed in D1 shows within it.
   */
  preparedAnswers: { entries: 1_000, bytes: 2 * MB, lifetimeMs: MINUTE },
  /**
   * Catalogue answers (features/catalogue/kept-answers.ts, decision 102): what a page's or a call's
   * catalogue need read from D1 and made of it, by generation, market and need; a few kB to a few
   * tens of kB each. No answer longer than this: a price changed in D1 shows within it.
   */
  catalogueAnswers: { entries: 1_000, bytes: 2 * MB, lifetimeMs: MINUTE },
  /**
   * Stories read from the KV story cache (features/content/kept-stories.ts, decision 104), by
   * content generation and key, each while its KV entry is fresh: a few kB to a few hundred kB.
   * The pages of a story (its flag variants, its queries) are rendered from one read.
   */
  stories: { entries: 500, bytes: 3 * MB, lifetimeMs: MINUTE },
  /** The catalogue reads each page URL made last time (features/catalogue/learned-reads.ts, decision 046). */
  learnedReads: { entries: 1_000, bytes: MB, lifetimeMs: 60 * MINUTE },
  /** Flag-definition documents parsed, by their text (features/flags/definitions-store.ts): text and parse both count. */
  flagDefinitions: { entries: 4, bytes: 8 * MB, lifetimeMs: 60 * MINUTE },
  /** Google's key sets, one per configured URL (features/accounts/google-id-token.ts); jose refreshes inside. */
  googleKeys: { entries: 4, lifetimeMs: 60 * MINUTE },
} as const satisfies Record<string, CacheBounds>;
