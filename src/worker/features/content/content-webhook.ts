import { Hono } from 'hono';
import { z } from 'zod';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import { WEBHOOK_PATH } from '../../platform/http/api-paths';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { problem, problemOf } from '../../platform/http/validation';
import { equalInConstantTime, hmacSha1Hex } from '../../platform/request/digest';
import { bumpGeneration } from './content-generation';
import { type PurgeRequest, purge, STORY_ACTIONS, type StoryAction } from './purge';
import { contentAccess } from './stories';

/**
 * Storyblok's publish webhook (docs/operations.md "Content operations"): Storyblok signs the raw
 * body with HMAC-SHA1 and the webhook secret and sends the hex digest as `webhook-signature`. A bad or
 * missing signature is 401 and changes nothing; a good one purges what the event touched.
 */
export const contentWebhook = new Hono<AppEnv>();

const EventSchema = z.looseObject({
  action: z.string().min(1),
  story_id: z.coerce.number().int().positive().optional(),
  space_id: z.coerce.number().int().optional(),
  full_slug: z.string().max(500).optional(),
});

/** Events after which any story may have changed. */
const SPACE_ACTIONS = ['release_merged', 'branch_deployed'] as const;

contentWebhook.post(WEBHOOK_PATH, async (c) => {
  const access = contentAccess(c);
  const secret = access.config.storyblok.webhookSecret;
  // The request guards (src/worker/platform/http/request-guards.ts) let in only a request with a signature
  // header of the right shape, a secret to check it against and a body within the limit.
  const body = new Uint8Array(await c.req.arrayBuffer());
  const signature = (c.req.header('webhook-signature') ?? '').trim().toLowerCase();
  if (!secret || !equalInConstantTime(await hmacSha1Hex(secret, body), signature)) {
    log.warn('webhook-signature-refused');
    return c.json(problem('webhook-signature', 'does not match the body'), 401, cachePolicy(CACHE.none));
  }

  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return c.json(problem('body', 'must be JSON'), 400);
  }
  const event = EventSchema.safeParse(json);
  if (!event.success) return c.json(problemOf(event.error), 400);
  const { action, story_id: storyId, space_id: spaceId, full_slug: fullSlug } = event.data;
  const ownSpace = access.config.storyblok.spaceId;
  if (spaceId !== undefined && ownSpace !== undefined && String(spaceId) !== ownSpace) {
    return c.json({ action, ignored: 'another space' }, 202);
  }

  let request: PurgeRequest;
  if (isStoryAction(action)) {
    if (storyId === undefined) return c.json(problem('story_id', `is required for ${action}`), 400);
    request = { scope: 'story', action, storyId, fullSlug };
  } else if ((SPACE_ACTIONS as readonly string[]).includes(action)) {
    request = { scope: 'everything' };
  } else {
    return c.json({ action, ignored: 'not a content change' }, 202);
  }

  const result = await purge(access, request);
  // After the purge, so a page rendered under the new generation reads the new stories.
  let generation: string;
  try {
    generation = await bumpGeneration(access.kv);
  } catch (error) {
    // KV takes one write a second per key; Storyblok sends the event again on an error answer.
    log.error('content-generation-write-failed', { action, storyId }, error);
    return c.json(problem('generation', 'could not be changed; send the event again'), 503, { 'retry-after': '5' });
  }
  log.info('content-purged', { action, storyId, generation, ...result });
  return c.json({ action, generation, ...result }, 200);
});

function isStoryAction(action: string): action is StoryAction {
  return (STORY_ACTIONS as readonly string[]).includes(action);
}
