import type { CalculatorConfiguration } from '../catalogue/catalogue-needs';
import type { FrameType } from '../catalogue/frames';
import type { Material } from '../catalogue/materials';
import {
  defaultFrameTypeOf,
  defaultMatOf,
  frameKindOf,
  frameTypesOf,
  isDefaultOption,
  type Mat,
  matsOf,
  type OptionChoice,
  optionGroupsOf,
  parseOptionType,
} from '../catalogue/wall-art';
import type { PriceLine } from './price-lines';

/**
 * The price of wall art (spec §3 "Materials", "Frames and mats", "Option groups"; decision 034):
 * a material in a format `format/{material}/{format}`, a frame's surcharge
 * `frame/{frameType}/{format}`, a mat's `mat/{type}-{size}/{format}`, an option value's
 * `option/{group}-{value}/{format}`. A mat of type `mat-none` and a default option value cost
 * nothing and have no line. Framed material, photo frames and collages are priced so.
 */

/** A configured wall-art article, without its format. */
export interface WallArtChoice {
  material: Material;
  frameType: FrameType | null;
  /** null: no frame, so no mat; a `mat-none` mat costs nothing. */
  mat: Mat | null;
  /** The values chosen; a group not named stays at its default, which costs nothing. */
  options: readonly OptionChoice[];
}

/** What a part of a configured article is, for an answer's breakdown and its 404s. */
export type WallArtPart = 'material' | 'frame' | 'mat' | 'option';

/** A line of wall art, with the material, frame type, mat (`mat-weiss-30`) or option type (`bohrung-ecken`) it is. */
type WallArtLine = PriceLine<WallArtPart> & { name: string };

// The first segment of each part's article (migrations/0006_prices_by_locale.sql vocabulary).
const ARTICLE_OF_PART = { material: 'format', frame: 'frame', mat: 'mat', option: 'option' } as const satisfies Record<WallArtPart, string>;

/** A bare material: no frame, no mat, every option at its default. */
export const bareMaterial = (material: Material): WallArtChoice => ({ material, frameType: null, mat: null, options: [] });

/**
 * The lines of a choice in a format: the material, then the frame, the mat and each option value
 * that costs something.
 * @example wallArtLines(bareMaterial('leinwand'), '600x400') // [{ part: 'material', name: 'leinwand', article: 'format/leinwand/600x400', count: 1 }]
 */
export function wallArtLines(choice: WallArtChoice, format: string): WallArtLine[] {
  const line = (part: WallArtPart, name: string): WallArtLine => ({
    part,
    name,
    article: `${ARTICLE_OF_PART[part]}/${name}/${format}`,
    count: 1,
  });
  const lines = [line('material', choice.material)];
  if (choice.frameType) lines.push(line('frame', choice.frameType));
  if (choice.mat && choice.mat.type !== 'mat-none') lines.push(line('mat', `${choice.mat.type}-${choice.mat.size}`));
  for (const option of choice.options) if (!isDefaultOption(option)) lines.push(line('option', `${option.group}-${option.value}`));
  return lines;
}

/** What a calculator asks of a material: its product's frame rule, the editor's frame, the page's configuration. */
interface ConfigurationAsk {
  /** A photo frame is always framed; framed material is sold with or without a frame (spec §3). */
  framed: boolean;
  /** The editor's frame (a photo frame's block), for every material that takes it. */
  frameType: FrameType | null;
  configuration: CalculatorConfiguration | null;
}

/**
 * The article a material is priced as, or null when the product cannot sell it (a photo frame of
 * a material without frames). The page's configuration applies to its own material only.
 */
export function configuredChoice(material: Material, ask: ConfigurationAsk): WallArtChoice | null {
  const frames = frameTypesOf(material);
  if (ask.framed && frames.length === 0) return null;
  const own = ask.configuration?.materialType === material ? ask.configuration : null;
  const takes = (frame: string | null | undefined) => frames.find((each) => each === frame);
  const frameType = takes(own?.frameType) ?? takes(ask.frameType) ?? (ask.framed ? defaultFrameTypeOf(material) : null);
  const kind = frameType ? frameKindOf(frameType) : null;
  const mat: Mat | null = kind ? (matsOf(kind).find((each) => each.type === own?.matType) ?? defaultMatOf(kind)) : null;
  const offered = new Map(optionGroupsOf(material));
  const options: OptionChoice[] = [];
  for (const optionType of own?.optionTypes ?? []) {
    const option = parseOptionType(optionType);
    if (option && offered.get(option.group)?.includes(option.value) && !options.some((each) => each.group === option.group)) {
      options.push(option);
    }
  }
  return { material, frameType, mat, options };
}
