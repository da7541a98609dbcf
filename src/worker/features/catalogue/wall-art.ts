import { Hono } from 'hono';
import { z } from 'zod';
import { CATALOGUE_PATHS } from '../../../shared/catalogue/catalogue-paths';
import { MATERIAL_IMAGES } from '../../../shared/catalogue/materials';
import { DEFAULT_OPTION } from '../../../shared/catalogue/option-groups';
import { priceFields } from '../../../shared/catalogue/price-sums';
import { formatsOf, frameKindOf, isOptionGroup, optionGroupsOf } from '../../../shared/catalogue/wall-art';
import { bareMaterial } from '../../../shared/pricing/wall-art-price';
import type { AppEnv } from '../../platform/app-env';
import { problem, validated } from '../../platform/http/validation';
import { findOptionSurcharges, listFormatPrices, priceChoices } from './queries/wall-art';
import { answerArticle, CACHE_SHORT, notOffered, PHOTO_FRAME } from './wall-art-answers';
import {
  ChoiceFields,
  checkChoice,
  FormatList,
  FormatType,
  FrameTypeParam,
  MaterialType,
  OptionFields,
  optionTypesOf,
  withChoice,
} from './wall-art-queries';

/**
 * The wall-art price calls of spec §7 (materials, formats, frames, option groups; §3 "Materials",
 * "Frames and mats", "Option groups", "Formats"; §7 "Wall-picture teaser"). Shapes the spec does
 * not show are decision 034. Prices are the call's market's (X-Locale, `locale`, or the host's
 * default; src/worker/platform/request/market.ts), in major units as §3 `priceCurrent` and `priceOriginal`
 * (the original only when higher).
 *
 * Two families price the same articles: `/price-api/…` prices what it is asked (no frame unless
 * `frameType`), `/web-api/product-selection-photo-frame/…` a framed picture (spec §3 product kind
 * photoframe), so a material there must take a frame and starts in its default one (§3). The
 * framed picture's own calls are ./wall-art-selection.ts, the calculator's ./wall-art-calculator.ts.
 */
export const wallArt = new Hono<AppEnv>();

/**
 * The three calls both families answer alike, the photo frame's with its default frame filled in.
 * spec §7 wall-picture teaser "GET prices-formats with frameType and materialType" reads
 * `payload.formats` of formatType, priceCurrent, priceOriginal: either list answers it.
 */
const FAMILIES = [
  {
    framed: false,
    formats: CATALOGUE_PATHS.formatPrices,
    formatGroup: '/price-api/prices/format-group',
    article: '/price-api/prices/article',
  },
  {
    framed: true,
    formats: CATALOGUE_PATHS.photoFrameFormatPrices,
    formatGroup: `${PHOTO_FRAME}/prices-format-group`,
    article: `${PHOTO_FRAME}/price-article`,
  },
] as const;

for (const family of FAMILIES) {
  // `formats` (optional) keeps only those formats (the FormatsAndPrices block asks for its own).
  const FormatsQuery = z
    .object({ ...ChoiceFields, formats: FormatList.optional() })
    .superRefine(checkChoice(family.framed))
    .transform(withChoice(family.framed));

  wallArt.get(family.formats, validated('query', FormatsQuery), async (c) => {
    const { choice, formats } = c.req.valid('query');
    const { channel, locale } = c.get('market');
    return c.json(await listFormatPrices(c.env.DB, channel, locale, choice, formats), 200, CACHE_SHORT);
  });

  // format-group prices the material with its frame and mat; article adds the options.
  const FormatGroupQuery = z
    .object({ ...ChoiceFields, formatType: FormatType })
    .superRefine(checkChoice(family.framed))
    .transform(withChoice(family.framed));

  const ArticleQuery = z
    .object({ ...ChoiceFields, formatType: FormatType, ...OptionFields })
    .superRefine(checkChoice(family.framed))
    .transform(withChoice(family.framed));

  for (const [path, query] of [
    [family.formatGroup, FormatGroupQuery],
    [family.article, ArticleQuery],
  ] as const) {
    wallArt.get(path, validated('query', query), async (c) => {
      const { choice, formatType } = c.req.valid('query');
      const answer = await answerArticle(c.env.DB, c.get('market'), choice, formatType);
      return answer.status === 200 ? c.json(answer.body, 200, CACHE_SHORT) : c.json(answer.body, 404);
    });
  }
}

const ImagesQuery = z.object(ChoiceFields).superRefine(checkChoice(false)).transform(withChoice(false));

wallArt.get('/price-api/prices/format-group-prices-images', validated('query', ImagesQuery), async (c) => {
  const { choice } = c.req.valid('query');
  const { channel, locale } = c.get('market');
  const { payload } = await listFormatPrices(c.env.DB, channel, locale, choice);
  // One picture per material (decision 034): the formats differ in size, not in look.
  const image = MATERIAL_IMAGES[choice.material];
  return c.json({ payload: { formats: payload.formats.map((row) => ({ ...row, image })) } }, 200, CACHE_SHORT);
});

const FrameQuery = z
  .object({ frameType: FrameTypeParam, materialType: MaterialType, formatType: FormatType })
  .superRefine(checkChoice(false));

wallArt.get('/price-api/frame', validated('query', FrameQuery), async (c) => {
  const { frameType, materialType, formatType } = c.req.valid('query');
  if (!formatsOf(materialType).includes(formatType)) return c.json(notOffered(materialType, formatType), 404);
  const { channel, locale } = c.get('market');
  const choice = { ...bareMaterial(materialType), frameType };
  const [priced] = await priceChoices(c.env.DB, channel, locale, [{ choice, format: formatType }]);
  const frame = priced?.parts.find((part) => part.part === 'frame')?.price;
  if (!frame) return c.json(problem('frameType', `no price for ${frameType} in ${formatType}`), 404);
  return c.json({ frameType, frameKind: frameKindOf(frameType), materialType, formatType, ...priceFields(frame) }, 200, CACHE_SHORT);
});

// optionTypes here names option groups (`bohrung`), to list only those (decision 034).
const OptionGroupsQuery = z
  .object({ materialType: MaterialType, formatType: FormatType.optional(), ...OptionFields })
  .superRefine((query, ctx) => {
    const offered = new Set(optionGroupsOf(query.materialType).map(([group]) => group));
    for (const group of optionTypesOf(query)) {
      if (!isOptionGroup(group) || !offered.has(group)) {
        const names = [...offered].join(', ') || 'none';
        ctx.addIssue({ code: 'custom', path: ['optionTypes'], message: `must be option groups ${query.materialType} offers: ${names}` });
        return;
      }
    }
  });

wallArt.get('/price-api/photo-options-groups', validated('query', OptionGroupsQuery), async (c) => {
  const query = c.req.valid('query');
  const { materialType, formatType } = query;
  if (formatType && !formatsOf(materialType).includes(formatType)) return c.json(notOffered(materialType, formatType), 404);
  const { channel, locale } = c.get('market');
  const surcharges = formatType ? await findOptionSurcharges(c.env.DB, channel, locale, materialType, formatType) : null;
  const asked = new Set(optionTypesOf(query));
  const groups = optionGroupsOf(materialType)
    .filter(([group]) => asked.size === 0 || asked.has(group))
    .map(([group, values]) => ({
      group,
      labelTranslationKey: `catalogue.optionGroups.${group}`,
      defaultValue: DEFAULT_OPTION[group],
      // With a format, a value without a price in this currency cannot be sold there: left out.
      values: values.flatMap((value) => {
        const surcharge = surcharges?.get(`${group}-${value}`);
        if (surcharges && !surcharge) return [];
        return [
          {
            value,
            optionType: `${group}-${value}`,
            labelTranslationKey: `catalogue.options.${group}.${value}`,
            isDefault: value === DEFAULT_OPTION[group],
            surcharge: surcharge ? priceFields(surcharge) : null,
          },
        ];
      }),
    }));
  return c.json({ materialType, formatType: formatType ?? null, groups }, 200, CACHE_SHORT);
});
