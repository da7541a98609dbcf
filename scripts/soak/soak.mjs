// `npm run soak` (issue 27, part 6; decision 064): the production bundle on workerd as the bench
// runs it (scripts/bench/shop-on-workerd.mjs), under `--connections` clients each sending a mix of
// reads (pages of both brands, distinct URLs, 404s, catalogue and price calls, customer data) and
// writes whose rows can be counted (contact messages, signups, wishlist adds) for `--duration`
// seconds after a warm-up. Then it counts the rows in D1 against the writes answered 2xx and prints
// what was lost (2xx, no row) or doubled (more rows than 2xx answers), the 5xx answers with the
// worker's error lines, and workerd's memory before and after. Writes reports/soak.json; exits 1
// on anything lost, doubled, failed or answered 5xx, or when the shop's heap after a full collection
// is over `--heap-limit` MB. `--quick` is the short run `npm test` does.

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildShop, headersOf, prepareBundle, root, startShop } from '../bench/shop-on-workerd.mjs';
import { freePort, heapAfterCollection, ownWorkerd, residentMegabytes } from './workerd-memory.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    build: { type: 'boolean', default: true },
    duration: { type: 'string' },
    'warm-up': { type: 'string' },
    // A 2-core machine: more clients than this only queue behind each other.
    connections: { type: 'string', default: '8' },
    // Half of the 128 MB an isolate has in production (decision 064).
    'heap-limit': { type: 'string', default: '64' },
    out: { type: 'string', default: 'reports/soak.json' },
  },
  allowNegative: true,
});
const duration = Number(args.duration ?? (args.quick ? 10 : 60));
const warmUp = Number(args['warm-up'] ?? (args.quick ? 3 : 10));
const connections = Number(args.connections);

if (args.build) buildShop();
const bundle = await prepareBundle(path.join(root, 'dist', 'worker'), path.join(root, '.wrangler', 'soak', 'shop'));
const inspectorPort = await freePort();
/** The worker's error lines, by message, to say what a 5xx was. */
const errorLines = new Map();
const shop = await startShop(
  bundle,
  {},
  {
    inspectorPort,
    onLog: ({ level, message }) => {
      if (level === 'error') errorLines.set(message, (errorLines.get(message) ?? 0) + 1);
    },
  },
);
const db = await shop.mf.getD1Database('DB');
const workerd = ownWorkerd();

// What the clients read: each brand's pages, the catalogue's and prices' JSON, a page that is not there.
const READS = [
  ['kartenliebe.de', '/'],
  ['wallart.de', '/'],
  ['kartenliebe.de', '/karten/'],
  ['wallart.de', '/wandbilder'],
  ['wallart.de', '/products/leinwand'],
  ['kartenliebe.de', '/themes/2000/'],
  ['kartenliebe.de', '/impressum/'],
  ['kartenliebe.de', '/gibt-es-nicht/'],
  ['wallart.de', '/price-api/prices/formats?locale=de-DE&materialType=poster&formats=100x100,100x120'],
  ['kartenliebe.de', '/web-api/themes'],
  ['kartenliebe.de', '/web-api/shipping-information'],
];
const WISHED = (
  await db
    .prepare(
      "SELECT kind || ':' || id AS item FROM designs WHERE channel = 'kartenliebe' AND active = 1 ORDER BY popularity DESC, id LIMIT 3",
    )
    .all()
).results.map((row) => row.item);

let sent = 0;
/** A client address of its own for each customer and message: the rate limits count per client. */
const nextClient = () => {
  sent += 1;
  return `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
};

const answers = new Map();
const fiveHundreds = [];
let failed = 0;

/** One request as the shop's host would get it; a JSON body comes from the shop's own page. */
async function call(host, target, { body, cookie, client } = {}) {
  const headers = { ...headersOf({ host, path: target }), 'cf-connecting-ip': client ?? nextClient() };
  if (cookie) headers.cookie = `${headers.cookie}; ${cookie}`;
  if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', origin: `https://${host}` });
  try {
    const response = await fetch(new URL(target, shop.url), {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
    if (response.status >= 500 && fiveHundreds.length < 10) fiveHundreds.push(`${response.status} ${host}${target}: ${text.slice(0, 200)}`);
    return { ok: response.ok, headers: response.headers };
  } catch (error) {
    failed += 1;
    if (fiveHundreds.length < 10) fiveHundreds.push(`failed ${host}${target}: ${error.message}`);
    return { ok: false, headers: new Headers() };
  }
}

/** Each write's key (what its row carries) with its 2xx and other answers. */
const ledger = { contact: new Map(), signup: new Map(), wishlist: new Map() };
function note(kind, key, ok) {
  const entry = ledger[kind].get(key) ?? { ok: 0, other: 0 };
  entry[ok ? 'ok' : 'other'] += 1;
  ledger[kind].set(key, entry);
}

let serial = 0;
const STEPS = [
  async () => call(...READS[serial++ % READS.length]),
  async () => {
    const subject = `soak ${++serial}`;
    const body = {
      name: 'Soak',
      email: 'soak@example.com',
      subject,
      message: 'Counted by the soak run.',
      locale: 'de-DE',
      page: '/kontakt/',
    };
    note('contact', subject, (await call('kartenliebe.de', '/web-api/contact-form', { body })).ok);
  },
  async () => call(...READS[serial++ % READS.length]),
  async (customer) => {
    if (customer.cookie && customer.items < WISHED.length) {
      const item = WISHED[customer.items++];
      const { ok } = await call('kartenliebe.de', '/web-api/wishlist-add', {
        body: { item },
        cookie: customer.cookie,
        client: customer.client,
      });
      note('wishlist', `${customer.email} ${item}`, ok);
      return;
    }
    const email = `soak-${++serial}@example.com`;
    const client = nextClient();
    const body = { email, password: 'soak-password', firstName: 'Soak', lastName: `Customer ${serial}` };
    const { ok, headers } = await call('kartenliebe.de', '/web-api/customer-signup', { body, client });
    note('signup', email, ok);
    Object.assign(customer, {
      email,
      client,
      items: 0,
      cookie: ok ? /shop_session=[^;]*/.exec(headers.get('set-cookie') ?? '')?.[0] : null,
    });
  },
  async (customer) => call('kartenliebe.de', '/web-api/customer-data', { cookie: customer.cookie, client: customer.client }),
  // An address no one asked for before: a page the caches must take in, or a 404 (Wallart's paths end without a slash).
  async () => {
    const [host, slash] = ++serial % 2 ? ['kartenliebe.de', '/'] : ['wallart.de', ''];
    return call(host, serial % 3 ? `/?soak=${serial}` : `/soak-${serial}${slash}`);
  },
];

async function load(seconds) {
  const until = Date.now() + seconds * 1000;
  const client = async (index) => {
    const customer = { cookie: null, client: nextClient(), items: 0 };
    for (let step = index; Date.now() < until; step += 1) await STEPS[step % STEPS.length](customer);
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => client(index)));
}

const wake = () => call('kartenliebe.de', '/web-api/shipping-information');
await load(warmUp);
const before = { rssMb: residentMegabytes(workerd), heapMb: await heapAfterCollection(inspectorPort, wake) };
const requestsBefore = [...answers.values()].reduce((sum, count) => sum + count, 0) + failed;
let peakRssMb = before.rssMb;
const sampler = setInterval(() => {
  peakRssMb = Math.max(peakRssMb, residentMegabytes(workerd));
}, 500);
await load(duration);
clearInterval(sampler);
const requests = [...answers.values()].reduce((sum, count) => sum + count, 0) + failed - requestsBefore;
const after = { rssMb: residentMegabytes(workerd), heapMb: await heapAfterCollection(inspectorPort, wake) };
peakRssMb = Math.max(peakRssMb, after.rssMb);

const ROWS = {
  contact: "SELECT subject AS key, COUNT(*) AS rows FROM contact_messages WHERE subject LIKE 'soak %' GROUP BY subject",
  signup: "SELECT email AS key, COUNT(*) AS rows FROM customers WHERE email LIKE 'soak-%' GROUP BY email",
  wishlist:
    "SELECT c.email || ' ' || w.item AS key, COUNT(*) AS rows FROM wishlist_items w JOIN customers c ON c.id = w.customer_id WHERE c.email LIKE 'soak-%' GROUP BY key",
};
const writes = {};
for (const [kind, sql] of Object.entries(ROWS)) {
  const rows = new Map((await db.prepare(sql).all()).results.map((row) => [row.key, row.rows]));
  const tally = { answered2xx: 0, otherAnswers: 0, rows: 0, lost: 0, doubled: 0, writtenWithout2xx: 0 };
  for (const [key, { ok, other }] of ledger[kind]) {
    const kept = rows.get(key) ?? 0;
    tally.answered2xx += ok;
    tally.otherAnswers += other;
    if (ok > 0 && kept === 0) tally.lost += 1;
    if (ok > 0 && kept > ok) tally.doubled += kept - ok;
    if (ok === 0 && kept > 0) tally.writtenWithout2xx += kept;
  }
  // A row no write of this run asked for is one too many.
  for (const [key, kept] of rows) {
    tally.rows += kept;
    if (!ledger[kind].has(key)) tally.doubled += kept;
  }
  writes[kind] = tally;
}
await shop.mf.dispose();

const total = (field) => Object.values(writes).reduce((sum, tally) => sum + tally[field], 0);
const serverErrors = [...answers].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
const report = {
  at: new Date().toISOString(),
  connections,
  warmUpSeconds: warmUp,
  durationSeconds: duration,
  requests,
  requestsPerSecond: Math.round(requests / duration),
  answers: Object.fromEntries([...answers].sort(([a], [b]) => a - b)),
  failedRequests: failed,
  writes,
  lost: total('lost'),
  doubled: total('doubled'),
  serverErrors,
  workerErrors: Object.fromEntries(errorLines),
  memory: { before, after, peakRssMb },
};
console.log(
  `soak: ${connections} connections, ${duration} s after ${warmUp} s of warm-up: ${requests} requests (${report.requestsPerSecond}/s)`,
);
console.log(
  `answers (whole run): ${Object.entries(report.answers)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ')}`,
);
for (const [kind, tally] of Object.entries(writes)) {
  console.log(
    `${kind.padEnd(8)}: ${tally.answered2xx} answered 2xx, ${tally.rows} rows, lost ${tally.lost}, doubled ${tally.doubled}, ${tally.otherAnswers} other answers (${tally.writtenWithout2xx} of them written)`,
  );
}
const mb = (value) => `${value.toFixed(1)} MB`;
console.log(`workerd resident memory: ${mb(before.rssMb)} after warm-up, ${mb(after.rssMb)} after the run (peak ${mb(peakRssMb)})`);
console.log(
  `shop isolate's heap and buffers after a full collection: ${mb(before.heapMb)} after warm-up, ${mb(after.heapMb)} after the run`,
);
const out = path.join(root, args.out);
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`written to ${path.relative(root, out)}`);

const problems = [];
if (report.lost > 0) problems.push(`${report.lost} writes answered 2xx have no row`);
if (report.doubled > 0) problems.push(`${report.doubled} rows more than writes answered 2xx`);
if (serverErrors > 0) problems.push(`${serverErrors} answers 5xx`);
if (failed > 0) problems.push(`${failed} requests failed without an answer`);
if (after.heapMb > Number(args['heap-limit'])) problems.push(`the shop's heap holds ${mb(after.heapMb)}, over ${args['heap-limit']} MB`);
if (problems.length > 0) {
  console.error(`soak failed: ${problems.join('; ')}`);
  for (const line of fiveHundreds) console.error(`  ${line}`);
  for (const [message, count] of errorLines) console.error(`  worker error × ${count}: ${message.slice(0, 400)}`);
  process.exit(1);
}
