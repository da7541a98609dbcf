import { hydrateRoot } from 'react-dom/client';
import type { Messages } from '../shared/i18n/translator';
import { log } from '../shared/log/log';
import { APP_ROOT_ELEMENT_ID, type HydrationData, SHOP_DATA_ELEMENT_ID } from '../shared/shop-data';
import { CONTENT_CHUNK, hydratedBlockNames, pageBlockChunks } from '../shared/ui/blocks/static-blocks';
import { preloadPageParts } from '../shared/ui/page-parts';
import { loadBlocks } from './blocks';
import { browser } from './browser';
import { startErrorReporting } from './error-reporting';
import { LiveApp } from './LiveApp';
import { startLinkPrefetch } from './runtime/prefetch';
import { startReloadGuard } from './runtime/reload-guard';

/**
 * Hydrates the server-rendered app from the data the server serialised into the page. The
 * locale's translations and the page's blocks come from cached files, loaded together (the page
 * preloads them all, so nothing waits for anything else) before React hydrates (decision 021);
 * blocks that keep the server's markup need no code of theirs (decision 024).
 */
async function start(): Promise<void> {
  const root = document.getElementById(APP_ROOT_ELEMENT_ID);
  const dataElement = document.getElementById(SHOP_DATA_ELEMENT_ID);
  if (!root || !dataElement?.textContent) {
    // spec §8 mount failure message
    log.error('mount-failed', { message: 'Error while mounting app: page data missing' });
    return;
  }
  const { messagesUrl, ...hydration } = JSON.parse(dataElement.textContent) as HydrationData;
  const [messages, blocks, , content] = await Promise.all([
    loadMessages(messagesUrl),
    loadBlocks(hydratedBlockNames(hydration.page)),
    preloadPageParts(hydration),
    pageBlockChunks(hydration.page).has(CONTENT_CHUNK) ? import('./blocks-content') : null,
  ]);
  const data = { ...hydration, messages };
  hydrateRoot(root, <LiveApp initial={data} blocks={blocks} browser={browser} />, {
    onRecoverableError(error) {
      log.error('hydration-error', {}, error);
    },
  });
  content?.startBlocksContent(data, browser);
}

/** The module of translations the build wrote for this page's locale (its default export). */
async function loadMessages(url: string): Promise<Messages> {
  const module: { default?: unknown } = await import(url);
  if (!module.default || typeof module.default !== 'object') throw new Error(`no messages in ${url}`);
  return module.default as Messages;
}

startErrorReporting();
startReloadGuard();
// A chunk that fails to load rejects here, unhandled on purpose: the reload guard reloads once (spec §4).
void start();
startLinkPrefetch();
// The visit's click id goes on to the designer (decision 032); the code loads only on such a visit.
// The key names its entry in the tab's session storage (./runtime/click-id.ts).
const CLICK_ID_KEY = 'gclid';
try {
  if (location.search.includes('gclid=') || sessionStorage.getItem(CLICK_ID_KEY)) {
    void import('./runtime/click-id').then((module) => module.carryClickId(CLICK_ID_KEY));
  }
} catch {
  // Storage refused: there is nothing to carry.
}
