// `npm run profile -- --only <case>` (decision 026): where a benched page spends its CPU. Builds
// the production bundle unminified (React's production build, names kept readable), runs it on
// workerd as the bench does, loads one case of scripts/bench/cases.mjs with autocannon while V8's
// sampling profiler runs through the inspector (loopback only), prints the functions with the most
// CPU (self and inclusive) and writes the profile to reports/, for Chrome DevTools' Performance
// panel. Cold by default (page cache off); `--cached` profiles the warm path.

import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_CASES } from './cases.mjs';
import { connectInspector } from './inspector.mjs';
import { headersOf, prepareBundle, root, startShop } from './shop-on-workerd.mjs';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: 'home kartenliebe' },
    cached: { type: 'boolean', default: false },
    duration: { type: 'string', default: '5' },
    top: { type: 'string', default: '30' },
    'inspector-port': { type: 'string', default: '9555' },
  },
});
const benched = BENCH_CASES.find((each) => each.name.includes(args.only));
if (!benched) {
  console.error(`no bench case matches "${args.only}"; cases: ${BENCH_CASES.map((each) => each.name).join(', ')}`);
  process.exit(1);
}

const work = path.join(root, '.wrangler', 'profile');
const built = path.join(work, 'built');
execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--env=', '--outdir', built, '--minify=false'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    WRANGLER_LOG: 'warn',
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  },
});
const bundle = await prepareBundle(built, path.join(work, 'shop'));
const inspectorPort = Number(args['inspector-port']);
const shop = await startShop(bundle, { PAGE_CACHE_SECONDS: args.cached ? '300' : '0' }, { inspectorPort });
const url = new URL(benched.path, shop.url).toString();
const headers = headersOf(benched);
// Warm the isolate (and, with --cached, the page cache and hot pages) before measuring.
for (let i = 0; i < 50; i += 1) await (await fetch(url, { headers })).text();

const inspector = await connectInspector(inspectorPort);
await inspector.send('Profiler.enable');
await inspector.send('Profiler.setSamplingInterval', { interval: 100 });
await inspector.send('Profiler.start');
const load = await autocannon({ url, headers, connections: 10, duration: Number(args.duration) });
const { profile } = await inspector.send('Profiler.stop');
inspector.close();
await shop.mf.dispose();

const { busyMs, self, inclusive } = summarise(profile);
console.log(`${benched.name} (${args.cached ? 'page cache on' : 'cold'}): ${load.requests.average} req/s`);
console.log(
  `CPU busy ${((busyMs / (load.duration * 1000)) * 100).toFixed(0)} % of the run, ${(busyMs / load.requests.total).toFixed(2)} ms a request`,
);
printTop('self', self, busyMs);
printTop('inclusive', inclusive, busyMs);
const out = path.join(root, 'reports', `profile-${benched.name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, JSON.stringify(profile));
console.log(`written to ${path.relative(root, out)}`);

/**
 * CPU time by function, as its own (self) and with what it called (inclusive); idle left out.
 * workerd marks no idle samples: while the isolate waits (for storage, for the next request, for
 * a core) the profiler takes none, and the gap lands on the first sample after it, which is
 * whatever runs first when the wait ends (a request's first lookup, a read's continuation). So a
 * sample counts for at most a few sampling intervals, and the rest of a gap is left out as idle.
 */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const deltas = profile.timeDeltas.filter((delta) => delta > 0).sort((a, b) => a - b);
  const longest = 3 * (deltas[Math.floor(deltas.length / 2)] ?? 0);
  const sampled = new Map();
  for (const [index, id] of profile.samples.entries())
    sampled.set(id, (sampled.get(id) ?? 0) + Math.min(profile.timeDeltas[index] ?? 0, longest));
  const nameOf = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
  };
  const self = new Map();
  const inclusive = new Map();
  let busyUs = 0;
  for (const node of profile.nodes) {
    const micros = sampled.get(node.id) ?? 0;
    if (micros === 0 || node.callFrame.functionName === '(idle)') continue;
    busyUs += micros;
    self.set(nameOf(node), (self.get(nameOf(node)) ?? 0) + micros);
    // Each function once per sample, however deep it recurses.
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parentOf.get(id)) {
      const name = nameOf(byId.get(id));
      if (seen.has(name) || name.startsWith('(root)')) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
    }
  }
  return { busyMs: busyUs / 1000, self, inclusive };
}

function printTop(title, times, busyMs) {
  console.log(`\n${title} (% of busy CPU)`);
  const top = [...times].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top));
  for (const [name, micros] of top) console.log(`${((micros / 1000 / busyMs) * 100).toFixed(1).padStart(5)}  ${name}`);
}
