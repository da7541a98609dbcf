/**
 * The wall-art materials (spec §3 "Materials", "Frames and mats"): ids, label keys, default frame
 * and formats. Data only, without imports, so Node scripts can read it as it is (decision 029).
 */

/** spec §3 materials. */
export const MATERIALS = [
  'acrylglas',
  'aludibond',
  'backlitfolie',
  'echtglas',
  'forexplatte',
  'fototapete',
  'gallerybond',
  'hahnemuehle',
  'klebefolie',
  'leinwand',
  'poster',
  'pvcplane',
] as const;
export type Material = (typeof MATERIALS)[number];

/**
 * spec §3 "Default frame per material" (a frame kind of ./frames.ts). The spec names none for
 * backlit film (its frame is the option group `rahmen`), glass, wallpaper and adhesive film (hung
 * or glued without a frame) and PVC tarp (hung by eyelets): null, decision 029.
 */
export const DEFAULT_FRAME_KIND = {
  acrylglas: 'schattenfuge-platte',
  aludibond: 'schattenfuge-platte',
  backlitfolie: null,
  echtglas: null,
  forexplatte: 'schattenfuge-platte',
  fototapete: null,
  gallerybond: 'schattenfuge-platte',
  hahnemuehle: 'holzrahmen',
  klebefolie: null,
  leinwand: 'schattenfuge-leinwand',
  poster: 'holzrahmen',
  pvcplane: null,
} as const satisfies Record<Material, string | null>;

/**
 * The formats each material is sold in (spec §3 format strings: millimetres, width first), from
 * small to large. Not shown in the spec; decision 029. Poster holds the photo-print formats too.
 */
export const MATERIAL_FORMATS = {
  acrylglas: ['300x200', '400x300', '300x400', '600x400', '600x450', '450x600', '800x600', '900x600', '1200x800'],
  aludibond: ['300x200', '400x300', '600x400', '600x450', '800x600', '900x600', '1200x800', '1500x1000'],
  backlitfolie: ['400x300', '600x400', '800x600', '1000x700', '1200x800', '1500x1000'],
  echtglas: ['300x200', '400x300', '600x400', '800x600', '900x600', '1200x800'],
  forexplatte: ['300x200', '400x300', '600x400', '800x600', '900x600', '1200x800'],
  fototapete: ['1500x2500', '2000x2500', '2500x2500', '3000x2500', '3500x2600', '4000x2700'],
  gallerybond: ['300x300', '400x300', '600x400', '600x600', '800x600', '900x600', '1200x800'],
  hahnemuehle: ['300x200', '200x300', '400x300', '300x400', '600x400', '500x700', '700x500', '800x600', '900x600', '1200x800'],
  klebefolie: ['300x200', '600x400', '900x600', '1200x800', '1500x1000', '2000x1000'],
  leinwand: ['300x300', '400x300', '300x400', '600x400', '400x600', '600x600', '800x600', '600x800', '900x600', '1200x800', '1000x1000'],
  poster: [
    '100x100',
    '130x90',
    '100x120',
    '150x100',
    '180x130',
    '300x200',
    '200x300',
    '400x300',
    '300x400',
    '600x400',
    '500x700',
    '700x500',
    '800x600',
    '600x900',
    '900x600',
    '1200x800',
  ],
  pvcplane: ['1000x500', '1500x1000', '2000x1000', '3000x1000', '3000x2000'],
} as const satisfies Record<Material, readonly string[]>;

/**
 * The format a material's selection starts at (spec §3 calculator `initiallySelectedFormat`): the
 * spec's teaser default 600x450 for acrylic glass (§7), elsewhere a common mid-sized format. Not
 * shown in the spec otherwise; decision 034.
 */
export const DEFAULT_FORMAT = {
  acrylglas: '600x450',
  aludibond: '600x450',
  backlitfolie: '800x600',
  echtglas: '600x400',
  forexplatte: '600x400',
  fototapete: '3000x2500',
  gallerybond: '600x400',
  hahnemuehle: '600x400',
  klebefolie: '900x600',
  leinwand: '600x400',
  poster: '600x400',
  pvcplane: '2000x1000',
} as const satisfies Record<Material, string>;

/**
 * A picture of each material: the demo images the demo pages show it with (decision 034); the
 * product system's images replace them with the catalogue import.
 */
export const MATERIAL_IMAGES = {
  acrylglas: '/demo-assets/800x600/acrylic.jpg',
  aludibond: '/demo-assets/800x600/alu-dibond.jpg',
  backlitfolie: '/demo-assets/800x600/wall-art.jpg',
  echtglas: '/demo-assets/800x600/wall-art.jpg',
  forexplatte: '/demo-assets/800x600/wall-art.jpg',
  fototapete: '/demo-assets/800x600/wall-art.jpg',
  gallerybond: '/demo-assets/800x600/wall-art.jpg',
  hahnemuehle: '/demo-assets/800x600/poster-frame.jpg',
  klebefolie: '/demo-assets/800x600/wall-art.jpg',
  leinwand: '/demo-assets/800x600/canvas.jpg',
  poster: '/demo-assets/800x600/poster-frame.jpg',
  pvcplane: '/demo-assets/800x600/wall-art.jpg',
} as const satisfies Record<Material, string>;

/** spec §3: label keys besides the twelve materials. */
const OTHER_LABELS = ['fineart', 'fraesbild', 'wallpaper', 'photobook', 'photobox', 'card', 'zubehoer'] as const;

/**
 * spec §3 label variants `{material}-{suffix}`: which material takes which suffix is not shown
 * (decision 029). `-gerahmt` is a framed paper print, `-framed`/`-not-framed` canvas on stretcher
 * bars or rolled, `-schattenfuge` in a floater frame, `-alurahmen`, `-holzrahmen`,
 * `-kunststoffrahmen` in that frame; `-fineart` on fine art paper, `-brushed` brushed metal,
 * `-laminated` laminated.
 */
const LABEL_VARIANTS = {
  acrylglas: ['schattenfuge'],
  aludibond: ['brushed', 'schattenfuge'],
  forexplatte: ['schattenfuge'],
  fototapete: ['laminated'],
  gallerybond: ['schattenfuge'],
  hahnemuehle: ['gerahmt', 'alurahmen', 'holzrahmen'],
  leinwand: ['framed', 'not-framed', 'schattenfuge'],
  poster: ['gerahmt', 'fineart', 'laminated', 'alurahmen', 'holzrahmen', 'kunststoffrahmen'],
} as const satisfies Partial<Record<Material, readonly string[]>>;

/** Every material label key (translations in `blocks.materials`). */
export const MATERIAL_LABEL_KEYS: readonly string[] = /* @__PURE__ */ materialLabelKeys();

// A function marked pure, so a bundle that reads none of the keys leaves them out.
function materialLabelKeys(): string[] {
  return [
    ...MATERIALS,
    ...OTHER_LABELS,
    ...Object.entries(LABEL_VARIANTS).flatMap(([material, suffixes]) => suffixes.map((suffix) => `${material}-${suffix}`)),
  ];
}
