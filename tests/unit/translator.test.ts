import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, mergeMessages } from '../../src/shared/i18n/translator';
import { LOCALES } from '../../src/shared/locale/locales';
import { browserMessagesFor, messagesFor, RESOURCES } from '../../src/worker/platform/messages';

afterEach(() => vi.restoreAllMocks());

describe('translations', () => {
  it('merges a fallback chain, the most specific locale winning', () => {
    const merged = mergeMessages([{ a: { b: 'specific' } }, { a: { b: 'general', c: 'kept' }, d: 'base' }]);
    expect(merged).toEqual({ a: { b: 'specific', c: 'kept' }, d: 'base' });
  });

  it('fills params', () => {
    const t = createTranslator('de-DE', messagesFor('de-DE'));
    expect(t('home.headline', { brand: 'Kartenliebe' })).toBe('Willkommen bei Kartenliebe');
  });

  it('uses Swiss spelling for de-CH and German for the rest of the chain', () => {
    const t = createTranslator('de-CH', messagesFor('de-CH'));
    expect(t('products.intro')).toContain('anschliessend');
    expect(t('header.menu')).toBe('Menü');
  });

  it('logs a missing key once and shows its last segment', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = createTranslator('fr-FR', messagesFor('fr-FR'));
    expect(t('checkout.step.payment')).toBe('payment');
    expect(t('checkout.step.payment')).toBe('payment');
    expect(warn).toHaveBeenCalledTimes(1);
    // The same line the block tests look for when they check that no translation is missing.
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      event: 'translation-missing',
      key: 'checkout.step.payment',
      locale: 'fr-FR',
    });
  });

  it('has every key of de-DE in each language resource', () => {
    const keys = (messages: object, prefix = ''): string[] =>
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const reference = keys(RESOURCES['de-DE'] ?? {}).sort();
    for (const locale of LOCALES) {
      expect(keys(messagesFor(locale)).sort(), locale).toEqual(reference);
    }
  });

  it('gives the browser every namespace but the mails and the newsletter’s and account settings’ answers, which only the worker writes (decisions 049, 052, 083)', () => {
    const browser = browserMessagesFor('fr-CH');
    expect(browser).not.toHaveProperty('mail');
    expect(browser).not.toHaveProperty('newsletter');
    expect(browser).not.toHaveProperty('accountAnswers');
    expect(browser).toHaveProperty('accountSettings.deletion.submit', 'Supprimer le compte');
    expect(messagesFor('fr-CH')).toHaveProperty('mail.passwordReset.subject', 'Votre nouveau mot de passe');
    expect(messagesFor('fr-CH')).toHaveProperty(
      'mail.newsletterConfirm.subject',
      'Veuillez confirmer votre inscription à la newsletter {{brand}}',
    );
    expect(Object.keys(browser).sort()).toEqual(
      Object.keys(messagesFor('fr-CH'))
        .filter((namespace) => !['mail', 'newsletter', 'accountAnswers', 'llms'].includes(namespace))
        .sort(),
    );
  });
});
