import deCH from '../../../locales/de-CH.json';
import deDE from '../../../locales/de-DE.json';
import deLI from '../../../locales/de-LI.json';
import enGB from '../../../locales/en-GB.json';
import enUS from '../../../locales/en-US.json';
import esES from '../../../locales/es-ES.json';
import frBE from '../../../locales/fr-BE.json';
import frFR from '../../../locales/fr-FR.json';
import itIT from '../../../locales/it-IT.json';
import nlNL from '../../../locales/nl-NL.json';
import { type Messages, mergeMessages } from '../../shared/i18n/translator';
import { inLocalWordingDeep } from '../../shared/locale/local-wording';
import { fallbackChain, type Locale } from '../../shared/locale/locales';

/** The translation resources, one per translated locale (spec §3). */
export const RESOURCES: Readonly<Partial<Record<Locale, Messages>>> = {
  'de-CH': deCH,
  'de-DE': deDE,
  'de-LI': deLI,
  'en-GB': enGB,
  'en-US': enUS,
  'es-ES': esES,
  'fr-BE': frBE,
  'fr-FR': frFR,
  'it-IT': itIT,
  'nl-NL': nlNL,
};

const merged = new Map<Locale, Messages>();

/** The merged resource of a locale's fallback chain, built once per isolate. */
export function messagesFor(locale: Locale): Messages {
  let messages = merged.get(locale);
  if (!messages) {
    // A locale that writes its language its own way (de-CH without ß, en-US American) does so in the
    // translations it falls back to as well (decision 075).
    messages = inLocalWordingDeep(locale, mergeMessages(fallbackChain(locale).map((each) => RESOURCES[each] ?? {})));
    merged.set(locale, messages);
  }
  return messages;
}

/**
 * Namespaces only the worker writes with: mails, llms.txt, and the newsletter's and account settings'
 * answers, which reach the browser as the text of the answer (decisions 052, 083). The browser's translations leave them out.
 */
const SERVER_ONLY_NAMESPACES = ['mail', 'newsletter', 'accountAnswers', 'llms'];

/** A locale's translations as the browser gets them (scripts/build-client.mjs): without the worker's own. */
export function browserMessagesFor(locale: Locale): Messages {
  return Object.fromEntries(Object.entries(messagesFor(locale)).filter(([namespace]) => !SERVER_ONLY_NAMESPACES.includes(namespace)));
}
