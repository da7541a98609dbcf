// `npm run lighthouse`: Lighthouse's mobile audit of the shop as `npm start` serves it (issue
// "Fast by default"): home, a category page and a content page on two channels in two locales, a
// product page and a card occasion page, each in a fresh Chromium (a reused browser changes the
// scores). The shop is the one answering on LIGHTHOUSE_PORT (default 8787); when nothing answers
// there, this starts `npm start` on that port and stops it afterwards. Writes
// dist/lighthouse/report.json (scores and key metrics per page, plus the failed audits) and
// dist/lighthouse/report.md (the same as a table); exits 1 when an audit could not run.

import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8787);
const outDir = path.join(root, 'dist', 'lighthouse');

/** `{domain}.localhost` counts as a secure origin, so is-on-https does not cost points (TOOLCHAIN). */
const PAGES = [
  { name: 'home', domain: 'kartenliebe.de', path: '/' },
  { name: 'category', domain: 'kartenliebe.de', path: '/karten/' },
  { name: 'content', domain: 'kartenliebe.de', path: '/impressum/' },
  { name: 'home', domain: 'wallart.co.uk', path: '/' },
  { name: 'category', domain: 'wallart.co.uk', path: '/wall-art' },
  { name: 'content', domain: 'wallart.co.uk', path: '/imprint' },
  // Issue 30: a product page and a card occasion page too.
  { name: 'product', domain: 'wallart.de', path: '/products/leinwand' },
  { name: 'occasion', domain: 'kartenliebe.ch', path: '/fr/cartes/mariage/' },
  // Issue 33: a theme page too.
  { name: 'theme', domain: 'kartenliebe.de', path: '/themes/2000/' },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// Lighthouse 13 needs Node 22.19 or newer; `npm run` puts the `node` package's Node 22 first on PATH.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  console.error(`Lighthouse needs Node >= 22.19, this is ${process.version}: run it as \`npm run lighthouse\`.`);
  process.exit(1);
}

async function answers() {
  try {
    return (await fetch(`http://127.0.0.1:${port}/_health`)).ok;
  } catch {
    return false;
  }
}

/** `npm start` on `port` in a process group of its own; resolves once the shop answers. */
async function startShop() {
  const child = spawn('npm', ['start', '--', '--port', String(port), '--inspector-port', String(port + 1000)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (await answers()) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.kill(-child.pid, 'SIGTERM');
  throw new Error(`npm start did not answer on port ${port}`);
}

/** One audit in a fresh browser: the four category scores (0–100) and the metrics that matter here. */
async function audit(url) {
  const chrome = await launch({ chromePath: chromiumLaunchOptions.executablePath, chromeFlags: chromiumLaunchOptions.args });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const failed = Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
      .map((entry) => ({ id: entry.id, elements: (entry.details?.items ?? []).flatMap((item) => (item.node ? [item.node.snippet] : [])) }));
    return {
      url,
      scores,
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      failed,
    };
  } finally {
    chrome.kill();
  }
}

function markdown(rows) {
  const lines = [
    '| page | URL | perf | a11y | best practices | SEO | CLS | TBT ms | LCP ms | failed audits |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${row.url} | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores['best-practices']} | ${row.scores.seo} | ${row.cls} | ${row.tbtMs} | ${row.lcpMs} | ${row.failed.map((entry) => entry.id).join(', ')} |`,
    ),
  ];
  return `# Lighthouse, mobile\n\n${lines.join('\n')}\n`;
}

const shop = (await answers()) ? null : await startShop();
const rows = [];
let failures = 0;
try {
  for (const page of PAGES) {
    const url = `http://${page.domain}.localhost:${port}${page.path}`;
    try {
      rows.push({ page: `${page.name} ${page.domain}`, ...(await audit(url)) });
      console.log(`${url}: ${JSON.stringify(rows.at(-1).scores)} CLS ${rows.at(-1).cls} TBT ${rows.at(-1).tbtMs} ms`);
    } catch (error) {
      failures += 1;
      console.error(`${url}: ${error instanceof Error ? error.message : error}`);
    }
  }
} finally {
  if (shop) process.kill(-shop.pid, 'SIGTERM');
}
await mkdir(outDir, { recursive: true });
await writeFile(path.join(outDir, 'report.json'), `${JSON.stringify({ date: new Date().toISOString(), port, pages: rows }, null, 2)}\n`);
await writeFile(path.join(outDir, 'report.md'), markdown(rows));
console.log(`\n${markdown(rows)}\nwritten to ${path.relative(root, outDir)}/report.json and report.md`);
process.exit(failures > 0 ? 1 : 0);
