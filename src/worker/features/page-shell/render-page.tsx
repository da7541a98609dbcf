import type { Context } from 'hono';
// React's Node build, not the edge build `react-dom/server` names for workerd (decision 103): it
// writes each string into one buffer instead of encoding it into a new array of its own.
import { renderToReadableStream } from 'react-dom/server.node';
import { SERVICE_HOTLINES } from '../../../shared/channel/service-hotlines';
import { createTranslator, type Translate } from '../../../shared/i18n/translator';
import { log } from '../../../shared/log/log';
import type { EditorData, PageData, ShopData } from '../../../shared/shop-data';
import { App } from '../../../shared/ui/App';
import { cataloguePartId } from '../../../shared/ui/catalogue/DeferredCatalogue';
import { FOOTER_PART } from '../../../shared/ui/layout/Footer';
import { pageHeading } from '../../../shared/ui/page-heading';
import { KeptFragmentsContext } from '../../../shared/ui/ServerMarkup';
import { preloadSplitComponents } from '../../../shared/ui/split-component';
import type { AppEnv } from '../../platform/app-env';
import { bootstrapModulesOf, CLIENT_BUILD } from '../../platform/client-assets';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { scriptNonce } from '../../platform/http/security-headers';
import { isCrawler } from '../../platform/request/crawler';
import type { PageLocation } from '../../platform/request/locale-path';
import { catalogueReads, catalogueStoryBlocks } from '../catalogue/public';
import { contentAccess, readGeneration, trustedGeneration } from '../content/public';
import { Document } from './document';
import { CatalogueStoryBlocksContext, KeptBlocksContext } from './kept-blocks';
import { keptPageBody } from './kept-page-body';
import { pageData, pageFooter } from './page-data';
import { settleInPlace } from './parts-in-place';
import { pageLinks } from './seo';
import { type FragmentScope, pageFragments, readFragmentsAcrossIsolates } from './shell-fragments';
import { structuredData } from './structured-data';

/**
 * Renders a page: the shell (head, header, page body) and every deferred part that settles within
 * IN_PLACE_WAIT_MS in place (./parts-in-place.ts), later parts streamed when they settle.
 * Crawlers get the complete document before the first byte. Without a location (e.g. a path
 * refused before routing) the page is in the domain's default locale on the web platform.
 */
export interface RenderOptions {
  /** Response headers on top of the defaults (e.g. `x-content-cache`). */
  headers?: Record<string, string>;
  /** A checked editor's draft page: never stored by caches (the security headers let the Storyblok app frame it). */
  editor?: EditorData & { release: string | undefined };
}

let splitComponentsLoaded: Promise<void> | undefined;

export async function renderPage(
  c: Context<AppEnv>,
  page: PageData,
  location?: PageLocation,
  options: RenderOptions = {},
): Promise<Response> {
  const editor = options.editor ? { bridgeUrl: options.editor.bridgeUrl, resolveRelations: options.editor.resolveRelations } : null;
  const draft = options.editor ? { release: options.editor.release } : null;
  // The content generation names the shell fragments' scope (./shell-fragments.ts); an editor's draft has none.
  const [data, generation] = await Promise.all([
    pageData(c, page, location, editor, draft),
    options.editor ? null : (trustedGeneration() ?? readGeneration(c.env.CONTENT)),
  ]);
  // Absolute URLs name the configured host, never what the request's Host header said.
  const origin = c.get('site').origin;
  const scope: FragmentScope | null =
    generation === null
      ? null
      : {
          source: contentAccess(c).source.id,
          build: CLIENT_BUILD,
          generation,
          origin,
          channel: data.channel,
          locale: data.locale,
          platform: data.platform,
          designerOrigin: data.designerOrigin ?? '',
        };
  // A chunk of the browser's code is part of the worker's bundle: loaded once per isolate before
  // its first page, so a split part renders in the page's own bytes (a calculator's groups work
  // without a script, decision 042) instead of streaming in behind it. Beside it, the first page of
  // a scope in this isolate looks for the scope's shell fragments in the Cache API.
  splitComponentsLoaded ??= preloadSplitComponents();
  await Promise.all([splitComponentsLoaded, scope && readFragmentsAcrossIsolates(c.env, scope, data)]);
  const t = createTranslator(data.locale, data.messages);
  const description = (page.kind === 'content' && page.story.content.description) || t('meta.description', { brand: data.brandName });
  const links = location
    ? pageLinks(page, { config: c.get('config'), site: c.get('site'), location })
    : { canonical: null, alternates: [], noindex: true };
  const nonce = scriptNonce(c);
  const deferred = { footer: pageFooter(c, data, draft), catalogue: catalogueReads(c) };
  // The parts that settle soon are written in place (decision 076); the browser learns which.
  data.partsInPlace = await settleInPlace(
    new Map<string, Promise<unknown>>([
      [FOOTER_PART, deferred.footer],
      ...[...deferred.catalogue].map(([ref, read]) => [cataloguePartId(ref), read] as const),
    ]),
  );
  const fragments = scope && pageFragments(c.env, scope, data, (promise) => c.executionCtx.waitUntil(promise));
  const stream = await renderToReadableStream(
    <Document
      data={data}
      title={pageTitle(page, data, t)}
      description={description}
      links={links}
      structuredData={structuredData(data, origin, links.canonical, SERVICE_HOTLINES[c.get('site').ending])}
      nonce={nonce}
    >
      <KeptFragmentsContext.Provider value={fragments}>
        <KeptBlocksContext.Provider value={fragments ? fragments.blocks : null}>
          <CatalogueStoryBlocksContext.Provider value={catalogueStoryBlocks(c)}>
            <App data={data} deferred={deferred} serverBody={keptPageBody(data.page)} />
          </CatalogueStoryBlocksContext.Provider>
        </KeptBlocksContext.Provider>
      </KeptFragmentsContext.Provider>
    </Document>,
    {
      signal: c.req.raw.signal,
      bootstrapModules: bootstrapModulesOf(data),
      // The CSP lets a script run only with this request's nonce (src/worker/platform/http/security-headers.ts).
      nonce,
      onError(error) {
        // Errors after the shell was sent cannot change the status; they are logged with context.
        log.error('render-error', {}, error);
      },
    },
  );
  if (isCrawler(c.req.header('user-agent'))) await stream.allReady;

  const status = page.kind === 'error' ? page.status : 200;
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'content-language': data.locale,
    // An error page is never kept, even the `/error` page that answers 200 (decision 078).
    ...cachePolicy(page.kind !== 'error' ? CACHE.revalidate : CACHE.none),
    ...options.headers,
  };
  // The slots of the page's first part: those the footer streams in later are not counted.
  if (fragments) headers['x-shell-fragments'] = fragments.outcome();
  if (options.editor) {
    // spec §4, §6: drafts are for the editor only.
    Object.assign(headers, cachePolicy(CACHE.none));
    headers['x-robots-tag'] = 'noindex';
  }
  return new Response(fragments ? fragments.keepFrom(stream, nonce) : stream, { status, headers });
}

/**
 * The page's title: its heading and the brand, once. An editor's title that already names the
 * brand ("Hochzeitskarten | Kartenliebe") gets no second one (issue 30, Build 6).
 */
function pageTitle(page: PageData, data: ShopData, t: Translate): string {
  const heading = pageHeading(page, t);
  const isHome = page.kind === 'content' && page.story.slug === 'home';
  const namesBrand = heading.toLowerCase().includes(data.brandName.toLowerCase());
  return isHome || namesBrand ? heading : `${heading} | ${data.brandName}`;
}
