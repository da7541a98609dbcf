import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A small Storyblok on loopback for the tests: the CDN API v2 paths, query parameters, paging
 * headers and error bodies the real one uses (`/v2/cdn/stories/{slug|id}`, `/v2/cdn/stories?by_uuids=`,
 * `/v2/cdn/links`), per space:
 * - space `{id}` has the public token `tok-{id}-public` and the preview token `tok-{id}-preview`;
 *   a draft asked for with the public token is 401, as in Storyblok;
 * - `resolve_relations` returns `rels`, or only `rel_uuids` when there are more than 50, which
 *   the client then reads in `by_uuids` batches;
 * - tests seed stories and script failures through `/_control/{space}/…` (a status, a delay and,
 *   as Storyblok's rate limit may send it with a 429, a `Retry-After`) and read the log of what
 *   arrived.
 * It also serves a stand-in of the visual editor's bridge script at `/bridge.js`.
 */

export interface FakeStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  content: Record<string, unknown>;
  [field: string]: unknown;
}

interface Space {
  published: FakeStory[];
  draft: FakeStory[];
  failures: { status: number; delayMs: number; retryAfter?: string }[];
  requests: { path: string; query: Record<string, string> }[];
}

const RELATIONS_INLINE_LIMIT = 50;

export async function startStoryblokFake(): Promise<{ port: number; close: () => Promise<void> }> {
  const spaces = new Map<string, Space>();
  const spaceOf = (id: string): Space => {
    let space = spaces.get(id);
    if (!space) {
      space = { published: [], draft: [], failures: [], requests: [] };
      spaces.set(id, space);
    }
    return space;
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      handle(request, response, body, spaceOf).catch((error: unknown) => {
        json(response, 500, { error: String(error) });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Storyblok stand-in has no port');
  return { port: address.port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function handle(request: IncomingMessage, response: ServerResponse, body: string, spaceOf: (id: string) => Space): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const control = url.pathname.match(/^\/_control\/(\d+)\/(stories|fail|requests)$/);
  if (control) {
    const space = spaceOf(control[1]!);
    if (control[2] === 'stories' && request.method === 'PUT') {
      const seeded = JSON.parse(body) as { published?: FakeStory[]; draft?: FakeStory[] };
      space.published = seeded.published ?? [];
      space.draft = seeded.draft ?? seeded.published ?? [];
      return json(response, 204, null);
    }
    if (control[2] === 'fail' && request.method === 'POST') {
      const scripted = JSON.parse(body) as { status?: number; times?: number; delayMs?: number; retryAfter?: string };
      const { status = 500, times = 1, delayMs = 0, retryAfter } = scripted;
      for (let i = 0; i < times; i += 1) space.failures.push({ status, delayMs, ...(retryAfter === undefined ? {} : { retryAfter }) });
      return json(response, 204, null);
    }
    if (control[2] === 'requests' && request.method === 'GET') return json(response, 200, space.requests);
    if (control[2] === 'requests' && request.method === 'DELETE') {
      space.requests = [];
      space.failures = [];
      return json(response, 204, null);
    }
  }
  if (url.pathname === '/bridge.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(BRIDGE_SCRIPT);
    return;
  }

  const query = Object.fromEntries(url.searchParams);
  const token = query.token ?? '';
  const tokenMatch = token.match(/^tok-(\d+)-(public|preview)$/);
  if (!tokenMatch) return json(response, 401, { error: 'Unauthorized' });
  const space = spaceOf(tokenMatch[1]!);
  space.requests.push({ path: url.pathname, query });

  const failure = space.failures.shift();
  if (failure) {
    if (failure.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, failure.delayMs));
    if (failure.status >= 400) {
      const headers: Record<string, string> = failure.retryAfter === undefined ? {} : { 'retry-after': failure.retryAfter };
      return json(response, failure.status, { error: 'scripted failure' }, headers);
    }
  }

  const version = query.version === 'draft' ? 'draft' : 'published';
  if (version === 'draft' && tokenMatch[2] !== 'preview') return json(response, 401, { error: 'Unauthorized' });
  const stories = version === 'draft' ? space.draft : space.published;
  const headers = { cv: '1763700000' };

  if (url.pathname === '/v2/cdn/links') {
    const startsWith = query.starts_with ?? '';
    const links = stories
      .filter((story) => story.full_slug.startsWith(startsWith))
      .map((story) => ({
        id: story.id,
        uuid: story.uuid,
        slug: story.full_slug,
        name: story.name,
        is_folder: false,
        parent_id: 0,
        published: true,
        position: 0,
        is_startpage: false,
        real_path: `/${story.full_slug}`,
      }));
    const { items, total, perPage } = paged(links, query);
    return json(
      response,
      200,
      { links: Object.fromEntries(items.map((link) => [link.uuid, link])) },
      { total: String(total), 'per-page': String(perPage) },
    );
  }

  if (url.pathname === '/v2/cdn/stories') {
    const uuids = (query.by_uuids ?? '').split(',').filter(Boolean);
    const found = stories.filter((story) => uuids.includes(story.uuid));
    const { items, total, perPage } = paged(found, query);
    return json(
      response,
      200,
      { stories: items, cv: Number(headers.cv), rels: [], links: [] },
      { total: String(total), 'per-page': String(perPage) },
    );
  }

  const single = url.pathname.match(/^\/v2\/cdn\/stories\/(.+)$/);
  if (single) {
    const wanted = decodeURIComponent(single[1]!);
    const story = /^\d+$/.test(wanted) ? stories.find((s) => String(s.id) === wanted) : stories.find((s) => s.full_slug === wanted);
    if (!story) return json(response, 404, ['This record could not be found']);
    const relationUuids = collectRelations(story.content, (query.resolve_relations ?? '').split(',').filter(Boolean));
    const related =
      relationUuids.length > RELATIONS_INLINE_LIMIT
        ? { rel_uuids: relationUuids }
        : { rels: stories.filter((s) => relationUuids.includes(s.uuid)) };
    return json(response, 200, { story, cv: Number(headers.cv), links: [], ...related });
  }
  return json(response, 404, ['This record could not be found']);
}

/** Uuids named by `Component.field` relation fields anywhere in the content. */
function collectRelations(content: unknown, relations: string[]): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    for (const relation of relations) {
      const [component, field] = relation.split('.');
      if (record.component === component && field) {
        const value = record[field];
        for (const uuid of Array.isArray(value) ? value : [value]) if (typeof uuid === 'string') found.push(uuid);
      }
    }
    Object.values(record).forEach(visit);
  };
  visit(content);
  return [...new Set(found)];
}

function paged<T>(items: T[], query: Record<string, string>): { items: T[]; total: number; perPage: number } {
  const perPage = Math.min(Number(query.per_page ?? 25) || 25, 100);
  const page = Math.max(Number(query.page ?? 1) || 1, 1);
  return { items: items.slice((page - 1) * perPage, page * perPage), total: items.length, perPage };
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(body === null ? undefined : JSON.stringify(body));
}

/**
 * The visual editor's bridge as a page sees it: `new StoryblokBridge(options)` and `.on(events,
 * callback)`. The real one talks to the Storyblok app by postMessage; this one lets a test play
 * the app by calling `window.__storyblokEditor.emit(event)`.
 */
const BRIDGE_SCRIPT = `
(function () {
  var listeners = [];
  function StoryblokBridge(options) { this.options = options || {}; window.__storyblokEditor.options = this.options; }
  StoryblokBridge.prototype.on = function (events, callback) {
    (Array.isArray(events) ? events : [events]).forEach(function (name) { listeners.push({ name: name, callback: callback }); });
  };
  window.__storyblokEditor = {
    options: null,
    emit: function (event) {
      listeners.filter(function (l) { return l.name === event.action; }).forEach(function (l) { l.callback(event); });
    },
    listening: function () { return listeners.map(function (l) { return l.name; }); },
  };
  window.StoryblokBridge = StoryblokBridge;
})();
`;
