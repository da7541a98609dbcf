import { Hono } from 'hono';
import { CHANNEL_INFO } from '../../shared/channel/channels';
import { SPECIAL_SLUGS } from '../../shared/content/story-slugs';
import { DOMAIN_INFO } from '../../shared/locale/domains';
import { LOCALE_INFO, type Locale } from '../../shared/locale/locales';
import { pagePath } from '../../shared/routing/paths';
import type { AppEnv } from '../app-env';
import { ContentSourceError } from '../content/source';
import { contentAccess } from '../content/stories';

/** robots.txt and sitemap.xml of each domain (issue "Page shell" 8). */
export const seoFiles = new Hono<AppEnv>();

/** Paths no crawler needs: the APIs and the shop backend's transactional pages are not content. */
const DISALLOWED = ['/web-api/', '/price-api/', '/frontend-api/', '/api/', '/webhooks/', '/error'];

seoFiles.get('/robots.txt', (c) => {
  const origin = new URL(c.req.url).origin;
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return c.text(lines.join('\n'), 200, { 'cache-control': 'public, max-age=86400' });
});

/** Slugs that are stories but not pages. */
const NOT_PAGES = new Set<string>([SPECIAL_SLUGS.navigation, SPECIAL_SLUGS.globalConfig, SPECIAL_SLUGS.error]);

seoFiles.get('/sitemap.xml', async (c) => {
  const { site } = c.var;
  const origin = new URL(c.req.url).origin;
  const domain = DOMAIN_INFO[site.ending];
  const served: [Locale, string][] = [
    [domain.defaultLocale, ''],
    ...Object.entries(domain.prefixed).map(([language, locale]) => [locale, language] as [Locale, string]),
  ];
  const trailingSlash = CHANNEL_INFO[site.channel].trailingSlash;
  const access = contentAccess(c);
  const urls: string[] = [];
  try {
    for (const [locale, prefix] of served) {
      const folder = `${site.channel}/${LOCALE_INFO[locale].language}/`;
      for (const link of await access.source.links(folder, 'published')) {
        const slug = link.slug.slice(folder.length);
        if (link.is_folder || slug === '' || NOT_PAGES.has(slug)) continue;
        const inner = slug === SPECIAL_SLUGS.home ? '/' : `/${slug}`;
        urls.push(`${origin}${pagePath({ prefix, platform: 'web', inner, trailingSlash })}`);
      }
    }
  } catch (error) {
    if (!(error instanceof ContentSourceError)) throw error;
    console.error(JSON.stringify({ event: 'content-source-failed', path: '/sitemap.xml', error: error.message }));
    return c.text('Sitemap unavailable, try again shortly.', 503, { 'retry-after': '300' });
  }
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...new Set(urls)].sort().map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
});

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
