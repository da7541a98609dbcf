import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import { PageContentSchema } from '../../../shared/content/story';
import { isSaneSlug, SPECIAL_SLUGS } from '../../../shared/content/story-slugs';
import { DOMAIN_INFO, prefixOn } from '../../../shared/locale/domains';
import { LOCALES, type Locale } from '../../../shared/locale/locales';
import { log } from '../../../shared/log/log';
import { pagePath, START_PATH } from '../../../shared/routing/paths';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { problem, validated } from '../../platform/http/validation';
import { ContentSourceError } from './source';
import { contentAccess, type LoadedStory, loadStory, type StoryRequest } from './stories';

/**
 * The content service as JSON for the client (spec §7 "Content service"):
 * - the backend-for-frontend story route `/frontend-api/bff/{locale}/{slug}` (decision 006);
 * - `/frontend-api/mp/{segment}` (a content page) and `/frontend-api/mp/{segment}/breadcrumb`.
 * Drafts only for a checked editor; everyone else gets published content.
 */
export const storyApi = new Hono<AppEnv>();

const relationName = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_*-]+)?$/;

/** spec §7 story route query: _baseUrl, apiVersion, path, platform, release, resolveRelations, sku, version. */
const StoryQuerySchema = z.looseObject({
  _baseUrl: z.string().max(2048).optional(),
  apiVersion: z.literal('v2', { error: 'must be v2' }).default('v2'),
  path: z.string().max(2048).optional(),
  platform: z.enum(['web', 'desktop']).default('web'),
  release: z
    .string()
    .regex(/^\d{1,12}$/, 'must be a release id')
    .optional(),
  resolveRelations: z
    .string()
    .max(500)
    .transform((text) =>
      text
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .refine((names) => names.every((name) => relationName.test(name)), 'must be component.field names separated by commas')
    .optional(),
  sku: z
    .string()
    .max(120)
    .regex(/^[A-Za-z0-9_.-]+$/, 'must be letters, digits, dot, dash or underscore')
    .optional(),
  version: z.enum(['draft', 'published']).default('published'),
});

const StoryParamsSchema = z.object({
  locale: z.enum(LOCALES, { error: 'must be one of the shop locales, e.g. de-DE' }),
  slug: z.string().refine(isSaneSlug, 'must be lowercase words separated by slashes'),
});

storyApi.get(
  '/frontend-api/bff/:locale/:slug{.+}',
  validated('param', StoryParamsSchema),
  validated('query', StoryQuerySchema),
  async (c) => {
    const { locale, slug } = c.req.valid('param');
    const query = c.req.valid('query');
    let draft: StoryRequest['draft'] = null;
    if (query.version === 'draft') {
      // A refused token was logged by the editor check; a draft asked for without one is logged here.
      const editor = c.get('editor');
      if (editor.kind === 'editor') draft = { release: query.release ?? editor.release };
      else if (editor.kind === 'visitor') log.warn('editor-token-refused', { reason: 'no editor parameters' });
    }
    const loaded = await load(c, { channel: c.get('site').channel, locale, slug, draft, resolveRelations: query.resolveRelations });
    if (loaded instanceof Response) return loaded;
    if (loaded.kind === 'not-found')
      return c.json(problem('slug', `no story at ${slug}`, 'storyblok-page-not-found'), 404, headersFor(loaded, draft));
    return c.json({ story: loaded.story }, 200, headersFor(loaded, draft));
  },
);

const MpParamsSchema = z.object({ segment: z.string() });
const LocaleHeaderSchema = z.object({
  'x-locale': z.enum(LOCALES, { error: 'must be one of the shop locales, e.g. de-DE' }).optional(),
});

storyApi.get('/frontend-api/mp/:segment{.+}', validated('param', MpParamsSchema), validated('header', LocaleHeaderSchema), async (c) => {
  const site = c.get('site');
  const locale: Locale = c.req.valid('header')['x-locale'] ?? DOMAIN_INFO[site.ending].defaultLocale;
  const prefix = prefixOn(site.ending, locale);
  if (prefix === null) return c.json(problem('x-locale', `${locale} is not served on this domain`), 400);
  const segment = c.req.valid('param').segment.replace(/\/+$/, '');
  const breadcrumb = segment.endsWith('/breadcrumb');
  const slug = breadcrumb ? segment.slice(0, -'/breadcrumb'.length) : segment;
  if (!isSaneSlug(slug)) return c.json(problem('segment', 'must be lowercase words separated by slashes'), 400);
  const channel = site.channel;

  if (!breadcrumb) {
    const loaded = await load(c, { channel, locale, slug, draft: null });
    if (loaded instanceof Response) return loaded;
    const isPage = loaded.kind === 'found' && PageContentSchema.safeParse(loaded.story.content).success;
    if (loaded.kind === 'not-found' || !isPage) return c.json(problem('segment', `no page at ${slug}`, 'storyblok-page-not-found'), 404);
    return c.json({ story: loaded.story }, 200, headersFor(loaded, null));
  }

  // Start page, then every level of the slug; a level without a story shows its own words.
  const trailingSlash = CHANNEL_INFO[channel].trailingSlash;
  const levels = slug.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'));
  const items = [];
  for (const level of [SPECIAL_SLUGS.home, ...levels]) {
    const loaded = await load(c, { channel, locale, slug: level, draft: null });
    if (loaded instanceof Response) return loaded;
    const name = loaded.kind === 'found' ? loaded.story.name : level.slice(level.lastIndexOf('/') + 1);
    const inner = level === SPECIAL_SLUGS.home ? START_PATH.web : `/${level}`;
    items.push({ name, path: pagePath({ prefix, platform: 'web', inner, trailingSlash }) });
  }
  return c.json({ breadcrumb: items }, 200, cachePolicy(CACHE.revalidate));
});

async function load(c: Context<AppEnv>, request: StoryRequest): Promise<LoadedStory | Response> {
  try {
    return await loadStory(contentAccess(c), request);
  } catch (error) {
    if (!(error instanceof ContentSourceError)) throw error;
    log.error('content-source-failed', { path: c.req.path, status: error.status }, error);
    return c.json(problem('slug', 'the content service is unavailable, try again shortly'), 503, { 'retry-after': '30' });
  }
}

function headersFor(loaded: LoadedStory, draft: StoryRequest['draft']): Record<string, string> {
  return {
    ...cachePolicy(draft ? CACHE.none : CACHE.revalidate),
    'x-content-cache': loaded.cache,
    'x-content-version': draft ? 'draft' : 'published',
  };
}
