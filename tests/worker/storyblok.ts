import { env } from 'cloudflare:workers';
import type { FakeStory } from '../support/storyblok-fake';
import { fetchShopWithVars, type ShopVars } from './worker-fetch';

/**
 * Test access to the Storyblok stand-in (tests/support/storyblok-fake.ts). Each test file uses
 * its own numeric space, so files running side by side never see each other's stories.
 */
export const WEBHOOK_SECRET = 'webhook-secret-for-tests';

export function storyblokVars(space: string, extra: ShopVars = {}): ShopVars {
  return {
    CONTENT_SOURCE: 'storyblok',
    STORYBLOK_ENDPOINT: `${env.STORYBLOK_TEST_ENDPOINT}/v2`,
    STORYBLOK_SPACE_ID: space,
    STORYBLOK_PUBLIC_TOKEN: `tok-${space}-public`,
    STORYBLOK_PREVIEW_TOKEN: `tok-${space}-preview`,
    STORYBLOK_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STORYBLOK_TIMEOUT_MS: '1000',
    ...extra,
  };
}

export async function seedSpace(space: string, stories: { published: FakeStory[]; draft?: FakeStory[] }): Promise<void> {
  await control(space, 'stories', 'PUT', stories);
}

/** The next `times` API calls of the space fail with `status` (after `delayMs`, with `Retry-After` if given). */
export async function scriptFailures(
  space: string,
  failure: { status: number; times: number; delayMs?: number; retryAfter?: string },
): Promise<void> {
  await control(space, 'fail', 'POST', failure);
}

export async function apiCalls(space: string): Promise<{ path: string; query: Record<string, string> }[]> {
  return (await control(space, 'requests', 'GET')).json();
}

export async function forgetApiCalls(space: string): Promise<void> {
  await control(space, 'requests', 'DELETE');
}

async function control(space: string, what: string, method: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${env.STORYBLOK_TEST_ENDPOINT}/_control/${space}/${what}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  if (!response.ok) throw new Error(`Storyblok stand-in refused ${method} ${what}: ${response.status}`);
  return response;
}

let nextId = 1000;

/** A Page story in Storyblok's shape with one Headline block carrying `headline`. */
export function pageStory(fullSlug: string, headline: string, content: Record<string, unknown> = {}): FakeStory {
  nextId += 1;
  const slug = fullSlug.slice(fullSlug.lastIndexOf('/') + 1);
  return {
    id: nextId,
    uuid: `00000000-0000-4000-a000-${String(nextId).padStart(12, '0')}`,
    name: headline,
    slug,
    full_slug: fullSlug,
    published_at: '2026-11-20T10:00:00.000Z',
    tag_list: [],
    content: {
      _uid: `uid-${nextId}`,
      component: 'Page',
      title: headline,
      body: [{ _uid: `uid-${nextId}-h`, component: 'Headline', text: headline, level: '1', align: 'left' }],
      ...content,
    },
  };
}

/** The same story with another headline, as after an edit. */
export function edited(story: FakeStory, headline: string): FakeStory {
  return {
    ...story,
    name: headline,
    content: {
      ...story.content,
      title: headline,
      body: [{ _uid: `${story.id}-h2`, component: 'Headline', text: headline, level: '1', align: 'left' }],
    },
  };
}

/** Keys of the story cache for one space (the cache keys start with the source id `sb{space}`). */
export async function cachedKeys(space: string): Promise<string[]> {
  const listed = await env.CONTENT.list({ prefix: `story:sb${space}:` });
  return listed.keys.map((key) => key.name);
}

/** The signature Storyblok sends: HMAC-SHA1 of the raw body with the webhook secret, in hex. */
export async function webhookSignature(body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(WEBHOOK_SECRET), { name: 'HMAC', hash: 'SHA-1' }, false, [
    'sign',
  ]);
  const digest = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Storyblok's publish webhook as Storyblok sends it: signed with the secret unless `signature` is given. */
export async function sendWebhook(vars: ShopVars, event: Record<string, unknown>, signature?: string): Promise<Response> {
  const body = JSON.stringify(event);
  return fetchShopWithVars('https://kartenliebe.de/webhooks/storyblok', vars, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': signature ?? (await webhookSignature(body)) },
    body,
  });
}
