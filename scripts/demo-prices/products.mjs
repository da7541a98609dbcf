// Demo prices of photo prints, photo boxes, calendars and photo books (decision 035), in euro
// cents; `price(article, eurCents, discountPercent)` writes every currency for one channel
// (scripts/demo-catalogue.mjs). Cards, envelopes and accessories are decision 030's.
import { CALENDAR_FORMATS_OF_TYPE, CALENDAR_TYPES, DEFAULT_MOUNTING, MOUNTINGS_OF_TYPE } from '../../src/shared/catalogue/calendars.ts';
import { PHOTO_PRINT_FORMATS } from '../../src/shared/catalogue/photo-print-formats.ts';
import { PHOTOBOOK_KINDS, PHOTOBOOK_OFFER } from '../../src/shared/catalogue/photobooks.ts';
import { PHOTOBOX_OFFER, PHOTOBOX_PAPERS } from '../../src/shared/catalogue/photoboxes.ts';
import { NO_REFINEMENT, REFINEMENTS_OF_PRODUCT } from '../../src/shared/catalogue/refinements.ts';

// One print per paper, in the order of PHOTO_PRINT_FORMATS (100x100 … 300x200). Glossy (`poster`)
// costs what the photo-print page shows (`format/poster/…`); fine art is 20 % off.
const PHOTOPRINT = {
  simple: [19, 19, 22, 25, 49, 169],
  poster: [19, 22, 25, 29, 59, 199],
  'fotopapier-matt': [22, 25, 29, 33, 65, 199],
  hahnemuehle: [49, 59, 59, 69, 99, 249],
};
const PHOTOPRINT_DISCOUNT = { hahnemuehle: 20 };

// The small photo box with its prints, per paper and format (the photoprint type is priced per
// print, above: decision 035).
const PHOTOBOX = {
  small: {
    simple: { '150x100': 1499, '100x100': 1299 },
    'fotopapier-matt': { '150x100': 1799, '100x100': 1599 },
  },
};
const PHOTOBOX_DISCOUNT = { 'photobox/small/fotopapier-matt/100x100': 10 };

// A calendar with its default mounting; the wall calendar in A4 landscape is 15 % off.
const CALENDAR = {
  familienplaner: { '200-400': 2699, 'a3-hoch': 2999 },
  kuechenkalender: { '150-400': 1999, '130-300': 1799 },
  terminkalender: { 'a4-hoch': 2199, 'a3-hoch': 2899 },
  tischkalender: { '265-120': 1699, 'a5-quer': 1499, 'a6-quer': 1299, 'a6-hoch': 1299, '145-145': 1399 },
  wandkalender: { 'a4-quer': 2499, 'a4-hoch': 2499, 'a3-quer': 3299, 'a3-hoch': 3299, '200-200': 2299, '300-300': 3499 },
};
const CALENDAR_DISCOUNT = { 'calendar/wandkalender/a4-quer': 15 };
// Surcharge of a mounting other than the type's default, small and large formats. Without a
// mounting (`ohne`) a wall calendar costs what it costs with its spiral: no negative prices.
const MOUNTING = { lochung: [100, 150], spirale: [200, 200], holzblock: [500, 500], ohne: [0, 0] };
const LARGE_FORMATS = new Set(['a3-hoch', 'a3-quer', '300-300', '200-400', '150-400']);

// A photo book with its minimum pages (PAGE_COUNTS), per format and cover; the defaults cost what
// the photo-book designs list them from (scripts/demo-catalogue.mjs PHOTOBOOKS).
const PHOTOBOOK = {
  digitalfotobuch: {
    'a4-quer': { hard: 2499, soft: 1999 },
    'a4-hoch': { hard: 2499, soft: 1999 },
    'a3-quer': { hard: 4499, soft: 3699 },
    'a5-quer': { hard: 1999, soft: 1499 },
    '200-200': { hard: 2299, soft: 1799 },
    '300-300': { hard: 3999, soft: 3299 },
  },
  echtfotobuch: {
    'a4-quer': { hard: 4999 },
    'a4-hoch': { hard: 4999 },
    'a3-quer': { hard: 5999 },
    '200-200': { hard: 3999 },
    '300-300': { hard: 5799 },
  },
  fotoheft: {
    'a5-quer': { soft: 1299 },
    'a5-hoch': { soft: 1299 },
    'a6-quer': { soft: 899 },
    'a4-hoch': { soft: 1599 },
    '200-200': { soft: 1399 },
  },
};
const PHOTOBOOK_DISCOUNT = { 'photobook/digitalfotobuch/a3-quer/hard': 20 };
// Each page above the minimum, per kind and format.
const PHOTOBOOK_PAGE = {
  digitalfotobuch: { 'a4-quer': 59, 'a4-hoch': 59, 'a3-quer': 109, 'a5-quer': 35, '200-200': 49, '300-300': 89 },
  echtfotobuch: { 'a4-quer': 119, 'a4-hoch': 119, 'a3-quer': 179, '200-200': 99, '300-300': 159 },
  fotoheft: { 'a5-quer': 25, 'a5-hoch': 25, 'a6-quer': 19, 'a4-hoch': 39, '200-200': 35 },
};
// Per page, a paper other than the kind's own (decision 035), by the size of the page.
const PHOTOBOOK_PAPER = { feinstweiss: [5, 8, 12], glaenzend: [8, 12, 19], matt: [6, 10, 15] };
const PAGE_SIZE = { 'a6-quer': 0, 'a5-quer': 0, 'a5-hoch': 0, '200-200': 1, 'a4-quer': 1, 'a4-hoch': 1, '300-300': 2, 'a3-quer': 2 };
// A cover refinement, per book.
const PHOTOBOOK_REFINEMENT = { gold: 499, silber: 499, rosegold: 599 };

/** Writes the demo prices of this file through `price`, bound to one channel. */
export function productDemoPrices(price) {
  const formats = Object.keys(PHOTO_PRINT_FORMATS);
  for (const paper of PHOTOBOX_PAPERS) {
    formats.forEach((format, f) => {
      price(`photoprint/${paper}/${format}`, PHOTOPRINT[paper][f], PHOTOPRINT_DISCOUNT[paper] ?? 0);
    });
  }
  for (const [type, offer] of Object.entries(PHOTOBOX_OFFER)) {
    if (!PHOTOBOX[type]) continue; // priced per print
    for (const paper of offer.papers) {
      for (const format of offer.formats) {
        const article = `photobox/${type}/${paper}/${format}`;
        price(article, PHOTOBOX[type][paper][format], PHOTOBOX_DISCOUNT[article] ?? 0);
      }
    }
  }

  const mountings = new Map(); // article → cents: a format shared by two types is written once
  for (const type of CALENDAR_TYPES) {
    for (const format of CALENDAR_FORMATS_OF_TYPE[type]) {
      const article = `calendar/${type}/${format}`;
      price(article, CALENDAR[type][format], CALENDAR_DISCOUNT[article] ?? 0);
      for (const mounting of MOUNTINGS_OF_TYPE[type]) {
        if (mounting === DEFAULT_MOUNTING[type]) continue;
        mountings.set(`calendar-mounting/${mounting}/${format}`, MOUNTING[mounting][LARGE_FORMATS.has(format) ? 1 : 0]);
      }
    }
  }
  for (const [article, cents] of mountings) price(article, cents);

  const papers = new Map();
  for (const kind of PHOTOBOOK_KINDS) {
    const { covers, formats, papers: offered } = PHOTOBOOK_OFFER[kind];
    for (const format of formats) {
      for (const cover of covers) {
        const article = `photobook/${kind}/${format}/${cover}`;
        price(article, PHOTOBOOK[kind][format][cover], PHOTOBOOK_DISCOUNT[article] ?? 0);
      }
      price(`photobook-page/${kind}/${format}`, PHOTOBOOK_PAGE[kind][format]);
      for (const paper of offered) {
        if (paper === 'standard') continue;
        papers.set(`photobook-paper/${paper}/${format}`, PHOTOBOOK_PAPER[paper][PAGE_SIZE[format]]);
      }
    }
  }
  for (const [article, cents] of papers) price(article, cents);
  for (const refinement of REFINEMENTS_OF_PRODUCT.photobook) {
    if (!NO_REFINEMENT.includes(refinement)) price(`photobook-refinement/${refinement}`, PHOTOBOOK_REFINEMENT[refinement]);
  }
}
