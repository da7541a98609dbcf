import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './browser';
import { E2E_SPACE } from './wrangler-dev';

// An editor in the Storyblok visual editor (spec §4, §6): the draft shows, and edits appear in
// the page without a reload. The stand-in's bridge plays the Storyblok app.
let browser: Browser;
const port = inject('editorShopPort');
const storyblok = `http://127.0.0.1:${inject('storyblokPort')}`;

const story = {
  id: 4711,
  uuid: '00000000-0000-4000-a000-000000004711',
  name: 'Live',
  slug: 'live-edit',
  full_slug: 'kartenliebe/de/live-edit',
  tag_list: [],
  content: {
    _uid: 'page-1',
    component: 'Page',
    title: 'Live',
    body: [{ _uid: 'headline-1', component: 'Headline', text: 'Veröffentlichte Fassung', level: '1', align: 'left' }],
  },
};
const withHeadline = (text: string) => ({ ...story, content: { ...story.content, body: [{ ...story.content.body[0], text }] } });

function editorUrl(): string {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const token = createHash('sha1').update(`${E2E_SPACE}:tok-${E2E_SPACE}-preview:${timestamp}`).digest('hex');
  const query = new URLSearchParams({
    _storyblok: String(story.id),
    '_storyblok_tk[space_id]': E2E_SPACE,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': token,
  });
  return `http://kartenliebe.de.localhost:${port}/live-edit/?${query}`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  await fetch(`${storyblok}/_control/${E2E_SPACE}/stories`, {
    method: 'PUT',
    body: JSON.stringify({ published: [story], draft: [withHeadline('Entwurf vom Montag')] }),
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('an editor in the visual editor', () => {
  it('sees the draft, and each edit re-renders the page in place', async () => {
    const { page, errors } = await openPage(browser);
    const response = await page.goto(editorUrl());
    expect(response?.headers()['cache-control']).toBe('no-store');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('Entwurf vom Montag');
    await expect.poll(() => page.locator('html').getAttribute('data-hydrated')).toBe('true');
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __storyblokEditor?: { listening(): string[] } }).__storyblokEditor?.listening() ?? []),
      )
      .toContain('input');

    // A marker on window survives re-renders and dies with a reload.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const edit = withHeadline('Entwurf, gerade getippt');
    await page.evaluate((event) => (window as unknown as { __storyblokEditor: { emit(e: unknown): void } }).__storyblokEditor.emit(event), {
      action: 'input',
      story: edit,
    });
    await expect.poll(() => heading.textContent()).toBe('Entwurf, gerade getippt');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await saveScreenshot(page, 'editor-live-edit');

    // A save reloads the page, which reads the (saved) draft from the server again.
    await Promise.all([
      page.waitForEvent('load'),
      page.evaluate(() =>
        (window as unknown as { __storyblokEditor: { emit(e: unknown): void } }).__storyblokEditor.emit({ action: 'change' }),
      ),
    ]);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBeUndefined();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Entwurf vom Montag');
    expect(errors).toEqual([]);
  });

  it('sees a catalogue block added in a live edit fill from the catalogue, and follow its changes', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(editorUrl());
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __storyblokEditor?: { listening(): string[] } }).__storyblokEditor?.listening() ?? []),
      )
      .toContain('input');
    const withFeed = (feedType: string) => ({
      ...story,
      content: {
        ...story.content,
        body: [...story.content.body, { _uid: 'feed-1', component: 'Feed', headline: 'Ideen', feedType, pageSize: '12' }],
      },
    });
    const emit = (event: unknown) =>
      page.evaluate((e) => (window as unknown as { __storyblokEditor: { emit(e: unknown): void } }).__storyblokEditor.emit(e), event);
    const feed = page.getByRole('region', { name: 'Ideen' });

    // The block arrives without catalogue data; the browser asks the catalogue API for it.
    await emit({ action: 'input', story: withFeed('calendar') });
    await expect.poll(() => feed.getByRole('link').count()).toBe(10);
    expect(await feed.getByRole('link').first().getAttribute('href')).toMatch(/^\/configurator-calendar\?designId=\d+$/);
    await emit({ action: 'input', story: withFeed('collage') });
    await expect.poll(() => feed.getByRole('link').first().getAttribute('href')).toMatch(/^\/configurator-collage\?designId=\d+$/);
    expect(await feed.getByRole('link').count()).toBe(12);
    expect(errors).toEqual([]);
  });

  it('gives a visitor with a forged token the published page without the bridge', async () => {
    const { page, errors } = await openPage(browser);
    const forged = editorUrl().replace(/token%5D=[0-9a-f]{40}/, `token%5D=${'0'.repeat(40)}`);
    const response = await page.goto(forged);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Veröffentlichte Fassung');
    await expect.poll(() => page.locator('html').getAttribute('data-hydrated')).toBe('true');
    expect(await page.evaluate(() => 'StoryblokBridge' in window)).toBe(false);
    expect(errors).toEqual([]);
  });
});
