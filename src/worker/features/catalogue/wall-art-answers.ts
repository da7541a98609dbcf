import type { Material } from '../../../shared/catalogue/materials';
import { DEFAULT_OPTION } from '../../../shared/catalogue/option-groups';
import { priceFields } from '../../../shared/catalogue/price-sums';
import { type OptionGroup, optionGroupsOf } from '../../../shared/catalogue/wall-art';
import type { Price } from '../../../shared/locale/price-texts';
import type { WallArtChoice } from '../../../shared/pricing/wall-art-price';
import type { Market } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { problem } from '../../platform/http/validation';
import { type PricedFormat, priceChoices, priceFormatsOf } from './queries/wall-art';

/**
 * What the wall-art calls answer alike: the cache policy of a 200, the configuration and parts of a
 * priced article, and the 404 naming the parameter without a price (decision 034).
 */

// The catalogue changes with a deploy of prices, not per visitor: a short shared cache.
export const CACHE_SHORT = cachePolicy(CACHE.short);

/** The path prefix of the framed-picture family (spec §3 product kind photoframe). */
export const PHOTO_FRAME = '/web-api/product-selection-photo-frame';

/** The configuration of an answer: every parameter as it was priced, defaults filled in. */
export function configurationOf(choice: WallArtChoice) {
  const named = new Map(choice.options.map((option) => [option.group, option.value]));
  const options: Partial<Record<OptionGroup, string>> = {};
  for (const [group] of optionGroupsOf(choice.material)) options[group] = named.get(group) ?? DEFAULT_OPTION[group];
  return {
    materialType: choice.material,
    frameType: choice.frameType,
    matType: choice.mat?.type ?? null,
    matSize: choice.mat?.size ?? null,
    options,
  };
}

const FIELD_OF_PART = { material: 'formatType', frame: 'frameType', mat: 'matType', option: 'optionTypes' } as const;

/** The 404 of an article without a total: it names the parameter of the first part without a price. */
function missingPrice(priced: PricedFormat) {
  const part = priced.parts.find((each) => each.price === null) ?? priced.parts[0];
  return problem(
    part ? FIELD_OF_PART[part.part] : 'formatType',
    `no price for ${part?.name ?? priced.choice.material} in ${priced.format}`,
  );
}

/** One configured article in one format: its parts and their total (format-group, article, prices-from). */
export function pricedArticle(priced: PricedFormat, total: Price) {
  return {
    ...configurationOf(priced.choice),
    formatType: priced.format,
    parts: priced.parts.map((part) => ({ part: part.part, name: part.name, ...priceFields(part.price ?? { current: 0, original: null }) })),
    ...priceFields(total),
  };
}

/** The 404 of a format the material does not come in. */
export const notOffered = (material: Material, format: string) => problem('formatType', `${material} does not come in ${format}`);

/**
 * One configured article in one format, as the single-price calls answer it: 200 with its parts
 * and total, or 404 naming the parameter whose part has no price.
 */
export async function answerArticle(db: D1Database, { channel, locale }: Market, choice: WallArtChoice, format: string) {
  const [priced] = await priceChoices(db, channel, locale, [{ choice, format }]);
  if (!priced) return { status: 404, body: notOffered(choice.material, format) } as const;
  if (!priced.total) return { status: 404, body: missingPrice(priced) } as const;
  return { status: 200, body: pricedArticle(priced, priced.total) } as const;
}

/** The formats of a choice that have a price, small to large, each with its total. */
export async function pricedFormats(db: D1Database, { channel, locale }: Market, choice: WallArtChoice) {
  const priced = await priceFormatsOf(db, channel, locale, choice);
  return priced.flatMap((each) => (each.total ? [{ ...each, total: each.total }] : []));
}
