import StoryblokClient from 'storyblok-js-client';
import { z } from 'zod';
import { type ContentVersion, StorySchema } from '../../../shared/content/story';
import { pacedFetch, TOO_MANY_REQUESTS } from './paced-fetch';
import { type ContentLink, type ContentSource, ContentSourceError, type StoryLookup, type StoryOptions } from './source';

/**
 * spec §9 content-service constants. The CDN client carries no OAuth token (those belong to the
 * management API), so its limit is the 5 requests per second of the CDN; 3 applies with one.
 */
const STORYBLOK_LIMITS = {
  rateLimitPerSecond: 5,
  rateLimitPerSecondWithOAuth: 3,
  retries: 10,
  retryDelayMs: 300,
  pageSize: 25,
  relationBatch: 50,
} as const;

interface StoryblokSettings {
  region: string;
  endpoint: string | undefined;
  spaceId: string | undefined;
  publicToken: string;
  previewToken: string | undefined;
  timeoutMs: number;
}

const LinkSchema = z.looseObject({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  name: z.string().default(''),
  is_folder: z.boolean().default(false),
  is_startpage: z.boolean().default(false),
  published: z.boolean().default(true),
});

/**
 * The Storyblok CDN API v2 through storyblok-js-client (spec §7 "direct content-service client"):
 * it pages lists 25 at a time, resolves relation ids in batches of 50 and throttles to the rate
 * limit. Its fetch (paced-fetch.ts) retries 429 ten times 300 ms apart within the call's timeout
 * and pauses the source for the isolate when the source keeps refusing (decision 063). A source
 * (and its clients) lives for one request: the client's throttle queue holds timers and promises,
 * which a Worker must not share between requests; within the request every call shares the rate
 * limit.
 */
export class StoryblokContentSource implements ContentSource {
  readonly id: string;
  private readonly clients = new Map<ContentVersion, StoryblokClient>();

  constructor(private readonly settings: StoryblokSettings) {
    this.id = `sb${settings.spaceId ?? ''}`;
  }

  async story(fullSlug: string, options: StoryOptions): Promise<StoryLookup> {
    const relations = options.resolveRelations?.join(',');
    return this.lookup(options.version, (client) =>
      client.getStory(fullSlug, {
        version: options.version,
        ...(relations ? { resolve_relations: relations } : {}),
        ...(options.release && options.version === 'draft' ? { from_release: options.release } : {}),
      }),
    );
  }

  async storyById(id: number, version: ContentVersion): Promise<StoryLookup> {
    return this.lookup(version, (client) => client.getStory(String(id), { version }));
  }

  async links(startsWith: string, version: ContentVersion): Promise<ContentLink[]> {
    try {
      const entries: unknown[] = await this.client(version).getAll(
        'cdn/links',
        { starts_with: startsWith, version, per_page: STORYBLOK_LIMITS.pageSize },
        'links',
      );
      return entries.map((entry) => LinkSchema.parse(entry));
    } catch (error) {
      throw asSourceError(error);
    }
  }

  private async lookup(
    version: ContentVersion,
    call: (client: StoryblokClient) => Promise<{ data: { story?: unknown } }>,
  ): Promise<StoryLookup> {
    let data: { story?: unknown };
    try {
      ({ data } = await call(this.client(version)));
    } catch (error) {
      if (statusOf(error) === 404) return { kind: 'not-found' };
      throw asSourceError(error);
    }
    const story = StorySchema.safeParse(data.story);
    if (!story.success) throw new ContentSourceError(`story has an unexpected shape: ${story.error.issues[0]?.message ?? ''}`);
    return { kind: 'found', story: story.data };
  }

  private client(version: ContentVersion): StoryblokClient {
    const existing = this.clients.get(version);
    if (existing) return existing;
    const token = version === 'draft' ? this.settings.previewToken : this.settings.publicToken;
    if (!token) throw new ContentSourceError(`no Storyblok token for the ${version} version`);
    const client = new StoryblokClient({
      accessToken: token,
      region: this.settings.region,
      ...(this.settings.endpoint ? { endpoint: this.settings.endpoint } : {}),
      rateLimit: STORYBLOK_LIMITS.rateLimitPerSecond,
      // The client's own 429 retries never run: paced-fetch answers it no 429 (decision 063). Its
      // timeout aborts a call, retries included, when the call's budget is spent.
      timeout: this.settings.timeoutMs / 1000,
      fetch: pacedFetch({
        source: this.id,
        timeoutMs: this.settings.timeoutMs,
        retries: STORYBLOK_LIMITS.retries,
        retryDelayMs: STORYBLOK_LIMITS.retryDelayMs,
      }),
      // Our own KV cache keeps stories; the client's cache and its `cv` query stay off so every
      // call after a publish asks for what is current.
      cache: { type: 'none', clear: 'manual', cv: 'manual' },
    });
    this.clients.set(version, client);
    return client;
  }
}

/** The HTTP status of a rejected client call, if the API answered at all. */
function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/**
 * spec §8: a status outside 200–206 is rejected with the status text (429 as well, when the
 * source refused for the whole call or is paused); a timeout or lost connection with what the
 * client reported.
 */
function asSourceError(error: unknown): ContentSourceError {
  if (error instanceof ContentSourceError) return error;
  const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  if (message === TOO_MANY_REQUESTS) return new ContentSourceError('Too Many Requests', 429);
  const status = statusOf(error);
  if (status !== undefined) {
    const response = (error as { response?: { statusText?: string } }).response;
    return new ContentSourceError(response?.statusText || `status ${status}`, status);
  }
  return new ContentSourceError(message);
}
