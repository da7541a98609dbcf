import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium, started so that it reaches nothing but this machine (TOOLCHAIN.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page that records console errors and uncaught exceptions, for tests that must see none. */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  options: Omit<BrowserContextOptions, 'viewport'> = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ ...options, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

const screenshots = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** Saves a full-page screenshot under test-results/screenshots/ and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshots, { recursive: true });
  const file = path.join(screenshots, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
