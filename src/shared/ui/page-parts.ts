import type { ShopData } from '../shop-data';
import { pageKeepsServerMarkup } from './blocks/static-blocks';
import { splitComponent } from './split-component';

/**
 * The parts only some pages show, each a chunk of its own in the browser (decision 021): the
 * error page and its extras (decision 013). Content pages, the most common, are in the entry;
 * their blocks are chunks of their own (src/client/blocks.ts). The theme, products, wishlist and
 * designer pages, and an error page whose blocks all keep theirs, keep the server's markup in the
 * browser (decision 024): the server alone renders them (src/worker/features/page-shell/kept-page-body.tsx).
 */
export const ErrorPage = splitComponent(() => import('./pages/ErrorPage').then((module) => module.ErrorPage));
// The action bar never changes in the browser: it keeps the server's markup, and no page loads its code (decision 094).
export const ActionBar = splitComponent(() => import('./layout/ActionBar').then((module) => module.ActionBar));
export const Smartbanner = splitComponent(() => import('./layout/page-extras-parts').then((module) => module.Smartbanner));
export const MessengerLauncher = splitComponent(() => import('./layout/page-extras-parts').then((module) => module.MessengerLauncher));

/** The parts by chunk, named as the build names it: after the file it loads. */
const PAGE_CHUNKS = {
  ErrorPage: [ErrorPage],
  'page-extras-parts': [Smartbanner, MessengerLauncher],
  // What the extras ask of the browser (src/client/browser-extras.ts): the browser adapter loads it
  // when they first ask; named here so that the page preloads it (decision 024).
  'browser-extras': [],
};

/** The chunks of the parts a page shows: the worker preloads them, the client loads them before it hydrates. */
export function pageChunksOf(data: Pick<ShopData, 'page' | 'pageExtras'>): (keyof typeof PAGE_CHUNKS)[] {
  switch (data.page.kind) {
    case 'error': {
      // An error page that keeps the server's markup needs no code of its own (decision 024).
      const page: (keyof typeof PAGE_CHUNKS)[] = pageKeepsServerMarkup(data.page) ? [] : ['ErrorPage'];
      return data.pageExtras ? [...page, 'page-extras-parts', 'browser-extras'] : page;
    }
    default:
      return [];
  }
}

/** Loads the chunks of the parts the page shows. */
export async function preloadPageParts(data: Pick<ShopData, 'page' | 'pageExtras'>): Promise<void> {
  await Promise.all(pageChunksOf(data).flatMap((name) => PAGE_CHUNKS[name].map((part) => part.preload())));
}
