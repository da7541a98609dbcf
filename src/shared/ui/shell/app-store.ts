/**
 * Which app store serves the visitor's device (spec §2 error page, §3 `appsAvailable`; decision
 * 013): asked by the smartbanner once the page is interactive. A module of its own, so that the
 * browser's extras carry it and the smartbanner's state does not share a chunk with them.
 */
export type AppStore = 'app-store' | 'play-store';

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
