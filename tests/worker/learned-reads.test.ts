import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bumpGeneration } from '../../src/worker/features/content/content-generation';
import { renderingEnv, renderWatched, watchedStorage } from './watched-storage';

// Decision 046: a page's catalogue reads go out with its story's read from its second rendering
// on. The worker runs with its real KV and D1, each call noted as it starts and as it answers, and
// each KV call answering a little later, as a distant store would.

const storage = watchedStorage();
// Pages rendered every time (no page cache), so each request renders and reads.
const watchedEnv = renderingEnv(storage, env);

async function render(url: string): Promise<{ calls: string[]; html: string }> {
  const { status, html, calls } = await renderWatched(storage, watchedEnv, url, '198.51.100.200');
  expect(status).toBe(200);
  return { calls, html };
}

/** Where the page's price read starts among its calls: a query of the `prices` table. */
const priceRead = (calls: string[]) => calls.findIndex((call) => /^d1-start .*\bJOIN prices\b/is.test(call));

describe('catalogue reads learnt from a page’s last rendering (decision 046)', () => {
  it('reads a product page’s prices only after its story the first time, and beside it from then on', async () => {
    const url = 'https://wallart.de/products/leinwand?materialType=leinwand&formatType=800x600';
    const first = await render(url);
    expect(priceRead(first.calls)).toBeGreaterThan(first.calls.indexOf('kv-end'));
    // A new generation, so the second rendering reads its prices again rather than keeping the first's (decision 102).
    await bumpGeneration(watchedEnv.CONTENT);
    const second = await render(url);
    expect(second.calls).toContain('kv-end');
    expect(priceRead(second.calls)).toBeGreaterThan(-1);
    expect(priceRead(second.calls)).toBeLessThan(second.calls.indexOf('kv-end'));
    // The same page, priced from a read of its own: 80 × 60 cm canvas.
    const total = /<p class="calculator__total">.*?<\/p>/.exec(second.html)?.[0];
    expect(total).toContain('69,95\u00a0€');
    expect(total).toBe(/<p class="calculator__total">.*?<\/p>/.exec(first.html)?.[0]);
  });
});
