import { stat } from 'node:fs/promises';
import kartenliebeFr from '../../src/worker/features/content/demo/stories/kartenliebe/fr.json';
import wallartIt from '../../src/worker/features/content/demo/stories/wallart/it.json';
import { expect, hydrated, test } from './fixtures';

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

test.describe('a visitor in Chromium', () => {
  test('gets kartenliebe.ch/fr/ in fr-CH, hydrated and working', async ({ page, shop, saveScreenshot }) => {
    const response = await page.goto(`${shop.origin('kartenliebe.ch')}/fr/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    await hydrated(page);

    // From 1000 px the main navigation shows and the burger's menu button does not.
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const otherBrand = page.getByRole('navigation', { name: 'Nos marques' }).getByRole('link', { name: 'Wallart' });
    await expect(otherBrand).toHaveAttribute('href', `${shop.origin('wallart.ch')}/fr`);

    expect(frenchHomeHeadline).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frenchHomeHeadline!);
    expect(swissHotline).toBeTruthy();
    await expect(page.getByRole('contentinfo')).toContainText(swissHotline!);
    const file = await saveScreenshot('kartenliebe-ch-fr');
    expect((await stat(file)).size).toBeGreaterThan(5_000);
  });

  test('follows a language prefix to the domain that serves it', async ({ page, shop, saveScreenshot }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${shop.origin('kartenliebe.de')}/es/?ref=mail`);
    expect(page.url()).toBe(`${shop.origin('kartenliebe.es')}/es/?ref=mail`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await hydrated(page);
    await saveScreenshot('kartenliebe-es-mobile');
  });

  for (const [domain, path, file] of [
    ['wallart.it', '/non-esiste', wallartIt],
    ['kartenliebe.ch', '/fr/introuvable/', kartenliebeFr],
  ] as const) {
    test(`shows the error story of the language for an unknown path and hydrates it: ${domain}${path}`, async ({
      page,
      shop,
      consoleErrors,
      saveScreenshot,
    }) => {
      // The 404 itself is a console error in Chromium ("Failed to load resource"); nothing else may be.
      consoleErrors.allowResponseStatus(404);
      const response = await page.goto(`${shop.origin(domain)}${path}`);
      expect(response?.status()).toBe(404);
      const story = file.stories.find((entry) => entry.slug === 'error') as { content: { body: { text?: string }[] } } | undefined;
      expect(story?.content.body[0]?.text).toBeTruthy();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story!.content.body[0]!.text!);
      await hydrated(page);
      await saveScreenshot(`error-${domain}.localhost`);
    });
  }
});
