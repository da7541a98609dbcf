// The byte budgets of issue 11 (decisions 021, 024), from the built output: JavaScript per page
// type, CSS, and the worker bundle, all gzip. Prints one table and exits 1 when anything is over,
// or a page type keeps less than 5 KB of its JavaScript budget free (issue 33); `npm test` runs it. The home page's HTML has its budget in tests/worker/page-budgets.test.ts,
// which renders it for real.
//
// JavaScript of a page = the entry, the chunks it imports, the chunks of the page's blocks and
// parts (and of the editor bridge on a draft page): the code the page's `<link rel="modulepreload">`
// lines name (src/worker/platform/client-assets.ts), from the same functions the worker asks. That
// is all a page runs without a click: what it loads after hydration by itself (SWR, the delivery
// countdown) is among those chunks too. The blocks of each page type are those of the demo stories
// (src/worker/features/content/demo/stories), filled as the worker fills catalogue blocks (decision 024: a
// block keeps the server's markup, and needs no code, by what it shows). The locale's
// translations, also preloaded, are data that moved out of the HTML, not code: their size is
// printed beside the table. Chunks a page loads only on a click (the log-in dialog, the burger's
// levels, "show more", a tool's file work, a video) or a pointer over a link (the prefetch policy)
// are not part of loading it.
//
//   node scripts/check-budgets.mjs          # after `npm run build` and `npm run build:worker`

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { shopModules } from './shop-modules.mjs';

const KB = 1024;
const BUDGETS = { js: 90 * KB, css: 25 * KB, worker: 1024 * KB };
// Room every page type keeps free of its JavaScript budget (decision 094): a page that eats into it
// fails as one over its budget would, so that room is made before a feature lands, not after.
const JS_ROOM = 5 * KB;

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const manifest = JSON.parse(await readFile(path.join(dist, 'client-manifest.json'), 'utf8'));

// What the worker decides from: the chunk of each block and the parts of a page.
const { CATALOGUE_NEEDS, pageBlockChunks, pageBootstrapChunks, pageBootstrapLoads, pageChunksOf, productPageAsPage } = await shopModules({
  CATALOGUE_NEEDS: 'src/shared/ui/blocks/page-needs',
  productPageAsPage: 'src/shared/content/product-page',
  pageBlockChunks: 'src/shared/ui/blocks/static-blocks',
  pageChunksOf: 'src/shared/ui/page-parts',
  pageBootstrapChunks: 'src/shared/ui/bootstrap-chunks',
  pageBootstrapLoads: 'src/shared/ui/bootstrap-chunks',
});

const gzipped = new Map();
/** gzip size of a file under dist/public, by URL (level 9, as a CDN would serve it at best). */
async function gzipOf(url) {
  if (!gzipped.has(url)) gzipped.set(url, gzipSync(await readFile(path.join(dist, 'public', url)), { level: 9 }).length);
  return gzipped.get(url);
}

/** A story's blocks as the worker serves them: every catalogue block names its read (src/worker/features/catalogue/page-catalogue.ts). */
const CATALOGUE_BLOCKS = new Set(Object.keys(CATALOGUE_NEEDS));
function filled(value) {
  if (Array.isArray(value)) return value.map(filled);
  if (!value || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item)]));
  // As the worker names each catalogue block's read (src/worker/features/catalogue/page-catalogue.ts).
  if (typeof value.component === 'string' && CATALOGUE_BLOCKS.has(value.component)) copy.catalogueRef = 'c0';
  return copy;
}

// The page types: every demo story with its blocks, by its German slug (both channels; the other
// languages have the same blocks under other slugs).
const storiesDir = path.join(root, 'src/worker/features/content/demo/stories');
const pageTypes = new Map();
for (const channel of await readdir(storiesDir)) {
  {
    const { stories } = JSON.parse(await readFile(path.join(storiesDir, channel, 'de.json'), 'utf8'));
    for (const written of stories) {
      // A product page (spec §3 teaser page) is served as the Page it is read as.
      const story = { ...written, content: written.content && productPageAsPage(written.content) };
      if (story.content?.component !== 'Page') continue;
      const error = story.slug === 'error';
      const name = error ? 'error page' : story.slug;
      const chunks = pageTypes.get(name) ?? new Set();
      // The error page with its extras (action bar, smartbanner, messenger).
      const page = error ? { kind: 'error', story: filled(story.content.body) } : { kind: 'content', story: filled(story) };
      for (const chunk of pageBlockChunks(page)) chunks.add(chunk);
      for (const chunk of pageChunksOf({ page, pageExtras: error ? {} : undefined })) chunks.add(chunk);
      for (const chunk of pageBootstrapChunks({ page, channel })) chunks.add(chunk);
      pageTypes.set(name, chunks);
    }
  }
}
// Pages without blocks, the visitor's own pages, and the home page as an editor sees it.
pageTypes.set('products', new Set());
// Each with the body its bootstrap module loads at once (decision 094).
for (const kind of ['wishlist', 'account', 'new-password', 'newsletter'])
  pageTypes.set(
    kind,
    new Set([...pageBootstrapChunks({ page: { kind }, channel: 'kartenliebe' }), ...pageBootstrapLoads({ page: { kind } })]),
  );
const theme = { kind: 'theme' };
pageTypes.set(
  'theme',
  new Set([...pageChunksOf({ page: theme }), ...pageBootstrapChunks({ page: theme, channel: 'kartenliebe' }), ...pageBlockChunks(theme)]),
);
pageTypes.set('home, editor draft', new Set([...(pageTypes.get('home') ?? []), 'editor-bridge']));

if (process.env.BUDGET_CHUNKS) for (const [name, chunks] of pageTypes) console.log(name, [...chunks].join(' '));
let largestMessages = 0;
for (const url of new Set(Object.values(manifest.messages))) largestMessages = Math.max(largestMessages, await gzipOf(url));

const rows = [];
for (const [name, chunks] of pageTypes) {
  const urls = new Set([manifest.script, ...manifest.scriptImports]);
  for (const chunk of chunks) {
    if (!manifest.chunks[chunk]) throw new Error(`the build wrote no chunk ${chunk}`);
    for (const url of manifest.chunks[chunk]) urls.add(url);
  }
  let bytes = 0;
  for (const url of urls) bytes += await gzipOf(url);
  rows.push({ what: `JS ${name}`, files: urls.size, bytes, budget: BUDGETS.js, room: JS_ROOM });
}

// CSS: the inlined rules (the build wrote them into the manifest) and the stylesheet file.
const inline = gzipSync(manifest.inlineCss, { level: 9 }).length;
const file = await gzipOf(manifest.stylesheet);
rows.push({ what: `CSS inline ${inline} B + file ${file} B`, files: 1, bytes: inline + file, budget: BUDGETS.css });

let worker;
try {
  worker = await readFile(path.join(dist, 'worker/index.js'));
} catch {
  console.error('dist/worker/index.js is missing: run `npm run build:worker` first');
  process.exit(1);
}
rows.push({ what: 'worker bundle', files: 1, bytes: gzipSync(worker, { level: 9 }).length, budget: BUDGETS.worker });

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const width = Math.max(...rows.map((row) => row.what.length));
console.log(`${'gzip'.padEnd(width)}  files      size    budget   bytes left`);
/** Whether a row leaves less of its budget than it must keep free. */
const tooFull = (row) => row.bytes > row.budget - (row.room ?? 0);
for (const row of rows) {
  const mark = row.bytes > row.budget ? '  OVER' : tooFull(row) ? `  less than ${kb(row.room)} left` : '';
  console.log(
    `${row.what.padEnd(width)}  ${String(row.files).padStart(5)}  ${kb(row.bytes).padStart(8)}  ${kb(row.budget).padStart(8)}  ${String(row.budget - row.bytes).padStart(11)}${mark}`,
  );
}
console.log(`translations, the largest locale's module (preloaded beside the JS): ${kb(largestMessages)}`);
const over = rows.filter(tooFull);
if (over.length > 0) {
  console.error(`over budget, or less than its room left: ${over.map((row) => row.what).join(', ')}`);
  process.exit(1);
}
