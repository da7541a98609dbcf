// `npm run cold-start`: how long the deployable worker (dist/worker, written by `npm run build:worker`)
// takes to start on a fresh workerd, through Miniflare's API with the bindings of wrangler.toml
// (decision 022). Each run starts a new workerd and measures:
// - ready: from `new Miniflare` until workerd answers (process start, compiling and evaluating the
//   worker's modules);
// - first request: `/robots.txt`, which reads no content, on the fresh isolate;
// - first content page: `/impressum/` right after, with the configured content source (the demo
//   content unless CONTENT_SOURCE is given), its story not yet in KV.
// An empty worker with the same bindings is started the same way alongside: `ready` minus its
// `ready` is the worker's own share (compiling and evaluating its modules), taken per run.
// Prints the median of RUNS (default 7) runs of each and the bundle's size, raw and gzip;
// WORKER_DIR measures another build than dist/worker.

import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

const root = path.resolve(import.meta.dirname, '..');
const built = process.env.WORKER_DIR ? path.resolve(process.env.WORKER_DIR) : path.join(root, 'dist', 'worker');
const runs = Number(process.env.RUNS ?? 7);
const host = 'http://kartenliebe.de';

/** The bundle and the modules it loads on demand (JSON files are text modules, wrangler.toml `rules`). */
async function workerModules() {
  const modules = [];
  for (const file of (await readdir(built)).sort()) {
    const filePath = path.join(built, file);
    if (file === 'index.js') modules.unshift({ type: 'ESModule', path: filePath });
    else if (/\.m?js$/.test(file)) modules.push({ type: 'ESModule', path: filePath });
    else if (file.endsWith('.json')) modules.push({ type: 'Text', path: filePath });
  }
  return modules;
}

async function sizes(modules) {
  let raw = 0;
  let gzip = 0;
  for (const module of modules) {
    raw += (await stat(module.path)).size;
    gzip += gzipSync(await readFile(module.path)).length;
  }
  const main = await readFile(modules[0].path);
  return { modules: modules.length, raw, gzip, mainRaw: main.length, mainGzip: gzipSync(main).length };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const modules = await workerModules();
const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml'));
const { modulesRules: _rules, ...withoutModuleRules } = workerOptions;
const vars = process.env.CONTENT_SOURCE ? { CONTENT_SOURCE: process.env.CONTENT_SOURCE } : {};
const samples = { emptyWorkerReady: [], ready: [], workerShare: [], firstRequest: [], firstContentPage: [] };
for (let run = 0; run < runs; run += 1) {
  const emptyStarted = performance.now();
  const empty = new Miniflare(
    convertV4MiniflareOptions({
      handleStructuredLogs: () => {},
      workers: [{ ...withoutModuleRules, name: 'shop', script: "export default { fetch: () => new Response('ok') };", modules: true }],
    }),
  );
  await empty.ready;
  samples.emptyWorkerReady.push(performance.now() - emptyStarted);
  await empty.dispose();
  const started = performance.now();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      handleStructuredLogs: () => {},
      workers: [{ ...workerOptions, name: 'shop', modulesRoot: built, modules, bindings: { ...workerOptions.bindings, ...vars } }],
    }),
  );
  try {
    await mf.ready;
    const ready = performance.now();
    const robots = await mf.dispatchFetch(`${host}/robots.txt`);
    await robots.text();
    const first = performance.now();
    const page = await mf.dispatchFetch(`${host}/impressum/`);
    await page.text();
    const content = performance.now();
    if (!robots.ok) throw new Error(`/robots.txt answered ${robots.status}`);
    samples.ready.push(ready - started);
    samples.workerShare.push(ready - started - samples.emptyWorkerReady[run]);
    samples.firstRequest.push(first - ready);
    samples.firstContentPage.push(content - first);
    if (run === 0) console.log(`/impressum/ answered ${page.status}`);
  } finally {
    await mf.dispose();
  }
}
const result = {
  bundle: await sizes(modules),
  runs,
  contentSource: vars.CONTENT_SOURCE ?? 'wrangler.toml',
  medianMs: Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, Math.round(median(values))])),
};
console.log(JSON.stringify(result, null, 2));
