import type { Context } from 'hono';
import { PageContentSchema, type PageStory } from '../../shared/content/story';
import { isSaneSlug } from '../../shared/content/story-slugs';
import type { PageData } from '../../shared/shop-data';
import type { AppEnv } from '../app-env';
import { withCatalogue } from '../catalogue/block-catalogue';
import { catalogueWhere } from '../catalogue/read-need';
import { cleanBlocks } from '../content/clean-blocks';
import { redirectLocation } from '../content/redirect-target';
import { ContentSourceError } from '../content/source';
import { contentAccess, loadStory } from '../content/stories';
import { type RenderOptions, renderPage } from '../render/render-page';
import { checkEditor } from '../request/editor-check';
import type { PageLocation } from '../request/locale-path';

/** Relations every content page resolves (none yet: the blocks hold their data inline). */
export const PAGE_RELATIONS: readonly string[] = [];

/** spec §8 code of a story that is missing or not of type Page. */
export const STORY_NOT_FOUND_CODE = 'storyblok-page-not-found';

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
  if (path.includes('/img/')) console.warn(JSON.stringify({ event: 'asset-path-on-page', path }));
  if (!isSaneSlug(slug)) return renderPage(c, notFound(path), location);

  const access = contentAccess(c);
  const editor = await checkEditor(url.searchParams, access.config);
  if (editor.kind === 'refused') console.warn(JSON.stringify({ event: 'editor-token-refused', reason: editor.reason, path }));
  const draft = editor.kind === 'editor' ? { release: editor.release } : null;
  const options: RenderOptions = draft
    ? {
        editor: {
          bridgeUrl: access.config.storyblok.bridgeUrl,
          appOrigin: access.config.storyblok.appOrigin,
          resolveRelations: [...PAGE_RELATIONS],
          release: draft.release,
        },
      }
    : {};

  let lookup;
  try {
    lookup = await loadStory(access, {
      channel: c.var.site.channel,
      locale: location.locale,
      slug,
      draft,
      resolveRelations: PAGE_RELATIONS,
    });
  } catch (error) {
    if (!(error instanceof ContentSourceError)) throw error;
    console.error(JSON.stringify({ event: 'content-source-failed', path, status: error.status, error: error.message }));
    const unavailable: PageData = { kind: 'error', status: 503, reason: 'unavailable', message: `Content unavailable: ${path}` };
    return renderPage(c, unavailable, location, { ...options, headers: { 'retry-after': '30' } });
  }
  const cacheHeader = { 'x-content-cache': lookup.cache };

  const content = lookup.kind === 'found' ? PageContentSchema.safeParse(lookup.story.content) : null;
  if (lookup.kind === 'not-found' || !content?.success) {
    console.warn(
      JSON.stringify({
        event: 'cms-page-not-found',
        path,
        slug,
        component: lookup.kind === 'found' ? lookup.story.content.component : null,
      }),
    );
    return renderPage(c, notFound(path), location, { ...options, headers: cacheHeader });
  }
  const story: PageStory = { ...lookup.story, content: { ...content.data, body: cleanBlocks(content.data.body, lookup.story.full_slug) } };

  if (story.content.target) {
    const location_ = redirectLocation(story.content.target, { url, site: c.var.site, config: c.var.config, location });
    if (location_) {
      return c.redirect(location_, Number(story.content.status ?? '301') as 301 | 302 | 307 | 308);
    }
    if (story.content.body.length === 0) {
      console.warn(JSON.stringify({ event: 'redirect-target-refused', path, story: story.full_slug }));
      return renderPage(c, notFound(path), location, { ...options, headers: cacheHeader });
    }
  }
  const body = await withCatalogue(c.env.DB, story.content.body, catalogueWhere(c.var.site.channel, location.locale), story.full_slug);
  return renderPage(c, { kind: 'content', story: { ...story, content: { ...story.content, body } } }, location, {
    ...options,
    headers: cacheHeader,
  });
}

function notFound(path: string): PageData {
  return { kind: 'error', status: 404, reason: 'not-found', message: `Page not found: ${path}`, code: STORY_NOT_FOUND_CODE };
}
