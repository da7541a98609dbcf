import { Hono } from 'hono';
import { z } from 'zod';
import { aspectRatioOf } from '../../../shared/catalogue/aspect-ratio';
import { parseFormat } from '../../../shared/catalogue/format-string';
import { MATERIAL_IMAGES } from '../../../shared/catalogue/materials';
import { OPTIONS_OF_MATERIAL } from '../../../shared/catalogue/option-groups';
import {
  defaultFrameTypeOf,
  defaultMatOf,
  defaultOptionsOf,
  frameKindOf,
  frameTypesOf,
  initialFormatOf,
  materialsTaking,
  matsOf,
} from '../../../shared/catalogue/wall-art';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import { problem, validated } from '../../platform/http/validation';
import { findCheapestFormat, listFormatPrices } from './queries/wall-art';
import { CACHE_SHORT, configurationOf, PHOTO_FRAME, pricedArticle, pricedFormats } from './wall-art-answers';
import { ChoiceFields, checkChoice, DesignId, FormatType, withChoice } from './wall-art-queries';

/**
 * The wall-art selection calls of spec §7: the materials a frame type takes, and a framed
 * picture's start price, format limits and data (spec §3 product kind photoframe: a material that
 * takes a frame, in its default one), and a format's aspect ratio. Shapes: decision 034.
 */
export const wallArtSelection = new Hono<AppEnv>();

// Any frame-type-shaped name: one the catalogue does not know is taken by no material (spec §8
// error-no-materials-for-frame-type), not a malformed request.
const VariantsQuery = z.object({
  frameType: z
    .string({ error: 'must be a frame type like artbox-schwarz' })
    .regex(/^[a-z]{2,24}(-[a-z]{2,24}){1,3}$/, 'must be a frame type like artbox-schwarz'),
});

wallArtSelection.get('/web-api/variants-for-frame-types', validated('query', VariantsQuery), (c) => {
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

wallArtSelection.get(`${PHOTO_FRAME}/prices-from`, validated('query', FramedQuery), async (c) => {
  const { choice } = c.req.valid('query');
  const { channel, locale } = c.get('market');
  const cheapest = await findCheapestFormat(c.env.DB, channel, locale, choice);
  if (!cheapest) return c.json(problem('materialType', `no price for ${choice.material} in this currency`), 404);
  return c.json(pricedArticle(cheapest, cheapest.total), 200, CACHE_SHORT);
});

wallArtSelection.get(`${PHOTO_FRAME}/format-limits`, validated('query', FramedQuery), async (c) => {
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

wallArtSelection.get(`${PHOTO_FRAME}/data`, validated('query', FramedDataQuery), async (c) => {
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

wallArtSelection.get('/web-api/aspect-ratio', validated('query', z.object({ formatType: FormatType })), (c) => {
  const { formatType } = c.req.valid('query');
  // FormatType admits only formats with a size, which always have a ratio (a name or 'custom').
  const aspectRatio = aspectRatioOf(formatType) ?? 'custom';
  return c.json({ formatType, aspectRatio, labelTranslationKey: `catalogue.formats.${aspectRatio}` }, 200, CACHE_SHORT);
});
