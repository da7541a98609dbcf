/**
 * Frames and mats (spec §3 "Frames and mats"): frame kinds, frame types, mats and which material
 * takes which frame (what spec §7 `/web-api/variants-for-frame-types` answers). Data only, without
 * imports (decision 029).
 */

/** spec §3 frame kinds. */
export const FRAME_KINDS = [
  'alurahmen',
  'artbox',
  'fotorahmen',
  'holzrahmen',
  'kunststoffrahmen',
  'schattenfuge-leinwand',
  'schattenfuge-platte',
] as const;
export type FrameKind = (typeof FRAME_KINDS)[number];

/**
 * Frame types `{kind}-{colour}` (spec §3: "each has a black default frameType such as
 * holzrahmen-schwarz"). The other colours follow the spec's produced-frame labels; decision 029.
 */
export const FRAME_TYPES = [
  'alurahmen-schwarz',
  'alurahmen-schwarz-matt',
  'alurahmen-gold',
  'alurahmen-kupfer',
  'alurahmen-silber',
  'alurahmen-silber-matt',
  'alurahmen-weiss',
  'artbox-schwarz',
  'artbox-weiss',
  'fotorahmen-schwarz',
  'fotorahmen-silber',
  'fotorahmen-weiss',
  'holzrahmen-schwarz',
  'holzrahmen-eiche',
  'holzrahmen-natur',
  'holzrahmen-nussbaum',
  'holzrahmen-weiss',
  'kunststoffrahmen-schwarz',
  'kunststoffrahmen-silber',
  'kunststoffrahmen-weiss',
  'schattenfuge-leinwand-schwarz',
  'schattenfuge-leinwand-eiche',
  'schattenfuge-leinwand-natur',
  'schattenfuge-leinwand-weiss',
  'schattenfuge-platte-schwarz',
  'schattenfuge-platte-eiche',
  'schattenfuge-platte-natur',
  'schattenfuge-platte-weiss',
] as const;
export type FrameType = (typeof FRAME_TYPES)[number];

/** spec §3: the black frame type is each kind's default. */
export const DEFAULT_FRAME_TYPE = {
  alurahmen: 'alurahmen-schwarz',
  artbox: 'artbox-schwarz',
  fotorahmen: 'fotorahmen-schwarz',
  holzrahmen: 'holzrahmen-schwarz',
  kunststoffrahmen: 'kunststoffrahmen-schwarz',
  'schattenfuge-leinwand': 'schattenfuge-leinwand-schwarz',
  'schattenfuge-platte': 'schattenfuge-platte-schwarz',
} as const satisfies Record<FrameKind, FrameType>;

/** spec §3 mat types. */
export const MAT_TYPES = ['mat-none', 'mat-weiss'] as const;

/** spec §3 mat sizes, in millimetres of mat around the picture (the unit is not shown; decision 029). */
export const MAT_SIZES = [0, 30] as const;

/** spec §3: holzrahmen and alurahmen take a white mat of 30, the others none, 0. */
export const DEFAULT_MAT = {
  alurahmen: { type: 'mat-weiss', size: 30 },
  artbox: { type: 'mat-none', size: 0 },
  fotorahmen: { type: 'mat-none', size: 0 },
  holzrahmen: { type: 'mat-weiss', size: 30 },
  kunststoffrahmen: { type: 'mat-none', size: 0 },
  'schattenfuge-leinwand': { type: 'mat-none', size: 0 },
  'schattenfuge-platte': { type: 'mat-none', size: 0 },
} as const satisfies Record<FrameKind, { type: (typeof MAT_TYPES)[number]; size: (typeof MAT_SIZES)[number] }>;

/**
 * The frame kinds each material of ./materials.ts can take (not shown in the
 * spec; decision 029). Paper goes behind glass, canvas into a floater frame, panels into a floater
 * frame or an Artbox; films, glass, wallpaper and tarp take none.
 */
export const FRAMES_OF_MATERIAL = {
  acrylglas: ['schattenfuge-platte', 'artbox'],
  aludibond: ['schattenfuge-platte', 'artbox'],
  backlitfolie: [],
  echtglas: [],
  forexplatte: ['schattenfuge-platte'],
  fototapete: [],
  gallerybond: ['schattenfuge-platte', 'artbox'],
  hahnemuehle: ['holzrahmen', 'alurahmen', 'artbox'],
  klebefolie: [],
  leinwand: ['schattenfuge-leinwand'],
  poster: ['holzrahmen', 'alurahmen', 'kunststoffrahmen', 'fotorahmen', 'artbox'],
  pvcplane: [],
} as const satisfies Record<string, readonly FrameKind[]>;
