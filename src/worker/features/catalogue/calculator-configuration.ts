import type { FrameType } from '../../../shared/catalogue/frames';
import type { CalculatorGroup } from '../../../shared/catalogue/listing';
import { DEFAULT_OPTION } from '../../../shared/catalogue/option-groups';
import { frameKindOf, frameTypesOf, isDefaultOption, type Mat, matsOf, optionGroupsOf } from '../../../shared/catalogue/wall-art';
import type { Translate } from '../../../shared/i18n/translator';
import { formatLength, sizeUnit } from '../../../shared/locale/dimensions';
import type { Locale } from '../../../shared/locale/locales';
import type { WallArtChoice } from '../../../shared/pricing/wall-art-price';

/**
 * What a wall-art calculator prices each material in, and the groups it offers to change that
 * (spec §2 "frame, mat and option groups", §3 "Frames and mats", "Option groups"; decision 042):
 * the frame, the mat of a frame that takes one, and the option groups of the material. A value
 * the material does not take is left at its default here, so a page URL never fails its page;
 * the reference call checks the same values strictly and answers 400
 * (src/worker/features/catalogue/wall-art-calculator.ts).
 */

/** How wide a mat is, in the locale's unit (spec §3 mat sizes are millimetres; decision 029). */
const matWidth = (mat: Mat, locale: Locale) => `${formatLength(mat.size / 10, locale)}\u00a0${sizeUnit(locale)}`;

/**
 * spec §3: a frame type is `{kind}-{colour}`; its label names both. The kind's name is the one
 * sentences use (lowercase in most languages): a label starts with a capital.
 */
function frameLabel(frameType: FrameType, t: Translate, locale: Locale): string {
  const kind = frameKindOf(frameType) ?? '';
  const label = t('calculator.frameLabel', {
    kind: t(`blocks.frames.${kind}`),
    colour: t(`calculator.frameColours.${frameType.slice(kind.length + 1)}`),
  });
  return capitalised(label, locale);
}

/** A label as a field's value: its first letter a capital, in the locale's way (spec §3 labels are the words sentences use). */
export function capitalised(label: string, locale: Locale): string {
  return label.charAt(0).toLocaleUpperCase(locale) + label.slice(1);
}

/**
 * The groups a material offers in its configuration, each at the value priced: the frame (with
 * "no frame" unless the product is framed), the mat when the frame takes more than one, then the
 * option groups of the material in the order of the catalogue.
 */
export function configurationGroups(choice: WallArtChoice, framed: boolean, t: Translate, locale: Locale): CalculatorGroup[] {
  const groups: CalculatorGroup[] = [];
  const frames = frameTypesOf(choice.material);
  if (frames.length > 0) {
    groups.push({
      name: 'frameType',
      param: 'frameType',
      label: t('calculator.frame'),
      values: [
        ...(framed ? [] : [{ value: '', label: t('calculator.noFrame') }]),
        ...frames.map((frame) => ({ value: frame, label: frameLabel(frame, t, locale) })),
      ],
      selected: choice.frameType ?? '',
    });
  }
  const kind = choice.frameType ? frameKindOf(choice.frameType) : null;
  const mats = kind ? matsOf(kind) : [];
  if (mats.length > 1) {
    groups.push({
      name: 'matType',
      param: 'matType',
      label: t('calculator.mat'),
      values: mats.map((mat) => ({
        value: mat.type,
        label: t(`calculator.mats.${mat.type}`, { size: matWidth(mat, locale) }),
      })),
      selected: choice.mat?.type ?? '',
    });
  }
  for (const [group, values] of optionGroupsOf(choice.material)) {
    const chosen = choice.options.find((option) => option.group === group)?.value;
    groups.push({
      name: group,
      param: 'optionTypes',
      label: t(`catalogue.optionGroups.${group}`),
      values: values.map((value) => ({ value: `${group}-${value}`, label: t(`catalogue.options.${group}.${value}`) })),
      selected: `${group}-${chosen ?? DEFAULT_OPTION[group]}`,
    });
  }
  return groups;
}

/**
 * The designer's parameters of a configuration beyond material and format (spec §3 query
 * parameters matType, matSize, optionTypes): the mat with a frame, and the option values that are
 * not their group's default (a default costs nothing, and the designer starts from the same ones).
 */
export function configurationHandOff(choice: WallArtChoice): { matType?: string; matSize?: number; optionTypes?: string[] } {
  const chosen = choice.options.filter((option) => !isDefaultOption(option));
  return {
    ...(choice.mat ? { matType: choice.mat.type, matSize: choice.mat.size } : {}),
    ...(chosen.length > 0 ? { optionTypes: chosen.map((option) => `${option.group}-${option.value}`) } : {}),
  };
}

/**
 * A configuration in the locale's words, each group with the value chosen (the designer hand-off
 * page's summary; decision 070): the same labels the calculator offers them with.
 */
export function configurationTerms(
  choice: WallArtChoice,
  framed: boolean,
  t: Translate,
  locale: Locale,
): { term: string; detail: string }[] {
  return configurationGroups(choice, framed, t, locale).flatMap((group) => {
    const value = group.values.find((each) => each.value === group.selected);
    return value ? [{ term: group.label, detail: value.label }] : [];
  });
}
