import { hydrateRoot } from 'react-dom/client';
import { APP_ROOT_ELEMENT_ID, SHOP_DATA_ELEMENT_ID, type ShopData } from '../shared/shop-data';
import { browser } from './browser';
import { LiveApp } from './LiveApp';
import { startLinkPrefetch } from './runtime/prefetch';
import { startReloadGuard } from './runtime/reload-guard';

/** Hydrates the server-rendered app from the ShopData the server serialised into the page. */
function start(): void {
  const root = document.getElementById(APP_ROOT_ELEMENT_ID);
  const dataElement = document.getElementById(SHOP_DATA_ELEMENT_ID);
  if (!root || !dataElement?.textContent) {
    console.error('Error while mounting app: page data missing');
    return;
  }
  const data = JSON.parse(dataElement.textContent) as ShopData;
  hydrateRoot(root, <LiveApp initial={data} browser={browser} />, {
    onRecoverableError(error) {
      console.error('hydration error', error);
    },
  });
}

startReloadGuard();
start();
startLinkPrefetch();
