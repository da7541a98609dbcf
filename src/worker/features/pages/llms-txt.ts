import { type Context, Hono } from 'hono';
import { CHANNEL_INFO, CHANNELS, type Channel } from '../../../shared/channel/channels';
import { SERVICE_HOTLINES } from '../../../shared/channel/service-hotlines';
import { SPECIAL_SLUGS } from '../../../shared/content/story-slugs';
import { DOMAIN_ENDINGS, localesOn, prefixOn } from '../../../shared/locale/domains';
import { LANGUAGE_NAMES, LOCALE_INFO, type Locale } from '../../../shared/locale/locales';
import { log } from '../../../shared/log/log';
import { pagePath, START_PATH } from '../../../shared/routing/paths';
import { linkContextOf } from '../../../shared/ui/use-link-context';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { translatorFor } from '../../platform/http/form-answers';
import { originFor } from '../../platform/request/site';
import { ContentSourceError, contentAccess, loadFooter, loadNavigation, loadStory } from '../content/public';
import { PAGE_RELATIONS } from './content-page';

/**
 * `llms.txt` (spec §2 lists it among the shop's pages; issue 31): for each locale of a domain, at
 * `/llms.txt` and `/{prefix}/llms.txt`, what the shop sells and its main pages, in the llmstxt.org
 * shape (a title, a summary quote, sections of links with notes), written from the content the
 * pages show: the start page's description, the main navigation with each page's own
 * description, the footer's links, and the domain's other languages. Cached like the sitemap.
 */
export const llmsTxt = new Hono<AppEnv>();

llmsTxt.get('/llms.txt', (c) => answer(c, localesOn(c.get('site').ending)[0] as Locale));
/**
 * Every prefix some domain gives a language, one route each: a parameter before a fixed segment
 * (`/:prefix/llms.txt`) beside the pages' catch-all is a pattern hono's RegExpRouter refuses, and
 * one such route made every request of the shop go through the slower TrieRouter (decision 096).
 */
const LANGUAGE_PREFIXES = [
  ...new Set(DOMAIN_ENDINGS.flatMap((ending) => localesOn(ending).map((locale) => prefixOn(ending, locale) ?? ''))),
].filter((prefix) => prefix !== '');

for (const prefix of LANGUAGE_PREFIXES) {
  llmsTxt.get(`/${prefix}/llms.txt`, (c, next) => {
    const { ending } = c.get('site');
    const locale = localesOn(ending).find((each) => prefixOn(ending, each) === prefix);
    // On a domain without this prefix it is a path like every other: the pages' rules answer it.
    return locale ? answer(c, locale) : next();
  });
}

async function answer(c: Context<AppEnv>, locale: Locale) {
  try {
    return c.text(await llmsTextOf(c, locale), 200, cachePolicy(CACHE.short));
  } catch (error) {
    if (!(error instanceof ContentSourceError)) throw error;
    log.error('content-source-failed', { path: c.req.path }, error);
    return c.text('llms.txt unavailable, try again shortly.', 503, { ...cachePolicy(CACHE.none), 'retry-after': '300' });
  }
}

/** A page's description as its page shows it (its meta description, read as the page reads its story), or '' without one. */
async function descriptionOf(
  access: ReturnType<typeof contentAccess>,
  where: { channel: Channel; locale: Locale; prefix: string },
  href: string,
) {
  if (!href.startsWith('/')) return '';
  const inner = href.slice(where.prefix ? where.prefix.length + 1 : 0);
  const slug = inner.replace(/^\/+|\/+$/g, '') || SPECIAL_SLUGS.home;
  let lookup: Awaited<ReturnType<typeof loadStory>>;
  try {
    lookup = await loadStory(access, { channel: where.channel, locale: where.locale, slug, draft: null, resolveRelations: PAGE_RELATIONS });
  } catch (error) {
    // A page whose story cannot be read now is listed without its note.
    if (error instanceof ContentSourceError) return '';
    throw error;
  }
  if (lookup.kind !== 'found') return '';
  const description = (lookup.story.content as { description?: unknown }).description;
  return typeof description === 'string' ? description.replace(/[ \t\r\n]+/g, ' ').trim() : '';
}

/** The file for `locale` on this site. */
async function llmsTextOf(c: Context<AppEnv>, locale: Locale): Promise<string> {
  const site = c.get('site');
  const config = c.get('config');
  const prefix = prefixOn(site.ending, locale) ?? '';
  const { channel, origin } = site;
  const trailingSlash = CHANNEL_INFO[channel].trailingSlash;
  const t = translatorFor(locale);
  const access = contentAccess(c);
  const here = { ...linkContextOf({ channel, locale, pathPrefix: prefix, platform: 'web', designerOrigin: null }), locale };
  const channelHrefs = Object.fromEntries(
    CHANNELS.map((each) => [
      each,
      originFor(config, site, each, site.ending) +
        pagePath({ prefix, platform: 'web', inner: START_PATH.web, trailingSlash: CHANNEL_INFO[each].trailingSlash }),
    ]),
  ) as Record<Channel, string>;
  const [navigation, footer] = await Promise.all([
    loadNavigation(access, here, channelHrefs, null),
    loadFooter(access, here, SERVICE_HOTLINES[site.ending], null),
  ]);
  const where = { channel, locale, prefix };
  const absolute = (href: string) => (href.startsWith('/') ? `${origin}${href}` : href);
  const startPath = pagePath({ prefix, platform: 'web', inner: START_PATH.web, trailingSlash });
  const products = navigation.items.filter((item) => item.href.startsWith('/'));
  const [summary, ...notes] = await Promise.all(
    [startPath, ...products.map((item) => item.href)].map((href) => descriptionOf(access, where, href)),
  );
  const brand = CHANNEL_INFO[channel].brandName;
  const listed = new Set(products.map((item) => item.href));
  const line = (text: string, href: string, note = '') => `- [${text.trim()}](${absolute(href)})${note ? `: ${note}` : ''}`;

  const sections: string[][] = [
    [
      `# ${brand}`,
      '',
      `> ${summary || t('meta.description', { brand })}`,
      '',
      t('llms.about', {
        brand,
        language: LANGUAGE_NAMES[LOCALE_INFO[locale].language],
        currency: LOCALE_INFO[locale].currency,
        start: `${origin}${startPath}`,
      }),
    ],
    [`## ${t('llms.products')}`, '', ...products.map((item, index) => line(item.text, item.href, notes[index]))],
    // The footer's columns, without the pages listed already: a column left empty is left out.
    ...footer.columns.flatMap((column) => {
      const links = column.links.filter((link) => !listed.has(link.href));
      return links.length > 0 ? [[`## ${column.title}`, '', ...links.map((link) => line(link.text, link.href))]] : [];
    }),
    [
      `## ${t('llms.service')}`,
      '',
      ...(footer.hotline
        ? [`- ${t('llms.hotline', { phone: footer.hotline.phone })}${footer.hotline.hours ? ` (${footer.hotline.hours})` : ''}`]
        : []),
      ...(footer.email ? [`- ${t('llms.email', { email: footer.email })}`] : []),
    ],
  ];
  const others = localesOn(site.ending).filter((each) => each !== locale);
  if (others.length > 0) {
    sections.push([
      `## ${t('llms.languages')}`,
      '',
      ...others.map((other) => {
        const otherPrefix = prefixOn(site.ending, other) ?? '';
        return `- [${LANGUAGE_NAMES[LOCALE_INFO[other].language]}](${origin}${otherPrefix ? `/${otherPrefix}` : ''}/llms.txt)`;
      }),
    ]);
  }
  sections.push([`## Optional`, '', `- [Sitemap](${origin}/sitemap.xml)`]);
  return `${sections.map((section) => section.join('\n')).join('\n\n')}\n`;
}
