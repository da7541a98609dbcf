// Demo prices of wall art (spec §3 "Materials", "Frames and mats", "Option groups", "Formats";
// decision 034): every material in each of its formats, every frame type a material takes in
// each of that material's formats, the white mat for the frames that take one, and every
// option value other than its group's default. Called once per channel by
// scripts/demo-catalogue.mjs with `price(article, eurCents, discountPercent)`.

import { DEFAULT_MAT, FRAME_TYPES, FRAMES_OF_MATERIAL } from '../../src/shared/catalogue/frames.ts';
import { MATERIAL_FORMATS } from '../../src/shared/catalogue/materials.ts';
import { DEFAULT_OPTION, OPTIONS_OF_MATERIAL } from '../../src/shared/catalogue/option-groups.ts';

// Photo prints on poster paper (spec §3 photo-print formats) and the canvas of the demo pages:
// the prices the demo pages and their tests show, kept as they were (a format turned upright costs
// the same).
const FIXED = {
  poster: { '100x100': 19, '100x120': 22, '130x90': 25, '150x100': 29, '180x130': 59, '300x200': 199 },
  leinwand: { '400x300': 2995, '600x400': 4495, '800x600': 6995, '1200x800': 11995 },
};

// A material's price in euros: base + perArea × (square metres)^0.8, so a bigger picture costs
// more, but less per square metre. Fitted to the canvas prices above (60 × 40 cm ≈ 45 €).
const MATERIAL_RATES = {
  acrylglas: [15, 180],
  aludibond: [12, 150],
  backlitfolie: [15, 120],
  echtglas: [20, 200],
  forexplatte: [8, 90],
  fototapete: [20, 25],
  gallerybond: [15, 200],
  hahnemuehle: [8, 120],
  klebefolie: [6, 60],
  leinwand: [10, 110],
  poster: [3, 40],
  pvcplane: [15, 40],
};

// A frame's surcharge in euros: base + perMetre × perimeter (60 × 40 cm in black wood ≈ 34 €).
const FRAME_RATES = {
  alurahmen: [12, 14],
  artbox: [20, 15],
  fotorahmen: [6, 9],
  holzrahmen: [10, 12],
  kunststoffrahmen: [5, 8],
  'schattenfuge-leinwand': [15, 14],
  'schattenfuge-platte': [18, 15],
};
// Finishes that cost more than black.
const FINISH_FACTOR = { gold: 1.2, kupfer: 1.2, eiche: 1.15, nussbaum: 1.15, natur: 1.1 };

// The white mat (spec §3 mat-weiss, 30 mm): base + perMetre × perimeter.
const MAT_RATE = [3, 4];

// A non-default option value's surcharge in euros: base + perArea × square metres.
const OPTION_RATES = {
  'bohrung-ecken': [5, 0],
  'druckverfahren-fineart-glaenzend': [10, 20],
  'druckverfahren-fineart-matt': [10, 20],
  'druckverfahren-hahnemuehle': [15, 30],
  'materialausfuehrung-gebuerstet': [8, 40],
  'materialausfuehrung-oeko-papier': [0, 5],
  'materialausfuehrung-seidenmatt': [1, 5],
  'materialausfuehrung-baumwolle-matt-glatt': [5, 20],
  'rahmen-led': [40, 60],
  'fraesung-linien': [15, 30],
  'fraesung-punkte': [15, 30],
  'ausfuehrung-transparent': [3, 10],
  'ausfuehrung-transparent-gespiegelt': [5, 15],
  'ausfuehrung-weiss': [2, 8],
  'keilrahmen-38': [5, 15],
  'rand-farbig': [2, 0],
  'rand-umgeschlagen': [3, 0],
  'laminierung-glaenzend': [3, 20],
  'laminierung-matt': [3, 20],
  'oesung-einfach': [5, 3],
};

// A few offers (percent off): the teaser's acrylic glass in a black Artbox at 600x450 (spec §7),
// the canvas of the demo pages, and one finish of a frame in every format.
const DISCOUNTS = {
  'format/leinwand/600x400': 25,
  'format/acrylglas/600x450': 15,
  'format/aludibond/900x600': 20,
  'format/poster/500x700': 10,
  'frame/artbox-schwarz/600x450': 10,
};
const DISCOUNTED_FRAME_TYPES = { 'holzrahmen-eiche': 20 };

const size = (format) => format.split('x').map(Number);
const squareMetres = (format) => size(format).reduce((a, b) => a * b) / 1e6;
const metres = (format) => (2 * size(format).reduce((a, b) => a + b)) / 1000;
const turned = (format) => size(format).reverse().join('x');
// Shop prices end in ,95; nothing below 0,95 €.
const shopCents = (euros) => Math.max(95, Math.round(euros) * 100 - 5);

function materialCents(material, format) {
  const fixed = FIXED[material]?.[format] ?? FIXED[material]?.[turned(format)];
  if (fixed !== undefined) return fixed;
  const [base, perArea] = MATERIAL_RATES[material];
  return shopCents(base + perArea * squareMetres(format) ** 0.8);
}

/** Writes the wall-art articles of one channel through `price(article, eurCents, discountPercent)`. */
export function wallArtPrices(price) {
  const frameFormats = new Map(); // frame kind → the formats of the materials taking it
  const matFormats = new Set();
  const options = new Map(); // option article → euros: one per format, whichever materials offer it
  for (const [material, formats] of Object.entries(MATERIAL_FORMATS)) {
    for (const format of formats) {
      const article = `format/${material}/${format}`;
      price(article, materialCents(material, format), DISCOUNTS[article]);
      for (const [group, values] of Object.entries(OPTIONS_OF_MATERIAL[material])) {
        for (const value of values.filter((each) => each !== DEFAULT_OPTION[group])) {
          const [base, perArea] = OPTION_RATES[`${group}-${value}`];
          options.set(`option/${group}-${value}/${format}`, base + perArea * squareMetres(format));
        }
      }
    }
    for (const kind of FRAMES_OF_MATERIAL[material]) {
      const into = frameFormats.get(kind) ?? new Set();
      frameFormats.set(kind, into);
      for (const format of formats) into.add(format);
      // spec §3: the frames whose default mat is white take one; the others none.
      if (DEFAULT_MAT[kind].type !== 'mat-none') for (const format of formats) matFormats.add(format);
    }
  }
  for (const [kind, formats] of frameFormats) {
    const [base, perMetre] = FRAME_RATES[kind];
    for (const frameType of FRAME_TYPES.filter((type) => type.startsWith(`${kind}-`))) {
      const finish = FINISH_FACTOR[frameType.slice(kind.length + 1)] ?? 1;
      for (const format of formats) {
        const article = `frame/${frameType}/${format}`;
        price(article, shopCents((base + perMetre * metres(format)) * finish), DISCOUNTS[article] ?? DISCOUNTED_FRAME_TYPES[frameType]);
      }
    }
  }
  for (const format of matFormats) price(`mat/mat-weiss-30/${format}`, shopCents(MAT_RATE[0] + MAT_RATE[1] * metres(format)));
  for (const [article, euros] of options) price(article, shopCents(euros));
}
