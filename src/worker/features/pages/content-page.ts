import type { Context } from 'hono';
import { EMPTY_NAVIGATION } from '../../../shared/content/navigation';
import type { PageStory } from '../../../shared/content/story';
import { isSaneSlug } from '../../../shared/content/story-slugs';
import { FLAGS } from '../../../shared/flags/experiments';
import { log } from '../../../shared/log/log';
import type { PageData } from '../../../shared/shop-data';
import { pageFlags } from '../../../shared/ui/page-flags';
import type { AppEnv } from '../../platform/app-env';
import { sameCopies } from '../../platform/memory/same-copies';
import type { PageLocation } from '../../platform/request/locale-path';
import {
  learnPageReads,
  readForPage,
  settleCriticalReads,
  startLearnedReads,
  WALL_PICTURES_NEED,
  withCatalogueReads,
} from '../catalogue/public';
import {
  ContentSourceError,
  contentAccess,
  errorStoryOf,
  type LoadedStory,
  loadStory,
  pageOutcome,
  startShellReads,
} from '../content/public';
import { type RenderOptions, renderPage } from '../page-shell/public';

/** Relations every content page resolves (none yet: the blocks hold their data inline). */
export const PAGE_RELATIONS: readonly string[] = [];

/** spec §8 code of a story that is missing or not of type Page. */
const STORY_NOT_FOUND_CODE = 'storyblok-page-not-found';

/**
 * A content page (spec §2 "Content pages", §4, §8): the catch-all and the start paths read the
 * story of the path, drafts only for a checked editor. A story that is missing or not a Page is a
 * 404 with code `storyblok-page-not-found`; a story with a redirect target redirects with its
 * status; a source failure with nothing cached is a 503.
 */
export async function renderContentPage(c: Context<AppEnv>, location: PageLocation, slug: string): Promise<Response> {
  const url = new URL(c.req.url);
  const path = url.pathname;
  // spec §2: a guard warns when a page path contains /img/ (an asset asked for as a page).
  if (path.includes('/img/')) log.warn('asset-path-on-page', { path });
  if (!isSaneSlug(slug)) return renderPage(c, notFound(path), location);

  const access = contentAccess(c);
  const editor = c.get('editor');
  const draft = editor.kind === 'editor' ? { release: editor.release } : null;
  const options: RenderOptions = draft
    ? {
        editor: {
          bridgeUrl: access.config.storyblok.bridgeUrl,
          resolveRelations: [...PAGE_RELATIONS],
          release: draft.release,
        },
      }
    : {};

  const where = { channel: c.get('site').channel, locale: location.locale };
  startShellReads(access, where, draft);
  // The catalogue reads this page made last time go out with the story's read (decision 046).
  if (!draft) startLearnedReads(c, where);
  // A missing story is a 404 that shows the error story: its read goes out with the others.
  errorStoryOf(access, where, draft).catch(() => null);
  let lookup: LoadedStory;
  try {
    lookup = await loadStory(access, {
      channel: c.get('site').channel,
      locale: location.locale,
      slug,
      draft,
      resolveRelations: PAGE_RELATIONS,
    });
  } catch (error) {
    if (!(error instanceof ContentSourceError)) throw error;
    log.error('content-source-failed', { path, status: error.status }, error);
    const unavailable: PageData = { kind: 'error', status: 503, reason: 'unavailable', message: `Content unavailable: ${path}` };
    return renderPage(c, unavailable, location, { ...options, headers: { 'retry-after': '30' } });
  }
  const cacheHeader = { 'x-content-cache': lookup.cache };

  const outcome = lookup.kind === 'found' ? pageOutcome(lookup, { url, site: c.get('site'), config: c.get('config'), location }) : null;
  if (outcome?.kind === 'redirect') return c.redirect(outcome.location, outcome.status);
  if (outcome?.kind !== 'page') {
    if (outcome?.reason === 'redirect-refused') log.warn('redirect-target-refused', { path, slug });
    else log.warn('cms-page-not-found', { path, slug, component: lookup.kind === 'found' ? lookup.story.content.component : null });
    return renderPage(c, notFound(path), location, { ...options, headers: cacheHeader });
  }
  // Its blocks are cleaned: by the cache when it kept the story, or by pageOutcome (prepared-story.ts).
  const story: PageStory = outcome.story;
  const body = withCatalogueReads(c, story.content.body, where, story.full_slug);
  // spec §7 wall-picture teaser: its price is read beside the blocks', whichever treatment the visitor has (decision 061).
  if (
    pageFlags({ page: { kind: 'content', story }, channel: where.channel, navigation: EMPTY_NAVIGATION }).includes(FLAGS.wallPicturesTeaser)
  ) {
    void readForPage(c, WALL_PICTURES_NEED, where);
  }
  if (!draft) learnPageReads(c, where);
  await settleCriticalReads(c);
  return renderPage(c, contentPage(story, body), location, {
    ...options,
    headers: cacheHeader,
  });
}

/**
 * The page of a story with its blocks as this view filled them: the same objects as the last view
 * made while the story is kept and its blocks are the same (decision 106).
 */
function contentPage(story: PageStory, body: PageStory['content']['body']): PageData {
  // Known by the story's content, the part of a kept story that is its own object on every view
  // (the story around it is copied for each, page-outcome.ts); the page by its story.
  const content = sameContent(story.content, { ...story.content, body });
  const shown = sameStory(story.content, { ...story, content });
  return samePage(shown, { kind: 'content', story: shown });
}
const sameContent = sameCopies();
const sameStory = sameCopies();
const samePage = sameCopies();

function notFound(path: string): PageData {
  return { kind: 'error', status: 404, reason: 'not-found', message: `Page not found: ${path}`, code: STORY_NOT_FOUND_CODE };
}
