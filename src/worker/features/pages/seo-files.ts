import { Hono } from 'hono';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import { SPECIAL_SLUGS } from '../../../shared/content/story-slugs';
import { localesOn, prefixOn } from '../../../shared/locale/domains';
import { LOCALE_INFO } from '../../../shared/locale/locales';
import { log } from '../../../shared/log/log';
import { pagePath } from '../../../shared/routing/paths';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import type { PageLocation } from '../../platform/request/locale-path';
import { ContentSourceError, contentAccess, loadStory, pageOutcome } from '../content/public';
import { PAGE_RELATIONS } from './content-page';

/** robots.txt and sitemap.xml of each domain (issue "Page shell" 8). */
export const seoFiles = new Hono<AppEnv>();

/** Paths no crawler needs: the APIs and the shop backend's transactional pages are not content. */
const DISALLOWED = ['/web-api/', '/price-api/', '/frontend-api/', '/api/', '/webhooks/', '/whitelabel/', '/gift-voucher', '/error'];

seoFiles.get('/robots.txt', (c) => {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${c.get('site').origin}/sitemap.xml`,
    '',
  ];
  return c.text(lines.join('\n'), 200, cachePolicy(CACHE.long));
});

/** Slugs that are stories but not pages. */
const NOT_PAGES = new Set<string>([SPECIAL_SLUGS.navigation, SPECIAL_SLUGS.globalConfig, SPECIAL_SLUGS.error]);

/**
 * The pages of every locale the domain serves: each story is read (through the story cache) and
 * listed only when it renders as a page at its path, so campaign stories that redirect and
 * stories of other types stay out. URLs name the configured host (Site.origin), never the request's.
 */
seoFiles.get('/sitemap.xml', async (c) => {
  const site = c.get('site');
  const config = c.get('config');
  const served = localesOn(site.ending).map((locale) => [locale, prefixOn(site.ending, locale) ?? ''] as const);
  const trailingSlash = CHANNEL_INFO[site.channel].trailingSlash;
  const access = contentAccess(c);
  const urls: string[] = [];
  try {
    for (const [locale, prefix] of served) {
      const folder = `${site.channel}/${LOCALE_INFO[locale].language}/`;
      const candidates = (await access.source.links(folder, 'published'))
        .map((link) => ({ link, slug: link.slug.slice(folder.length) }))
        .filter(({ link, slug }) => !link.is_folder && slug !== '' && !NOT_PAGES.has(slug));
      const pages = await Promise.all(
        candidates.map(async ({ slug }) => {
          const location: PageLocation = { locale, prefix, platform: 'web', inner: slug === SPECIAL_SLUGS.home ? '/' : `/${slug}` };
          const url = `${site.origin}${pagePath({ prefix, platform: 'web', inner: location.inner, trailingSlash })}`;
          const lookup = await loadStory(access, { channel: site.channel, locale, slug, draft: null, resolveRelations: PAGE_RELATIONS });
          if (lookup.kind !== 'found') return null;
          return pageOutcome(lookup, { url: new URL(url), site, config, location }).kind === 'page' ? url : null;
        }),
      );
      for (const url of pages) if (url) urls.push(url);
    }
  } catch (error) {
    if (!(error instanceof ContentSourceError)) throw error;
    log.error('content-source-failed', { path: '/sitemap.xml' }, error);
    return c.text('Sitemap unavailable, try again shortly.', 503, { ...cachePolicy(CACHE.none), 'retry-after': '300' });
  }
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...new Set(urls)].sort().map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', ...cachePolicy(CACHE.short) });
});

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
