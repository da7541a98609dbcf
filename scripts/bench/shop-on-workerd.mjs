// Bench, profile and soak (scripts/bench, scripts/soak): the deployable bundle on workerd through
// Miniflare's API, with the bindings of wrangler.toml, D1 migrated and seeded as `npm start` has
// it, and the storage-latency wrapper in front (BENCH_STORAGE_LATENCY_MS; decision 018).

import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_splitSqlQuery } from 'wrangler';

export const root = path.resolve(import.meta.dirname, '../..');

/** Builds the client and the deployable worker (`dist/worker`), quietly, as `npm run build && npm run build:worker`. */
export function buildShop() {
  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_LOG: 'warn',
  };
  for (const script of ['build', 'build:worker']) execFileSync('npm', ['run', '--silent', script], { cwd: root, env, stdio: 'inherit' });
}

/** Headers that make a request look as the shop's host sent it, uncompressed. */
export const headersOf = (each) => ({
  host: each.host,
  'mf-original-url': `https://${each.host}${each.path}`,
  'accept-encoding': 'identity',
  // A returning visitor, with their feature-flag key (decision 058), unless the case is a first visit.
  ...(each.firstVisit ? {} : { cookie: 'splitIoUserKey=bench-visitor' }),
});

/**
 * Copies a built worker (`wrangler deploy --dry-run --outdir built`) into `shopDir` beside a
 * wrapper of its storage (the latency wrapper, or `storage-faults.mjs`); the demo content's JSON
 * files are Text modules, as wrangler.toml's rules say.
 */
export async function prepareBundle(built, shopDir, wrapper = 'storage-latency.mjs') {
  await rm(shopDir, { recursive: true, force: true });
  await mkdir(shopDir, { recursive: true });
  const modules = [{ type: 'ESModule', path: path.join(shopDir, wrapper) }];
  await copyFile(path.join(import.meta.dirname, wrapper), modules[0].path);
  for (const file of await readdir(built)) {
    const type = /\.m?js$/.test(file) ? 'ESModule' : file.endsWith('.json') ? 'Text' : null;
    if (!type) continue;
    await copyFile(path.join(built, file), path.join(shopDir, file));
    modules.push({ type, path: path.join(shopDir, file) });
  }
  return { shopDir, modules };
}

export const wranglerWorkerOptions = () => unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml')).workerOptions;

/**
 * The shop on workerd, with `vars` on top of wrangler.toml's, migrated and seeded (`seeded: false`
 * leaves D1 empty, for a shop whose D1 never answers). `onLog` gets the worker's log lines
 * (`{ level, message }`); without it they are dropped.
 */
export async function startShop(bundle, vars, { inspectorPort, onLog, seeded = true } = {}) {
  const workerOptions = wranglerWorkerOptions();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: 0,
      ...(inspectorPort ? { inspectorPort } : {}),
      // The worker's own log lines would drown the output; bench and profile read answers, not logs.
      handleStructuredLogs: onLog ?? (() => {}),
      workers: [
        {
          ...workerOptions,
          name: 'shop',
          modulesRoot: bundle.shopDir,
          modules: bundle.modules,
          bindings: { ...workerOptions.bindings, ...vars },
        },
      ],
    }),
  );
  const url = await mf.ready;
  if (seeded) await seed(mf);
  return { mf, url };
}

/** Statements per batch: a proxied request of the catalogue seed's 2,700 statements (1 MB) is split up. */
const BATCH_STATEMENTS = 200;

/**
 * Migrations in order, then the demo seeds: the same database `npm start` has. Every file is read
 * and split before the first batch, and the batches follow each other at once, each of at most
 * BATCH_STATEMENTS: the binding's proxy drops a connection left idle (workers-sdk#7376), and a
 * batch that fails says which file and part it was, and after how long.
 */
async function seed(mf) {
  const db = await mf.getD1Database('DB');
  const migrations = (await readdir(path.join(root, 'migrations'))).filter((file) => file.endsWith('.sql')).sort();
  const files = [...migrations.map((file) => path.join('migrations', file)), 'seeds/demo.sql', 'seeds/demo-catalogue.sql'];
  const split = await Promise.all(files.map(async (file) => unstable_splitSqlQuery(await readFile(path.join(root, file), 'utf8'))));
  const started = Date.now();
  for (const [index, statements] of split.entries()) {
    for (let from = 0; from < statements.length; from += BATCH_STATEMENTS) {
      const part = statements.slice(from, from + BATCH_STATEMENTS);
      try {
        await db.batch(part.map((sql) => db.prepare(sql)));
      } catch (error) {
        throw new Error(`seeding ${files[index]} failed at statement ${from + 1} of ${statements.length}, ${Date.now() - started} ms in`, {
          cause: error,
        });
      }
    }
  }
}
