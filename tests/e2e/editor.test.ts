import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DRAFT_HEADLINE, LIVE_EDIT_STORY, withHeadline } from './editor-space';
import { expect, hydrated, type ShopServer, test } from './fixtures';
import { E2E_SPACE } from './shop-config';

// An editor in the Storyblok visual editor (spec §4, §6): the draft shows, and edits appear in
// the page without a reload. The stand-in's bridge plays the Storyblok app; the space's stories
// are in ./editor-space.ts.

/** The live-edit page as the visual editor opens it, with a valid editor token. */
function editorUrl(shop: ShopServer): string {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const token = createHash('sha1').update(`${E2E_SPACE}:tok-${E2E_SPACE}-preview:${timestamp}`).digest('hex');
  const query = new URLSearchParams({
    _storyblok: String(LIVE_EDIT_STORY.id),
    '_storyblok_tk[space_id]': E2E_SPACE,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': token,
  });
  return `${shop.origin('kartenliebe.de')}/live-edit/?${query}`;
}

interface EditorWindow {
  __storyblokEditor?: { listening(): string[]; emit(event: unknown): void };
  notReloaded?: boolean;
}

/** Waits until the page listens to the bridge's input events. */
async function listening(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as EditorWindow).__storyblokEditor?.listening() ?? [])).toContain('input');
}

/** Sends an event as the visual editor's bridge does. */
async function emit(page: Page, event: unknown): Promise<void> {
  await page.evaluate((e) => (window as unknown as Required<EditorWindow>).__storyblokEditor.emit(e), event);
}

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as EditorWindow).notReloaded);

test.describe('an editor in the visual editor', () => {
  test('sees the draft, and each edit re-renders the page in place', async ({ page, editorShop, saveScreenshot }) => {
    const response = await page.goto(editorUrl(editorShop));
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(DRAFT_HEADLINE);
    await hydrated(page);
    await listening(page);

    // A marker on window survives re-renders and dies with a reload.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await emit(page, { action: 'input', story: withHeadline('Entwurf, gerade getippt') });
    await expect(heading).toHaveText('Entwurf, gerade getippt');
    expect(await notReloaded(page)).toBe(true);
    await saveScreenshot('editor-live-edit');

    // A save reloads the page, which reads the (saved) draft from the server again.
    await Promise.all([page.waitForEvent('load'), emit(page, { action: 'change' })]);
    expect(await notReloaded(page)).toBeUndefined();
    await expect(heading).toHaveText(DRAFT_HEADLINE);
  });

  test('sees a catalogue block added in a live edit fill from the catalogue, and follow its changes', async ({ page, editorShop }) => {
    await page.goto(editorUrl(editorShop));
    await listening(page);
    const withFeed = (feedType: string) => ({
      ...LIVE_EDIT_STORY,
      content: {
        ...LIVE_EDIT_STORY.content,
        body: [...LIVE_EDIT_STORY.content.body, { _uid: 'feed-1', component: 'Feed', headline: 'Ideen', feedType, pageSize: '12' }],
      },
    });
    const designs = page.getByRole('region', { name: 'Ideen' }).getByRole('link');

    // The block arrives without catalogue data; the browser asks the catalogue API for it.
    await emit(page, { action: 'input', story: withFeed('calendar') });
    await expect(designs).toHaveCount(10);
    await expect(designs.first()).toHaveAttribute(
      'href',
      // The month and year it starts, where a new calendar starts (decision 070).
      /^\/configurator-calendar\?designId=\d+&(mounting=[a-z]+&)?accessoryTypes\[\]=[a-z]+&locale=de-DE&startDate=\d{4}-\d\d-01&startMonth=\d{1,2}&startYear=\d{4}$/,
    );
    await emit(page, { action: 'input', story: withFeed('collage') });
    await expect(designs.first()).toHaveAttribute('href', /^\/configurator-collage\?designId=\d+&unit=cm&locale=de-DE$/);
    await expect(designs).toHaveCount(12);
  });

  test('gives a visitor with a forged token the published page without the bridge', async ({ page, editorShop }) => {
    const forged = editorUrl(editorShop).replace(/token%5D=[0-9a-f]{40}/, `token%5D=${'0'.repeat(40)}`);
    // A returning visitor, with their flag key: a first visit's page carries its cookie and is theirs alone.
    await page.context().addCookies([{ name: 'splitIoUserKey', value: 'e2e-returning', domain: new URL(forged).hostname, path: '/' }]);
    const response = await page.goto(forged);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veröffentlichte Fassung');
    await hydrated(page);
    expect(await page.evaluate(() => 'StoryblokBridge' in window)).toBe(false);
  });
});
