import { describe, expect, it } from 'vitest';
import { LOCALE_INFO, type Locale } from '../../src/shared/locale/locales';
import { messagesFor } from '../../src/worker/platform/messages';
import { allElements, parseHtml, textOf } from '../support/dom';
import { LOCALE_SITES } from '../support/locale-sites';
import { failOnMissingTranslations } from '../support/missing-translations';
import { fetchShop } from './worker-fetch';

// Every page of a locale speaks that locale's language only (issue 30, Build 3): no text of
// another language's translations on it, and no key the demo leaves untranslated (spec §8's
// missing-key rule is never hit).
failOnMissingTranslations();

/** The texts of a translation resource, each cut at its placeholders into the parts a page shows as they are. */
function fragments(messages: object): string[] {
  return Object.values(messages).flatMap((value) =>
    typeof value === 'string'
      ? value
          .split(/\{\{[^}]*\}\}/)
          .map((part) => spaced(part))
          .filter((part) => part.length >= 12)
      : fragments(value as object),
  );
}

const spaced = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The texts only other languages' translations have: what would give away a page that mixes languages. */
function foreignTexts(locale: Locale): string[] {
  const language = LOCALE_INFO[locale].language;
  const own = new Set(fragments(messagesFor(locale)));
  const others = (Object.keys(LOCALE_INFO) as Locale[]).filter((other) => LOCALE_INFO[other].language !== language);
  return [...new Set(others.flatMap((other) => fragments(messagesFor(other))))].filter((text) => !own.has(text));
}

/** The start page and the pages its navigation leads to, as a shopper reads them (the page's data left out). */
async function pagesOf(origin: string, prefix: string, limit: number): Promise<{ path: string; text: string }[]> {
  const start = `/${prefix ? `${prefix}/` : ''}`;
  const pages: { path: string; text: string }[] = [];
  const queue = [start];
  const seen = new Set<string>();
  while (queue.length > 0 && pages.length < limit) {
    const path = queue.shift() ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await fetchShop(`${origin}${path}`);
    const location = response.headers.get('location');
    if (response.status === 301 && location) queue.unshift(new URL(location, origin).pathname);
    if (response.status !== 200) continue;
    const document = parseHtml(await response.text());
    const elements = allElements(document);
    for (const script of elements.filter((element) => element.tagName === 'script' || element.tagName === 'style')) {
      script.childNodes = [];
    }
    const body = elements.find((element) => element.tagName === 'body');
    pages.push({ path, text: spaced(body ? textOf(body) : '') });
    for (const element of elements) {
      const href = element.tagName === 'a' ? element.attrs.find((attr) => attr.name === 'href')?.value : undefined;
      const own = prefix ? href?.startsWith(`/${prefix}/`) : href && !/^\/[a-z]{2}(?:\/|$)/.test(href);
      if (href && own && href.startsWith('/') && !href.includes('?') && !/\.[a-z0-9]+$/i.test(href)) queue.push(href);
    }
  }
  return pages;
}

describe('one language per page', () => {
  for (const [ending, prefix, locale] of LOCALE_SITES) {
    it(`speaks only ${locale}'s language on kartenliebe.${ending} and wallart.${ending}${prefix ? `/${prefix}` : ''}`, {
      timeout: 60_000,
    }, async () => {
      const foreign = foreignTexts(locale);
      expect(foreign.length).toBeGreaterThan(100);
      const mixed: string[] = [];
      for (const channel of ['kartenliebe', 'wallart']) {
        const pages = await pagesOf(`https://${channel}.${ending}`, prefix, 8);
        expect(pages.length, `${channel}.${ending}`).toBe(8);
        for (const page of pages) {
          const found = foreign.find((text) => page.text.includes(text));
          if (found) mixed.push(`${channel}.${ending}${page.path}: "${found}"`);
        }
      }
      expect(mixed).toEqual([]);
    });
  }
});
