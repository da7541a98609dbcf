import type { Context } from 'hono';
import type { Channel } from '../../../shared/channel/channels';
import { fullSlug } from '../../../shared/content/story-slugs';
import { hasLocalWording, inLocalWordingDeep, STORY_FIELDS_NOT_PROSE } from '../../../shared/locale/local-wording';
import { LOCALE_INFO, type Locale } from '../../../shared/locale/locales';
import type { AppEnv } from '../../platform/app-env';
import { type ContentConfig, contentConfig } from '../../platform/config/content-config';
import { contentSource } from './content-source';
import type { PreparedLookup } from './prepared-story';
import type { ContentSource, StoryLookup } from './source';
import { type CacheOutcome, cachedStory, storyCacheKey } from './story-cache';

/** What a request reads: published content through the cache, or drafts straight from the source. */
export interface StoryRequest {
  channel: Channel;
  locale: Locale;
  /** Slug inside the channel and language folder. */
  slug: string;
  draft: { release: string | undefined } | null;
  resolveRelations?: readonly string[];
}

export type LoadedStory = PreparedLookup & { cache: CacheOutcome | 'bypass' };

export interface ContentAccess {
  config: ContentConfig;
  source: ContentSource;
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  /** The special stories this request reads (./special-story.ts), by slug and market: each read once. */
  specialReads: Map<string, Promise<unknown>>;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's content access (`contentAccess`): made by the first read, shared by the rest. */
    contentAccess?: ContentAccess;
  }
}

/**
 * The content configuration, source and cache of the request: one per request, so every story
 * the request reads shares the source (and with it the Storyblok client's rate limit).
 */
export function contentAccess(c: Context<AppEnv>): ContentAccess {
  const known = c.get('contentAccess');
  if (known) return known;
  const config = contentConfig(c.env);
  const access: ContentAccess = {
    config,
    source: contentSource(config),
    kv: c.env.CONTENT,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    specialReads: new Map(),
  };
  c.set('contentAccess', access);
  return access;
}

/**
 * A story for a page or the story API. Drafts (spec §4, only for a checked editor) never read or
 * write KV; published stories go through the KV cache. Throws ContentSourceError when the source
 * fails and nothing is cached.
 */
export async function loadStory(access: ContentAccess, request: StoryRequest): Promise<LoadedStory> {
  const { source } = access;
  const full = fullSlug(request.channel, LOCALE_INFO[request.locale].language, request.slug);
  if (request.draft) {
    const lookup = await source.story(full, {
      version: 'draft',
      release: request.draft.release,
      resolveRelations: request.resolveRelations,
    });
    return { ...inLocaleWording(request.locale, lookup), cache: 'bypass' };
  }
  const key = storyCacheKey({
    sourceId: source.id,
    channel: request.channel,
    locale: request.locale,
    version: 'published',
    slug: relationsKey(request.slug, request.resolveRelations),
  });
  const deps = {
    kv: access.kv,
    settings: access.config.cache,
    waitUntil: access.waitUntil,
    sourceTimeoutMs: access.config.storyblok.timeoutMs,
  };
  return cachedStory(deps, key, async () =>
    inLocaleWording(request.locale, await source.story(full, { version: 'published', resolveRelations: request.resolveRelations })),
  );
}

/**
 * A story of the language folder as its locale writes it (decision 075): kept so by the story
 * cache, whose entries are per locale, so a page view pays nothing for it.
 */
function inLocaleWording<Lookup extends StoryLookup>(locale: Locale, lookup: Lookup): Lookup {
  if (lookup.kind !== 'found' || !hasLocalWording(locale)) return lookup;
  return { ...lookup, story: inLocalWordingDeep(locale, lookup.story, STORY_FIELDS_NOT_PROSE) };
}

/** Stories read with resolved relations are different documents, so they get their own key. */
function relationsKey(slug: string, relations: readonly string[] | undefined): string {
  return relations && relations.length > 0 ? `${slug}?rel=${[...relations].sort().join(',')}` : slug;
}
