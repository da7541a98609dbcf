import type { Channel } from '../../../shared/channel/channels';
import type { LinkContext } from '../../../shared/content/links';
import {
  EMPTY_NAVIGATION,
  type NavigationContent,
  type NavigationData,
  NavigationSchema,
  resolveNavigation,
} from '../../../shared/content/navigation';
import { SPECIAL_SLUGS } from '../../../shared/content/story-slugs';
import type { Locale } from '../../../shared/locale/locales';
import { oncePerFrozen } from '../../platform/memory/once-per-frozen';
import { globalConfigOf } from './global-config';
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
  const content = await navigationStory(access, where, draft);
  return content ? resolvedNavigation(content, where, channelHrefs) : EMPTY_NAVIGATION;
}

/**
 * The navigation resolved for a page's links, once per navigation story the isolate keeps (frozen,
 * decision 104) and per what its links are resolved against: every page of a scope gets the same
 * frozen object, whose JSON the page data writes once (../page-shell/page-data-json.ts). A story
 * read anew (a draft, one the isolate does not keep) is resolved for its page alone.
 */
function resolvedNavigation(
  content: NavigationContent,
  where: LinkContext,
  channelHrefs: Readonly<Record<Channel, string>>,
): NavigationData {
  return resolvedOnce(content, JSON.stringify([where, channelHrefs]), () => resolveNavigation(content, where, channelHrefs));
}
const resolvedOnce = oncePerFrozen<string, NavigationData>();

/**
 * Starts the reads every page needs besides its own story, the navigation and the global config
 * (footer), so the three go out together and the page waits for one round trip, not three
 * (issue "Fast by default"). Nothing is awaited here: the page's own readers get the same reads.
 */
export function startShellReads(access: ContentAccess, where: { channel: Channel; locale: Locale }, draft: StoryRequest['draft']): void {
  // A failure is the readers' to handle; here it only must not count as unhandled.
  const ignore = () => null;
  navigationStory(access, where, draft).catch(ignore);
  globalConfigOf(access, where, draft).catch(ignore);
}

function navigationStory(access: ContentAccess, where: { channel: Channel; locale: Locale }, draft: StoryRequest['draft']) {
  return loadSpecialStory(access, where, SPECIAL_SLUGS.navigation, NavigationSchema, draft, 'navigation');
}
