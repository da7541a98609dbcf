/** spec §4 consent: what a visitor chose about tracking. */
export type Consent = 'granted' | 'declined' | 'unknown';

/** spec §4: an unreadable consent value counts as granted; no value is unknown. */
export function consentOf(value: string | null): Consent {
  if (value === null) return 'unknown';
  return value === 'declined' ? 'declined' : 'granted';
}
