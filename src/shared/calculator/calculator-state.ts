/**
 * The price calculator's selection (spec §2 "Price calculator", §3 "Calculator", §4 "Calculator"):
 * the material, its selected format, and the extra entry a format from outside the list adds to
 * it. The page keeps the selection in its URL (`materialType`, `formatType`); the 'More formats'
 * dialog is the shell's `more-formats` dialog (../ui/shell/dialog-state.ts), which keeps one dialog
 * open at a time. Decision 037.
 */

/** A material as the calculator gets it from the server (spec §3 "Material option"). */
export interface CalculatorMaterial {
  /** The material type, e.g. `leinwand`. */
  value: string;
  /** The formats listed under the material, in the order shown, e.g. `600x400`. */
  formats: readonly string[];
  /** The format selected when the material is chosen (spec §4). */
  initiallySelectedFormat: string;
  /**
   * Formats offered only in the 'More formats' dialog. Spec §2 shows the entry for framed
   * material and photo-frame products; for the others this is empty and there is no entry.
   */
  moreFormats: readonly string[];
  /**
   * The frame, mat and option values the material's prices are for, by group name, as far as
   * the page chose them (decision 042); a group not named is at its default.
   */
  groups: Groups;
}

/**
 * Chosen values of an option's groups (spec §2 frame, mat and option groups): `frameType`,
 * `matType`, and each option group by its name with its option type, e.g. `{ bohrung: 'bohrung-ecken' }`.
 */
type Groups = Readonly<Record<string, string>>;

export interface CalculatorState {
  /** The chosen material's `value`; empty only for a calculator without materials. */
  material: string;
  /** The selected format. */
  format: string;
  /** The selected format when the material does not list it, shown as an extra entry; else null. */
  extraFormat: string | null;
  /** The material's chosen groups; the others at their defaults. */
  groups: Groups;
}

export type CalculatorAction =
  | { type: 'choose-material'; material: string }
  | { type: 'choose-format'; format: string }
  | { type: 'choose-more-format'; format: string }
  | { type: 'choose-group'; name: string; value: string };

/** What a page starts from: a SKU preset's material and format, or the URL's. */
interface Preset {
  material?: string | null;
  format?: string | null;
}

const NOTHING_TO_CHOOSE: CalculatorState = { material: '', format: '', extraFormat: null, groups: {} };

// spec §4: a selected format the material does not list is the extra entry; any other choice clears it.
function selection(material: CalculatorMaterial, format: string, groups = material.groups): CalculatorState {
  const listed = format === '' || material.formats.includes(format);
  return { material: material.value, format, extraFormat: listed ? null : format, groups };
}

function offers(material: CalculatorMaterial, format: string): boolean {
  return material.formats.includes(format) || material.moreFormats.includes(format);
}

function startFormat(material: CalculatorMaterial): string {
  return material.initiallySelectedFormat || material.formats[0] || material.moreFormats[0] || '';
}

/**
 * The selection a calculator starts with. A preset (spec §4 "preselected SKU context") selects its
 * material and format, the format becoming the extra entry when the material does not list it.
 * A preset whose material is missing or unknown is ignored, format included; then the
 * `fallbackMaterial` (the calculator's `selectedValue`), else the first material, at its
 * initially selected format. The preset's format is taken as it comes: the server read it from a
 * SKU of the catalogue (wall-art-sku.ts), or it is a URL's that the material offers
 * (`selectionFromQuery`), so the browser carries no format-string rules (decision 041).
 * @example initialSelection(materials, { material: 'leinwand', format: '1000x700' }) // { material: 'leinwand', format: '1000x700', extraFormat: '1000x700' }
 */
export function initialSelection(
  materials: readonly CalculatorMaterial[],
  preset: Preset | null = null,
  fallbackMaterial: string | null = null,
): CalculatorState {
  const presetMaterial = preset?.material ? materials.find((each) => each.value === preset.material) : undefined;
  const material = presetMaterial ?? materials.find((each) => each.value === fallbackMaterial) ?? materials[0];
  if (!material) return NOTHING_TO_CHOOSE;
  const format = presetMaterial && preset?.format ? preset.format : startFormat(material);
  return selection(material, format);
}

/**
 * The reducer of a calculator over its materials (spec §4 "Calculator"). Choices of a material or
 * format the calculator does not offer change nothing.
 * @example const [state, dispatch] = useReducer(useMemo(() => calculatorReducer(materials), [materials]), null, () => initialSelection(materials))
 */
export function calculatorReducer(materials: readonly CalculatorMaterial[]) {
  return (state: CalculatorState, action: CalculatorAction): CalculatorState => {
    switch (action.type) {
      // spec §4: changing material resets the format to the material's initially selected one,
      // and its groups to those its prices are for.
      case 'choose-material': {
        const material = materials.find((each) => each.value === action.material);
        return material && material.value !== state.material ? selection(material, startFormat(material)) : state;
      }
      // spec §4: choosing a listed format selects it and clears the extra entry.
      case 'choose-format': {
        const material = materials.find((each) => each.value === state.material);
        return material?.formats.includes(action.format) && action.format !== state.format
          ? selection(material, action.format, state.groups)
          : state;
      }
      // spec §4: a format from the more-formats dialog is kept as the extra entry; one the
      // material lists anyway is simply selected, so no format shows twice.
      case 'choose-more-format': {
        const material = materials.find((each) => each.value === state.material);
        return material && offers(material, action.format) && action.format !== state.format
          ? selection(material, action.format, state.groups)
          : state;
      }
      // decision 042: a group's value is kept with the format; another frame starts at its own
      // default mat, since not every frame takes the one chosen.
      case 'choose-group': {
        if (state.groups[action.name] === action.value) return state;
        const { matType, ...kept } = state.groups;
        const groups = { ...(action.name === 'frameType' ? kept : state.groups), [action.name]: action.value };
        return { ...state, groups };
      }
    }
  };
}

/**
 * The selection a page URL holds (`materialType`, `formatType`), so a shared or reloaded link
 * shows the same choice; null when it holds none (no or an unknown `materialType`), the page then
 * starting from its SKU preset. A `formatType` the material does not offer is ignored: the URL
 * carries no price for it.
 * @example selectionFromQuery(new URLSearchParams('materialType=poster&formatType=600x400'), materials) ?? initialSelection(materials, skuPreset, selectedValue)
 */
export function selectionFromQuery(params: URLSearchParams, materials: readonly CalculatorMaterial[]): CalculatorState | null {
  const materialType = params.get('materialType');
  const material = materials.find((each) => each.value === materialType);
  if (!material) return null;
  const formatType = params.get('formatType');
  return initialSelection(materials, { material: material.value, format: formatType && offers(material, formatType) ? formatType : null });
}

/** The parameters a material's configuration goes into (spec §3 query parameters). */
const CONFIGURATION_PARAMS = ['frameType', 'matType', 'optionTypes'] as const;

/**
 * The page's query with the selection written into it (`materialType`, `formatType`, and the
 * chosen groups as `frameType`, `matType` and `optionTypes`, decision 042), the other parameters
 * kept; `params` is not changed. "No frame" is no `frameType`.
 * @example selectionToQuery({ material: 'poster', format: '600x400', extraFormat: null, groups: { bohrung: 'bohrung-ecken' } }).toString()
 *          // 'materialType=poster&formatType=600x400&optionTypes=bohrung-ecken'
 */
export function selectionToQuery(state: CalculatorState, params: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const query = new URLSearchParams(params);
  for (const name of ['materialType', 'formatType', ...CONFIGURATION_PARAMS]) query.delete(name);
  if (state.material === '') return query;
  query.set('materialType', state.material);
  if (state.format !== '') query.set('formatType', state.format);
  const { frameType, matType, ...options } = state.groups;
  const optionTypes = Object.values(options).join(',');
  for (const [name, value] of Object.entries({ frameType, matType, optionTypes })) if (value) query.set(name, value);
  return query;
}
