// Builds the browser code into dist/public/assets, every file named with a hash of its content so
// it can be cached for a year (decision 021):
// - the entry (src/client/entry.tsx) with the chunks it imports statically (React, the shell);
// - chunks of content blocks and of the parts only some pages use (error page, editor bridge,
//   dialogs), plus the chunks those share, loaded with `import()` where a page needs them;
// - one module per distinct set of translations (`messages-[hash].js`), imported by the entry
//   in parallel with the page's chunks, so the page's own data carries no translations;
// - the stylesheet of everything that is not inlined into the head (`styles-[hash].css`), bundled
//   from the .css files the block descriptors and src/shared/ui/page-stylesheets.ts name.
// It copies the static files of public/ beside them, and writes dist/client-manifest.json: what
// the worker links from a page, and the CSS it inlines (src/worker/platform/client-assets.ts). The esbuild metafile goes to
// dist/client-meta.json for the budgets (scripts/check-budgets.mjs). Source maps go to
// dist/sourcemaps, outside what is served.

import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { minify } from 'terser';
import { shopModules } from './shop-modules.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const publicDir = path.join(dist, 'public');
const assetsDir = path.join(publicDir, 'assets');

await rm(dist, { recursive: true, force: true });
await mkdir(assetsDir, { recursive: true });
await cp(path.join(root, 'public'), publicDir, { recursive: true });

// What the build takes from the shop's own modules: the merged translations of every locale, what
// the browser's entry knows of each block, and the page's CSS files, so there is one source of each.
const { LOCALES, browserMessagesFor, BLOCK_RULES, pageStylesheets } = await shopModules({
  LOCALES: 'src/shared/locale/locales',
  browserMessagesFor: 'src/worker/platform/messages',
  BLOCK_RULES: 'src/shared/ui/blocks/block-rules',
  pageStylesheets: 'src/shared/ui/page-stylesheets',
});

/**
 * The browser takes what it knows of the blocks as data (src/shared/ui/blocks/block-rules.ts):
 * that module's value is written in its place, so the block descriptors, with every block's schema
 * and component, never reach the browser; importing them from the browser's code fails the build.
 */
/** The rules grouped, each written once with the names of its blocks: most blocks share one. */
const byRule = new Map();
for (const [name, rule] of Object.entries(BLOCK_RULES)) {
  const key = JSON.stringify(rule);
  byRule.set(key, [...(byRule.get(key) ?? []), name]);
}
const BLOCKS_BY_RULE = `const BLOCKS_BY_RULE = [${[...byRule].map(([rule, names]) => `[${rule}, ${JSON.stringify(names.join(' '))}]`).join(', ')}];`;

const blockRules = {
  name: 'block-rules',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]shared[\\/]ui[\\/]blocks[\\/]block-rules\.ts$/ }, () => ({
      contents: `${BLOCKS_BY_RULE}\nexport const BLOCK_RULES = {};\nfor (const [rule, names] of BLOCKS_BY_RULE) for (const name of names.split(' ')) BLOCK_RULES[name] = rule;\n`,
      loader: 'js',
    }));
    build.onResolve({ filter: /[\\/]block-descriptors$/ }, (args) => ({
      errors: [{ text: `${path.relative(root, args.importer)} imports the block descriptors: the browser reads ./block-rules.ts` }],
    }));
  },
};

/**
 * What every page runs, reached from every module of the shop's own (decision 024): page-core is
 * imported at the end of each file under src/, so esbuild's grouping puts it, and all it reaches,
 * into the one shared file. Not esbuild's `inject`: that adds the import to React's CommonJS files
 * too, and a CommonJS file importing an ES module makes esbuild wrap that module and all it
 * reaches in lazy initialisers, 207 of them, about 1.5 KB gzip on every page (decision 094).
 * Appended, so the source maps' lines stay the file's own; imports run first whatever their place.
 */
const PAGE_CORE = path.join(root, 'src/client/page-core.ts');
const SOURCES = path.join(root, 'src') + path.sep;
const pageCoreEverywhere = {
  name: 'page-core-everywhere',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      if (args.path === PAGE_CORE || !args.path.startsWith(SOURCES)) return undefined;
      const text = await readFile(args.path, 'utf8');
      return {
        contents: `${text}\nimport ${JSON.stringify(PAGE_CORE)};\n`,
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

const result = await build({
  // The visitor's own pages, the wishlist hearts, the flag tracking, the tag manager and the consent
  // platform's glue start on their own beside the entry, on the pages (and for the visitors) that have them (src/shared/ui/bootstrap-chunks.ts, decision 054).
  entryPoints: {
    client: path.join(root, 'src/client/entry.tsx'),
    'visitor-page': path.join(root, 'src/client/visitor-page.tsx'),
    'wishlist-hearts': path.join(root, 'src/client/wishlist-hearts.ts'),
    'card-catalogue': path.join(root, 'src/client/card-catalogue.ts'),
    'woken-blocks': path.join(root, 'src/client/woken-blocks.ts'),
    'flag-tracking': path.join(root, 'src/client/flag-tracking.ts'),
    analytics: path.join(root, 'src/client/analytics.ts'),
    'consent-platform': path.join(root, 'src/client/consent-platform.ts'),
  },
  outdir: assetsDir,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  bundle: true,
  format: 'esm',
  // Every `import()` becomes a chunk of its own, and code two chunks share moves into a third.
  splitting: true,
  minify: true,
  // Maps are for error reports, not for visitors: written without a link in the bundle, then
  // moved out of dist/public to dist/sourcemaps, which is never served.
  sourcemap: 'external',
  target: ['es2022'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  // React 19 has useSyncExternalStore itself; SWR imports the shim written for React 16 and 17,
  // which on React 19 only hands the call on (decision 024).
  alias: { 'use-sync-external-store/shim': './src/client/use-sync-external-store.ts' },
  // The licence notices of the bundled packages go into files of their own beside the scripts
  // (`*.LEGAL.txt`), not into every visitor's download (decision 024).
  legalComments: 'external',
  metafile: true,
  // The block rules first: that module's text is the plugin's own, with no page-core import.
  plugins: [blockRules, pageCoreEverywhere],
  logLevel: 'warning',
});

// A second pass of minification (decision 040): terser's compressor takes another 1.5 to 2 % off
// what esbuild's minifier leaves (React's production code most of all), which on the pages with
// the most code is what the calculator needs. Each chunk is rewritten under its name: the names
// carry esbuild's hash of the same code, and what terser makes of it only changes with terser
// itself, keeping every chunk's imports and exports as they are. The source maps follow through.
for (const file of Object.keys(result.metafile.outputs).filter((name) => name.endsWith('.js'))) {
  const code = await readFile(path.join(root, file), 'utf8');
  const map = await readFile(path.join(root, `${file}.map`), 'utf8');
  const shrunk = await minify(code, {
    module: true,
    ecma: 2020,
    compress: { passes: 2 },
    format: { comments: false },
    // Without a `url` terser links no map from the file, as esbuild's `sourcemap` above.
    sourceMap: { content: map },
  });
  if (shrunk.code === undefined || typeof shrunk.map !== 'string') throw new Error(`terser wrote nothing for ${file}`);
  await writeFile(path.join(root, file), shrunk.code);
  await writeFile(path.join(root, `${file}.map`), shrunk.map);
}

const maps = path.join(dist, 'sourcemaps');
await mkdir(maps, { recursive: true });
for (const file of Object.keys(result.metafile.outputs).filter((name) => name.endsWith('.map'))) {
  await rename(path.join(root, file), path.join(maps, path.basename(file)));
}

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const urlOf = (file) => `/${path.relative(publicDir, path.join(root, file)).split(path.sep).join('/')}`;

/** A chunk and every chunk it imports statically, transitively: what runs when it runs. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of result.metafile.outputs[file].imports) {
    if (imported.kind === 'import-statement') closure(imported.path, seen);
  }
  return seen;
}

const entry = outputs.find(([, output]) => output.entryPoint === 'src/client/entry.tsx')?.[0];
if (!entry) throw new Error('client build wrote no entry script');
const onEveryPage = closure(entry);

// A chunk that `import()` loads is named after its source file; the worker looks them up by that
// name (src/shared/ui/blocks/block-chunks.ts, src/shared/ui/page-parts.ts).
const chunks = {};
for (const [file, output] of outputs) {
  if (!output.entryPoint || file === entry) continue;
  const name = path.basename(output.entryPoint).replace(/\.tsx?$/, '');
  if (chunks[name]) throw new Error(`two chunks are called ${name}: ${output.entryPoint} and another`);
  chunks[name] = [...closure(file)].filter((each) => !onEveryPage.has(each)).map(urlOf);
}

/** Writes `{name}-[hash].{ext}` into the assets and returns its URL. */
async function writeHashed(name, ext, text) {
  // The same alphabet and length as esbuild's [hash], so one pattern names every hashed file.
  const hash = createHash('sha256')
    .update(text)
    .digest('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase();
  const file = `${name}-${hash}.${ext}`;
  await writeFile(path.join(assetsDir, file), text);
  return `/assets/${file}`;
}

/** The CSS files (paths from the project's root), in their order, as one minified text. */
async function bundledCss(files) {
  const css = await build({
    stdin: { contents: files.map((file) => `@import ${JSON.stringify(`./${file}`)};`).join('\n'), loader: 'css', resolveDir: root },
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  return css.outputFiles[0].text.trim();
}

const messages = {};
for (const locale of LOCALES) {
  messages[locale] = await writeHashed('messages', 'js', `export default ${JSON.stringify(browserMessagesFor(locale))};\n`);
}
// The first screen's rules go into every page's head, the rest into one cached file (decision 021).
const stylesheets = pageStylesheets();
const stylesheet = await writeHashed('styles', 'css', await bundledCss(stylesheets.file));
const inlineCss = await bundledCss(stylesheets.inline);

const manifest = {
  script: urlOf(entry),
  scriptImports: [...onEveryPage].filter((file) => file !== entry).map(urlOf),
  chunks,
  messages,
  stylesheet,
  inlineCss,
};
await writeFile(path.join(dist, 'client-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
await writeFile(path.join(dist, 'client-meta.json'), JSON.stringify(result.metafile));
console.log(
  `client: ${urlOf(entry)} (+${manifest.scriptImports.length} chunks on every page, ${Object.keys(chunks).length} loaded where used, ${new Set(Object.values(messages)).size} message files, ${stylesheet})`,
);
