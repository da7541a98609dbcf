import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createTranslator } from '../shared/i18n/translator';
import type { ShopData } from '../shared/shop-data';
import { BrowserContext } from '../shared/ui/browser';
import type { VisitorActions } from '../shared/ui/pages/visitor-actions';
import { ShopContext } from '../shared/ui/shop-context';
import { browser } from './browser';
import { readKeptPageData } from './kept-page-data';

/**
 * The visitor's own pages in the browser (decision 054): a module the page starts beside the entry
 * (src/shared/ui/bootstrap-chunks.ts), so no other page carries them. The server wrote the page
 * the same for everyone into markup the app keeps; this renders it again in its slot as a root of
 * its own, which reads the visitor's data through SWR. SWR's cache is one for the page, so a login
 * in the header's dialog shows here at once. The log-in dialog is the header's: its account item
 * opens it. The newsletter's bot check loads its widget when the form is first sent.
 */
async function startVisitorPage(): Promise<void> {
  const slot = document.querySelector<HTMLElement>('.server-markup [data-visitor-page]');
  const data = slot && (await readKeptPageData());
  if (!slot || !data) return;
  const { messages } = data;
  const actions: VisitorActions = {
    openLogin: () => document.querySelector<HTMLButtonElement>('button.info-item--account')?.click(),
    takeQueryValue: (name) => {
      const url = new URL(location.href);
      const value = url.searchParams.get(name);
      if (value === null) return null;
      url.searchParams.delete(name);
      history.replaceState(history.state, '', url.href);
      return value;
    },
    // The bot check's code comes with the newsletter form's first sending (decision 094).
    botCheckToken: (widget, action) => import('./bot-check').then((module) => module.botCheckToken(widget, action)),
  };
  const body = await pageBody(data.page, actions);
  if (!body) return;
  createRoot(slot).render(
    <BrowserContext.Provider value={browser}>
      <ShopContext.Provider value={{ data, t: createTranslator(data.locale, messages) }}>{body}</ShopContext.Provider>
    </BrowserContext.Provider>,
  );
}

/**
 * The page's body, its code loaded for this page only: each is a chunk of its own
 * (src/shared/ui/bootstrap-chunks.ts `VISITOR_PAGE_BODIES` names them, and the worker preloads the page's).
 */
async function pageBody(page: ShopData['page'], actions: VisitorActions): Promise<ReactNode> {
  if (page.kind === 'wishlist') {
    const { WishlistPage } = await import('../shared/ui/pages/WishlistPage');
    return <WishlistPage />;
  }
  if (page.kind === 'account') {
    const { AccountPage } = await import('../shared/ui/pages/AccountPage');
    return <AccountPage actions={actions} />;
  }
  if (page.kind === 'newsletter') {
    const { NewsletterPage } = await import('../shared/ui/pages/NewsletterPage');
    return <NewsletterPage page={page} actions={actions} />;
  }
  if (page.kind === 'new-password') {
    const { NewPasswordPage } = await import('../shared/ui/pages/NewPasswordPage');
    return <NewPasswordPage actions={actions} />;
  }
  return null;
}

// A chunk that fails to load rejects here, unhandled on purpose: the reload guard reloads once (spec §4).
void startVisitorPage();
