import { Hono } from 'hono';
import { z } from 'zod';
import { aspectRatioOf } from '../../shared/catalogue/aspect-ratio';
import { CATALOGUE_PATHS } from '../../shared/catalogue/catalogue-paths';
import { hasSize, parseFormat } from '../../shared/catalogue/format-string';
import { FRAME_TYPES, type FrameType, MAT_SIZES, MAT_TYPES } from '../../shared/catalogue/frames';
import { CATALOGUE_ID, type Price } from '../../shared/catalogue/listing';
import { MATERIAL_IMAGES, MATERIALS, type Material } from '../../shared/catalogue/materials';
import { DEFAULT_OPTION, OPTIONS_OF_MATERIAL } from '../../shared/catalogue/option-groups';
import { priceFields } from '../../shared/catalogue/price-sums';
import {
  defaultFrameTypeOf,
  defaultMatOf,
  defaultOptionsOf,
  formatsOf,
  frameKindOf,
  frameTypesOf,
  initialFormatOf,
  isOptionGroup,
  MATS,
  type Mat,
  materialsTaking,
  matsOf,
  type OptionGroup,
  optionGroupsOf,
  parseOptionType,
} from '../../shared/catalogue/wall-art';
import { log } from '../../shared/log/log';
import { CALCULATOR_PRODUCTS, CUSTOM_SIZE_PRODUCTS } from '../../shared/ui/blocks/calculator-products';
import type { AppEnv } from '../app-env';
import { OPTIONS_OF_PRODUCT, readCalculator, WALL_ART_PRODUCTS } from '../catalogue/calculator-options';
import {
  bareMaterial,
  findCheapestFormat,
  findOptionSurcharges,
  listFormatPrices,
  type PricedFormat,
  priceChoices,
  priceFormatsOf,
  type WallArtChoice,
} from '../db/wall-art';
import { CACHE, cachePolicy } from '../http/cache-policy';
import type { Market } from '../request/market';
import { commaList, problem, validated } from './validation';

/**
 * The wall-art calls of spec §7 (materials, formats, frames, mats, option groups; §3 "Materials",
 * "Frames and mats", "Option groups", "Formats", "Calculator"; §7 "Wall-picture teaser"). Shapes
 * the spec does not show are decision 034. Prices are the call's market's (X-Locale, `locale`, or
 * the host's default; src/worker/request/market.ts), in major units as §3 `priceCurrent` and
 * `priceOriginal` (the original only when higher).
 *
 * Two families price the same articles: `/price-api/…` prices what it is asked (no frame unless
 * `frameType`), `/web-api/product-selection-photo-frame/…` a framed picture (spec §3 product kind
 * photoframe), so a material there must take a frame and starts in its default one (§3).
 */
export const wallArt = new Hono<AppEnv>();

// The catalogue changes with a deploy of prices, not per visitor: a short shared cache.
const CACHE_SHORT = cachePolicy(CACHE.short);

const PHOTO_FRAME = '/web-api/product-selection-photo-frame';

const MaterialType = z.enum(MATERIALS, { error: 'must be a material of the catalogue, e.g. acrylglas' });
const FrameTypeParam = z.enum(FRAME_TYPES, { error: 'must be a frame type of the catalogue, e.g. artbox-schwarz' });
const MatTypeParam = z.enum(MAT_TYPES, { error: `must be ${MAT_TYPES.join(' or ')}` });
const MatSizeParam = z
  .string({ error: `must be ${MAT_SIZES.join(' or ')}` })
  .refine((value) => MAT_SIZES.some((size) => String(size) === value), `must be ${MAT_SIZES.join(' or ')}`)
  .transform(Number);
const FORMAT_PROBLEM = 'must be a format like 600x450 (millimetres, width first)';
const FormatType = z.string({ error: FORMAT_PROBLEM }).refine((value) => hasSize(parseFormat(value)), FORMAT_PROBLEM);
// spec §5 dimension input: at most 4 integer digits and 1 decimal, a comma or a period (decision 044).
const Dimension = z
  .string({ error: 'must be a size like 61,5 (at most 4 digits and 1 decimal)' })
  .regex(/^[0-9]{1,4}(?:[.,][0-9])?$/, 'must be a size like 61,5 (at most 4 digits and 1 decimal)');
const DesignId = z
  .string({ error: 'must be a design id' })
  .regex(CATALOGUE_ID, 'must be 1–64 letters, digits, dots, dashes or underscores');

const LIST_PROBLEM = 'must be a comma-separated list (or repeated with []) of at most 20 names';
const NameList = commaList(LIST_PROBLEM).refine((names) => names.length <= 20 && names.every((name) => name.length <= 64), LIST_PROBLEM);
const FORMATS_PROBLEM = 'must be formats like 600x450, comma-separated';
const FormatList = commaList(FORMATS_PROBLEM)
  .refine((formats) => formats.length <= 50, 'must name at most 50 formats')
  .refine((formats) => formats.every((format) => hasSize(parseFormat(format))), FORMATS_PROBLEM);

/** The parameters that configure a wall-art article (spec §7 pool of query parameters). */
const ChoiceFields = {
  materialType: MaterialType,
  frameType: FrameTypeParam.optional(),
  matType: MatTypeParam.optional(),
  matSize: MatSizeParam.optional(),
};
const OptionFields = { optionTypes: NameList.optional(), 'optionTypes[]': NameList.optional() };

interface ChoiceQuery {
  materialType: Material;
  frameType?: FrameType | undefined;
  matType?: Mat['type'] | undefined;
  matSize?: number | undefined;
  optionTypes?: string[] | undefined;
  'optionTypes[]'?: string[] | undefined;
}

const optionTypesOf = (query: Pick<ChoiceQuery, 'optionTypes' | 'optionTypes[]'>) => [
  ...(query.optionTypes ?? []),
  ...(query['optionTypes[]'] ?? []),
];

/** The frame a query prices: the one named, else (a photo frame) the material's default, else none. */
const frameOf = (query: ChoiceQuery, framed: boolean): FrameType | null =>
  query.frameType ?? (framed ? defaultFrameTypeOf(query.materialType) : null);

/** The cross-parameter check of a choice query, as a zod refinement naming the parameter at fault. */
function checkChoice(framed: boolean) {
  return (query: ChoiceQuery, ctx: z.RefinementCtx): void => {
    const found = choiceProblem(query, framed);
    if (found) ctx.addIssue({ code: 'custom', path: [found.field], message: found.message });
  };
}

/**
 * What spec §3 says goes together, checked across parameters: a frame type the material takes; a
 * mat as a type and size pair (§3 pairs: mat-none 0, mat-weiss 30), only with a frame that takes
 * it; one value per option group, among those the material offers. Messages name catalogue ids
 * only, never what was sent.
 */
function choiceProblem(query: ChoiceQuery, framed: boolean): { field: string; message: string } | null {
  const material = query.materialType;
  const frames = frameTypesOf(material);
  if (framed && frames.length === 0) return { field: 'materialType', message: 'must be a material that takes a frame, e.g. poster' };
  if (query.frameType && !frames.includes(query.frameType)) {
    const message = frames.length ? `must be a frame type ${material} takes, e.g. ${frames[0]}` : `${material} takes no frame`;
    return { field: 'frameType', message };
  }
  if ((query.matType === undefined) !== (query.matSize === undefined)) {
    const message = 'matType and matSize come together: mat-weiss with 30, mat-none with 0';
    return { field: query.matType === undefined ? 'matType' : 'matSize', message };
  }
  if (query.matType !== undefined) {
    const size = MATS.find((mat) => mat.type === query.matType)?.size;
    if (size !== query.matSize) return { field: 'matSize', message: `${query.matType} comes in size ${size}` };
    const frameType = frameOf(query, framed);
    const kind = frameType && frameKindOf(frameType);
    if (!kind || !frameType) return { field: 'matType', message: 'a mat needs a frameType' };
    if (!matsOf(kind).some((mat) => mat.type === query.matType))
      return { field: 'matType', message: `${frameType} takes no mat: mat-none with 0` };
  }
  return optionProblem(material, optionTypesOf(query));
}

function optionProblem(material: Material, optionTypes: readonly string[]): { field: string; message: string } | null {
  const offered = new Map(optionGroupsOf(material));
  const seen = new Set<OptionGroup>();
  for (const optionType of optionTypes) {
    const option = parseOptionType(optionType);
    const values = option && offered.get(option.group);
    let message: string | null = null;
    if (!option) message = 'must be option types {group}-{value} of the catalogue, e.g. bohrung-ecken';
    else if (!values) message = `${material} offers no ${option.group}`;
    else if (!values.includes(option.value)) message = `${material} offers ${option.group} as ${values.join(', ')}`;
    else if (seen.has(option.group)) message = `must name ${option.group} once`;
    if (message) return { field: 'optionTypes', message };
    if (option) seen.add(option.group);
  }
  return null;
}

/** The checked query with the article it configures; a frame without a mat named has its kind's default mat (spec §3). */
function withChoice(framed: boolean) {
  return <Query extends ChoiceQuery>(query: Query): Query & { choice: WallArtChoice } => {
    const frameType = frameOf(query, framed);
    const kind = frameType && frameKindOf(frameType);
    const named = MATS.find((mat) => mat.type === query.matType && mat.size === query.matSize);
    return {
      ...query,
      choice: {
        material: query.materialType,
        frameType,
        mat: kind ? (named ?? defaultMatOf(kind)) : null,
        options: optionTypesOf(query).flatMap((optionType) => parseOptionType(optionType) ?? []),
      },
    };
  };
}

/** The configuration of an answer: every parameter as it was priced, defaults filled in. */
function configurationOf(choice: WallArtChoice) {
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
function pricedArticle(priced: PricedFormat, total: Price) {
  return {
    ...configurationOf(priced.choice),
    formatType: priced.format,
    parts: priced.parts.map((part) => ({ part: part.part, name: part.name, ...priceFields(part.price ?? { current: 0, original: null }) })),
    ...priceFields(total),
  };
}

const notOffered = (material: Material, format: string) => problem('formatType', `${material} does not come in ${format}`);

/**
 * One configured article in one format, as the single-price calls answer it: 200 with its parts
 * and total, or 404 naming the parameter whose part has no price.
 */
async function answerArticle(db: D1Database, { channel, locale }: Market, choice: WallArtChoice, format: string) {
  const [priced] = await priceChoices(db, channel, locale, [{ choice, format }]);
  if (!priced) return { status: 404, body: notOffered(choice.material, format) } as const;
  if (!priced.total) return { status: 404, body: missingPrice(priced) } as const;
  return { status: 200, body: pricedArticle(priced, priced.total) } as const;
}

/** The formats of a choice that have a price, small to large, each with its total. */
async function pricedFormats(db: D1Database, { channel, locale }: Market, choice: WallArtChoice) {
  const priced = await priceFormatsOf(db, channel, locale, choice);
  return priced.flatMap((each) => (each.total ? [{ ...each, total: each.total }] : []));
}

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

// Any frame-type-shaped name: one the catalogue does not know is taken by no material (spec §8
// error-no-materials-for-frame-type), not a malformed request.
const VariantsQuery = z.object({
  frameType: z
    .string({ error: 'must be a frame type like artbox-schwarz' })
    .regex(/^[a-z]{2,24}(-[a-z]{2,24}){1,3}$/, 'must be a frame type like artbox-schwarz'),
});

wallArt.get('/web-api/variants-for-frame-types', validated('query', VariantsQuery), (c) => {
  const { frameType } = c.req.valid('query');
  const kind = frameKindOf(frameType);
  const variants = (kind ? materialsTaking(kind) : []).flatMap((material) => {
    const defaults = defaultOptionsOf(OPTIONS_OF_MATERIAL[material]);
    if ('missingGroup' in defaults) {
      // spec §8: a material whose group has no default cannot be preselected; the others still can.
      log.warn('error-no-default-option-for-material-type', { materialType: material, group: defaults.missingGroup });
      return [];
    }
    return [{ materialType: material, labelTranslationKey: `blocks.materials.${material}`, defaultOptions: defaults.options }];
  });
  if (!kind || variants.length === 0) {
    log.warn('error-no-materials-for-frame-type', { frameType });
    return c.json(problem('frameType', 'no material takes this frame type', 'error-no-materials-for-frame-type'), 404);
  }
  return c.json({ frameType, frameKind: kind, variants }, 200, CACHE_SHORT);
});

const FramedQuery = z.object(ChoiceFields).superRefine(checkChoice(true)).transform(withChoice(true));

wallArt.get(`${PHOTO_FRAME}/prices-from`, validated('query', FramedQuery), async (c) => {
  const { choice } = c.req.valid('query');
  const { channel, locale } = c.get('market');
  const cheapest = await findCheapestFormat(c.env.DB, channel, locale, choice);
  if (!cheapest) return c.json(problem('materialType', `no price for ${choice.material} in this currency`), 404);
  return c.json(pricedArticle(cheapest, cheapest.total), 200, CACHE_SHORT);
});

wallArt.get(`${PHOTO_FRAME}/format-limits`, validated('query', FramedQuery), async (c) => {
  const { choice } = c.req.valid('query');
  const priced = await pricedFormats(c.env.DB, c.get('market'), choice);
  const limit = (format: string) => ({ formatType: format, ...parseFormat(format) });
  const areas = priced.map(({ format }) => parseFormat(format)).map((size) => size.width * size.height);
  const smallest = priced[areas.indexOf(Math.min(...areas))];
  const largest = priced[areas.lastIndexOf(Math.max(...areas))];
  if (!smallest || !largest) return c.json(problem('materialType', `no price for ${choice.material} in this currency`), 404);
  const { materialType, frameType, matType, matSize } = configurationOf(choice);
  return c.json(
    { materialType, frameType, matType, matSize, smallest: limit(smallest.format), largest: limit(largest.format) },
    200,
    CACHE_SHORT,
  );
});

const FramedDataQuery = z
  .object({ ...ChoiceFields, formatType: FormatType.optional(), designId: DesignId.optional() })
  .superRefine(checkChoice(true))
  .transform(withChoice(true));

wallArt.get(`${PHOTO_FRAME}/data`, validated('query', FramedDataQuery), async (c) => {
  const { choice, formatType, designId } = c.req.valid('query');
  const { channel, locale } = c.get('market');
  const { payload } = await listFormatPrices(c.env.DB, channel, locale, choice);
  if (formatType && !payload.formats.some((row) => row.formatType === formatType)) {
    return c.json(problem('formatType', `no price for ${choice.material} in ${formatType}`), 404);
  }
  const initiallySelectedFormat =
    formatType ??
    initialFormatOf(
      choice.material,
      payload.formats.map((row) => row.formatType),
    );
  if (!initiallySelectedFormat) return c.json(problem('materialType', `no price for ${choice.material} in this currency`), 404);
  const kind = choice.frameType && frameKindOf(choice.frameType);
  const defaultFrame = defaultFrameTypeOf(choice.material);
  const defaultMat = kind ? defaultMatOf(kind) : null;
  return c.json(
    {
      ...configurationOf(choice),
      labelTranslationKey: `blocks.materials.${choice.material}`,
      image: MATERIAL_IMAGES[choice.material],
      frameKind: kind,
      frameTypes: frameTypesOf(choice.material).map((frameType) => ({
        frameType,
        frameKind: frameKindOf(frameType),
        isDefault: frameType === defaultFrame,
      })),
      mats: (kind ? matsOf(kind) : []).map((mat) => ({ matType: mat.type, matSize: mat.size, isDefault: mat.type === defaultMat?.type })),
      formats: payload.formats,
      initiallySelectedFormat,
      context: designId ? { designId } : {},
    },
    200,
    CACHE_SHORT,
  );
});

wallArt.get('/web-api/aspect-ratio', validated('query', z.object({ formatType: FormatType })), (c) => {
  const { formatType } = c.req.valid('query');
  // FormatType admits only formats with a size, which always have a ratio (a name or 'custom').
  const aspectRatio = aspectRatioOf(formatType) ?? 'custom';
  return c.json({ formatType, aspectRatio, labelTranslationKey: `catalogue.formats.${aspectRatio}` }, 200, CACHE_SHORT);
});

// spec §3 calculator "SKU preset": a wall-art SKU is `{material}-{format}` (decision 034).
const SKU = /^([a-z]{2,24})-([1-9][0-9]{0,5}x[1-9][0-9]{0,5})$/;
const SKU_PROBLEM = 'must be {material}-{format} of the catalogue, e.g. leinwand-600x400';
const Sku = z.string({ error: SKU_PROBLEM }).transform((sku, ctx) => {
  const [, material = '', format = ''] = SKU.exec(sku) ?? [];
  const materialType = MATERIALS.find((each) => each === material);
  if (!materialType) {
    ctx.addIssue({ code: 'custom', message: SKU_PROBLEM });
    return z.NEVER;
  }
  return { sku: `${materialType}-${format}`, materialType, formatType: format };
});

const CalculatorProductParam = z
  .enum(CALCULATOR_PRODUCTS)
  .exclude(['card'], { error: `must be one of ${Object.keys(OPTIONS_OF_PRODUCT).join(', ')}` });

const ReferenceQuery = z
  .object({
    sku: Sku.optional(),
    materialType: MaterialType.optional(),
    formatType: FormatType.optional(),
    designId: DesignId.optional(),
    options: z
      .string()
      .transform((value) => value.split(','))
      .optional(),
    frameType: FrameTypeParam.optional(),
    // decision 042: the configuration of `materialType`; a mat type implies its size (spec §3 pairs).
    matType: MatTypeParam.optional(),
    matSize: MatSizeParam.optional(),
    ...OptionFields,
    // decision 044: a size the shopper typed for `materialType`, in the locale's unit (spec §5).
    width: Dimension.optional(),
    height: Dimension.optional(),
    product: CalculatorProductParam.default('framed-material'),
  })
  .transform((query) => ({ ...query, matSize: query.matSize ?? MATS.find((mat) => mat.type === query.matType)?.size }))
  .superRefine((query, ctx) => {
    if (query.sku && (query.materialType || query.formatType)) {
      ctx.addIssue({ code: 'custom', path: ['sku'], message: 'give sku or materialType and formatType, not both' });
    } else if (query.formatType && !query.materialType) {
      ctx.addIssue({ code: 'custom', path: ['materialType'], message: 'must come with formatType' });
    }
    const offered: readonly string[] = OPTIONS_OF_PRODUCT[query.product];
    if (query.options && !query.options.every((value) => offered.includes(value))) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: `must be options of ${query.product}, comma-separated: ${offered.join(', ')}`,
      });
    }
    if ((query.width === undefined) !== (query.height === undefined)) {
      ctx.addIssue({ code: 'custom', path: [query.width === undefined ? 'width' : 'height'], message: 'width and height come together' });
    } else if (query.width !== undefined && !CUSTOM_SIZE_PRODUCTS.includes(query.product)) {
      ctx.addIssue({ code: 'custom', path: ['width'], message: `is for ${CUSTOM_SIZE_PRODUCTS.join(', ')}, not ${query.product}` });
    } else if (query.width !== undefined && !query.materialType) {
      ctx.addIssue({ code: 'custom', path: ['materialType'], message: 'must name the material width and height are for' });
    }
    if (!WALL_ART_PRODUCTS.includes(query.product)) {
      for (const field of ['sku', 'materialType', 'frameType', 'matType', 'optionTypes'] as const) {
        if (query[field]) ctx.addIssue({ code: 'custom', path: [field], message: `is for wall art, not ${query.product}` });
      }
      return;
    }
    const { materialType } = query;
    if (materialType) {
      checkChoice(query.product === 'photoframe')({ ...query, materialType }, ctx);
    } else if (query.matType || optionTypesOf(query).length > 0) {
      ctx.addIssue({ code: 'custom', path: ['materialType'], message: 'must name the material matType and optionTypes configure' });
    }
  });

wallArt.get('/web-api/calculator/reference', validated('query', ReferenceQuery), async (c) => {
  const query = c.req.valid('query');
  const preset = query.sku ?? (query.materialType ? { sku: null, materialType: query.materialType, formatType: query.formatType } : null);
  const { product } = query;
  // spec §3 calculator options, each format with its context; (decisions 039, 041) sizes, price
  // texts and the designer hand-off of each format beside them.
  const shown = await readCalculator(c.env.DB, c.get('market'), {
    product,
    options: query.options ?? [],
    frameType: query.frameType ?? null,
    designId: query.designId ?? null,
    preset: preset?.formatType ? { materialType: preset.materialType, formatType: preset.formatType } : null,
    configuration: query.materialType
      ? {
          materialType: query.materialType,
          frameType: query.frameType ?? null,
          matType: query.matType ?? null,
          optionTypes: optionTypesOf(query),
          size: query.width !== undefined && query.height !== undefined ? { width: query.width, height: query.height } : null,
        }
      : null,
  });
  const contextName = WALL_ART_PRODUCTS.includes(product) ? 'materialType' : product === 'photobook' ? 'photobookType' : 'paperType';
  const options = shown.options.map((option) => {
    const context = { [contextName]: option.value };
    return {
      ...option,
      // spec §3: a preset's format is the one its material starts at.
      initiallySelectedFormat:
        preset?.materialType === option.value && preset.formatType ? preset.formatType : option.initiallySelectedFormat,
      context,
      formats: option.formats.map((format) => ({ ...format, context: { ...context, formatType: format.value } })),
    };
  });
  const selected = preset
    ? options.find((option) => option.value === preset.materialType)
    : (options.find((option) => option.value === shown.selectedValue) ?? options[0]);
  const presetFormat = preset?.formatType ? selected?.formats.find((format) => format.value === preset.formatType) : undefined;
  if (preset && (!selected || (preset.formatType && !presetFormat))) {
    const field = query.sku ? 'sku' : selected ? 'formatType' : 'materialType';
    return c.json(problem(field, `no price for ${preset.materialType}${preset.formatType ? ` in ${preset.formatType}` : ''}`), 404);
  }
  return c.json(
    {
      product,
      designer: shown.designer,
      optionsLabel: shown.optionsLabel,
      options,
      // What a calculator reads of the preset (decision 039); skuPreset below is the §3 answer.
      preset: shown.preset,
      selectedValue: selected?.value ?? null,
      context: query.designId ? { designId: query.designId } : {},
      // spec §3 calculator labels (nudging, "TOP DEAL") come with the content service's calculator, not the catalogue.
      labels: [],
      skuPreset: presetFormat
        ? {
            context: { sku: preset?.sku ?? null, ...presetFormat.context },
            priceCurrent: presetFormat.priceCurrent,
            priceOriginal: presetFormat.priceOriginal,
          }
        : null,
    },
    200,
    CACHE_SHORT,
  );
});
