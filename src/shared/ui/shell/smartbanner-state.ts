import type { AppStoresData } from '../../content/page-extras-data';
import type { AppStore } from './app-store';

/**
 * The smartbanner (spec §2 error page, §3 `appsAvailable`; decision 013): it offers the app's
 * store page for the visitor's device, decided in the browser after the page is interactive, so
 * server and first client render agree (nothing). Closing it is remembered for 30 days.
 */
export interface SmartbannerOffer {
  store: AppStore;
  href: string;
}

export const SMARTBANNER_COOKIE = 'smartbanner';
export const SMARTBANNER_CLOSED_DAYS = 30;

/**
 * What the banner offers a device: the page of its store, unless the visitor closed the banner
 * before or the app has no page there; null offers nothing.
 * @example smartbannerOffer('play-store', false, { appStore: null, playStore: 'https://play.google.com/…' }) // { store: 'play-store', href: 'https://play.google.com/…' }
 */
export function smartbannerOffer(store: AppStore | null, closedBefore: boolean, apps: AppStoresData): SmartbannerOffer | null {
  if (closedBefore || !store) return null;
  const href = store === 'app-store' ? apps.appStore : apps.playStore;
  return href ? { store, href } : null;
}
