/** spec §9 constants of the page shell. */
export const SHELL = {
  /** Burger navigation below this width, main navigation and flyouts from it. */
  desktopFromPx: 1000,
  scrollAnimationMs: 500,
  resizeDebounceMs: 200,
  /** How long a flyout stays open after the pointer left it. */
  flyoutCloseDelayMs: 250,
} as const;

/** spec §9 tile sizes of the sub-navigation (width × height; decision 008 for `square`). */
export const TILE_SIZES = {
  circle: { width: 76, height: 76 },
  'square-image': { width: 110, height: 110 },
  square: { width: 110, height: 73 },
} as const;

/** spec §2: the sub-navigation bar is hidden on these paths. */
export const PATHS_WITHOUT_SUB_NAVIGATION = ['/feed-collage', '/feed-calendar', '/feed-card'] as const;

/** The consent cookie (spec §4 consent: granted, declined, unknown). */
export const CONSENT_COOKIE = 'consent';
/** The cookie that keeps the "shop for your country" banner away once dismissed (30 days). */
export const LOCATION_BANNER_COOKIE = 'location-banner';

/** spec §4 consent: what a visitor chose about tracking. */
export type Consent = 'granted' | 'declined' | 'unknown';

/** spec §4: the consent cookie's value read; an unreadable one counts as granted, none is unknown. */
export function consentOf(value: string | null): Consent {
  if (value === null) return 'unknown';
  return value === 'declined' ? 'declined' : 'granted';
}
export const CONSENT_MAX_AGE_DAYS = 365;
/**
 * Where the footer's "Cookie settings" form goes (spec §4: the choice can be changed later): the
 * worker forgets the choice and sends the visitor back to the page, where the notice asks again
 * (src/worker/features/pages/consent-settings.ts).
 */
export const CONSENT_SETTINGS_PATH = '/web-api/consent-settings';
