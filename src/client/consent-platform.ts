import { CONSENT_PLATFORM_ATTRIBUTE, CONSENT_PLATFORM_PARAMS } from '../shared/consent-platform';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, CONSENT_SETTINGS_PATH, consentOf } from '../shared/ui/shell/constants';
import { browser } from './browser';

/**
 * The consent platform's glue (spec §2; decision 089), started by the worker in the head of every
 * page where a platform is configured, its settings in this module's own address
 * (src/worker/platform/response/consented-scripts.ts). It speaks Didomi's web SDK protocol:
 * - before the SDK loads, `window.didomiConfig` gets the notice's language (the configured one, or
 *   the page's own) and, where configured, the country and region whose rules apply; the SDK's
 *   loader is `{sdk}{id}/loader.js`, for the configured notice (or the page's host), the country
 *   and region added to its query as Didomi's snippet adds them;
 * - the visitor's answer reaches the shop's own `consent` cookie, which decides what tracks (decision
 *   060): once the SDK is ready (`didomiOnReady`) and at every change (`consent.changed`): granted
 *   when every purpose is enabled, declined otherwise, unknown while the platform still asks;
 * - the footer's "Cookie settings" open the platform's preferences instead of the shop's notice;
 * - when its SDK cannot be loaded, the shop's own notice asks after all.
 * As with the shop's own notice, a visitor who withdraws consent gets the page anew: the tracking
 * this copy started stops only with a copy served without it.
 */

interface DidomiPurposeStatus {
  enabled?: boolean;
}

interface Didomi {
  shouldUserStatusBeCollected(): boolean;
  getCurrentUserStatus(): { purposes?: Record<string, DidomiPurposeStatus> };
  preferences: { show(): void };
}

interface DidomiPage {
  didomiConfig?: { languages?: { enabled: string[]; default: string }; user?: Record<string, unknown> };
  didomiOnReady?: ((didomi: Didomi) => void)[];
  didomiEventListeners?: { event: string; listener: () => void }[];
  Didomi?: Didomi;
}

const own = new URL(import.meta.url).searchParams;
const setting = (name: keyof typeof CONSENT_PLATFORM_PARAMS) => own.get(CONSENT_PLATFORM_PARAMS[name]) ?? '';

/** The shop's consent as the platform's status says it. */
function consentFrom(didomi: Didomi): 'granted' | 'declined' | null {
  if (didomi.shouldUserStatusBeCollected()) return null;
  const purposes = Object.values(didomi.getCurrentUserStatus().purposes ?? {});
  return purposes.length > 0 && purposes.every((purpose) => purpose.enabled === true) ? 'granted' : 'declined';
}

function start(page: DidomiPage): void {
  const id = setting('id');
  const sdk = setting('sdk');
  if (!id || !/^https?:\/\//.test(sdk)) return;
  const language = setting('language') || document.documentElement.lang.slice(0, 2).toLowerCase();
  const country = setting('country');
  const region = setting('region');
  page.didomiConfig ??= {};
  page.didomiConfig.languages = { enabled: [language], default: language };
  if (country) page.didomiConfig.user = { ...page.didomiConfig.user, country, ...(region ? { region } : {}) };

  // The choice this copy was served with: the tracking it started runs on it.
  const served = consentOf(browser.readCookie(CONSENT_COOKIE));
  const remember = (didomi: Didomi) => {
    const consent = consentFrom(didomi);
    if (!consent || consent === consentOf(browser.readCookie(CONSENT_COOKIE))) return;
    browser.writeCookie(CONSENT_COOKIE, consent, CONSENT_MAX_AGE_DAYS);
    if (consent === 'declined' && served === 'granted') browser.reload();
  };
  page.didomiOnReady ??= [];
  page.didomiOnReady.push(remember);
  page.didomiEventListeners ??= [];
  page.didomiEventListeners.push({ event: 'consent.changed', listener: () => page.Didomi && remember(page.Didomi) });

  // Caught before the footer's own handler (React's, at the root), which would ask with the shop's notice.
  document.addEventListener(
    'submit',
    (event) => {
      const action = (event.target as HTMLFormElement | null)?.getAttribute('action') ?? '';
      if (!action.endsWith(CONSENT_SETTINGS_PATH) || !page.Didomi) return;
      event.preventDefault();
      event.stopPropagation();
      page.Didomi.preferences.show();
    },
    true,
  );

  const loader = new URL(`${id}/loader.js`, sdk);
  const notice = setting('notice');
  if (notice) {
    loader.searchParams.set('target_type', 'notice');
    loader.searchParams.set('target', notice);
  } else loader.searchParams.set('target', location.hostname);
  if (country) {
    loader.searchParams.set('country', country);
    if (region) loader.searchParams.set('region', region);
  }
  const script = document.createElement('script');
  script.async = true;
  script.id = 'spcloader';
  script.nonce = (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce ?? '';
  script.src = loader.href;
  // Without its SDK the platform asks nothing: the shop's own notice, hidden until now, asks instead.
  script.addEventListener('error', () => document.documentElement.removeAttribute(CONSENT_PLATFORM_ATTRIBUTE));
  document.head.append(script);
}

start(window as unknown as DidomiPage);
