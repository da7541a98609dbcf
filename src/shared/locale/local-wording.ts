import type { Locale } from './locales';

/**
 * How a locale writes the texts it shares with its language (decision 075). Content is written
 * per language (one `en` folder for en-GB and en-US, one `de` folder for six German locales) and
 * translations fall back along spec §3's chain (en-US → en-GB, de-CH → de-DE), so two locales
 * would read the same words where their own usage differs:
 * - de-CH, de-LI: Swiss Standard German has no ß and always writes ss;
 * - en-US: American spelling and the American word where the shared English text is British.
 * The rules are mechanical and lossless for the shop's texts, so they apply in one place to every
 * text a page of the locale shows: translations, stories and catalogue names.
 */

/**
 * British spellings and words with their American ones, each a whole word with its endings, in
 * any case; a capital first letter stays capital ("Colour" → "Color").
 */
const AMERICAN: readonly [RegExp, string][] = [
  [/\bcolour/gi, 'color'],
  [/\bfavourite/gi, 'favorite'],
  [/\b(personali|customi|organi|optimi|recogni|reali|minimi|finali|visuali|memori)s(e|ed|es|ing|ation|ations)\b/gi, '$1z$2'],
  [/\bcentre(s?)\b/gi, 'center$1'],
  [/\bcatalogue(s?)\b/gi, 'catalog$1'],
  [/\b(centi|milli|)metre(s?)\b/gi, '$1meter$2'],
  [/\bgrey\b/gi, 'gray'],
  [/\bjewellery\b/gi, 'jewelry'],
  [/\b(travel|cancel)l(ed|ing|er|ers)\b/gi, '$1$2'],
  [/\benquir(y|ies)\b/gi, 'inquir$1'],
  [/\bbasket(s?)\b/gi, 'cart$1'],
  [/\bforgotten your password\b/gi, 'forgot your password'],
  [/\bprogramme(s?)\b/gi, 'program$1'],
  [/\bpractise(s|d)?\b/gi, 'practice$1'],
];

function american(text: string): string {
  let result = text;
  for (const [pattern, replacement] of AMERICAN) {
    result = result.replace(pattern, (match: string, ...rest: unknown[]) => {
      const groups = rest.slice(0, -2) as (string | undefined)[];
      const spelled = replacement.replace(/\$(\d)/g, (_, index: string) => groups[Number(index) - 1] ?? '');
      const capital = match[0] !== undefined && match[0] !== match[0].toLowerCase();
      return capital ? `${spelled[0]?.toUpperCase() ?? ''}${spelled.slice(1)}` : spelled;
    });
  }
  return result;
}

const swiss = (text: string) => text.replace(/ß/g, 'ss').replace(/ẞ/g, 'SS');

const WORDING: Readonly<Partial<Record<Locale, (text: string) => string>>> = {
  'de-CH': swiss,
  'de-LI': swiss,
  'en-US': american,
};

/** Placeholders of a translation ({{brand}}) are names, never words of the text. */
const PLACEHOLDER = /(\{\{[^}]*\}\})/;

/**
 * A text as the locale writes it; the text itself where the locale writes as its language does.
 * @example inLocalWording('de-CH', 'Grüße') // 'Grüsse'
 * @example inLocalWording('en-US', 'Personalise your favourite colours') // 'Personalize your favorite colors'
 */
export function inLocalWording(locale: Locale, text: string): string {
  const rule = WORDING[locale];
  if (!rule) return text;
  return text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? part : rule(part)))
    .join('');
}

/** Whether the locale has a wording of its own: callers skip a walk over data that would change nothing. */
export function hasLocalWording(locale: Locale): boolean {
  return WORDING[locale] !== undefined;
}

/**
 * Fields of a story that are names, addresses or keys, never prose (Storyblok's link, asset and
 * block fields): a slug `colourful-cards` must keep leading to its page.
 */
export const STORY_FIELDS_NOT_PROSE: ReadonlySet<string> = new Set([
  '_uid',
  'uuid',
  'id',
  'component',
  'slug',
  'full_slug',
  'default_full_slug',
  'url',
  'cached_url',
  'filename',
  'linktype',
  'fieldtype',
  'anchor',
  'target',
  'email',
  'plugin',
  'type',
  'lang',
  'path',
  'real_path',
  'color',
  'icon',
]);

const EVERY_FIELD: ReadonlySet<string> = new Set();

/**
 * A JSON value (a story, a translation table) with every text of it in the locale's wording but
 * the fields named in `keep`; the value itself when the locale has no wording of its own.
 */
export function inLocalWordingDeep<T>(locale: Locale, value: T, keep: ReadonlySet<string> = EVERY_FIELD): T {
  if (!hasLocalWording(locale)) return value;
  const walk = (item: unknown, key: string | null): unknown => {
    if (typeof item === 'string') return key !== null && keep.has(key) ? item : inLocalWording(locale, item);
    if (Array.isArray(item)) return item.map((entry) => walk(entry, key));
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([name, entry]) => [name, walk(entry, name)]));
    }
    return item;
  };
  return walk(value, null) as T;
}
