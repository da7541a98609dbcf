import { describe, expect, it } from 'vitest';
import { DOMAIN_ENDINGS, DOMAIN_INFO, homeOfLocale, localeForPrefix } from '../../src/shared/locale/domains';
import { fallbackChain, LOCALE_INFO, LOCALE_PATTERN, LOCALES } from '../../src/shared/locale/locales';

describe('locales (spec §3)', () => {
  it('has the 17 locales, each two letters, a dash, two letters', () => {
    expect(LOCALES).toHaveLength(17);
    for (const locale of LOCALES) expect(locale).toMatch(LOCALE_PATTERN);
  });

  it('charges CHF in Switzerland and Liechtenstein, GBP in Britain, USD in the US, EUR elsewhere', () => {
    const byCurrency = (currency: string) => LOCALES.filter((locale) => LOCALE_INFO[locale].currency === currency);
    expect(byCurrency('CHF')).toEqual(['de-CH', 'de-LI', 'fr-CH', 'it-CH']);
    expect(byCurrency('GBP')).toEqual(['en-GB']);
    expect(byCurrency('USD')).toEqual(['en-US']);
    expect(byCurrency('EUR')).toHaveLength(11);
  });

  it('measures in inches only in the US', () => {
    expect(LOCALES.filter((locale) => LOCALE_INFO[locale].lengthUnit === 'inch')).toEqual(['en-US']);
  });

  it('has translations for exactly the ten locales of §3', () => {
    expect(LOCALES.filter((locale) => LOCALE_INFO[locale].translated)).toEqual([
      'de-CH',
      'de-DE',
      'de-LI',
      'en-GB',
      'en-US',
      'es-ES',
      'fr-BE',
      'fr-FR',
      'it-IT',
      'nl-NL',
    ]);
  });

  it('leads every locale to translations in its own language', () => {
    expect(fallbackChain('de-AT')).toEqual(['de-DE']);
    expect(fallbackChain('de-LI')).toEqual(['de-LI', 'de-CH', 'de-DE']);
    expect(fallbackChain('fr-LU')).toEqual(['fr-FR']);
    expect(fallbackChain('en-US')).toEqual(['en-US', 'en-GB']);
    expect(fallbackChain('nl-BE')).toEqual(['nl-NL']);
    for (const locale of LOCALES) {
      const chain = fallbackChain(locale);
      expect(chain.length, locale).toBeGreaterThan(0);
      for (const each of chain) expect(each.slice(0, 2), locale).toBe(locale.slice(0, 2));
    }
  });
});

describe('domain endings', () => {
  it('serve every locale exactly once', () => {
    const served = DOMAIN_ENDINGS.flatMap((ending) => [DOMAIN_INFO[ending].defaultLocale, ...Object.values(DOMAIN_INFO[ending].prefixed)]);
    expect([...served].sort()).toEqual([...LOCALES].sort());
  });

  it('find a locale home and read prefixes back to the same locale', () => {
    expect(homeOfLocale('fr-CH')).toEqual({ ending: 'ch', prefix: '/fr' });
    expect(homeOfLocale('en-US')).toEqual({ ending: 'com', prefix: '' });
    for (const locale of LOCALES) {
      const { ending, prefix } = homeOfLocale(locale);
      expect(localeForPrefix(ending, locale.slice(0, 2) as 'de'), locale).toBe(locale);
      expect(prefix === '', locale).toBe(DOMAIN_INFO[ending].defaultLocale === locale);
    }
  });

  it('do not serve languages they have no locale for', () => {
    expect(localeForPrefix('de', 'es')).toBeNull();
    expect(localeForPrefix('ch', 'en')).toBeNull();
    expect(localeForPrefix('be', 'de')).toBeNull();
  });
});
