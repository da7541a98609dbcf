import { hydrateRoot } from 'react-dom/client';
import { log } from '../shared/log/log';
import { APP_ROOT_ELEMENT_ID, SHOP_DATA_ELEMENT_ID, type ShopData } from '../shared/shop-data';
import { browser } from './browser';
import { startErrorReporting } from './error-reporting';
import { LiveApp } from './LiveApp';
import { startLinkPrefetch } from './runtime/prefetch';
import { startReloadGuard } from './runtime/reload-guard';

/** Hydrates the server-rendered app from the ShopData the server serialised into the page. */
function start(): void {
  const root = document.getElementById(APP_ROOT_ELEMENT_ID);
  const dataElement = document.getElementById(SHOP_DATA_ELEMENT_ID);
  if (!root || !dataElement?.textContent) {
    // spec §8 mount failure message
    log.error('mount-failed', { message: 'Error while mounting app: page data missing' });
    return;
  }
  const data = JSON.parse(dataElement.textContent) as ShopData;
  hydrateRoot(root, <LiveApp initial={data} browser={browser} />, {
    onRecoverableError(error) {
      log.error('hydration-error', {}, error);
    },
  });
}

startErrorReporting();
startReloadGuard();
start();
startLinkPrefetch();
