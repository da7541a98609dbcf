import type { ShopData } from '../shop-data';
import { splitComponent } from './split-component';

/**
 * The parts only some pages show, each a chunk of its own in the browser (decision 021): the
 * error page and its extras (decision 013), and the theme page. Content pages, the most common,
 * are in the entry; their blocks are chunks of their own (src/client/blocks.ts).
 */
export const ErrorPage = splitComponent(() => import('./pages/ErrorPage').then((module) => module.ErrorPage));
export const ThemePage = splitComponent(() => import('./pages/ThemePage').then((module) => module.ThemePage));
export const ActionBar = splitComponent(() => import('./layout/page-extras-parts').then((module) => module.ActionBar));
export const Smartbanner = splitComponent(() => import('./layout/page-extras-parts').then((module) => module.Smartbanner));
export const MessengerLauncher = splitComponent(() => import('./layout/page-extras-parts').then((module) => module.MessengerLauncher));

/** The parts by chunk, named as the build names it: after the file it loads. */
const PAGE_CHUNKS = {
  ErrorPage: [ErrorPage],
  ThemePage: [ThemePage],
  'page-extras-parts': [ActionBar, Smartbanner, MessengerLauncher],
};

/** The chunks of the parts a page shows: the worker preloads them, the client loads them before it hydrates. */
export function pageChunksOf(data: Pick<ShopData, 'page' | 'pageExtras'>): (keyof typeof PAGE_CHUNKS)[] {
  switch (data.page.kind) {
    case 'error':
      return data.pageExtras ? ['ErrorPage', 'page-extras-parts'] : ['ErrorPage'];
    case 'theme':
      return ['ThemePage'];
    default:
      return [];
  }
}

/** Loads the chunks of the parts the page shows. */
export async function preloadPageParts(data: Pick<ShopData, 'page' | 'pageExtras'>): Promise<void> {
  await Promise.all(pageChunksOf(data).flatMap((name) => PAGE_CHUNKS[name].map((part) => part.preload())));
}
