import { Hono } from 'hono';
import { z } from 'zod';
import { CALCULATOR_PRODUCTS, CUSTOM_SIZE_PRODUCTS } from '../../../shared/catalogue/calculator-products';
import { MATERIALS } from '../../../shared/catalogue/materials';
import { MATS } from '../../../shared/catalogue/wall-art';
import type { AppEnv } from '../../platform/app-env';
import { problem, validated } from '../../platform/http/validation';
import { OPTIONS_OF_PRODUCT, readCalculator, WALL_ART_PRODUCTS } from './calculator-options';
import { CACHE_SHORT } from './wall-art-answers';
import {
  checkChoice,
  DesignId,
  FormatType,
  FrameTypeParam,
  MaterialType,
  MatSizeParam,
  MatTypeParam,
  OptionFields,
  optionTypesOf,
} from './wall-art-queries';

/**
 * The calculator's reference call of spec §7 (§3 "Calculator": its options, each format with its
 * price and context, a SKU preset; decisions 034, 039, 041, 042, 044), in the call's market.
 */
export const wallArtCalculator = new Hono<AppEnv>();

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

// spec §5 dimension input: at most 4 integer digits and 1 decimal, a comma or a period (decision 044).
const Dimension = z
  .string({ error: 'must be a size like 61,5 (at most 4 digits and 1 decimal)' })
  .regex(/^[0-9]{1,4}(?:[.,][0-9])?$/, 'must be a size like 61,5 (at most 4 digits and 1 decimal)');

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

wallArtCalculator.get('/web-api/calculator/reference', validated('query', ReferenceQuery), async (c) => {
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
