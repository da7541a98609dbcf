import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

/**
 * Fails each test of the file that renders a text with no translation: the translator warns
 * `translation-missing` (src/shared/i18n/translator.ts), other warnings are kept quiet.
 */
export function failOnMissingTranslations(): void {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(warn.mock.calls.map(String).filter((line) => line.includes('"event":"translation-missing"'))).toEqual([]);
    warn.mockRestore();
  });
}
