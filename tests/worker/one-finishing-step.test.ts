import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { replayHotPage } from '../../src/worker/features/page-cache/hot-pages';
import worker from '../../src/worker/index';
import { shopEnv } from '../../src/worker/platform/bindings';
import { ORIGINAL_VISITOR_KEY } from '../support/original-visitor';

// A page leaves the worker through one finishing step (decision 068), whether the app renders or
// serves it or the worker's entry replays it (decision 019): for the same request, a shopper's
// browser gets the same headers either way, only the request id and the nonce its own.

/** An environment of its own, with a tag manager, so a visitor who consents gets its script. */
const ownEnv = { ...env, TAG_MANAGER_ID: 'GTM-AB12CD', TAG_MANAGER_SCRIPT_URL: 'https://tags.example.org/gtm.js' };
const URL = 'https://kartenliebe.de/impressum/?finishing=1';

function asked(init: { method?: string; cookie?: string; etag?: string } = {}): Request {
  const headers: Record<string, string> = {
    cookie: [`splitIoUserKey=${ORIGINAL_VISITOR_KEY}`, init.cookie].filter(Boolean).join('; '),
    'cf-connecting-ip': '198.51.100.80',
  };
  if (init.etag) headers['if-none-match'] = init.etag;
  return new Request(URL, { method: init.method ?? 'GET', headers });
}

/**
 * The answer through the worker's entry, which replays what it can. The hot pages are kept per
 * environment: under a fresh copy of it nothing is hot, and the app answers (from the page store,
 * which all share).
 */
async function viaEntry(request: Request, where: Env = ownEnv): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, where, ctx);
  await response.clone().arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

/** The app's own answer: the middleware, the page cache and the page store, never a replay. */
const byApp = (request: Request) => viaEntry(request, { ...ownEnv });

/** The nonce the answer's scripts were allowed with. */
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

/** The headers as the browser gets them, this answer's request id and nonce set aside. */
function comparable(response: Response): [string, string][] {
  const nonce = nonceOf(response);
  return [...response.headers]
    .filter(([name]) => name !== 'x-request-id')
    .map(([name, value]): [string, string] => [name, nonce ? value.replaceAll(nonce, '{nonce}') : value]);
}

/** The page as the browser gets it, with the nonce set aside. */
async function body(response: Response): Promise<string> {
  const nonce = nonceOf(response);
  const text = await response.text();
  return nonce ? text.replaceAll(nonce, '{nonce}') : text;
}

describe('one finishing step for rendered, served and replayed pages', () => {
  it('gives the same headers and page to the same request, replayed or answered by the app', async () => {
    expect((await viaEntry(asked())).headers.get('x-page-cache')).toBe('miss');
    const kept = await viaEntry(asked());
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    const etag = kept.headers.get('etag') ?? '';
    const consented = await byApp(asked({ cookie: 'consent=granted' }));
    const trackedEtag = consented.headers.get('etag') ?? '';
    expect(trackedEtag).not.toBe(etag);

    const requests = {
      'a page': () => asked(),
      'a HEAD': () => asked({ method: 'HEAD' }),
      'a revalidation': () => asked({ etag }),
      'a page with consent': () => asked({ cookie: 'consent=granted' }),
      'a revalidation with consent': () => asked({ cookie: 'consent=granted', etag: trackedEtag }),
      'an old copy with consent': () => asked({ cookie: 'consent=granted', etag }),
    };
    for (const [what, request] of Object.entries(requests)) {
      const replayed = replayHotPage(request(), shopEnv(ownEnv));
      expect(replayed, `${what} is replayed`).not.toBeNull();
      const answered = await byApp(request());
      const [replay, answer] = [replayed as Response, answered];
      expect(replay.status, what).toBe(answer.status);
      expect(comparable(replay), what).toEqual(comparable(answer));
      expect(await body(replay), what).toBe(await body(answer));
      // Each answer is its own: a request id and nonce of its own.
      expect(replay.headers.get('x-request-id'), what).toMatch(/^[0-9a-f-]{36}$/);
      expect(replay.headers.get('x-request-id'), what).not.toBe(answer.headers.get('x-request-id'));
      if (answer.status === 200) expect(nonceOf(replay), what).not.toBe(nonceOf(answer));
    }
  });

  it('answers a revalidation with a 304 without a policy, and a consenting visitor with the tag manager', async () => {
    await viaEntry(asked());
    const etag = (await viaEntry(asked())).headers.get('etag') ?? '';
    const revalidated = replayHotPage(asked({ etag }), shopEnv(ownEnv));
    expect(revalidated?.status).toBe(304);
    expect(revalidated?.headers.get('content-security-policy')).toBeNull();
    const consented = replayHotPage(asked({ cookie: 'consent=granted' }), shopEnv(ownEnv)) as Response;
    const html = await consented.text();
    expect(html).toContain(`nonce="${nonceOf(consented)}"`);
    expect(html).toMatch(/<script type="module" src="\/assets\/analytics-[^"]+\?id=GTM-AB12CD/);
  });
});
