import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import {
  cachedKeys,
  edited,
  pageStory,
  seedSpace,
  sendWebhook as sendStoryblokWebhook,
  storyblokVars,
  webhookSignature,
} from './storyblok';
import { fetchShopWithVars } from './worker-fetch';

// Storyblok's publish webhook: HMAC-SHA1 of the raw body in `webhook-signature`; a good one
// purges (and re-warms) the affected keys, a bad one changes nothing.
const SPACE = '2003';
const vars = storyblokVars(SPACE);

const sendWebhook = (event: Record<string, unknown>, signature?: string) => sendStoryblokWebhook(vars, event, signature);

const page = (url: string) => fetchShopWithVars(url, vars);

describe('publish webhook (issue "Content" 4)', () => {
  it('refuses a bad signature with 401 and changes nothing', async () => {
    const story = pageStory('kartenliebe/de/hook-bad', 'Bleibt im Cache');
    await seedSpace(SPACE, { published: [story] });
    await page('https://kartenliebe.de/hook-bad/');
    const before = await cachedKeys(SPACE);

    const forged = await sendWebhook({ action: 'published', story_id: story.id, space_id: Number(SPACE) }, 'f'.repeat(40));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: { field: 'webhook-signature', problem: 'does not match the body' } });
    const unsigned = await fetchShopWithVars('https://kartenliebe.de/webhooks/storyblok', vars, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(401);
    expect(await cachedKeys(SPACE)).toEqual(before);
  });

  it('purges every locale of a published story and re-warms it with the new version', async () => {
    const story = pageStory('kartenliebe/fr/hook-publish', 'Ancienne version');
    await seedSpace(SPACE, { published: [story] });
    await page('https://kartenliebe.ch/fr/hook-publish/');
    await page('https://kartenliebe.fr/hook-publish/');

    await seedSpace(SPACE, { published: [edited(story, 'Nouvelle version')] });
    const response = await sendWebhook({ action: 'published', text: 'published', story_id: story.id, space_id: Number(SPACE) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ action: 'published', purged: 2, rewarmed: 2 });

    for (const url of ['https://kartenliebe.ch/fr/hook-publish/', 'https://kartenliebe.fr/hook-publish/']) {
      const after = await page(url);
      expect(after.headers.get('x-content-cache')).toBe('hit');
      expect(await after.text()).toContain('Nouvelle version');
    }
  });

  it('shows a newly published story at once, even where "not found" was remembered', async () => {
    await seedSpace(SPACE, { published: [] });
    expect((await page('https://kartenliebe.de/hook-new/')).status).toBe(404);
    const story = pageStory('kartenliebe/de/hook-new', 'Frisch veröffentlicht');
    await seedSpace(SPACE, { published: [story] });
    expect((await page('https://kartenliebe.de/hook-new/')).status).toBe(404);

    await sendWebhook({ action: 'published', story_id: story.id, space_id: Number(SPACE), full_slug: story.full_slug });
    const after = await page('https://kartenliebe.de/hook-new/');
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('Frisch veröffentlicht');
  });

  it('forgets an unpublished story, which then answers 404', async () => {
    const story = pageStory('kartenliebe/de/hook-gone', 'Gleich weg');
    await seedSpace(SPACE, { published: [story] });
    expect((await page('https://kartenliebe.de/hook-gone/')).status).toBe(200);
    await seedSpace(SPACE, { published: [] });
    const response = await sendWebhook({ action: 'unpublished', story_id: story.id, space_id: Number(SPACE) });
    expect(await response.json()).toMatchObject({ purged: 1, rewarmed: 0 });
    expect((await page('https://kartenliebe.de/hook-gone/')).status).toBe(404);
  });

  it('forgets the old slug of a moved story and serves the new one', async () => {
    const story = pageStory('kartenliebe/de/hook-old', 'Umgezogen');
    await seedSpace(SPACE, { published: [story] });
    await page('https://kartenliebe.de/hook-old/');
    const moved = { ...story, slug: 'hook-moved', full_slug: 'kartenliebe/de/hook-moved' };
    await seedSpace(SPACE, { published: [moved] });
    await sendWebhook({ action: 'moved', story_id: story.id, space_id: Number(SPACE) });
    expect(await env.CONTENT.get(`story:sb${SPACE}:kartenliebe:de-DE:published:hook-old`)).toBeNull();
    expect((await page('https://kartenliebe.de/hook-old/')).status).toBe(404);
    expect(await (await page('https://kartenliebe.de/hook-moved/')).text()).toContain('Umgezogen');
  });

  it('answers 400 naming the field for a signed body that is not an event', async () => {
    const notJson = 'not json';
    const response = await fetchShopWithVars('https://kartenliebe.de/webhooks/storyblok', vars, {
      method: 'POST',
      headers: { 'webhook-signature': await webhookSignature(notJson) },
      body: notJson,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { field: 'body', problem: 'must be JSON' } });
    const missingId = await sendWebhook({ action: 'published', space_id: Number(SPACE) });
    expect(missingId.status).toBe(400);
    expect(((await missingId.json()) as { error: { field: string } }).error.field).toBe('story_id');
  });

  it('refuses every call when no secret is configured', async () => {
    const log = expectConsoleErrors();
    const body = JSON.stringify({ action: 'published', story_id: 1 });
    const response = await fetchShopWithVars(
      'https://kartenliebe.de/webhooks/storyblok',
      { ...vars, STORYBLOK_WEBHOOK_SECRET: '' },
      {
        method: 'POST',
        headers: { 'webhook-signature': 'a'.repeat(40) },
        body,
      },
    );
    expect(response.status).toBe(401);
    expect(String(log.mock.calls[0])).toContain('webhook-secret-missing');
  });
});
