import { describe, expect, it } from 'vitest';
import { formatDimensions } from '../../src/shared/locale/dimensions';
import { formatPrice } from '../../src/shared/locale/format';
import type { Locale } from '../../src/shared/locale/locales';
import { PRICES } from '../fixtures/prices';

// The server renders prices with workerd's ICU, the browser hydrates with its own: both must
// write the same characters (tests/unit/format.test.ts checks Node's).
describe('formatting inside workerd', () => {
  it('writes the same prices and sizes as everywhere else', () => {
    for (const [locale, expected] of Object.entries(PRICES) as [Locale, string][]) {
      expect([locale, formatPrice(1234.5, locale)]).toEqual([locale, expected]);
    }
    expect(formatDimensions(60, 45, 'en-US')).toBe('23.6\u00a0×\u00a017.7\u00a0in');
  });
});
