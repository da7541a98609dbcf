import { type ReactNode, useEffect, useMemo } from 'react';
import { createTranslator } from '../i18n/translator';
import type { PageData, ShopData } from '../shop-data';
import { pageKeepsServerMarkup } from './blocks/static-blocks';
import { type Browser, BrowserContext } from './browser';
import { CatalogueReadsContext } from './catalogue/DeferredCatalogue';
import { Footer } from './layout/Footer';
import type { FooterData } from './layout/footer-data';
import { Header } from './layout/Header';
import { ActionBar, ErrorPage, MessengerLauncher, Smartbanner } from './page-parts';
import { ContentPage } from './pages/ContentPage';
import { ServerMarkup } from './ServerMarkup';
import { NOTICES_ID } from './shell/Notices';
import { Shell } from './shell/Shell';
import { ShopContext } from './shop-context';

/** Data still loading when the page starts streaming; only the server has these. */
interface DeferredData {
  footer: Promise<FooterData>;
  /** The page's catalogue reads by ref (src/worker/features/catalogue/page-catalogue.ts). */
  catalogue: ReadonlyMap<string, Promise<unknown>>;
}

/** The whole page body, rendered on the server and hydrated on the client from the same ShopData. */
export function App({
  data,
  deferred,
  browser,
  serverBody,
}: {
  data: ShopData;
  deferred?: DeferredData;
  browser?: Browser;
  /** A page body only the server renders, which the browser keeps as it is (decision 024). */
  serverBody?: ReactNode;
}) {
  const t = useMemo(() => createTranslator(data.locale, data.messages), [data.locale, data.messages]);
  useEffect(() => browser?.pageReady(), [browser]);
  // spec §2 error page: action bar, smartbanner and messenger launcher (decision 013).
  const extras = data.page.kind === 'error' ? data.pageExtras : undefined;

  return (
    <BrowserContext.Provider value={browser ?? null}>
      <ShopContext.Provider value={{ data, t }}>
        <CatalogueReadsContext.Provider value={deferred?.catalogue ?? null}>
          <a className="skip-link" href="#main">
            {t('header.skipToContent')}
          </a>
          {/* The notices show here, after the page is interactive (shell/Notices.tsx). */}
          <div className="notices" id={NOTICES_ID} />
          <Shell>
            <Header
              actionBar={
                extras?.actionBar ? (
                  <ServerMarkup>
                    <ActionBar.Component bar={extras.actionBar} />
                  </ServerMarkup>
                ) : null
              }
              smartbanner={extras?.apps ? <Smartbanner.Component apps={extras.apps} /> : null}
            />
            <main id="main" tabIndex={-1}>
              <PageBody page={data.page} serverBody={serverBody} />
            </main>
            <Footer footer={deferred?.footer} />
            {extras ? <MessengerLauncher.Component messenger={extras.messenger} /> : null}
          </Shell>
        </CatalogueReadsContext.Provider>
      </ShopContext.Provider>
    </BrowserContext.Provider>
  );
}

function PageBody({ page, serverBody }: { page: PageData; serverBody: ReactNode }) {
  if (page.kind === 'content') return <ContentPage story={page.story} />;
  if (page.kind === 'error' && !pageKeepsServerMarkup(page)) return <ErrorPage.Component page={page} />;
  // The theme, products, wishlist and designer pages, and an error page whose blocks all keep theirs,
  // keep the server's markup (decision 024): the server alone renders them (src/worker/features/page-shell/kept-page-body.tsx).
  return <ServerMarkup>{serverBody}</ServerMarkup>;
}
