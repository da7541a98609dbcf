import type { BrowserContext, Page } from '@playwright/test';
import type { FooterData } from '../../src/shared/ui/layout/footer-data';
import { preloadSplitComponents } from '../../src/shared/ui/split-component';
import { ALL_PAYLOADS, type Payload, PWNED } from '../fixtures/injection-corpus';
import { inertnessProblems, urlProblem } from '../support/inert-html';
import { blockCases, type InjectionCase, richTextCases } from '../support/injection-cases';
import { type ConsoleErrors, expect, test } from './fixtures';

// The injection corpus rendered by the shop's own components (every block, rich text, whole
// pages with head, navigation, footer and data script), loaded in Chromium: no payload may run.
// Every payload calls `__pwned(id)` if it ever executes; the page exposes that function, listens
// for dialogs, and afterwards every link must lead to http(s), mailto, tel or a path.
const ORIGIN = 'https://shop.test';
/** Documents up to about this size; the corpus is split across several. */
const DOCUMENT_BYTES = 2_000_000;
/** The whole-page cases run as this many tests. */
const PAGE_SHARES = 3;

// The corpus makes its documents fail loads and refuse URLs on purpose: console messages are no
// news here (what counts is that nothing runs); an uncaught error still fails the test.
test.use({ failOnConsole: [] });

interface Loaded {
  calls: unknown[];
  dialogs: string[];
  links: { raw: string; protocol: string }[];
  handlers: string[];
}

/**
 * Serves `html` as a page of the shop's origin (anything else it asks for is not found) and loads
 * it, in a page of its own in the test's context.
 */
async function load({ context, consoleErrors }: { context: BrowserContext; consoleErrors: ConsoleErrors }, html: string): Promise<Loaded> {
  const page = await context.newPage();
  consoleErrors.watch(page);
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
  await page.close();
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
const pageCases = async () => ((await import(PAGE_CASES)) as { pageCase: PageCase }).pageCase;

const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];

function expectInert(name: string, loaded: Loaded): void {
  expect([name, loaded.calls, loaded.dialogs, loaded.handlers]).toEqual([name, [], [], []]);
  for (const link of loaded.links) {
    expect([name, link.raw, SAFE_PROTOCOLS.includes(link.protocol), urlProblem(link.raw)]).toEqual([name, link.raw, true, null]);
  }
}

test.describe('the injection corpus in the browser', () => {
  // The cases are rendered synchronously, as the unit tests render blocks: parts that are chunks of
  // their own in the browser (decision 024) are loaded first.
  test.beforeAll(preloadSplitComponents);
  // The renders log the blocks the schemas refuse (warnings) and the unknown rich-text nodes and
  // marks of the corpus (errors, spec §8): the page skipping them, not news.
  const { warn, error } = console;
  test.beforeEach(() => {
    console.warn = () => {};
    console.error = () => {};
  });
  test.afterEach(() => {
    console.warn = warn;
    console.error = error;
  });

  test('notices a payload that runs (the detector works)', async ({ context, consoleErrors }) => {
    const loaded = await load(
      { context, consoleErrors },
      corpusDocument('<img src="/missing.png" onerror="__pwned(0)"><a href="javascript:void 0">x</a>'),
    );
    expect(loaded.calls).toEqual([0]);
    expect(loaded.links.map((link) => link.protocol)).toEqual(['javascript:']);
  });

  test('runs nothing from any block with the corpus in its fields', async ({ context, consoleErrors }) => {
    test.setTimeout(300_000);
    for (const batch of documents(blockCases())) {
      const name = `${batch.names[0]} … ${batch.names.at(-1)}`;
      expect([name, inertnessProblems(batch.html, { baseline: batch.baseline, marker: PWNED })]).toEqual([name, []]);
      expectInert(name, await load({ context, consoleErrors }, batch.html));
    }
  });

  test('runs nothing from rich text with the corpus in every node, mark and attr', async ({ context, consoleErrors }) => {
    test.setTimeout(120_000);
    for (const batch of documents(richTextCases())) expectInert(batch.names[0]!, await load({ context, consoleErrors }, batch.html));
  });

  // In shares, so that the test workers can take them side by side.
  for (let share = 1; share <= PAGE_SHARES; share += 1) {
    const payloads = ALL_PAYLOADS.filter((_, index) => index % PAGE_SHARES === share - 1);
    test(`runs nothing from whole pages with the corpus in head, navigation, blocks, footer and data (payloads, share ${share} of ${PAGE_SHARES})`, async ({
      context,
      consoleErrors,
    }) => {
      test.setTimeout(300_000);
      const footer = (text: string): FooterData => ({
        hotline: { phone: text, hours: text },
        email: null,
        columns: [{ title: text, links: [{ text, href: '/agb/' }] }],
        legal: [],
        payments: [text],
        social: [],
      });
      const pageCase = await pageCases();
      for (const payload of payloads) {
        const found = await pageCase(payload, async (hostile) => footer(hostile ? payload.text : 'Service'));
        expect([found.name, inertnessProblems(found.html, { baseline: found.baseline, payloads: [payload.text], marker: PWNED })]).toEqual([
          found.name,
          [],
        ]);
        expectInert(found.name, await load({ context, consoleErrors }, found.html));
      }
    });
  }
});
