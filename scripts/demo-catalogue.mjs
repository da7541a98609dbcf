// Writes seeds/demo-catalogue.sql: the demo catalogue for `npm start` and the tests (never for a
// deployed database). Deterministic, so the file only changes when this script does.
//   npm run seed:catalogue
// (npm's Node 22, which reads the TypeScript table of envelope prices and card quantities as it is.)
import { writeFileSync } from 'node:fs';
import { CARD_QUANTITY_STEPS, ENVELOPE_CLASSES, ENVELOPE_PRICES } from '../src/shared/catalogue/card-prices.ts';
import { wallArtPrices } from './demo-prices/wall-art.mjs';

const CHANNELS = ['kartenliebe', 'wallart'];
const IMAGE = (name) => `/demo-assets/600x600/${name}.jpg`;
// Exchange rates of the demo price list: EUR is the base.
const CURRENCIES = { EUR: 1, CHF: 1.05, GBP: 0.87, USD: 1.1 };
const CREATED = Date.UTC(2026, 0, 5);
const DAY = 86_400_000;

// Card themes: three per occasion (spec §3 card occasions), the first of each the bestseller.
const CARD_NAMES = {
  einschulung: ['Schultüte', 'Erster Schritt', 'ABC-Abenteuer'],
  firmung: ['Taube', 'Lichtblick', 'Geleit'],
  geburt: ['Sternenmobile', 'Kleine Füße', 'Hallo Welt'],
  geburtstag: ['Luftballons', 'Konfetti', 'Goldstück'],
  hochzeit: ['Eukalyptus', 'Goldrausch', 'Zwei Ringe'],
  kindergeburtstag: ['Wimpelkette', 'Tortenzauber', 'Piratenfest'],
  kommunion: ['Ährenkranz', 'Festtag', 'Sanftes Licht'],
  konfirmation: ['Olivenzweig', 'Aufbruch', 'Himmelblau'],
  ostern: ['Tulpenwiese', 'Osternest', 'Frühlingsgruß'],
  taufe: ['Wassertropfen', 'Fischlein', 'Segen'],
  trauer: ['Weiße Lilie', 'Stille', 'In Erinnerung'],
  weihnachten: ['Tannenzweig', 'Sternennacht', 'Winterwald'],
};
const CALENDAR_NAMES = {
  familienplaner: ['Familienzeit', 'Wir fünf'],
  kuechenkalender: ['Küchenliebe', 'Wochenmarkt'],
  terminkalender: ['Planvoll', 'Notizbuch'],
  tischkalender: ['Schreibtischblick', 'Kleine Freuden'],
  wandkalender: ['Fernweh', 'Jahreszeiten'],
};
const COLLAGE_LAYOUTS = ['grid', 'mosaic', 'heart', 'strip', 'polaroid', 'nine'];
const COLLAGE_NAMES = ['Raster', 'Mosaik', 'Herzstück', 'Panorama', 'Sofortbild', 'Neunerlei'];
const PHOTOBOOKS = [
  ['digitalfotobuch', 'Digitales Fotobuch', 2499],
  ['echtfotobuch', 'Echtfotobuch', 4999],
  ['fotoheft', 'Fotoheft', 1299],
];
// spec §3: envelope, inlay and ribbon SKUs carry sub type, width × height and paper or colour.
// An envelope costs what the envelope of its class costs per card (spec §9; C6 standard, DL
// compact, C5 large: src/shared/catalogue/card-prices.ts); the rest are euro cents.
const ACCESSORIES = [
  ['envelope-c6-114x162-kraft', 'envelope', 'envelope', 'standard'],
  ['envelope-c6-114x162-weiss', 'envelope', 'envelope', 'standard'],
  ['envelope-dl-110x220-weiss', 'envelope', 'envelope', 'compact'],
  ['envelope-c5-162x229-gold', 'envelope', 'envelope', 'large'],
  ['inlay-a6-105x148-transparent', 'inlay', 'accessory-inlay', 35],
  ['ribbon-satin-10x1000-gold', 'ribbon', 'ribbon', 45],
  ['seal-rund-30x30-gold', 'seal', 'accessory-seal', 40],
  ['bow-satin-60x40-rose', 'bow', 'accessory-bow', 60],
  ['box-karten-120x170-weiss', 'box', 'accessory-box', 290],
  ['bag-papier-130x190-kraft', 'bag', 'accessory-bag', 120],
  ['pen-gold', 'pen', 'accessory-pen', 390],
];
// Card prices per card, falling with the quantity (decision 030): from each quantity up, a share
// in percent of the theme's from-price, which is the price from 1000 cards.
const CARD_TIERS = [
  [1, 300],
  [10, 200],
  [25, 160],
  [50, 135],
  [100, 120],
  [250, 110],
  [1000, 100],
];
for (const [quantity] of CARD_TIERS) {
  if (!CARD_QUANTITY_STEPS.includes(quantity)) throw new Error(`card tier ${quantity} is not a card quantity (spec §9)`);
}
// A sample card of any theme (spec §3: a sample's quantity is 1).
const CARD_SAMPLE_CENTS = 100;
// Prices of one locale above its currency's (decision 030), to show that de-AT is not de-DE.
const LOCALE_PRICES = [['accessory/pen-gold', 'de-AT', 'EUR', 420]];

const rows = { designs: [], accessories: [], prices: [] };
const sql = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
// Other currencies round to 5 minor units; EUR prices stay as written.
const convert = (cents, rate) => (rate === 1 ? cents : Math.max(5, Math.round((cents * rate) / 5) * 5));

// A price for every locale of each currency (locale ''), converted from euro cents.
function price(channel, article, eurCents, discountPercent = 0) {
  for (const [currency, rate] of Object.entries(CURRENCIES)) {
    const original = convert(eurCents, rate);
    const current = discountPercent ? Math.round((original * (1 - discountPercent / 100)) / 5) * 5 : original;
    rows.prices.push([channel, article, currency, '', current, discountPercent ? original : null]);
  }
}

// The rows of spec §9's envelope table for an article: per locale where it names one, else per currency.
function envelopePrice(channel, article, envelopeClass) {
  for (const { locale, currency, prices } of ENVELOPE_PRICES) {
    rows.prices.push([channel, article, currency, locale, prices[envelopeClass], null]);
  }
}

function design(channel, kind, id, name, image, category, occasion, popularity, age, eurCents, discount = 0) {
  rows.designs.push([channel, kind, id, name, IMAGE(image), category, occasion, popularity, CREATED + age * DAY]);
  price(channel, `design/${kind}/${id}`, eurCents, discount);
  if (kind !== 'card') return;
  for (const [quantity, percent] of CARD_TIERS) price(channel, `card/${id}/${quantity}`, Math.round((eurCents * percent) / 100), discount);
  price(channel, `card-sample/${id}`, CARD_SAMPLE_CENTS);
}

for (const channel of CHANNELS) {
  // Card theme ids: 2000 + 10 × occasion + n; the demo page's theme 2048 is the wedding bestseller.
  Object.entries(CARD_NAMES).forEach(([occasion, names], o) => {
    names.forEach((name, n) => {
      const id = occasion === 'hochzeit' && n === 0 ? '2048' : String(2000 + o * 10 + n);
      design(
        channel,
        'card',
        id,
        name,
        `design-card-${occasion}`,
        occasion,
        occasion,
        900 - o * 7 - n * 40,
        o * 3 + n * 11,
        149 + n * 20,
        n === 1 ? 20 : 0,
      );
    });
  });
  // Calendar design ids: 4700 + n; 4711 is the demo page's wall calendar.
  Object.entries(CALENDAR_NAMES).forEach(([type, names], t) => {
    names.forEach((name, n) => {
      const id = type === 'wandkalender' && n === 0 ? '4711' : String(4700 + t * 2 + n);
      design(
        channel,
        'calendar',
        id,
        name,
        `design-calendar-${type}`,
        type,
        '',
        500 - t * 9 - n * 30,
        t * 5 + n * 13,
        1999 + t * 200,
        n === 0 && t === 4 ? 15 : 0,
      );
    });
  });
  // Collage ids 1–13: 1 and 13 are the channels' default collages (spec §3 defaultCollageId).
  for (let id = 1; id <= 13; id += 1) {
    const layout = (id - 1) % COLLAGE_LAYOUTS.length;
    const round = Math.floor((id - 1) / COLLAGE_LAYOUTS.length);
    const name = `${COLLAGE_NAMES[layout]}${round ? ` ${['', 'II', 'III'][round]}` : ''}`;
    design(
      channel,
      'collage',
      String(id),
      name,
      `design-collage-${COLLAGE_LAYOUTS[layout]}`,
      '',
      '',
      id === 1 || id === 13 ? 800 : 400 - id * 10,
      id * 4,
      2495 + layout * 500,
    );
  }
  PHOTOBOOKS.forEach(([kind, name, cents], k) => {
    design(channel, 'photobook', kind, name, `design-photobook-${kind}`, kind, '', 300 - k * 50, k, cents);
  });
  ACCESSORIES.forEach(([sku, kind, image, priced], a) => {
    rows.accessories.push([channel, sku, kind, IMAGE(image), 100 - a]);
    if (typeof priced === 'string') envelopePrice(channel, `accessory/${sku}`, priced);
    else price(channel, `accessory/${sku}`, priced);
  });
  for (const envelopeClass of ENVELOPE_CLASSES) envelopePrice(channel, `envelope/${envelopeClass}`, envelopeClass);
  for (const [article, locale, currency, cents] of LOCALE_PRICES) rows.prices.push([channel, article, currency, locale, cents, null]);
  wallArtPrices((article, cents, discount) => price(channel, article, cents, discount));
}

const values = (row) => `(${row.map(sql).join(', ')})`;
const insert = (table, columns, rows) => rows.map((row) => `INSERT OR REPLACE INTO ${table} (${columns}) VALUES ${values(row)};`);
// The prices of one article (every currency and locale) in one statement: a fraction of the
// statements, which is what D1's exec() spends its time on in every worker test file's setup.
const insertPrices = (rows) =>
  [...Map.groupBy(rows, ([channel, article]) => `${channel} ${article}`).values()].map(
    (group) =>
      `INSERT OR REPLACE INTO prices (channel, article, currency, locale, price_current, price_original) VALUES ${group.map(values).join(', ')};`,
  );
const lines = [
  '-- Demo catalogue for `npm start` and the tests (never for a deployed database).',
  '-- Written by scripts/demo-catalogue.mjs; edit that, not this. One statement per line (D1 exec).',
  ...insert('designs', 'channel, kind, id, name, image, category, occasion, popularity, created_at', rows.designs),
  ...insert('accessories', 'channel, sku, kind, image, popularity', rows.accessories),
  ...insertPrices(rows.prices),
];
writeFileSync(new URL('../seeds/demo-catalogue.sql', import.meta.url), `${lines.join('\n')}\n`);
console.log(
  `seeds/demo-catalogue.sql: ${rows.designs.length} designs, ${rows.accessories.length} accessories, ${rows.prices.length} prices`,
);
