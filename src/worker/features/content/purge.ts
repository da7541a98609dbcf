import { splitFullSlug } from '../../../shared/content/story-slugs';
import { LOCALE_INFO, LOCALES, type Locale } from '../../../shared/locale/locales';
import { log } from '../../../shared/log/log';
import { prepareStory } from './prepared-story';
import { ContentSourceError, type StoryLookup } from './source';
import type { ContentAccess } from './stories';
import { type CacheMetadata, storyCacheKey, storyKeyPrefix, writeEntry } from './story-cache';

/** What a publish event asks the cache to forget (Storyblok webhook actions). */
export const STORY_ACTIONS = ['published', 'unpublished', 'deleted', 'moved'] as const;
export type StoryAction = (typeof STORY_ACTIONS)[number];

export type PurgeRequest = { scope: 'story'; action: StoryAction; storyId: number; fullSlug: string | undefined } | { scope: 'everything' };

interface PurgeResult {
  purged: number;
  rewarmed: number;
}

/**
 * Forgets the cached copies a content change made wrong, and re-warms what is cheap to re-warm.
 * - Every key holding the story (found through the story id each entry records): its old slug
 *   after a move, every locale, every relation variant.
 * - Every key at the story's current slug, including remembered "not found" answers, so a newly
 *   published story shows at once.
 * After a publish or move the current story is written back for the locales that had it cached.
 */
export async function purge(access: ContentAccess, request: PurgeRequest): Promise<PurgeResult> {
  const { kv, source } = access;
  const entries = await listEntries(kv, storyKeyPrefix(source.id));
  if (request.scope === 'everything') {
    await Promise.all(entries.map((entry) => kv.delete(entry.name)));
    return { purged: entries.length, rewarmed: 0 };
  }

  const current = request.action === 'published' || request.action === 'moved' ? await currentStory(access, request.storyId) : null;
  const slugNow = current?.kind === 'found' ? current.story.full_slug : request.fullSlug;
  const place = slugNow ? splitFullSlug(slugNow) : null;
  const slugKeys = new Set<string>();
  if (place) {
    for (const locale of LOCALES) {
      if (LOCALE_INFO[locale].language !== place.language) continue;
      slugKeys.add(storyCacheKey({ sourceId: source.id, channel: place.channel, locale, version: 'published', slug: place.slug }));
    }
  }

  const doomed = entries.filter(
    (entry) =>
      entry.metadata?.storyId === request.storyId ||
      slugKeys.has(entry.name) ||
      [...slugKeys].some((key) => entry.name.startsWith(`${key}?`)),
  );
  await Promise.all(doomed.map((entry) => kv.delete(entry.name)));

  let rewarmed = 0;
  if (current?.kind === 'found') {
    const cachedLocales = new Set<Locale>();
    for (const entry of doomed) {
      const locale = entry.name.split(':')[3] as Locale;
      if (slugKeys.has(entry.name) || entry.metadata?.storyId === request.storyId) cachedLocales.add(locale);
    }
    const writes = [...slugKeys].filter((key) => cachedLocales.has(key.split(':')[3] as Locale));
    const prepared = prepareStory(current);
    await Promise.all(writes.map((key) => writeEntry({ kv, settings: access.config.cache }, key, prepared)));
    rewarmed = writes.length;
  }
  return { purged: doomed.length, rewarmed };
}

/** The story as now published; unknown when the source cannot say (the purge goes on without it). */
async function currentStory(access: ContentAccess, storyId: number): Promise<StoryLookup | null> {
  try {
    return await access.source.storyById(storyId, 'published');
  } catch (error) {
    if (!(error instanceof ContentSourceError)) throw error;
    log.warn('content-purge-without-story', { storyId }, error);
    return null;
  }
}

async function listEntries(kv: KVNamespace, prefix: string): Promise<{ name: string; metadata: CacheMetadata | undefined }[]> {
  const entries: { name: string; metadata: CacheMetadata | undefined }[] = [];
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<CacheMetadata> = await kv.list<CacheMetadata>({ prefix, ...(cursor ? { cursor } : {}) });
    for (const key of page.keys) entries.push({ name: key.name, metadata: key.metadata });
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return entries;
}
