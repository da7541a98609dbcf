import { stat } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import kartenliebeFr from '../../src/worker/content/demo/stories/kartenliebe/fr.json';
import wallartIt from '../../src/worker/content/demo/stories/wallart/it.json';
import { launchBrowser, openPage, saveScreenshot } from './browser';

/** The hero headline of the French start page in the demo content. */
const frenchHome = kartenliebeFr.stories.find((story) => story.slug === 'home') as
  | { content: { body: { headline?: string }[] } }
  | undefined;
const frenchHomeHeadline = frenchHome?.content.body[0]?.headline;
/** The Swiss hotline of the French global config. */
const frenchConfig = kartenliebeFr.stories.find((story) => story.slug === 'global-config') as
  | { content: { serviceHotlines: { country: string; phone: string }[] } }
  | undefined;
const swissHotline = frenchConfig?.content.serviceHotlines.find((hotline) => hotline.country === 'CH')?.phone;

let browser: Browser;
const port = inject('shopPort');

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('a visitor in Chromium', () => {
  it('gets kartenliebe.ch/fr/ in fr-CH, hydrated and working', async () => {
    const { page, errors } = await openPage(browser);
    const response = await page.goto(`http://kartenliebe.ch.localhost:${port}/fr/`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CH');
    await expect.poll(() => page.locator('html').getAttribute('data-hydrated')).toBe('true');

    // From 1000 px the main navigation shows and the burger's menu button does not.
    expect(await page.getByRole('navigation', { name: 'Navigation principale' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    const otherBrand = page.getByRole('navigation', { name: 'Nos marques' }).getByRole('link', { name: 'Wallart' });
    expect(await otherBrand.getAttribute('href')).toBe(`http://wallart.ch.localhost:${port}/fr`);

    expect(frenchHomeHeadline).toBeTruthy();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(frenchHomeHeadline);
    expect(swissHotline).toBeTruthy();
    expect(await page.getByRole('contentinfo').textContent()).toContain(swissHotline);
    const file = await saveScreenshot(page, 'kartenliebe-ch-fr');
    expect((await stat(file)).size).toBeGreaterThan(5_000);
    expect(errors).toEqual([]);
  });

  it('follows a language prefix to the domain that serves it', async () => {
    const { page, errors } = await openPage(browser, { width: 375, height: 740 });
    await page.goto(`http://kartenliebe.de.localhost:${port}/es/?ref=mail`);
    expect(page.url()).toBe(`http://kartenliebe.es.localhost:${port}/es/?ref=mail`);
    expect(await page.locator('html').getAttribute('lang')).toBe('es-ES');
    await expect.poll(() => page.locator('html').getAttribute('data-hydrated')).toBe('true');
    await saveScreenshot(page, 'kartenliebe-es-mobile');
    expect(errors).toEqual([]);
  });

  for (const [url, file] of [
    ['http://wallart.it.localhost:PORT/non-esiste', wallartIt],
    ['http://kartenliebe.ch.localhost:PORT/fr/introuvable/', kartenliebeFr],
  ] as const) {
    it(`shows the error story of the language for an unknown path and hydrates it: ${url}`, async () => {
      const { page, errors } = await openPage(browser);
      const response = await page.goto(url.replace('PORT', String(port)));
      expect(response?.status()).toBe(404);
      const story = file.stories.find((entry) => entry.slug === 'error') as { content: { body: { text?: string }[] } } | undefined;
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(story?.content.body[0]?.text);
      await expect.poll(() => page.locator('html').getAttribute('data-hydrated')).toBe('true');
      await saveScreenshot(page, `error-${new URL(url.replace('PORT', '1')).hostname}`);
      // The 404 itself is a console error in Chromium ("Failed to load resource"); nothing else may be.
      expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    });
  }
});
