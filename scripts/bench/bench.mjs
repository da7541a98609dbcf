// `npm run bench` (issue "Fast by default"): the production bundle (`npm run build:worker`) on
// workerd through Miniflare's API, with the bindings of wrangler.toml and seeded KV and D1, loaded
// with autocannon side by side with a static worker answering the same bytes. Prints one table
// and writes it as JSON to reports/bench.json. `--quick` is the short run CI does so the command
// cannot rot. Decision 018 explains the method.

import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { BENCH_CASES } from './cases.mjs';
import { firstByteTimes } from './first-byte.mjs';
import { buildShop, headersOf, prepareBundle, root, startShop, wranglerWorkerOptions } from './shop-on-workerd.mjs';
import { staticWorkerSource } from './static-worker.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    build: { type: 'boolean', default: true },
    duration: { type: 'string' },
    connections: { type: 'string', default: '10' },
    latency: { type: 'string', default: '20' },
    only: { type: 'string' },
    out: { type: 'string', default: 'reports/bench.json' },
  },
  allowNegative: true,
});
const duration = Number(args.duration ?? (args.quick ? 1 : 8));
const connections = Number(args.connections);
const latencyMs = Number(args.latency);
const samples = args.quick ? 5 : 40;
const cases = BENCH_CASES.filter((each) => !args.only || each.name.includes(args.only));

if (args.build) buildShop();

const work = path.join(root, '.wrangler', 'bench');
await rm(work, { recursive: true, force: true });
const bundle = await prepareBundle(path.join(root, 'dist', 'worker'), path.join(work, 'shop'));
const workerOptions = wranglerWorkerOptions();

/** The shop with `vars` (e.g. an added storage latency); the first view of each page puts its stories in KV. */
async function startBenchedShop(vars) {
  const shop = await startShop(bundle, vars);
  for (const each of cases) await fetchOnce(shop.url, each);
  return shop;
}

/**
 * The static worker answering `responses`. Deployed like the shop (decision 018, later): the same
 * compatibility date and flags, and wrangler.toml's assets with the worker run first, so a request
 * takes the same way to it as to the shop: on workerd that is through the assets router, a worker
 * of its own that costs each request about as much CPU as a static answer. `bare`: the worker
 * alone, as the bench measured before, printed for comparison.
 */
async function startStatic(responses, { bare = false } = {}) {
  const source = path.join(work, bare ? 'bare.mjs' : 'static.mjs');
  await writeFile(source, staticWorkerSource(responses));
  const deployed = bare
    ? { compatibilityDate: workerOptions.compatibilityDate }
    : {
        compatibilityDate: workerOptions.compatibilityDate,
        compatibilityFlags: workerOptions.compatibilityFlags,
        assets: workerOptions.assets,
      };
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: 0,
      workers: [{ name: 'static', modules: true, scriptPath: source, ...deployed }],
    }),
  );
  return { mf, url: await mf.ready };
}

async function fetchOnce(url, each) {
  const response = await fetch(new URL(each.path, url), { headers: headersOf(each), redirect: 'manual' });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
}

async function load(url, each) {
  const result = await autocannon({
    url: new URL(each.path, url).toString(),
    headers: headersOf(each),
    connections,
    duration,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const rows = [];
/** What makes the bench exit non-zero: a page answering the wrong status, or failed requests. */
const failures = [];
const shop = await startBenchedShop({});
const responses = {};
for (const each of cases) {
  const answer = await fetchOnce(shop.url, each);
  responses[each.host + each.path] = answer;
  console.log(`${each.name}: ${answer.status}, ${answer.body.length} bytes`);
  if (answer.status !== (each.status ?? 200)) failures.push(`${each.name} answered ${answer.status}, not ${each.status ?? 200}`);
}
const baseline = await startStatic(responses);
const bareBaseline = await startStatic(responses, { bare: true });

// Pages not cached: PAGE_CACHE_SECONDS=0 turns the full-page cache off for this instance.
const cold = await startBenchedShop({ PAGE_CACHE_SECONDS: '0' });
for (const each of cases) {
  const base = await load(baseline.url, each);
  const bare = await load(bareBaseline.url, each);
  const coldRun = await load(cold.url, each);
  const warmRun = each.cached ? await load(shop.url, each) : null;
  rows.push({ case: each.name, status: responses[each.host + each.path].status, baseline: base, bare, cold: coldRun, warm: warmRun });
  // A load whose answers failed measured something else than the row says.
  for (const [kind, run] of [
    ['cold', coldRun],
    ['warm', warmRun],
  ]) {
    if (run && (run.errors > 0 || ((each.status ?? 200) === 200 && run.non2xx > 0))) {
      failures.push(`${each.name} (${kind}): ${run.errors} failed requests, ${run.non2xx} answers not 2xx`);
    }
  }
}
await cold.mf.dispose();
await baseline.mf.dispose();
await bareBaseline.mf.dispose();

// First byte with and without a fixed latency on every KV and D1 call (page cache off).
const slow = await startBenchedShop({ PAGE_CACHE_SECONDS: '0', BENCH_STORAGE_LATENCY_MS: String(latencyMs) });
const fast = await startBenchedShop({ PAGE_CACHE_SECONDS: '0' });
for (const row of rows) {
  const each = cases.find((candidate) => candidate.name === row.case);
  const plain = await firstByteTimes(fast.url, headersOf(each), each.path, samples);
  const delayed = await firstByteTimes(slow.url, headersOf(each), each.path, samples);
  row.firstByte = { plain, delayed, moveMs: delayed.firstByteMs - plain.firstByteMs, latencyMs };
  // Slow storage must change when the answer comes, not what it is: a part that failed shows as
  // another status or another size (a page's fallback instead of its prices).
  const expected = each.status ?? 200;
  if (plain.status !== expected || delayed.status !== expected) {
    failures.push(`${each.name} answered ${plain.status}, with slow storage ${delayed.status}, not ${expected}`);
  } else if (Math.abs(delayed.bytes - plain.bytes) > plain.bytes * 0.02) {
    failures.push(`${each.name} answered ${delayed.bytes} bytes with slow storage, ${plain.bytes} without`);
  }
}
await slow.mf.dispose();
await fast.mf.dispose();
await shop.mf.dispose();

printTable(rows);
const out = path.resolve(root, args.out);
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify({ at: new Date().toISOString(), duration, connections, rows }, null, 2)}\n`);
console.log(`written to ${path.relative(root, out)}`);
if (failures.length > 0) {
  console.error(`bench failed:\n${failures.join('\n')}`);
  process.exit(1);
}

function printTable(rows) {
  const fixed = (value, digits = 0) => (value === undefined || value === null ? '–' : Number(value).toFixed(digits));
  const lines = [
    [
      'case',
      'bare req/s',
      'base req/s',
      'cold req/s',
      'ratio',
      'p50',
      'p99',
      'warm req/s',
      'ratio',
      'TTFB ms',
      `TTFB +${latencyMs}ms`,
      'moves',
    ],
  ];
  for (const row of rows) {
    lines.push([
      row.case,
      fixed(row.bare.requestsPerSecond),
      fixed(row.baseline.requestsPerSecond),
      fixed(row.cold.requestsPerSecond),
      fixed(row.cold.requestsPerSecond / row.baseline.requestsPerSecond, 2),
      fixed(row.cold.p50),
      fixed(row.cold.p99),
      row.warm ? fixed(row.warm.requestsPerSecond) : '–',
      row.warm ? fixed(row.warm.requestsPerSecond / row.baseline.requestsPerSecond, 2) : '–',
      fixed(row.firstByte.plain.firstByteMs, 1),
      fixed(row.firstByte.delayed.firstByteMs, 1),
      `${fixed(row.firstByte.moveMs / latencyMs, 1)}×L`,
    ]);
    const failed = [row.cold, row.warm, row.baseline, row.bare].filter(Boolean).reduce((sum, run) => sum + run.errors, 0);
    if (failed > 0) failures.push(`${row.case}: ${failed} requests failed or timed out`);
  }
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => String(line[column]).length)));
  for (const [index, line] of lines.entries()) {
    console.log(line.map((cell, column) => String(cell).padEnd(widths[column])).join(' | '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  }
}
