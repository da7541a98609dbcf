import type { Channel } from '../../../shared/channel/channels';
import { type PageContent, PageContentSchema } from '../../../shared/content/story';
import { SPECIAL_SLUGS } from '../../../shared/content/story-slugs';
import type { Locale } from '../../../shared/locale/locales';
import { loadSpecialStory } from './special-story';
import type { ContentAccess, StoryRequest } from './stories';

/**
 * The error story of a channel and language (spec §2 error page: "a content-service error story
 * loaded by current path and locale"), parsed as a page, or null without a usable one. Read once
 * per request: a content page starts it beside its own story's read (a missing story is a 404
 * that shows it), so a 404 waits for one round trip, not two.
 */
export function errorStoryOf(
  access: ContentAccess,
  where: { channel: Channel; locale: Locale },
  draft: StoryRequest['draft'],
): Promise<PageContent | null> {
  return loadSpecialStory(access, where, SPECIAL_SLUGS.error, PageContentSchema, draft, 'error-story');
}
