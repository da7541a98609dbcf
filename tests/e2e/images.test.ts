import type { Page } from '@playwright/test';
import { expect, hydrated, mounted, test } from './fixtures';

// spec §4 images: placeholder until loaded; on error the image is hidden and the grey #EFEFEF stays.
// The page /bilder/ of the editor instance (./editor-space.ts) has an image that loads, one that
// fails and a video that does not exist.

/**
 * The frame of a content image, found by its picture's alt text. The frame is a plain element
 * without a role; it carries the image's state in `data-state`.
 */
const imageFrame = (page: Page, alt: string) => page.locator('[data-state]').filter({ has: page.getByAltText(alt, { exact: true }) });

test.describe('content images', () => {
  test('shows a loaded image, and leaves the grey placeholder where an image fails', async ({
    page,
    editorShop,
    consoleErrors,
    saveScreenshot,
  }) => {
    // The failed image itself is the only console error.
    consoleErrors.allowResponseStatus(404);
    await page.goto(`${editorShop.origin('kartenliebe.de')}/bilder/`);
    await hydrated(page);
    const broken = imageFrame(page, 'Kaputt');
    await expect(imageFrame(page, 'Vorhanden')).toHaveAttribute('data-state', 'loaded');
    await expect(page.getByAltText('Vorhanden', { exact: true })).toBeVisible();
    await expect(broken).toHaveAttribute('data-state', 'failed');
    await expect(page.getByAltText('Kaputt', { exact: true })).toBeHidden();
    await expect(broken).toHaveCSS('background-color', 'rgb(239, 239, 239)');
    await expect.poll(async () => (await broken.boundingBox())?.height).toBeGreaterThan(100);
    await saveScreenshot('image-placeholder');
  });
});

test.describe('the video block', () => {
  test('loads the demo video only when asked, then plays it', async ({ page, shop }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${shop.origin('kartenliebe.de')}/geschenkideen/`);
    await mounted(page);
    const caption = 'Ein Blick hinter die Kulissen: So entstehen Ihre Geschenke in unserer Druckerei.';
    const block = page.getByRole('figure', { name: caption });
    expect(requested.filter((path) => path.startsWith('/demo-assets/video/'))).toEqual([]);
    await block.getByRole('button', { name: `${caption} abspielen` }).click();
    const video = block.getByLabel(caption, { exact: true });
    // HAVE_CURRENT_DATA or more: the file arrived and decodes; it is the ten-second studio film.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.error, Math.round(element.duration), element.videoWidth])).toEqual([
      null,
      10,
      1280,
    ]);
    expect(requested).toContain('/demo-assets/video/print-studio.webm');
    await expect(block.getByRole('status')).toHaveCount(0);
  });

  test('says so when a video cannot be played, and keeps the poster', async ({ page, editorShop, consoleErrors }) => {
    consoleErrors.allowResponseStatus(404);
    await page.goto(`${editorShop.origin('kartenliebe.de')}/bilder/`);
    await mounted(page);
    const block = page.getByRole('figure', { name: 'Ein Film, den es nicht gibt' });
    await block.getByRole('button').click();
    await expect(block.getByRole('status')).toHaveText('Dieses Video ist gerade nicht verfügbar.');
    await expect(block.getByAltText('Standbild')).toBeVisible();
  });
});
