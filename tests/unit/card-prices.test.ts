import { describe, expect, it } from 'vitest';
import {
  CARD_FORMATS,
  CARD_QUANTITY_STEPS,
  DEFAULT_CARD_QUANTITY,
  ENVELOPE_CLASSES,
  ENVELOPE_PRICES,
  envelopeClassOf,
} from '../../src/shared/catalogue/card-prices';
import { LOCALE_INFO, LOCALES, type Locale } from '../../src/shared/locale/locales';

// spec §9 "Card quantity steps" and "Per-card envelope and accessory prices"; decision 030.
const range = (from: number, to: number, step: number) => Array.from({ length: (to - from) / step + 1 }, (_, i) => from + i * step);

describe('card quantities (spec §9)', () => {
  it('runs from 1 to 5000 by 4, 5, 10, 100 and 250', () => {
    const rule = [1, 5, ...range(10, 250, 5), ...range(260, 1000, 10), ...range(1100, 3000, 100), ...range(3250, 5000, 250)];
    expect(CARD_QUANTITY_STEPS).toEqual(rule);
    expect(CARD_QUANTITY_STEPS).toHaveLength(154);
  });

  it('changes step at 5, 250, 1000 and 3000', () => {
    const stepAfter = (quantity: number) => CARD_QUANTITY_STEPS[CARD_QUANTITY_STEPS.indexOf(quantity) + 1];
    expect(CARD_QUANTITY_STEPS.slice(0, 3)).toEqual([1, 5, 10]);
    expect(stepAfter(5)).toBe(10);
    expect(stepAfter(245)).toBe(250);
    expect(stepAfter(250)).toBe(260);
    expect(stepAfter(1000)).toBe(1100);
    expect(stepAfter(3000)).toBe(3250);
    expect(CARD_QUANTITY_STEPS.at(-1)).toBe(5000);
  });

  it('offers the eleventh quantity, 50, first', () => {
    expect(DEFAULT_CARD_QUANTITY).toBe(50);
    expect(CARD_QUANTITY_STEPS[10]).toBe(DEFAULT_CARD_QUANTITY);
  });
});

/** The envelope price a locale pays: its own row, else its currency's (as findPrices reads D1). */
function envelopePrices(locale: Locale) {
  const { currency } = LOCALE_INFO[locale];
  const row =
    ENVELOPE_PRICES.find((prices) => prices.locale === locale) ??
    ENVELOPE_PRICES.find((prices) => prices.locale === '' && prices.currency === currency);
  return row && { currency: row.currency, ...row.prices };
}

describe('envelope prices per card (spec §9)', () => {
  it('charges de-AT, de-CH and de-DE exactly what §9 says, in minor units', () => {
    expect(envelopePrices('de-AT')).toEqual({ currency: 'EUR', standard: 100, compact: 150, large: 150, booklet: 150, pocketfold: 150 });
    expect(envelopePrices('de-CH')).toEqual({ currency: 'CHF', standard: 100, compact: 120, large: 290, booklet: 140, pocketfold: 140 });
    expect(envelopePrices('de-DE')).toEqual({ currency: 'EUR', standard: 95, compact: 110, large: 180, booklet: 110, pocketfold: 110 });
  });

  it('prices every class for every locale, in the locale’s currency', () => {
    for (const locale of LOCALES) {
      const prices = envelopePrices(locale);
      expect(prices?.currency, locale).toBe(LOCALE_INFO[locale].currency);
      for (const envelopeClass of ENVELOPE_CLASSES) expect(prices?.[envelopeClass], `${locale} ${envelopeClass}`).toBeGreaterThan(0);
    }
  });

  it('has the other Swiss locales pay as de-CH and the other euro locales as de-DE', () => {
    for (const locale of ['de-LI', 'fr-CH', 'it-CH'] as const) expect(envelopePrices(locale)).toEqual(envelopePrices('de-CH'));
    for (const locale of ['de-IT', 'de-LU', 'es-ES', 'fr-BE', 'fr-FR', 'fr-LU', 'it-IT', 'nl-BE', 'nl-NL'] as const) {
      expect(envelopePrices(locale)).toEqual(envelopePrices('de-DE'));
    }
  });

  it('has one row per locale or currency', () => {
    const keys = ENVELOPE_PRICES.map(({ locale, currency }) => `${locale}/${currency}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('envelope class of a card format (decision 030)', () => {
  // The closed card (mm, ISO 216 and DIN long) and the envelopes of the catalogue's SKUs (ISO 269).
  const CARD_SIZES: Record<string, readonly [number, number]> = {
    'a6-hoch': [105, 148],
    'a6-quer': [148, 105],
    'din-lang-hoch': [99, 210],
    'din-lang-quer': [210, 99],
    'a5-hoch': [148, 210],
    'a5-quer': [210, 148],
    '145-145': [145, 145],
  };
  const ENVELOPES = [
    ['standard', 114, 162],
    ['compact', 110, 220],
    ['large', 162, 229],
  ] as const;
  const fits = ([width, height]: readonly [number, number], [, short, long]: (typeof ENVELOPES)[number]) =>
    Math.min(width, height) <= short && Math.max(width, height) <= long;

  it('sends each flat format in the smallest envelope it fits: C6, then DL, then C5', () => {
    const smallestFirst = [...ENVELOPES].sort((a, b) => a[1] * a[2] - b[1] * b[2]);
    for (const format of CARD_FORMATS) {
      const size = CARD_SIZES[format];
      if (!size) continue;
      expect(envelopeClassOf(format), format).toBe(smallestFirst.find((envelope) => fits(size, envelope))?.[0]);
    }
    expect(CARD_FORMATS.filter((format) => !CARD_SIZES[format])).toEqual(['booklet', 'pocketfold']);
  });

  it('sends booklet and pocketfold cards in envelopes of their own', () => {
    expect(envelopeClassOf('booklet')).toBe('booklet');
    expect(envelopeClassOf('pocketfold')).toBe('pocketfold');
  });
});
