import { type Language, LOCALE_INFO, type Locale } from './locales';

/**
 * Domain endings and the locales each serves (spec §2 "A locale prefix in the path must match
 * the top-level domain ending of the host"). The default locale of an ending needs no prefix;
 * the others are reached by their language prefix, e.g. kartenliebe.ch/fr/ -> fr-CH.
 * See docs/decisions/002-domains-and-locale-prefixes.md for the choices made here.
 */
export const DOMAIN_ENDINGS = ['de', 'at', 'ch', 'it', 'li', 'lu', 'co.uk', 'com', 'es', 'be', 'fr', 'nl'] as const;
export type DomainEnding = (typeof DOMAIN_ENDINGS)[number];

interface DomainInfo {
  ending: DomainEnding;
  defaultLocale: Locale;
  /** Locales reached by a language prefix on this ending, by language. */
  prefixed: Partial<Record<Language, Locale>>;
}

export const DOMAIN_INFO: Readonly<Record<DomainEnding, DomainInfo>> = {
  de: { ending: 'de', defaultLocale: 'de-DE', prefixed: {} },
  at: { ending: 'at', defaultLocale: 'de-AT', prefixed: {} },
  ch: { ending: 'ch', defaultLocale: 'de-CH', prefixed: { fr: 'fr-CH', it: 'it-CH' } },
  it: { ending: 'it', defaultLocale: 'it-IT', prefixed: { de: 'de-IT' } },
  li: { ending: 'li', defaultLocale: 'de-LI', prefixed: {} },
  lu: { ending: 'lu', defaultLocale: 'de-LU', prefixed: { fr: 'fr-LU' } },
  'co.uk': { ending: 'co.uk', defaultLocale: 'en-GB', prefixed: {} },
  com: { ending: 'com', defaultLocale: 'en-US', prefixed: {} },
  es: { ending: 'es', defaultLocale: 'es-ES', prefixed: {} },
  be: { ending: 'be', defaultLocale: 'nl-BE', prefixed: { fr: 'fr-BE' } },
  fr: { ending: 'fr', defaultLocale: 'fr-FR', prefixed: {} },
  nl: { ending: 'nl', defaultLocale: 'nl-NL', prefixed: {} },
};

/** The ending a language prefix is sent to when the visitor's domain does not serve it. */
export const LANGUAGE_HOME: Readonly<Record<Language, DomainEnding>> = {
  de: 'de',
  en: 'co.uk',
  es: 'es',
  fr: 'fr',
  it: 'it',
  nl: 'nl',
};

/** The ending that serves the shop's default locale (spec §3 default de-DE). */
export const DEFAULT_ENDING: DomainEnding = 'de';

/** The locale a language prefix selects on an ending, or null when that ending does not serve it. */
export function localeForPrefix(ending: DomainEnding, language: Language): Locale | null {
  const domain = DOMAIN_INFO[ending];
  if (LOCALE_INFO[domain.defaultLocale].language === language) return domain.defaultLocale;
  return domain.prefixed[language] ?? null;
}

/** The path prefix of a locale on a domain ending: '' for its default locale; null if not served there. */
export function prefixOn(ending: DomainEnding, locale: Locale): string | null {
  if (DOMAIN_INFO[ending].defaultLocale === locale) return '';
  const language = LOCALE_INFO[locale].language;
  return localeForPrefix(ending, language) === locale ? language : null;
}

/**
 * The locales a domain ending serves, its default first (spec §3 locale table; decision 002): what
 * a language choice offers there. kartenliebe.ch -> de-CH, fr-CH, it-CH.
 */
export function localesOn(ending: DomainEnding): Locale[] {
  const domain = DOMAIN_INFO[ending];
  return [domain.defaultLocale, ...Object.values(domain.prefixed)];
}

/** The ending and the path prefix (empty for the default locale) under which a locale is served. */
export function homeOfLocale(locale: Locale): { ending: DomainEnding; prefix: string } {
  const home = HOMES.get(locale);
  if (!home) throw new Error(`locale ${locale} is served by no domain ending`);
  return home;
}

// Every page's alternate links ask for each locale's home: worked out once, at module load.
const HOMES = new Map<Locale, { ending: DomainEnding; prefix: string }>();
for (const domain of Object.values(DOMAIN_INFO)) {
  for (const locale of Object.keys(LOCALE_INFO) as Locale[]) {
    if (HOMES.has(locale)) continue;
    const language = LOCALE_INFO[locale].language;
    if (domain.defaultLocale === locale) HOMES.set(locale, { ending: domain.ending, prefix: '' });
    else if (domain.prefixed[language] === locale) HOMES.set(locale, { ending: domain.ending, prefix: `/${language}` });
  }
}
