import type { Channel } from '../../shared/channel/channels';
import type { LinkContext } from '../../shared/content/links';
import { EMPTY_NAVIGATION, type NavigationData, NavigationSchema, resolveNavigation } from '../../shared/content/navigation';
import { SPECIAL_SLUGS } from '../../shared/content/story-slugs';
import type { Locale } from '../../shared/locale/locales';
import { loadSpecialStory } from './special-story';
import type { ContentAccess, StoryRequest } from './stories';

/**
 * The header navigation of a page from the navigation story of its channel and language. Without
 * a usable story the page renders with an empty navigation rather than not at all.
 */
export async function loadNavigation(
  access: ContentAccess,
  where: LinkContext & { locale: Locale },
  channelHrefs: Readonly<Record<Channel, string>>,
  draft: StoryRequest['draft'],
): Promise<NavigationData> {
  const content = await loadSpecialStory(access, where, SPECIAL_SLUGS.navigation, NavigationSchema, draft, 'navigation');
  return content ? resolveNavigation(content, where, channelHrefs) : EMPTY_NAVIGATION;
}
