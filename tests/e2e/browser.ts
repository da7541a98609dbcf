import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium.mjs';

/** Debian's Chromium, started so that it reaches nothing but this machine (TOOLCHAIN.md). */
export const launchBrowser: () => Promise<Browser> = launchChromium;

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
