import rosetta from 'rosetta';
import { log } from '../log/log';

/** A translation resource: nested keys, string leaves (one JSON file per locale in `locales/`). */
export interface Messages {
  [key: string]: string | Messages;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * Merges the resources of a fallback chain, most specific first, into one resource in which
 * every key of the chain is present (spec §3 per-locale fallback locale).
 */
export function mergeMessages(chain: readonly Messages[]): Messages {
  const merged: Messages = {};
  for (const messages of [...chain].reverse()) deepAssign(merged, messages);
  return merged;
}

function deepAssign(target: Messages, source: Messages): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && typeof current === 'object') deepAssign(current, value);
    else target[key] = typeof value === 'object' ? structuredClone(value) : value;
  }
}

const reportedMissing = new Set<string>();

/**
 * A translate function over one merged resource. spec §8: a missing key is logged once per key
 * and the key's last segment is shown in its place.
 * @example createTranslator('fr-CH', messages)('header.menu') // 'Menu'
 */
export function createTranslator(locale: string, messages: Messages): Translate {
  const i18n = rosetta<Messages>({ [locale]: messages });
  i18n.locale(locale);
  return (key, params) => {
    const text = i18n.t(key, params);
    if (text !== '') return text;
    const reportKey = `${locale}:${key}`;
    if (!reportedMissing.has(reportKey)) {
      reportedMissing.add(reportKey);
      // spec §8: a missing key is logged once per key, and its tail is shown.
      log.warn('translation-missing', { key, locale });
    }
    return key.slice(key.lastIndexOf('.') + 1);
  };
}
