import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { bumpGeneration } from '../../src/worker/features/content/content-generation';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { renderingEnv, renderWatched, watchedStorage } from './watched-storage';

// Decision 102: what a catalogue need read from D1 is kept by the isolate for a minute, for every
// page and call of its market that asks the same, and asked anew after a new content generation.
// The worker runs with its real KV and D1, each D1 query noted with its SQL.

const storage = watchedStorage();
// Pages rendered every time (no page cache), so only the kept answers can spare a read.
const watchedEnv = renderingEnv(storage, env);

const CANVAS = 'https://wallart.de/products/leinwand?materialType=leinwand&formatType=800x600';
const CANVAS_ARTICLE = 'format/leinwand/800x600';

async function view(url: string): Promise<{ priceReads: number; total: string | undefined; html: string }> {
  const { status, html, calls } = await renderWatched(storage, watchedEnv, url, '198.51.100.201');
  expect(status).toBe(200);
  return {
    priceReads: calls.filter((call) => /^d1-start .*\bJOIN prices\b/is.test(call)).length,
    total: /<p class="calculator__total">(.*?)<\/p>/.exec(html)?.[1],
    html,
  };
}

async function setCanvasPrice(cents: number | null): Promise<void> {
  if (cents === null) {
    await env.DB.prepare("DELETE FROM prices WHERE channel = 'wallart' AND article = ?1 AND locale = 'de-DE'").bind(CANVAS_ARTICLE).run();
    return;
  }
  await env.DB.prepare(
    "INSERT OR REPLACE INTO prices (channel, article, currency, locale, price_current, price_original) VALUES ('wallart', ?1, 'EUR', 'de-DE', ?2, NULL)",
  )
    .bind(CANVAS_ARTICLE, cents)
    .run();
}

afterEach(async () => {
  storage.failing = null;
  await setCanvasPrice(null);
  await bumpGeneration(watchedEnv.CONTENT);
});

describe('catalogue answers kept by the isolate (decision 102)', () => {
  it('prices a page’s second rendering from the first one’s read, with the same price', async () => {
    await bumpGeneration(watchedEnv.CONTENT);
    const first = await view(CANVAS);
    expect(first.priceReads).toBeGreaterThan(0);
    expect(first.total).toContain('69,95\u00a0€');
    const second = await view(CANVAS);
    expect(second.priceReads).toBe(0);
    expect(second.total).toBe(first.total);
  });

  it('shows a price changed in D1 once a new generation is started, as docs/operations.md tells operators', async () => {
    await bumpGeneration(watchedEnv.CONTENT);
    expect((await view(CANVAS)).total).toContain('69,95\u00a0€');
    await setCanvasPrice(5995);
    // Within the minute, the kept answer: the same price on every page that shows it.
    expect((await view(CANVAS)).total).toContain('69,95\u00a0€');
    await bumpGeneration(watchedEnv.CONTENT);
    const after = await view(CANVAS);
    expect(after.priceReads).toBeGreaterThan(0);
    expect(after.total).toContain('59,95\u00a0€');
  });

  it('never keeps a read that failed: the next rendering reads again and shows the price', async () => {
    await bumpGeneration(watchedEnv.CONTENT);
    const log = expectConsoleErrors();
    storage.failing = /\bJOIN prices\b/i;
    const failed = await view(CANVAS);
    expect(failed.total).toBeUndefined();
    expect(log).toHaveBeenCalled();
    storage.failing = null;
    const next = await view(CANVAS);
    expect(next.priceReads).toBeGreaterThan(0);
    expect(next.total).toContain('69,95\u00a0€');
  });
});
