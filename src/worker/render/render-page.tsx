import type { Context } from 'hono';
import { renderToReadableStream } from 'react-dom/server';
import { CHANNELS, CHANNEL_INFO } from '../../shared/channel/channels';
import { SERVICE_HOTLINES } from '../../shared/channel/service-hotlines';
import { createTranslator, type Translate } from '../../shared/i18n/translator';
import { DOMAIN_INFO } from '../../shared/locale/domains';
import { START_PATH, pagePath } from '../../shared/routing/paths';
import type { EditorData, PageData, ShopData } from '../../shared/shop-data';
import { App } from '../../shared/ui/App';
import { pageHeading } from '../../shared/ui/page-heading';
import type { AppEnv } from '../app-env';
import { isCrawler } from '../request/crawler';
import type { PageLocation } from '../request/locale-path';
import { originFor } from '../request/site';
import { CLIENT_SCRIPT } from './client-assets';
import { Document } from './document';
import { loadFooter } from '../content/footer';
import { contentAccess, type StoryRequest } from '../content/stories';
import { LOCALE_INFO } from '../../shared/locale/locales';
import type { FooterData } from '../../shared/ui/layout/footer-data';
import { pageLinks } from './seo';
import { structuredData } from './structured-data';
import { messagesFor } from './messages';

/**
 * Streams a page: the shell (head, header, page body) at once, deferred parts when they settle.
 * Crawlers get the complete document before the first byte. Without a location (e.g. a path
 * refused before routing) the page is in the domain's default locale on the web platform.
 */
export interface RenderOptions {
  /** Response headers on top of the defaults (e.g. `x-content-cache`). */
  headers?: Record<string, string>;
  /** A checked editor's draft page: never stored by caches, framed only by the Storyblok app. */
  editor?: EditorData & { appOrigin: string; release: string | undefined };
}

export async function renderPage(
  c: Context<AppEnv>,
  page: PageData,
  location?: PageLocation,
  options: RenderOptions = {},
): Promise<Response> {
  const editor = options.editor ? { bridgeUrl: options.editor.bridgeUrl, resolveRelations: options.editor.resolveRelations } : null;
  const data = shopData(c, page, location, editor);
  const t = createTranslator(data.locale, data.messages);
  const description =
    (page.kind === 'content' && page.story.content.description) || t('meta.description', { brand: data.brandName });
  const links = location ? pageLinks(page, { config: c.var.config, site: c.var.site, location }) : { canonical: null, alternates: [], noindex: true };
  const origin = new URL(c.req.url).origin;
  const stream = await renderToReadableStream(
    <Document
      data={data}
      title={pageTitle(page, data, t)}
      description={description}
      links={links}
      structuredData={structuredData(data, origin, links.canonical, SERVICE_HOTLINES[c.var.site.ending])}
    >
      <App data={data} deferred={{ footer: footerOf(c, data, options.editor ? { release: options.editor.release } : null) }} />
    </Document>,
    {
      signal: c.req.raw.signal,
      bootstrapModules: [CLIENT_SCRIPT],
      onError(error) {
        // Errors after the shell was sent cannot change the status; they are logged with context.
        console.error(JSON.stringify({ event: 'render-error', url: c.req.url, error: String(error) }));
      },
    },
  );
  if (isCrawler(c.req.header('user-agent'))) await stream.allReady;

  const status = page.kind === 'error' ? page.status : 200;
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'content-language': data.locale,
    'cache-control': status === 200 ? 'no-cache' : 'no-store',
    ...options.headers,
  };
  if (options.editor) {
    // spec §4, §6: drafts are for the editor only and only inside the Storyblok app.
    headers['cache-control'] = 'no-store';
    headers['content-security-policy'] = `frame-ancestors ${options.editor.appOrigin}`;
    headers['x-robots-tag'] = 'noindex';
  }
  return new Response(stream, { status, headers });
}

function shopData(
  c: Context<AppEnv>,
  page: PageData,
  location: PageLocation | undefined,
  editor: EditorData | null,
): ShopData {
  const { site, config } = c.var;
  const locale = location?.locale ?? DOMAIN_INFO[site.ending].defaultLocale;
  const prefix = location?.prefix ?? '';
  const platform = location?.platform ?? 'web';
  const trailingSlash = CHANNEL_INFO[site.channel].trailingSlash;
  return {
    channel: site.channel,
    brandName: CHANNEL_INFO[site.channel].brandName,
    locale,
    platform,
    path: new URL(c.req.url).pathname,
    startPath: pagePath({ prefix, platform, inner: START_PATH[platform], trailingSlash }),
    pathPrefix: prefix,
    channelLinks: CHANNELS.map((channel) => ({
      channel,
      brandName: CHANNEL_INFO[channel].brandName,
      href:
        originFor(config, site, channel, site.ending) +
        pagePath({ prefix, platform, inner: START_PATH[platform], trailingSlash: CHANNEL_INFO[channel].trailingSlash }),
    })),
    page,
    messages: messagesFor(locale),
    editor,
  };
}

function pageTitle(page: PageData, data: ShopData, t: Translate): string {
  const heading = pageHeading(page, data.brandName, t);
  const isHome = page.kind === 'content' && page.story.slug === 'home';
  return isHome ? heading : `${heading} | ${data.brandName}`;
}

/** The footer from the global config story; a promise so the page can stream before it is known. */
function footerOf(c: Context<AppEnv>, data: ShopData, draft: StoryRequest['draft']): Promise<FooterData> {
  const where = { channel: data.channel, locale: data.locale, language: LOCALE_INFO[data.locale].language, prefix: data.pathPrefix, platform: data.platform };
  return loadFooter(contentAccess(c), where, SERVICE_HOTLINES[c.var.site.ending], draft);
}
