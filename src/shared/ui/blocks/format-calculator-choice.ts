/**
 * What a format calculator (./FormatCalculator.tsx) chooses from and chooses, as pure functions:
 * its options as the selection rules take them, the choice a page's URL asks for, and the URL of
 * a choice. The component keeps what React holds (the shopper's choice since the page loaded,
 * the price reads) and how each format shows from them.
 */
import {
  type CalculatorMaterial,
  type CalculatorState,
  initialSelection,
  selectionFromQuery,
  selectionToQuery,
} from '../../calculator/calculator-state';
import type { CalculatorConfiguration } from '../../catalogue/catalogue-needs';
import type { CalculatorOption, CalculatorReference } from '../../catalogue/listing';
import type { ShopData } from '../../shop-data';
import type { TypedSize } from './CustomSize';

/** Formats listed under an option; the rest are behind 'More formats' (decision 038). */
const LISTED_FORMATS = 6;

/**
 * The options of a calculator as its selection rules take them (spec §4, which calls them
 * materials): each option's formats, the first LISTED_FORMATS listed and the others behind 'More
 * formats' (spec §2: framed material and photo frames have more; photo prints, photo boxes and
 * photo books fewer than that).
 * @example calculatorMaterials(reference.options, need.configuration) // [{ value: 'leinwand', formats: ['300x200', …], moreFormats: ['1200x800'], … }]
 */
export function calculatorMaterials(
  options: readonly CalculatorOption[],
  configuration: CalculatorConfiguration | null,
): CalculatorMaterial[] {
  // The groups the page's URL chose for its material, as far as the server priced them (decision 042).
  const asked = configuration ? [configuration.frameType, configuration.matType, ...configuration.optionTypes] : [];
  return options.map((option) => {
    const formats = option.formats.map((format) => format.value);
    const configured = option.value === configuration?.materialType ? (option.groups ?? []) : [];
    return {
      value: option.value,
      formats: formats.slice(0, LISTED_FORMATS),
      initiallySelectedFormat: option.initiallySelectedFormat,
      moreFormats: formats.slice(LISTED_FORMATS),
      groups: Object.fromEntries(configured.filter((group) => asked.includes(group.selected)).map((group) => [group.name, group.selected])),
    };
  });
}

/** What the shopper chose: a material and a format of it, or a size typed for it (decision 044). */
export interface Choice {
  selection: CalculatorState;
  size: TypedSize | null;
}

/**
 * The choice a page's URL shows (spec §4: a shared or reloaded link shows the same choice), else
 * the preset's, else the calculator's `fallbackMaterial` or first option at its initial format.
 * @example pageChoice({ materialType: 'leinwand', formatType: 'custom', width: '50', height: '70' }, materials, null, null) // { selection: { material: 'leinwand', … }, size: { width: '50', height: '70' } }
 */
export function pageChoice(
  pageQuery: ShopData['pageQuery'],
  materials: readonly CalculatorMaterial[],
  preset: CalculatorReference['preset'] | undefined,
  fallbackMaterial: string | null,
): Choice {
  const { shownMaterialType, ...asked } = pageQuery;
  // spec §4: a new material starts at its own initial format. Sent by the form without a script,
  // the old material's format comes along; the material the form showed tells them apart.
  const query = new URLSearchParams(asked);
  if (shownMaterialType && shownMaterialType !== asked.materialType) query.delete('formatType');
  return {
    // spec §4: a preselected SKU selects its material and format; a format outside the list is the extra entry.
    selection: selectionFromQuery(query, materials) ?? initialSelection(materials, preset, fallbackMaterial),
    size: query.get('formatType') === 'custom' ? { width: asked.width ?? '', height: asked.height ?? '' } : null,
  };
}

/** The page URL's query with a choice in it (spec §4: a shared or reloaded link shows the same choice). */
export function withChoice({ selection, size }: Choice) {
  return (query: URLSearchParams) => {
    const next = selectionToQuery(selection, query);
    // Only a form sent without a script needs to know the material it showed.
    next.delete('shownMaterialType');
    next.delete('width');
    next.delete('height');
    if (size) for (const [name, value] of Object.entries({ formatType: 'custom', ...size })) next.set(name, value);
    return next;
  };
}

/** Whether two choices of groups are the same. */
export function sameGroups(one: Readonly<Record<string, string>>, other: Readonly<Record<string, string>> = {}): boolean {
  const names = Object.keys(one);
  return names.length === Object.keys(other).length && names.every((name) => one[name] === other[name]);
}
