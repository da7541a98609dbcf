import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { hotUrlCount } from '../../src/worker/features/page-cache/hot-pages';
import worker from '../../src/worker/index';
import { shopEnv } from '../../src/worker/platform/bindings';
import { ORIGINAL_VISITOR_KEY } from '../support/original-visitor';

// Decision 064: a per-isolate cache keyed by what requests name stays within its bound however
// many distinct addresses the isolate is asked for. The hot pages (decision 019) learn a URL from
// its second view, served by the page store; a query string no page reads still makes a URL of its own.

/** An environment of its own, so the isolate's table for it starts empty. */
const isolateEnv = { ...env };

async function view(url: string): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(url, { headers: { cookie: `splitIoUserKey=${ORIGINAL_VISITOR_KEY}`, 'cf-connecting-ip': '198.51.100.64' } });
  const response = await worker.fetch(request, isolateEnv, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

describe('per-isolate caches stay within their bounds', () => {
  it('replays at most 500 URLs, however many distinct ones are asked for twice', { timeout: 120_000 }, async () => {
    const urls = Array.from({ length: 540 }, (_, index) => `https://kartenliebe.de/impressum/?from=${index}`);
    for (let start = 0; start < urls.length; start += 25) {
      const batch = urls.slice(start, start + 25);
      await Promise.all(batch.map(view));
      const seconds = await Promise.all(batch.map(view));
      for (const second of seconds) expect(second.headers.get('x-page-cache')).toBe('hit');
    }
    expect(hotUrlCount(shopEnv(isolateEnv))).toBe(500);
  });
});
