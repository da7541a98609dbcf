import type { FormatsAnswer, PricedMaterial } from '../../../../shared/catalogue/listing';
import type { Material } from '../../../../shared/catalogue/materials';
import { priceFields } from '../../../../shared/catalogue/price-sums';
import { formatsOf, initialFormatOf, isDefaultOption, type OptionChoice, optionGroupsOf } from '../../../../shared/catalogue/wall-art';
import type { Channel } from '../../../../shared/channel/channels';
import type { Locale } from '../../../../shared/locale/locales';
import type { Price } from '../../../../shared/locale/price-texts';
import { priceLines } from '../../../../shared/pricing/price-lines';
import { type WallArtChoice, type WallArtPart, wallArtLines } from '../../../../shared/pricing/wall-art-price';
import { findPrices } from './prices';

/**
 * Prices of wall art read from D1 (decision 034): the lines of each choice in a format
 * (src/shared/pricing/wall-art-price.ts) read from the `prices` table in one `findPrices` query,
 * in the locale's currency (decision 030), and summed by the shared rule.
 */

interface PricedPart {
  part: WallArtPart;
  /** The material, frame type, mat (`mat-weiss-30`) or option type (`bohrung-ecken`). */
  name: string;
  price: Price | null;
}

/** A choice priced in one format: its parts that cost something, and their total (null if one has no price). */
export interface PricedFormat {
  choice: WallArtChoice;
  format: string;
  parts: PricedPart[];
  total: Price | null;
}

/**
 * The prices of choices in formats, in the order asked, in one query.
 * @example await priceChoices(db, 'wallart', 'de-DE', [{ choice: bareMaterial('leinwand'), format: '600x400' }])
 *          // [{ format: '600x400', parts: [{ part: 'material', name: 'leinwand', price: { current: 33.7, original: 44.95 } }], total: … }]
 */
export async function priceChoices(
  db: D1Database,
  channel: Channel,
  locale: Locale,
  asked: readonly { choice: WallArtChoice; format: string }[],
): Promise<PricedFormat[]> {
  const wanted = asked.map(({ choice, format }) => ({ choice, format, parts: wallArtLines(choice, format) }));
  const prices = await findPrices(
    db,
    channel,
    locale,
    wanted.flatMap(({ parts }) => parts.map((part) => part.article)),
  );
  return wanted.map(({ choice, format, parts }) => {
    const priced = parts.map(({ part, name, article }) => ({ part, name, price: prices.get(article) ?? null }));
    // The one sum of wall art (src/shared/pricing): null as soon as a part has no price.
    const total = priceLines(parts, prices);
    return { choice, format, parts: priced, total: 'unit' in total ? total.unit : null };
  });
}

/** A choice priced in every format of its material (or those of `only`), small to large. */
export function priceFormatsOf(
  db: D1Database,
  channel: Channel,
  locale: Locale,
  choice: WallArtChoice,
  only?: readonly string[],
): Promise<PricedFormat[]> {
  const formats = formatsOf(choice.material).filter((format) => !only || only.includes(format));
  return priceChoices(
    db,
    channel,
    locale,
    formats.map((format) => ({ choice, format })),
  );
}

/**
 * The cheapest format of a choice that has a price (the first of equal ones), with its parts and
 * total; undefined when none has a price in the locale's currency.
 */
export async function findCheapestFormat(
  db: D1Database,
  channel: Channel,
  locale: Locale,
  choice: WallArtChoice,
): Promise<(PricedFormat & { total: Price }) | undefined> {
  let cheapest: (PricedFormat & { total: Price }) | undefined;
  for (const each of await priceFormatsOf(db, channel, locale, choice)) {
    const total = each.total;
    if (total && (!cheapest || total.current < cheapest.total.current)) cheapest = { ...each, total };
  }
  return cheapest;
}

/**
 * The formats of a choice that have a price, as spec §7's `/price-api/prices/formats` answers
 * (the wall-picture teaser reads `payload.formats`); `only` keeps those formats alone.
 */
export async function listFormatPrices(
  db: D1Database,
  channel: Channel,
  locale: Locale,
  choice: WallArtChoice,
  only?: readonly string[],
): Promise<FormatsAnswer> {
  const priced = await priceFormatsOf(db, channel, locale, choice, only);
  return {
    payload: {
      formats: priced.flatMap(({ format, total }) => (total ? [{ formatType: format, ...priceFields(total) }] : [])),
    },
  };
}

/**
 * The surcharge of each value a material offers in a format, by option type: a default costs
 * nothing, another value its row, or null without one in this currency.
 */
export async function findOptionSurcharges(
  db: D1Database,
  channel: Channel,
  locale: Locale,
  material: Material,
  format: string,
): Promise<Map<string, Price | null>> {
  const options = optionGroupsOf(material).flatMap(([group, values]) => values.map((value) => ({ group, value })));
  const article = (option: OptionChoice) => `option/${option.group}-${option.value}/${format}`;
  const prices = await findPrices(db, channel, locale, options.filter((option) => !isDefaultOption(option)).map(article));
  return new Map(
    options.map((option) => [
      `${option.group}-${option.value}`,
      isDefaultOption(option) ? { current: 0, original: null } : (prices.get(article(option)) ?? null),
    ]),
  );
}

/**
 * The materials of a calculator with their priced formats (spec §3 calculator material options),
 * each configured as given (a frame, a mat, option values; decision 042), in the order given; a
 * material without a price in the locale's currency is left out. Each starts at its default
 * format (decision 029) when that has a price, else at its first.
 */
export async function findPricedMaterials(
  db: D1Database,
  channel: Channel,
  locale: Locale,
  choices: readonly WallArtChoice[],
): Promise<PricedMaterial[]> {
  const priced = await priceChoices(
    db,
    channel,
    locale,
    choices.flatMap((choice) => formatsOf(choice.material).map((format) => ({ choice, format }))),
  );
  return choices.flatMap(({ material }) => {
    const formats = priced.flatMap(({ choice, format, total }) =>
      choice.material === material && total ? [{ value: format, ...priceFields(total) }] : [],
    );
    const initiallySelectedFormat = initialFormatOf(
      material,
      formats.map((format) => format.value),
    );
    return initiallySelectedFormat
      ? [{ value: material, labelTranslationKey: `blocks.materials.${material}`, formats, initiallySelectedFormat }]
      : [];
  });
}
