/**
 * The card tables of spec §9: quantities a card order can have and the envelope that goes with
 * each card, priced per card (decision 030). Data only, and no imports, so that Node scripts
 * (scripts/demo-catalogue.mjs) read the same table as the worker and the browser.
 */

// spec §9: "from 1 to 5000: steps of 4 up to 5, then 5 up to 250, 10 up to 1000, 100 up to
// 3000, 250 up to 5000". Each pair is [up to, step], starting at 1.
const QUANTITY_RULE: readonly (readonly [number, number])[] = [
  [5, 4],
  [250, 5],
  [1000, 10],
  [3000, 100],
  [5000, 250],
];

function quantitySteps(): number[] {
  const steps = [1];
  for (const [upTo, step] of QUANTITY_RULE) {
    for (let quantity = (steps.at(-1) ?? 1) + step; quantity <= upTo; quantity += step) steps.push(quantity);
  }
  return steps;
}

/** spec §9 card quantities, 1 to 5000: 1, 5, 10, 15 … 250, 260 … 1000, 1100 … 3000, 3250 … 5000. */
// Marked pure, so a bundle that reads nothing of it leaves it out.
export const CARD_QUANTITY_STEPS: readonly number[] = /* @__PURE__ */ quantitySteps();

/** spec §9: the eleventh quantity is the default. */
export const DEFAULT_CARD_QUANTITY = 50;

/**
 * The envelope choices of a card order: the standard envelope with every card (spec §9), or none
 * (decision 070); the calculator, the card price call and the kept accessory choice name them so.
 */
export const ENVELOPE_CHOICES = ['standard', 'none'] as const;
export type EnvelopeChoice = (typeof ENVELOPE_CHOICES)[number];

/** The envelope a card is sent in, which sets the envelope's price per card (spec §9). */
export const ENVELOPE_CLASSES = ['standard', 'compact', 'large', 'booklet', 'pocketfold'] as const;
type EnvelopeClass = (typeof ENVELOPE_CLASSES)[number];

/**
 * Card formats, by the closed card (width and height in the words of spec §3 format types), and
 * the two folds that come with an envelope of their own. The envelope of each:
 * - A6 (105 × 148 mm) goes into C6 (114 × 162, `envelope-c6-…`): standard;
 * - DIN long (99 × 210) into DL (110 × 220, `envelope-dl-…`): compact;
 * - A5 (148 × 210) and the 145 mm square into C5 (162 × 229, `envelope-c5-…`): large;
 * - booklet and pocketfold cards into their own envelopes.
 */
const ENVELOPE_CLASS_OF = {
  'a6-hoch': 'standard',
  'a6-quer': 'standard',
  'din-lang-hoch': 'compact',
  'din-lang-quer': 'compact',
  'a5-hoch': 'large',
  'a5-quer': 'large',
  '145-145': 'large',
  booklet: 'booklet',
  pocketfold: 'pocketfold',
} as const satisfies Record<string, EnvelopeClass>;

type CardFormat = keyof typeof ENVELOPE_CLASS_OF;

/** Every card format, in the order of ENVELOPE_CLASS_OF. */
export const CARD_FORMATS = /* @__PURE__ */ Object.keys(ENVELOPE_CLASS_OF) as CardFormat[];

/**
 * The envelope class of a card format (decision 030).
 * @example envelopeClassOf('a6-quer') // 'standard'
 * @example envelopeClassOf('din-lang-hoch') // 'compact'
 */
export function envelopeClassOf(cardFormat: CardFormat): EnvelopeClass {
  return ENVELOPE_CLASS_OF[cardFormat];
}

interface EnvelopePrices {
  /** A locale, or '' for every locale paying `currency` that has no row of its own. */
  locale: string;
  currency: 'CHF' | 'EUR' | 'GBP' | 'USD';
  /** Per card, in minor units (cents, Rappen, pence). */
  prices: Readonly<Record<EnvelopeClass, number>>;
}

/**
 * Envelope prices per card, as rows of the price list (`envelope/{class}`, decision 030): a
 * locale's row where spec §9 names one, else the row of the locale's currency.
 */
export const ENVELOPE_PRICES: readonly EnvelopePrices[] = [
  // spec §9: de-AT / de-CH / de-DE; booklet and pocketfold at the compact price, 1.40 CHF in de-CH.
  { locale: 'de-AT', currency: 'EUR', prices: { standard: 100, compact: 150, large: 150, booklet: 150, pocketfold: 150 } },
  { locale: 'de-CH', currency: 'CHF', prices: { standard: 100, compact: 120, large: 290, booklet: 140, pocketfold: 140 } },
  { locale: 'de-DE', currency: 'EUR', prices: { standard: 95, compact: 110, large: 180, booklet: 110, pocketfold: 110 } },
  // The other locales: the euro ones as de-DE, de-LI, fr-CH and it-CH as de-CH; pounds and
  // dollars are de-DE's euros at the shop's rates (0.87, 1.10), rounded to 5.
  { locale: '', currency: 'EUR', prices: { standard: 95, compact: 110, large: 180, booklet: 110, pocketfold: 110 } },
  { locale: '', currency: 'CHF', prices: { standard: 100, compact: 120, large: 290, booklet: 140, pocketfold: 140 } },
  { locale: '', currency: 'GBP', prices: { standard: 85, compact: 95, large: 155, booklet: 95, pocketfold: 95 } },
  { locale: '', currency: 'USD', prices: { standard: 105, compact: 120, large: 200, booklet: 120, pocketfold: 120 } },
];
