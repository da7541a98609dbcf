import type { z } from 'zod';
import type { Channel } from '../../../shared/channel/channels';
import type { Locale } from '../../../shared/locale/locales';
import { log } from '../../../shared/log/log';
import { parsedContent } from './prepared-story';
import { ContentSourceError } from './source';
import { type ContentAccess, type LoadedStory, loadStory, type StoryRequest } from './stories';

/**
 * The content of one of a language folder's special stories (navigation, global config, error
 * story), parsed with its schema; null when it is missing, invalid or the source is down. The page
 * then renders without it rather than not at all; what went wrong is logged as
 * `{what}-unavailable` or `{what}-invalid`. Read once per request: a page starts these reads
 * beside its own story's (startShellReads), and whoever asks later waits for the same read.
 */
export function loadSpecialStory<Schema extends z.ZodType>(
  access: ContentAccess,
  where: { channel: Channel; locale: Locale },
  slug: string,
  schema: Schema,
  draft: StoryRequest['draft'],
  what: string,
): Promise<z.output<Schema> | null> {
  const reads = access.specialReads;
  const key = `${slug}|${where.channel}|${where.locale}|${draft ? `draft:${draft.release ?? ''}` : 'published'}`;
  let read = reads.get(key) as Promise<z.output<Schema> | null> | undefined;
  if (!read) {
    read = readSpecialStory(access, { channel: where.channel, locale: where.locale, slug, draft }, schema, what);
    reads.set(key, read);
  }
  return read;
}

async function readSpecialStory<Schema extends z.ZodType>(
  access: ContentAccess,
  request: StoryRequest,
  schema: Schema,
  what: string,
): Promise<z.output<Schema> | null> {
  let lookup: LoadedStory;
  try {
    lookup = await loadStory(access, request);
  } catch (error) {
    if (!(error instanceof ContentSourceError)) throw error;
    log.warn(`${what}-unavailable`, {}, error);
    return null;
  }
  if (lookup.kind !== 'found') return null;
  const parsed = parsedContent(lookup, schema);
  if (!parsed.success) {
    log.warn(`${what}-invalid`, { story: lookup.story.full_slug, issue: parsed.error.issues[0]?.message });
    return null;
  }
  return parsed.data;
}
