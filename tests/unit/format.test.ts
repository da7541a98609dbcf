import { describe, expect, it } from 'vitest';
import { formatDimensions, formatLength } from '../../src/shared/locale/dimensions';
import { discountPercent, formatFromPrice, formatPrice, relativeTime } from '../../src/shared/locale/format';
import type { Locale } from '../../src/shared/locale/locales';
import { PRICES } from '../fixtures/prices';

// spec §3 prices and units, §9 number formatting and relative time, for all 17 locales.
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('prices (spec §3, §9)', () => {
  for (const [locale, expected] of Object.entries(PRICES) as [Locale, string][]) {
    it(`writes 1234.5 in ${locale} as ${expected}`, () => {
      expect(formatPrice(1234.5, locale)).toBe(expected);
    });
  }

  it('groups CHF with an apostrophe at every thousand, and keeps two decimals', () => {
    expect(formatPrice(1234567.8, 'de-CH')).toBe("1'234'567.80 CHF");
    expect(formatPrice(9.9, 'it-CH')).toBe('9.90 CHF');
    expect(formatPrice(0.95, 'de-DE')).toBe(nb('0,95 €'));
  });

  it('prefixes a from-price with the locale’s word', () => {
    expect(formatFromPrice(19.9, 'de-DE', 'ab')).toBe(nb('ab 19,90 €'));
    expect(formatFromPrice(19.9, 'en-US', 'from')).toBe(nb('from $19.90'));
  });

  it('shows a discount only when the original price is higher', () => {
    expect(discountPercent(100, 75)).toBe(25);
    expect(discountPercent(39.9, 29.9)).toBe(25);
    expect(discountPercent(29.9, 29.9)).toBeNull();
    expect(discountPercent(20, 25)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
  });
});

describe('sizes (spec §3 units, §9 at most one decimal)', () => {
  it('writes centimetres everywhere but en-US, which gets inches at 2.54 cm each', () => {
    expect(formatDimensions(60, 45, 'de-DE')).toBe(nb('60 × 45 cm'));
    expect(formatDimensions(60, 45, 'en-GB')).toBe(nb('60 × 45 cm'));
    expect(formatDimensions(60, 45, 'en-US')).toBe(nb('23.6 × 17.7 in'));
    expect(formatDimensions(10, 15, 'en-US')).toBe(nb('3.9 × 5.9 in'));
  });

  it('rounds to one decimal with the locale’s separator and never groups', () => {
    expect(formatLength(14.85, 'de-DE')).toBe('14,9');
    expect(formatLength(14.85, 'en-GB')).toBe('14.9');
    expect(formatLength(1500, 'de-DE')).toBe('1500');
    expect(formatLength(25.4, 'en-US')).toBe('10');
  });
});

describe('relative time (spec §9)', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  it('says just now under a minute, then the largest whole unit, past and future', () => {
    expect(relativeTime(now - 59_000, now, 'en-GB', 'just now')).toBe('just now');
    expect(relativeTime(now + 30_000, now, 'de-DE', 'gerade eben')).toBe('gerade eben');
    expect(relativeTime(now - 3 * 60_000, now, 'en-GB', 'just now')).toBe('3 minutes ago');
    expect(relativeTime(now - 2 * 3_600_000, now, 'de-DE', '')).toBe('vor 2 Stunden');
    expect(relativeTime(now + 3 * 86_400_000, now, 'fr-FR', '')).toBe('dans 3 jours');
    expect(relativeTime(now - 14 * 86_400_000, now, 'nl-NL', '')).toBe('2 weken geleden');
    expect(relativeTime(now - 62 * 86_400_000, now, 'it-IT', '')).toBe('2 mesi fa');
    expect(relativeTime(now - 800 * 86_400_000, now, 'es-ES', '')).toBe('hace 2 años');
  });
});
