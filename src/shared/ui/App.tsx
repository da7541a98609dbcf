import { useEffect, useMemo } from 'react';
import { createTranslator } from '../i18n/translator';
import type { PageData, ShopData } from '../shop-data';
import { type Browser, BrowserContext } from './browser';
import { ActionBar } from './layout/ActionBar';
import { Footer } from './layout/Footer';
import type { FooterData } from './layout/footer-data';
import { Header } from './layout/Header';
import { MessengerLauncher } from './layout/MessengerLauncher';
import { Smartbanner } from './layout/Smartbanner';
import { ContentPage } from './pages/ContentPage';
import { ErrorPage } from './pages/ErrorPage';
import { ProductsPage } from './pages/ProductsPage';
import { ThemePage } from './pages/ThemePage';
import { WishlistPage } from './pages/WishlistPage';
import { Shell } from './shell/Shell';
import { ShopContext } from './shop-context';

/** Data still loading when the page starts streaming; only the server has these. */
interface DeferredData {
  footer: Promise<FooterData>;
}

/** The whole page body, rendered on the server and hydrated on the client from the same ShopData. */
export function App({ data, deferred, browser }: { data: ShopData; deferred?: DeferredData; browser?: Browser }) {
  const t = useMemo(() => createTranslator(data.locale, data.messages), [data.locale, data.messages]);
  useEffect(() => browser?.pageReady(), [browser]);
  // spec §2 error page: action bar, smartbanner and messenger launcher (decision 013).
  const extras = data.page.kind === 'error' ? data.pageExtras : undefined;

  return (
    <BrowserContext.Provider value={browser ?? null}>
      <ShopContext.Provider value={{ data, t }}>
        <a className="skip-link" href="#main">
          {t('header.skipToContent')}
        </a>
        <Shell>
          <Header
            actionBar={extras?.actionBar ? <ActionBar bar={extras.actionBar} /> : null}
            smartbanner={extras?.apps ? <Smartbanner apps={extras.apps} /> : null}
          />
          <main id="main" tabIndex={-1}>
            <PageBody page={data.page} />
          </main>
          <Footer footer={deferred?.footer} />
          {extras ? <MessengerLauncher messenger={extras.messenger} /> : null}
        </Shell>
      </ShopContext.Provider>
    </BrowserContext.Provider>
  );
}

function PageBody({ page }: { page: PageData }) {
  switch (page.kind) {
    case 'content':
      return <ContentPage story={page.story} />;
    case 'products':
      return <ProductsPage />;
    case 'theme':
      return <ThemePage page={page} />;
    case 'wishlist':
      return <WishlistPage />;
    case 'error':
      return <ErrorPage page={page} />;
  }
}
