import type { AppStoresData } from '../../content/page-extras-data';

/**
 * The smartbanner (spec §2 error page, §3 `appsAvailable`; decision 013): it offers the app's
 * store page for the visitor's device, decided in the browser after the page is interactive, so
 * server and first client render agree (nothing). Closing it is remembered for 30 days.
 */
export type AppStore = 'app-store' | 'play-store';

type SmartbannerState = { kind: 'hidden' } | { kind: 'offered'; store: AppStore; href: string };

type SmartbannerAction = { type: 'mounted'; store: AppStore | null; closedBefore: boolean; apps: AppStoresData } | { type: 'close' };

export const SMARTBANNER_HIDDEN: SmartbannerState = { kind: 'hidden' };
export const SMARTBANNER_COOKIE = 'smartbanner';
export const SMARTBANNER_CLOSED_DAYS = 30;

export function smartbannerReducer(_state: SmartbannerState, action: SmartbannerAction): SmartbannerState {
  switch (action.type) {
    case 'mounted': {
      if (action.closedBefore || !action.store) return SMARTBANNER_HIDDEN;
      const href = action.store === 'app-store' ? action.apps.appStore : action.apps.playStore;
      return href ? { kind: 'offered', store: action.store, href } : SMARTBANNER_HIDDEN;
    }
    case 'close':
      return SMARTBANNER_HIDDEN;
  }
}

/**
 * The store that serves a device, from its user agent: Google Play for Android, the App Store for
 * iPhone, iPod and iPad (an iPad asking for the desktop site says "Macintosh" but has a touch
 * screen); none for anything else.
 * @example storeForDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) …', 5) // 'play-store'
 */
export function storeForDevice(userAgent: string, maxTouchPoints: number): AppStore | null {
  if (/Android/i.test(userAgent)) return 'play-store';
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'app-store';
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'app-store';
  return null;
}
