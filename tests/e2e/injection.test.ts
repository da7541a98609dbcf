import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FooterData } from '../../src/shared/ui/layout/footer-data';
import { ALL_PAYLOADS, type Payload, PWNED } from '../fixtures/injection-corpus';
import { inertnessProblems, urlProblem } from '../support/inert-html';
import { blockCases, type InjectionCase, richTextCases } from '../support/injection-cases';
import { launchBrowser, openPage } from './browser';

// The injection corpus rendered by the shop's own components (every block, rich text, whole
// pages with head, navigation, footer and data script), loaded in Chromium: no payload may run.
// Every payload calls `__pwned(id)` if it ever executes; the page exposes that function, listens
// for dialogs, and afterwards every link must lead to http(s), mailto, tel or a path.
let browser: Browser;
const ORIGIN = 'https://shop.test';
/** Documents up to about this size; the corpus is split across several. */
const DOCUMENT_BYTES = 2_000_000;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Loaded {
  calls: unknown[];
  dialogs: string[];
  links: { raw: string; protocol: string }[];
  handlers: string[];
}

/** Serves `html` as a page of the shop's origin (anything else it asks for is not found) and loads it. */
async function load(html: string): Promise<Loaded> {
  const { page } = await openPage(browser);
  const calls: unknown[] = [];
  const dialogs: string[] = [];
  await page.exposeFunction(PWNED, (id: unknown) => calls.push(id));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route('**/*', (route) =>
    route.request().url() === `${ORIGIN}/`
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
      : route.fulfill({ status: 404, body: '' }),
  );
  await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
  const found = await inspect(page);
  await page.context().close();
  return { calls, dialogs, ...found };
}

async function inspect(page: Page): Promise<Pick<Loaded, 'links' | 'handlers'>> {
  return page.evaluate(() => ({
    links: [...document.querySelectorAll('a[href]')].map((a) => ({
      raw: a.getAttribute('href') ?? '',
      protocol: (a as HTMLAnchorElement).protocol,
    })),
    handlers: [...document.querySelectorAll('*')].flatMap((element) =>
      element
        .getAttributeNames()
        .filter((name) => name.startsWith('on'))
        .map((name) => `<${element.localName} ${name}>`),
    ),
  }));
}

function corpusDocument(body: string): string {
  return `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Korpus</title></head><body>${body}</body></html>`;
}

/** The cases in documents of about DOCUMENT_BYTES, each with the baselines of its cases. */
function* documents(cases: Iterable<InjectionCase>): Generator<{ names: string[]; html: string; baseline: string; payloads: string[] }> {
  let batch: InjectionCase[] = [];
  let size = 0;
  const flush = () => {
    const result = {
      names: batch.map((found) => found.name),
      html: corpusDocument(batch.map((found) => found.html).join('')),
      baseline: corpusDocument(batch.map((found) => found.baseline).join('')),
      payloads: [...new Set(batch.map((found) => found.payload.text))],
    };
    batch = [];
    size = 0;
    return result;
  };
  for (const found of cases) {
    batch.push(found);
    size += found.html.length;
    if (size >= DOCUMENT_BYTES) yield flush();
  }
  if (batch.length > 0) yield flush();
}

/**
 * Whole pages (../support/injection-page.tsx) render the worker's document; it is imported by a
 * path in a variable so the type check of the browser tests (Node and DOM types) does not take in
 * the worker's types. Its signature, as used here:
 */
type PageCase = (payload: Payload, footer: (hostile: boolean) => Promise<FooterData>) => Promise<InjectionCase>;
const PAGE_CASES = '../support/injection-page';

const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];

function expectInert(name: string, loaded: Loaded): void {
  expect([name, loaded.calls, loaded.dialogs, loaded.handlers]).toEqual([name, [], [], []]);
  for (const link of loaded.links) {
    expect([name, link.raw, SAFE_PROTOCOLS.includes(link.protocol), urlProblem(link.raw)]).toEqual([name, link.raw, true, null]);
  }
}

describe('the injection corpus in the browser', () => {
  // The renders log the blocks the schemas refuse (warnings) and the unknown rich-text nodes and
  // marks of the corpus (errors, spec §8): the page skipping them, not news.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('notices a payload that runs (the detector works)', async () => {
    const loaded = await load(corpusDocument('<img src="/missing.png" onerror="__pwned(0)"><a href="javascript:void 0">x</a>'));
    expect(loaded.calls).toEqual([0]);
    expect(loaded.links.map((link) => link.protocol)).toEqual(['javascript:']);
  });

  it('runs nothing from any block with the corpus in its fields', async () => {
    for (const batch of documents(blockCases())) {
      const name = `${batch.names[0]} … ${batch.names.at(-1)}`;
      expect([name, inertnessProblems(batch.html, { baseline: batch.baseline, marker: PWNED })]).toEqual([name, []]);
      expectInert(name, await load(batch.html));
    }
  }, 300_000);

  it('runs nothing from rich text with the corpus in every node, mark and attr', async () => {
    for (const batch of documents(richTextCases())) expectInert(batch.names[0]!, await load(batch.html));
  }, 120_000);

  it('runs nothing from whole pages with the corpus in head, navigation, blocks, footer and data', async () => {
    const footer = (text: string): FooterData => ({
      hotline: { phone: text, hours: text },
      email: null,
      columns: [{ title: text, links: [{ text, href: '/agb/' }] }],
      legal: [],
      payments: [text],
      social: [],
    });
    const { pageCase } = (await import(/* @vite-ignore */ PAGE_CASES)) as { pageCase: PageCase };
    for (const payload of ALL_PAYLOADS) {
      const found = await pageCase(payload, async (hostile) => footer(hostile ? payload.text : 'Service'));
      expect([found.name, inertnessProblems(found.html, { baseline: found.baseline, payloads: [payload.text], marker: PWNED })]).toEqual([
        found.name,
        [],
      ]);
      expectInert(found.name, await load(found.html));
    }
  }, 300_000);
});
