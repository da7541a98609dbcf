import { PageContentSchema, type PageStory, type Story } from '../../../shared/content/story';
import type { ShopConfig } from '../../platform/env';
import type { PageLocation } from '../../platform/request/locale-path';
import type { Site } from '../../platform/request/site';
import { parsedContent } from './prepared-story';
import { redirectLocation } from './redirect-target';

/** What a story becomes at a page path (spec §2 "Content pages"). */
type PageOutcome =
  | { kind: 'page'; story: PageStory }
  | { kind: 'redirect'; location: string; status: 301 | 302 | 307 | 308 }
  /** Not a Page (or not a valid one), or a redirect that cannot be followed and has nothing to show. */
  | { kind: 'not-a-page'; reason: 'not-a-page' | 'redirect-refused' };

/**
 * Decides what a story does at a path: a story that is not of type Page is no page; a Page with a
 * redirect target redirects with its status; one whose target cannot be followed safely is shown
 * when it has blocks of its own, and is no page when it has none. The content page and the
 * sitemap both ask here, so the sitemap lists exactly the stories that render as pages. The page's
 * blocks come cleaned (parsedContent: by the story cache when it kept the story, else here).
 */
export function pageOutcome(
  lookup: { story: Story; prepared?: boolean },
  here: { url: URL; site: Site; config: ShopConfig; location: PageLocation },
): PageOutcome {
  const { story } = lookup;
  const content = parsedContent(lookup, PageContentSchema);
  if (!content.success) return { kind: 'not-a-page', reason: 'not-a-page' };
  const page: PageStory = { ...story, content: content.data };
  if (!page.content.target) return { kind: 'page', story: page };
  const location = redirectLocation(page.content.target, here);
  if (location) return { kind: 'redirect', location, status: Number(page.content.status ?? '301') as 301 | 302 | 307 | 308 };
  return page.content.body.length > 0 ? { kind: 'page', story: page } : { kind: 'not-a-page', reason: 'redirect-refused' };
}
