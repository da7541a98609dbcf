import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type BrowserContextOptions, test as base, expect, type Page, type Response } from '@playwright/test';
import { CHANNELS } from '../../src/shared/channel/channels';
import { DOMAIN_INFO } from '../../src/shared/locale/domains';
import { ORIGINAL_VISITOR_KEY } from '../support/original-visitor';
import { seriousViolations } from './axe';
import { E2E_ENV } from './shop-config';

/**
 * Every test's browser is a returning visitor in the original of every demo experiment, on every
 * domain of the shop (as the worker tests' requests are, tests/worker/worker-fetch.ts); a test of an
 * experiment sets its own key. Host-only cookies, as the worker writes them.
 */
const ORIGINAL_VISITOR_COOKIES = CHANNELS.flatMap((channel) =>
  Object.keys(DOMAIN_INFO).map((ending) => ({
    name: 'splitIoUserKey',
    value: ORIGINAL_VISITOR_KEY,
    url: `http://${channel}.${ending}.localhost`,
  })),
);

/**
 * The browser tests' fixtures. Every page a test opens (`page`, or `openPage` for more) lives in
 * a browser context of that test, closed when the test ends, so one test cannot leave anything
 * behind for the next; and any console error or uncaught page error of those pages fails the
 * test. `consoleErrors.allowResponseStatus(404)` lets a test that provokes a failed response on
 * purpose pass with that one kind of error.
 */

/** One `wrangler dev` of the global setup (./wrangler-dev.ts). */
export interface ShopServer {
  port: number;
  /** `http://{domain}.localhost:{port}`, e.g. `origin('kartenliebe.ch')`. */
  origin(domain: string): string;
}

/** The console errors and page errors of a test's pages. */
export interface ConsoleErrors {
  /** Watches a page the fixtures did not open. */
  watch(page: Page): void;
  /** Lets "Failed to load resource" for responses of this status pass in this test. */
  allowResponseStatus(status: number): void;
}

interface TestFixtures {
  /** The console messages that fail a test: errors, and in some files warnings too. */
  failOnConsole: readonly ('error' | 'warning')[];
  consoleErrors: ConsoleErrors;
  /** A page in a new context of its own (viewport of the test unless given), watched and closed like `page`. */
  openPage(options?: BrowserContextOptions): Promise<Page>;
  /** Saves a full-page screenshot of the page (the test's own unless given) as test-results/screenshots/{name}.png and returns its path. */
  saveScreenshot(name: string, page?: Page): Promise<string>;
  /** The serious and critical axe-core violations (WCAG 2.1 A/AA) of the page, the test's own unless given. */
  axeViolations(page?: Page): Promise<string[]>;
}

interface WorkerFixtures {
  /** The shop with the demo content. */
  shop: ShopServer;
  /** The shop that reads the Storyblok stand-in, with the stories of ./editor-space.ts. */
  editorShop: ShopServer;
}

/** A worker fixture of the server whose port the global setup put into the environment variable. */
function server(variable: string) {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern; this one needs nothing.
  const fixture = async ({}, use: (shop: ShopServer) => Promise<void>) => {
    const port = Number(process.env[variable]);
    if (!Number.isInteger(port) || port <= 0) throw new Error(`${variable} is not set: run the browser tests with \`npm run test:e2e\``);
    await use({ port, origin: (domain) => `http://${domain}.localhost:${port}` });
  };
  // A tuple, as Playwright takes a fixture with its options.
  return [fixture, { scope: 'worker' as const }] satisfies [unknown, unknown];
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Each test is a client of its own, as the worker tests' requests are (tests/worker/worker-fetch.ts):
  // the rate limits count per client by Cloudflare's `cf-connecting-ip`, which wrangler dev takes
  // from the request, so tests running at the same time do not use up each other's account calls.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const id = createHash('sha256').update(testInfo.testId).digest('hex');
    // An address of the documentation range (RFC 3849), never a real client's.
    await use({ ...extraHTTPHeaders, 'cf-connecting-ip': `2001:db8::${id.slice(0, 4)}:${id.slice(4, 8)}` });
  },

  shop: server(E2E_ENV.shopPort),
  editorShop: server(E2E_ENV.editorPort),

  failOnConsole: [['error'], { option: true }],

  consoleErrors: async ({ failOnConsole }, use) => {
    const problems: string[] = [];
    const allowed: RegExp[] = [];
    await use({
      watch(page) {
        page.on('console', (message) => {
          const type = message.type();
          if (type !== 'error' && type !== 'warning') return;
          if (!failOnConsole.includes(type) || (type === 'error' && allowed.some((pattern) => pattern.test(message.text())))) return;
          problems.push(`console ${type}: ${message.text()} (${message.location().url || page.url()})`);
        });
        page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} (${page.url()})`));
      },
      allowResponseStatus(status) {
        allowed.push(new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`));
      },
    });
    // After the test and the fixtures that use this one: anything the pages logged until now counts.
    expect(problems, 'console errors and uncaught errors of the pages').toEqual([]);
  },

  context: async ({ context }, use) => {
    await context.addCookies(ORIGINAL_VISITOR_COOKIES);
    await use(context);
  },

  page: async ({ page, consoleErrors }, use) => {
    consoleErrors.watch(page);
    watchLayout(page);
    await use(page);
  },

  openPage: async ({ browser, viewport, extraHTTPHeaders, consoleErrors }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ viewport, extraHTTPHeaders, ...options });
      contexts.push(context);
      await context.addCookies(ORIGINAL_VISITOR_COOKIES);
      const page = await context.newPage();
      consoleErrors.watch(page);
      watchLayout(page);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  saveScreenshot: async ({ page }, use, testInfo) => {
    const folder = path.join(testInfo.project.outputDir, 'screenshots');
    await use(async (name, of = page) => {
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${name}.png`);
      await of.screenshot({ path: file, fullPage: true });
      return file;
    });
  },

  axeViolations: async ({ page }, use) => {
    await use((of = page) => seriousViolations(of));
  },
});

export { expect };

/** The names of the shop's own scripts the page has asked for so far, without their hashes (dist/client-manifest.json names chunks after what they hold). */
export function scriptsOf(page: Page): () => string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/([\w-]+)-[A-Z0-9]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]!);
  });
  return () => names;
}

/**
 * Holds back the files `chunk` matches until the returned function is called, as a slow network
 * would, so that what a page shows before that code is there can be seen.
 */
export async function holdCode(page: Page, chunk: RegExp | ((url: URL) => boolean)): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until the client has hydrated the page (the app marks `<html data-hydrated>`). */
export async function hydrated(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout });
}

/** Opens `url` and waits until the page is hydrated and settled (see `mounted`); returns the document's response. */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await mounted(page);
  return response;
}

/**
 * The answers a page has asked for that change what it shows when they arrive: the location banner
 * (`/api/get-location/`) appears over the bottom of the viewport, so a click aimed there before it
 * appeared could land on the banner.
 */
const layoutAnswers = new WeakMap<Page, Promise<unknown>[]>();

function watchLayout(page: Page): void {
  const answers: Promise<unknown>[] = [];
  layoutAnswers.set(page, answers);
  page.on('request', (request) => {
    // A page closed or navigated away before the answer came has nothing left to wait for.
    if (new URL(request.url()).pathname === '/api/get-location/') answers.push(request.response().catch(() => null));
  });
}

const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Waits until the page is hydrated, the answers that change its layout have arrived and two
 * frames have passed: what appears after mount (decided in the app's first effects) has rendered,
 * nothing pushes the content around any more, and from here "it is not there" means it will not come.
 */
export async function mounted(page: Page): Promise<void> {
  await hydrated(page);
  await twoFrames(page);
  await Promise.all(layoutAnswers.get(page) ?? []);
  await twoFrames(page);
}
