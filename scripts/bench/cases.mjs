// What `npm run bench` loads (issue "Fast by default"): one row per page or API call. `cached`
// says whether the response may come from the full-page cache, so the bench runs it both cold
// (story in KV, page not cached) and warm (page cached). `status` is the answer expected (200
// unless named): a bench whose pages answer something else stops with an error.

export const BENCH_CASES = [
  // issue 15: the home pages show an A/B content block; the page is kept per variant of its flag.
  { name: 'home kartenliebe.de', host: 'kartenliebe.de', path: '/', cached: true },
  // The same page to visitors without a flag key: served from the cache, the key's cookie added after it.
  { name: 'home kartenliebe.de, first visits', host: 'kartenliebe.de', path: '/', cached: true, firstVisit: true },
  { name: 'home wallart.de', host: 'wallart.de', path: '/', cached: true },
  { name: 'category wallart /wandbilder (D1)', host: 'wallart.de', path: '/wandbilder', cached: true },
  { name: 'category kartenliebe /karten/ (D1)', host: 'kartenliebe.de', path: '/karten/', cached: true },
  // issue 13: product pages are the shop's money pages; the calculator's prices come from D1.
  { name: 'product wallart /products/leinwand (D1)', host: 'wallart.de', path: '/products/leinwand', cached: true },
  { name: 'content /impressum/', host: 'kartenliebe.de', path: '/impressum/', cached: true },
  // issue 14: a card theme, with its wishlist heart and the module that wires it (decision 054).
  { name: 'theme kartenliebe /themes/2000/ (D1)', host: 'kartenliebe.de', path: '/themes/2000/', cached: true },
  { name: '404 page', host: 'kartenliebe.de', path: '/gibt-es-nicht/', cached: false, status: 404 },
  {
    name: 'price API formats',
    host: 'wallart.de',
    path: '/price-api/prices/formats?locale=de-DE&materialType=poster&formats=100x100,100x120',
    cached: false,
  },
  { name: 'shipping information', host: 'kartenliebe.de', path: '/web-api/shipping-information', cached: false },
  // Every page view asks these two after it loads (docs/capacity.md): the header's customer data, here a visitor's, and the location notice's.
  { name: 'customer data (visitor)', host: 'kartenliebe.de', path: '/web-api/customer-data', cached: false },
  { name: 'location', host: 'kartenliebe.de', path: '/api/get-location/', cached: false },
];
