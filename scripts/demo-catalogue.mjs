// Writes seeds/demo-catalogue.sql: the demo catalogue for `npm start` and the tests (never for a
// deployed database). Deterministic, so the file only changes when this script does.
//   npm run seed:catalogue
// (npm's Node 22, which reads the TypeScript table of envelope prices and card quantities as it is.)
import { readFileSync, writeFileSync } from 'node:fs';
import { CALENDAR_FORMATS_OF_TYPE } from '../src/shared/catalogue/calendars.ts';
import { CARD_QUANTITY_STEPS, ENVELOPE_CLASSES, ENVELOPE_PRICES } from '../src/shared/catalogue/card-prices.ts';
import { PHOTOBOOK_OFFER } from '../src/shared/catalogue/photobooks.ts';
import { productDemoPrices } from './demo-prices/products.mjs';
import { wallArtPrices } from './demo-prices/wall-art.mjs';

const CHANNELS = ['kartenliebe', 'wallart'];
const IMAGE = (name) => `/demo-assets/600x600/${name}.jpg`;
// Exchange rates of the demo price list: EUR is the base.
const CURRENCIES = { EUR: 1, CHF: 1.05, GBP: 0.87, USD: 1.1 };
const CREATED = Date.UTC(2026, 0, 5);
const DAY = 86_400_000;

// Card themes: three per occasion (spec §3 card occasions), the first of each the bestseller; the
// wedding has fourteen, so its occasion's page has a second page of 12 (spec §9; decision 073).
const CARD_NAMES = {
  einschulung: ['Schultüte', 'Erster Schritt', 'ABC-Abenteuer'],
  firmung: ['Taube', 'Lichtblick', 'Geleit'],
  geburt: ['Sternenmobile', 'Kleine Füße', 'Hallo Welt'],
  geburtstag: ['Luftballons', 'Konfetti', 'Goldstück'],
  hochzeit: [
    'Eukalyptus',
    'Goldrausch',
    'Zwei Ringe',
    'Pfingstrose',
    'Boho-Liebe',
    'Lavendelfeld',
    'Standesamt',
    'Spitzenherz',
    'Aquarellblüten',
    'Olivenhain',
    'Goldene Linie',
    'Sommerwiese',
    'Ja-Wort',
  ],
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

const rows = { designs: [], designNames: [], accessories: [], prices: [], calendarGroups: [], photobookSets: [], collageGroups: [] };

// The demo designs' names in the other languages (decision 075), by kind and id: each entry names
// the German name it translates, so a renamed design cannot keep a stale translation.
const DESIGN_NAMES = new Map(
  JSON.parse(readFileSync(new URL('./demo-design-names.json', import.meta.url), 'utf8')).designs.map((entry) => [
    `${entry.kind}:${entry.id}`,
    entry,
  ]),
);
const NAME_LANGUAGES = ['en', 'es', 'fr', 'it', 'nl'];
const sql = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
// Other currencies round to 5 minor units; EUR prices and a price of 0 stay as written.
const convert = (cents, rate) => (rate === 1 || cents === 0 ? cents : Math.max(5, Math.round((cents * rate) / 5) * 5));

// A price for every locale of each currency (locale ''), converted from euro cents.
// A discounted price is rounded to 5 minor units, as a price point. A card theme's prices are one
// campaign (the listing's from-price and every tier): those round to the minor unit (`exact`), so
// each shows the same whole percentage (spec §3: (original − current) / original; decision 070).
function price(channel, article, eurCents, discountPercent = 0, exact = false) {
  for (const [currency, rate] of Object.entries(CURRENCIES)) {
    const original = convert(eurCents, rate);
    const discounted = original * (1 - discountPercent / 100);
    const current = discountPercent ? (exact ? Math.round(discounted) : Math.round(discounted / 5) * 5) : original;
    rows.prices.push([channel, article, currency, '', current, discountPercent ? original : null]);
  }
}

// The rows of spec §9's envelope table for an article: per locale where it names one, else per currency.
function envelopePrice(channel, article, envelopeClass) {
  for (const { locale, currency, prices } of ENVELOPE_PRICES) {
    rows.prices.push([channel, article, currency, locale, prices[envelopeClass], null]);
  }
}

function design(channel, kind, id, name, image, category, occasion, popularity, age, eurCents, discount = 0, filters = NO_FILTERS) {
  const { aspectRatio, color, label, product, punching, style } = filters;
  const names = DESIGN_NAMES.get(`${kind}:${id}`);
  if (names?.de !== name) throw new Error(`scripts/demo-design-names.json has no names for ${kind} ${id} "${name}"`);
  for (const language of NAME_LANGUAGES) rows.designNames.push([channel, kind, id, language, names[language]]);
  rows.designs.push([
    channel,
    kind,
    id,
    name,
    IMAGE(image),
    category,
    occasion,
    popularity,
    CREATED + age * DAY,
    aspectRatio,
    color,
    label,
    product,
    punching,
    style,
  ]);
  price(channel, `design/${kind}/${id}`, eurCents, discount, kind === 'card');
  if (kind !== 'card') return;
  for (const [quantity, percent] of CARD_TIERS)
    price(channel, `card/${id}/${quantity}`, Math.round((eurCents * percent) / 100), discount, true);
  price(channel, `card-sample/${id}`, CARD_SAMPLE_CENTS);
}

// Card theme filters and design groups (decision 036; migrations/0007_design_groups.sql).
// spec §3 card filter keys beside category and occasion; designs that are not card themes have none.
const NO_FILTERS = { aspectRatio: '', color: '', label: '', product: '', punching: '', style: '' };
const CARD_COLORS = ['weiss', 'gold', 'rosa', 'blau', 'gruen', 'schwarz'];
const CARD_PRODUCTS = ['klappkarte', 'postkarte', 'booklet'];
const CARD_STYLES = ['klassisch', 'modern', 'verspielt', 'elegant'];

/** The filter values of the n-th theme of the o-th occasion: spread so that every filter narrows. */
function cardFilters(o, n) {
  return {
    // spec §3 ratio labels: A6 and A5 cards are din, the 145 mm card is square.
    aspectRatio: (o + n) % 3 === 1 ? 'square' : 'din',
    color: CARD_COLORS[(o + 2 * n) % CARD_COLORS.length],
    label: n === 0 ? 'bestseller' : n === 2 ? 'neu' : '',
    product: CARD_PRODUCTS[(2 * o + n) % CARD_PRODUCTS.length],
    punching: (o + n) % 4 === 0 ? 'runde-ecken' : 'ohne',
    style: CARD_STYLES[(o + 3 * n) % CARD_STYLES.length],
  };
}

// Calendar design groups: the same motif as designs of several calendar types. Designs of the
// small group come in the first two formats of their type, the others in all of them.
const CALENDAR_GROUPS = { 201: ['4711', '4706', '4704'], 202: ['4700', '4702', '4709'], 203: ['4701', '4703', '4705', '4707'] };
const SMALL_CALENDAR_GROUP = '203';
// Photo book design group sets and their categories; square books are in the first category only.
// Condolence books (304) and guest books (305) are photo books for an occasion, in every channel's
// rows: a channel without the occasion's flag leaves them out where it reads them (spec §3
// condolencebooksAvailable, guestbooksAvailable; src/shared/channel/occasion-books.ts).
const PHOTOBOOK_SETS = {
  301: ['urlaub', 'reisen'],
  302: ['hochzeit', 'liebe'],
  303: ['familie', 'baby'],
  304: ['kondolenzbuch', 'trauer'],
  305: ['gaestebuch', 'hochzeit'],
};
// Collage design groups of the collage designer: every demo collage in exactly one.
const COLLAGE_GROUPS = { 101: ['1', '13', '7', '6', '12', '4', '10'], 102: ['3', '9', '5', '11'], 103: ['2', '8'] };

/** The rows of the three group tables, for every channel, from the designs written above. */
function designGroups() {
  const designOf = (channel, kind, id) => {
    const row = rows.designs.find(([c, k, i]) => c === channel && k === kind && i === id);
    if (!row) throw new Error(`design group names ${kind} ${id}, which is no demo design`);
    return row;
  };
  for (const channel of CHANNELS) {
    for (const [group, ids] of Object.entries(CALENDAR_GROUPS)) {
      ids.forEach((id, position) => {
        const type = designOf(channel, 'calendar', id)[5];
        const formats = CALENDAR_FORMATS_OF_TYPE[type];
        const offered = group === SMALL_CALENDAR_GROUP ? formats.slice(0, 2) : formats;
        rows.calendarGroups.push([channel, group, id, type, JSON.stringify(offered), position]);
      });
    }
    for (const [set, categories] of Object.entries(PHOTOBOOK_SETS)) {
      Object.entries(PHOTOBOOK_OFFER).forEach(([kind, offer], k) => {
        designOf(channel, 'photobook', kind);
        offer.formats.forEach((format, f) => {
          const templateId = `${set}${k + 1}${String(f + 1).padStart(2, '0')}`;
          const square = /^(\d+)-\1$/.test(format);
          rows.photobookSets.push([channel, set, kind, format, templateId, JSON.stringify(square ? categories.slice(0, 1) : categories)]);
        });
      });
    }
    for (const [group, ids] of Object.entries(COLLAGE_GROUPS)) {
      ids.forEach((id, position) => {
        designOf(channel, 'collage', id);
        rows.collageGroups.push([channel, group, id, position]);
      });
    }
  }
}

for (const channel of CHANNELS) {
  // Card theme ids: 2000 + 10 × occasion + n, and 2200 + n beyond an occasion's third; the demo
  // page's theme 2048 is the wedding bestseller.
  Object.entries(CARD_NAMES).forEach(([occasion, names], o) => {
    names.forEach((name, n) => {
      const id = occasion === 'hochzeit' && n === 0 ? '2048' : String(n < 3 ? 2000 + o * 10 + n : 2200 + n);
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
        149 + (n % 3) * 20,
        n === 1 ? 20 : 0,
        cardFilters(o, n),
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
  productDemoPrices((article, cents, discount) => price(channel, article, cents, discount));
  wallArtPrices((article, cents, discount) => price(channel, article, cents, discount));
}

designGroups();

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
  ...insert(
    'designs',
    'channel, kind, id, name, image, category, occasion, popularity, created_at, aspect_ratio, color, label, product, punching, style',
    rows.designs,
  ),
  ...insert('design_names', 'channel, kind, id, language, name', rows.designNames),
  ...insert('calendar_design_groups', 'channel, group_id, design_id, calendar_type, formats, position', rows.calendarGroups),
  ...insert('photobook_design_group_sets', 'channel, set_id, kind, format, template_id, category_ids', rows.photobookSets),
  ...insert('collage_design_groups', 'channel, group_id, design_id, position', rows.collageGroups),
  ...insert('accessories', 'channel, sku, kind, image, popularity', rows.accessories),
  ...insertPrices(rows.prices),
];
writeFileSync(new URL('../seeds/demo-catalogue.sql', import.meta.url), `${lines.join('\n')}\n`);
console.log(
  `seeds/demo-catalogue.sql: ${rows.designs.length} designs, ${rows.accessories.length} accessories, ${rows.prices.length} prices, ` +
    `${rows.calendarGroups.length + rows.photobookSets.length + rows.collageGroups.length} design group rows`,
);
