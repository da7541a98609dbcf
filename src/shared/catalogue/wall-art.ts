import { DEFAULT_FRAME_TYPE, DEFAULT_MAT, FRAME_KINDS, FRAME_TYPES, FRAMES_OF_MATERIAL, type FrameKind, type FrameType } from './frames';
import { DEFAULT_FORMAT, DEFAULT_FRAME_KIND, MATERIAL_FORMATS, type Material } from './materials';
import { DEFAULT_OPTION, OPTION_GROUPS, OPTIONS_OF_MATERIAL } from './option-groups';

/**
 * What goes together in wall art (spec §3 "Materials", "Frames and mats", "Option groups";
 * decisions 029, 034): which frame types a material takes, which mats a frame takes, which option
 * values a material offers and which it starts with. Read by the wall-art calls of spec §7.
 */

/** A mat as it is priced (`mat/{type}-{size}/{format}`): spec §3 types and sizes, millimetres. */
export interface Mat {
  type: 'mat-none' | 'mat-weiss';
  size: number;
}

/** An option group's value as a material offers it; `optionType` is `{group}-{value}` (spec §7 optionTypes). */
export interface OptionChoice {
  group: OptionGroup;
  value: string;
}

export type OptionGroup = keyof typeof OPTION_GROUPS;

/**
 * The mats there are: spec §3 names two types and two sizes, and uses them as pairs (holzrahmen
 * and alurahmen: white, 30; the others: none, 0). No white mat of 0, no "none" of 30.
 */
export const MATS: readonly Mat[] = [
  { type: 'mat-none', size: 0 },
  { type: 'mat-weiss', size: 30 },
];

const NO_MAT = MATS[0] as Mat;

/**
 * The kind of a frame type (`{kind}-{colour}`, spec §3), or null for one that is not in the catalogue.
 * @example frameKindOf('schattenfuge-platte-eiche') // 'schattenfuge-platte'
 * @example frameKindOf('holzrahmen-lila') // null
 */
export function frameKindOf(frameType: string): FrameKind | null {
  if (!(FRAME_TYPES as readonly string[]).includes(frameType)) return null;
  return FRAME_KINDS.find((kind) => frameType.startsWith(`${kind}-`)) ?? null;
}

/** The frame types of the kinds a material takes, in the order of its kinds (its default kind first). */
export function frameTypesOf(material: Material): FrameType[] {
  const kinds: readonly FrameKind[] = FRAMES_OF_MATERIAL[material];
  return kinds.flatMap((kind) => FRAME_TYPES.filter((type) => frameKindOf(type) === kind));
}

/** The frame type a framed material starts with: the black one of its default kind (spec §3); null without a frame. */
export function defaultFrameTypeOf(material: Material): FrameType | null {
  const kind = DEFAULT_FRAME_KIND[material];
  return kind === null ? null : DEFAULT_FRAME_TYPE[kind];
}

/** The materials that take a frame kind, in the order of the catalogue. */
export function materialsTaking(kind: FrameKind): Material[] {
  return (Object.keys(FRAMES_OF_MATERIAL) as Material[]).filter((material) =>
    (FRAMES_OF_MATERIAL[material] as readonly FrameKind[]).includes(kind),
  );
}

/**
 * The mats a frame kind takes: a kind whose §3 default is a white mat takes it or none; the others
 * none only (decision 034).
 */
export function matsOf(kind: FrameKind): readonly Mat[] {
  return DEFAULT_MAT[kind].type === NO_MAT.type ? [NO_MAT] : MATS;
}

/** The mat a frame kind starts with (spec §3 defaults). */
export function defaultMatOf(kind: FrameKind): Mat {
  return DEFAULT_MAT[kind];
}

/**
 * The format a material's selection starts at, among the formats that have a price: its default
 * (decision 029) when that is one of them, else the first; null when none has a price.
 * @example initialFormatOf('acrylglas', ['400x300', '600x450']) // '600x450'
 */
export function initialFormatOf(material: Material, priced: readonly string[]): string | null {
  const preset: string = DEFAULT_FORMAT[material];
  return priced.includes(preset) ? preset : (priced[0] ?? null);
}

/** The formats of a material, small to large (decision 029). */
export function formatsOf(material: Material): readonly string[] {
  return MATERIAL_FORMATS[material];
}

/** The option groups a material offers with the values it offers of each, in the order of the table. */
export function optionGroupsOf(material: Material): [OptionGroup, readonly string[]][] {
  return Object.entries(OPTIONS_OF_MATERIAL[material]) as [OptionGroup, readonly string[]][];
}

/** Whether `name` is an option group of spec §3. */
export function isOptionGroup(name: string): name is OptionGroup {
  return Object.hasOwn(OPTION_GROUPS, name);
}

/**
 * An option type `{group}-{value}` (spec §7 optionTypes) split at the group, or null when it names
 * no group and value of spec §3. Groups hold no dash; values may (`fineart-glaenzend`).
 * @example parseOptionType('druckverfahren-fineart-matt') // { group: 'druckverfahren', value: 'fineart-matt' }
 */
export function parseOptionType(optionType: string): OptionChoice | null {
  const dash = optionType.indexOf('-');
  const group = optionType.slice(0, dash);
  const value = optionType.slice(dash + 1);
  if (dash < 1 || !isOptionGroup(group)) return null;
  return (OPTION_GROUPS[group] as readonly string[]).includes(value) ? { group, value } : null;
}

/** Whether an option value is its group's default, which costs nothing (no price row). */
export function isDefaultOption(option: OptionChoice): boolean {
  return DEFAULT_OPTION[option.group] === option.value;
}

/**
 * The value each of the offered groups starts at, or the first group whose default is not among
 * the values offered (spec §8 `error-no-default-option-for-material-type`). Takes the tables so a
 * test can hand it one with a gap; the catalogue's own has none (tests/unit/wall-art-pricing.test.ts).
 * @example defaultOptionsOf({ bohrung: ['ohne', 'ecken'] }) // { options: { bohrung: 'ohne' } }
 */
export function defaultOptionsOf(
  offered: Readonly<Partial<Record<OptionGroup, readonly string[]>>>,
  defaults: Readonly<Record<OptionGroup, string>> = DEFAULT_OPTION,
): { options: Partial<Record<OptionGroup, string>> } | { missingGroup: OptionGroup } {
  const options: Partial<Record<OptionGroup, string>> = {};
  for (const [group, values] of Object.entries(offered) as [OptionGroup, readonly string[]][]) {
    if (!values.includes(defaults[group])) return { missingGroup: group };
    options[group] = defaults[group];
  }
  return { options };
}
