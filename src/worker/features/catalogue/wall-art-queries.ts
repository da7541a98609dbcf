import { z } from 'zod';
import { hasSize, parseFormat } from '../../../shared/catalogue/format-string';
import { FRAME_TYPES, type FrameType, MAT_SIZES, MAT_TYPES } from '../../../shared/catalogue/frames';
import { CATALOGUE_ID } from '../../../shared/catalogue/listing';
import { MATERIALS, type Material } from '../../../shared/catalogue/materials';
import {
  defaultFrameTypeOf,
  defaultMatOf,
  frameKindOf,
  frameTypesOf,
  MATS,
  type Mat,
  matsOf,
  type OptionGroup,
  optionGroupsOf,
  parseOptionType,
} from '../../../shared/catalogue/wall-art';
import type { WallArtChoice } from '../../../shared/pricing/wall-art-price';
import { commaList } from '../../platform/http/validation';

/**
 * The query of the wall-art calls (spec §7 pool of query parameters): each parameter's schema,
 * what spec §3 says goes together across them, and the article a checked query configures.
 */

export const MaterialType = z.enum(MATERIALS, { error: 'must be a material of the catalogue, e.g. acrylglas' });
export const FrameTypeParam = z.enum(FRAME_TYPES, { error: 'must be a frame type of the catalogue, e.g. artbox-schwarz' });
export const MatTypeParam = z.enum(MAT_TYPES, { error: `must be ${MAT_TYPES.join(' or ')}` });
export const MatSizeParam = z
  .string({ error: `must be ${MAT_SIZES.join(' or ')}` })
  .refine((value) => MAT_SIZES.some((size) => String(size) === value), `must be ${MAT_SIZES.join(' or ')}`)
  .transform(Number);
const FORMAT_PROBLEM = 'must be a format like 600x450 (millimetres, width first)';
export const FormatType = z.string({ error: FORMAT_PROBLEM }).refine((value) => hasSize(parseFormat(value)), FORMAT_PROBLEM);
export const DesignId = z
  .string({ error: 'must be a design id' })
  .regex(CATALOGUE_ID, 'must be 1–64 letters, digits, dots, dashes or underscores');

const LIST_PROBLEM = 'must be a comma-separated list (or repeated with []) of at most 20 names';
const NameList = commaList(LIST_PROBLEM).refine((names) => names.length <= 20 && names.every((name) => name.length <= 64), LIST_PROBLEM);
const FORMATS_PROBLEM = 'must be formats like 600x450, comma-separated';
export const FormatList = commaList(FORMATS_PROBLEM)
  .refine((formats) => formats.length <= 50, 'must name at most 50 formats')
  .refine((formats) => formats.every((format) => hasSize(parseFormat(format))), FORMATS_PROBLEM);

/** The parameters that configure a wall-art article (spec §7 pool of query parameters). */
export const ChoiceFields = {
  materialType: MaterialType,
  frameType: FrameTypeParam.optional(),
  matType: MatTypeParam.optional(),
  matSize: MatSizeParam.optional(),
};
export const OptionFields = { optionTypes: NameList.optional(), 'optionTypes[]': NameList.optional() };

interface ChoiceQuery {
  materialType: Material;
  frameType?: FrameType | undefined;
  matType?: Mat['type'] | undefined;
  matSize?: number | undefined;
  optionTypes?: string[] | undefined;
  'optionTypes[]'?: string[] | undefined;
}

/** The option types a query names, in `optionTypes` and `optionTypes[]` alike. */
export const optionTypesOf = (query: Pick<ChoiceQuery, 'optionTypes' | 'optionTypes[]'>) => [
  ...(query.optionTypes ?? []),
  ...(query['optionTypes[]'] ?? []),
];

/** The frame a query prices: the one named, else (a photo frame) the material's default, else none. */
const frameOf = (query: ChoiceQuery, framed: boolean): FrameType | null =>
  query.frameType ?? (framed ? defaultFrameTypeOf(query.materialType) : null);

/** The cross-parameter check of a choice query, as a zod refinement naming the parameter at fault. */
export function checkChoice(framed: boolean) {
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
export function withChoice(framed: boolean) {
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
