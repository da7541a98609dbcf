import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './browser';
import { E2E_SPACE } from './wrangler-dev';

// spec §4 images: placeholder until loaded; on error the image is hidden and the grey #EFEFEF stays.
let browser: Browser;
const port = inject('editorShopPort');
const storyblok = `http://127.0.0.1:${inject('storyblokPort')}`;

const teaser = (uid: string, headline: string, filename: string) => ({
  _uid: uid,
  component: 'Teaser',
  headline,
  image: { fieldtype: 'asset', filename, alt: headline },
  ctaText: '',
  ctaLink: '',
});

beforeAll(async () => {
  browser = await launchBrowser();
  await fetch(`${storyblok}/_control/${E2E_SPACE}/stories`, {
    method: 'PUT',
    body: JSON.stringify({
      published: [
        {
          id: 5101,
          uuid: '00000000-0000-4000-a000-000000005101',
          name: 'Bilder',
          slug: 'bilder',
          full_slug: 'kartenliebe/de/bilder',
          content: {
            _uid: 'page',
            component: 'Page',
            title: 'Bilder',
            body: [
              teaser('ok', 'Vorhanden', '/demo-assets/800x600/canvas.jpg'),
              teaser('broken', 'Kaputt', '/demo-assets/800x600/gibt-es-nicht.jpg'),
              {
                _uid: 'video',
                component: 'VideoBlock',
                video: { fieldtype: 'asset', filename: '/demo-assets/video/gibt-es-nicht.webm', alt: 'Fehlt' },
                poster: { fieldtype: 'asset', filename: '/demo-assets/1280x720/video-poster.jpg', alt: 'Standbild' },
                caption: 'Ein Film, den es nicht gibt',
              },
            ],
          },
        },
      ],
    }),
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('content images', () => {
  it('shows a loaded image, and leaves the grey placeholder where an image fails', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`http://kartenliebe.de.localhost:${port}/bilder/`);
    await expect.poll(() => page.locator('html').getAttribute('data-hydrated')).toBe('true');
    const loaded = page.locator('.content-image', { has: page.getByAltText('Vorhanden') });
    const broken = page.locator('.content-image', { has: page.getByAltText('Kaputt') });
    await expect.poll(() => loaded.getAttribute('data-state')).toBe('loaded');
    expect(await page.getByAltText('Vorhanden').isVisible()).toBe(true);
    await expect.poll(() => broken.getAttribute('data-state')).toBe('failed');
    expect(await page.getByAltText('Kaputt').isVisible()).toBe(false);
    expect(await broken.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(239, 239, 239)');
    const box = await broken.boundingBox();
    expect(box?.height).toBeGreaterThan(100);
    await saveScreenshot(page, 'image-placeholder');
    // The failed image itself is the only console error.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});

describe('the video block', () => {
  it('loads the demo video only when asked, then plays it', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`http://kartenliebe.de.localhost:${inject('shopPort')}/geschenkideen/`);
    await expect.poll(() => page.locator('html').getAttribute('data-hydrated')).toBe('true');
    const block = page.locator('.block--video');
    expect(requested.filter((path) => path.startsWith('/demo-assets/video/'))).toEqual([]);
    await block.getByRole('button').click();
    const video = block.locator('video');
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
    expect(await block.getByRole('status').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('says so when a video cannot be played, and keeps the poster', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`http://kartenliebe.de.localhost:${port}/bilder/`);
    await expect.poll(() => page.locator('html').getAttribute('data-hydrated')).toBe('true');
    const block = page.locator('.block--video');
    await block.getByRole('button').click();
    await expect.poll(() => block.getByRole('status').textContent()).toBe('Dieses Video ist gerade nicht verfügbar.');
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});
