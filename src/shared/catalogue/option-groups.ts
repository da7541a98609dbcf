/**
 * Option groups of wall art (spec §3 "Option groups"): the ten groups, their values and default,
 * and which material offers which. Labels: `catalogue.optionGroups.{group}` and
 * `catalogue.options.{group}.{value}`. Data only, without imports (decision 029).
 */

/**
 * spec §3 option groups and their values. Value ids are not shown in the
 * spec (decision 029); keilrahmen values are the stretcher bar depth in millimetres, shown as
 * 2.5 cm / 3.8 cm, and 1 inch / 1.5 inches in en-US.
 */
export const OPTION_GROUPS = {
  bohrung: ['ohne', 'ecken'],
  druckverfahren: ['direktdruck', 'fineart-glaenzend', 'fineart-matt', 'hahnemuehle'],
  materialausfuehrung: ['standard', 'gebuerstet', 'oeko-papier', 'seidenmatt', 'baumwolle-matt-glatt'],
  // spec §3: for backlit film
  rahmen: ['ohne', 'led'],
  fraesung: ['ohne', 'linien', 'punkte'],
  // spec §3: for adhesive film
  ausfuehrung: ['normal', 'transparent', 'transparent-gespiegelt', 'weiss'],
  keilrahmen: ['25', '38'],
  rand: ['gespiegelt', 'farbig', 'umgeschlagen'],
  laminierung: ['ohne', 'glaenzend', 'matt'],
  oesung: ['ohne', 'einfach'],
} as const;
type OptionGroup = keyof typeof OPTION_GROUPS;
type OptionValues = { readonly [G in OptionGroup]?: readonly (typeof OPTION_GROUPS)[G][number][] };

/** The value each group starts at (not shown in the spec; decision 029). */
export const DEFAULT_OPTION = {
  bohrung: 'ohne',
  druckverfahren: 'direktdruck',
  materialausfuehrung: 'standard',
  rahmen: 'ohne',
  fraesung: 'ohne',
  ausfuehrung: 'normal',
  keilrahmen: '25',
  rand: 'gespiegelt',
  laminierung: 'ohne',
  oesung: 'ohne',
} as const satisfies { [G in OptionGroup]: (typeof OPTION_GROUPS)[G][number] };

/**
 * The groups each material of ./materials.ts offers, with the values it offers of each. spec §3
 * states only rahmen for backlit film and ausfuehrung for adhesive film; the rest is decision 029.
 */
export const OPTIONS_OF_MATERIAL = {
  acrylglas: { bohrung: ['ohne', 'ecken'], druckverfahren: ['direktdruck', 'fineart-glaenzend', 'fineart-matt', 'hahnemuehle'] },
  aludibond: {
    bohrung: ['ohne', 'ecken'],
    druckverfahren: ['direktdruck', 'fineart-glaenzend', 'fineart-matt'],
    materialausfuehrung: ['standard', 'gebuerstet'],
    fraesung: ['ohne', 'linien', 'punkte'],
  },
  backlitfolie: { rahmen: ['ohne', 'led'] },
  echtglas: { bohrung: ['ohne', 'ecken'] },
  forexplatte: { bohrung: ['ohne', 'ecken'] },
  fototapete: { materialausfuehrung: ['standard', 'oeko-papier'] },
  gallerybond: { bohrung: ['ohne', 'ecken'] },
  hahnemuehle: { materialausfuehrung: ['standard', 'baumwolle-matt-glatt'] },
  klebefolie: { ausfuehrung: ['normal', 'transparent', 'transparent-gespiegelt', 'weiss'] },
  leinwand: { keilrahmen: ['25', '38'], rand: ['gespiegelt', 'farbig', 'umgeschlagen'] },
  poster: { materialausfuehrung: ['standard', 'seidenmatt'], laminierung: ['ohne', 'glaenzend', 'matt'] },
  pvcplane: { oesung: ['ohne', 'einfach'] },
} as const satisfies Record<string, OptionValues>;
