/**
 * The shop's locales and what each one decides (spec §3 "Locales, languages, currency, unit").
 * One row per locale; everything else (domains, formatting, translations) reads from here.
 */

export const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as a language choice shows it (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
};

export const LOCALES = [
  'de-AT',
  'de-CH',
  'de-DE',
  'de-IT',
  'de-LI',
  'de-LU',
  'en-GB',
  'en-US',
  'es-ES',
  'fr-BE',
  'fr-CH',
  'fr-FR',
  'fr-LU',
  'it-CH',
  'it-IT',
  'nl-BE',
  'nl-NL',
] as const;
export type Locale = (typeof LOCALES)[number];

export type Currency = 'CHF' | 'EUR' | 'GBP' | 'USD';
type LengthUnit = 'cm' | 'inch';

interface LocaleInfo {
  locale: Locale;
  language: Language;
  /** Lowercase ISO country code, as sent in the `X-Channel` header (spec §7). */
  country: string;
  currency: Currency;
  lengthUnit: LengthUnit;
  /** Next locale to try for a missing translation; null ends the chain. */
  fallback: Locale | null;
  /** Whether `locales/{locale}.json` exists (spec §3 "Translations exist for ..."). */
  translated: boolean;
}

/** Default locale of the whole shop (spec §3, §9). */
export const DEFAULT_LOCALE: Locale = 'de-DE';

/** Centimetres per inch (spec §3 "factor 2.54"). */
export const CM_PER_INCH = 2.54;

type Row = [Locale, Currency, LengthUnit, Locale | null, boolean];

// spec §3: CHF for de-CH, de-LI, fr-CH, it-CH; GBP for en-GB; USD for en-US; EUR for all others.
// Inches for en-US only. Fallbacks lead each locale to one that has translations.
const ROWS: readonly Row[] = [
  ['de-AT', 'EUR', 'cm', 'de-DE', false],
  ['de-CH', 'CHF', 'cm', 'de-DE', true],
  ['de-DE', 'EUR', 'cm', null, true],
  ['de-IT', 'EUR', 'cm', 'de-DE', false],
  ['de-LI', 'CHF', 'cm', 'de-CH', true],
  ['de-LU', 'EUR', 'cm', 'de-DE', false],
  ['en-GB', 'GBP', 'cm', null, true],
  ['en-US', 'USD', 'inch', 'en-GB', true],
  ['es-ES', 'EUR', 'cm', null, true],
  ['fr-BE', 'EUR', 'cm', 'fr-FR', true],
  ['fr-CH', 'CHF', 'cm', 'fr-FR', false],
  ['fr-FR', 'EUR', 'cm', null, true],
  ['fr-LU', 'EUR', 'cm', 'fr-FR', false],
  ['it-CH', 'CHF', 'cm', 'it-IT', false],
  ['it-IT', 'EUR', 'cm', null, true],
  ['nl-BE', 'EUR', 'cm', 'nl-NL', false],
  ['nl-NL', 'EUR', 'cm', null, true],
];

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = Object.fromEntries(
  ROWS.map(([locale, currency, lengthUnit, fallback, translated]) => [
    locale,
    {
      locale,
      language: locale.slice(0, 2) as Language,
      country: locale.slice(3).toLowerCase(),
      currency,
      lengthUnit,
      fallback,
      translated,
    },
  ]),
) as Record<Locale, LocaleInfo>;

/** spec §5: a locale string is two letters, a dash, two letters. */
export const LOCALE_PATTERN = /^[a-z]{2}-[A-Z]{2}$/;

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The chain of locales whose translations apply, most specific first.
 * @example fallbackChain('de-AT') // ['de-DE']  (de-AT has no file of its own)
 * @example fallbackChain('de-LI') // ['de-LI', 'de-CH', 'de-DE']
 */
export function fallbackChain(locale: Locale): Locale[] {
  const chain: Locale[] = [];
  for (let next: Locale | null = locale; next; next = LOCALE_INFO[next].fallback) {
    if (LOCALE_INFO[next].translated) chain.push(next);
  }
  return chain;
}
