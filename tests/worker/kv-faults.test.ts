import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { downKv } from '../support/faulty-kv';
import { visibleText } from '../support/visible-text';
import { fetchShopWithBindings } from './worker-fetch';

// Decision 062 for KV: the story cache, the content generation and the flag definitions live in
// KV; when KV cannot be reached, pages are read from the content source and the flags fall back
// to the definitions read before, never a 500.

describe('KV down', () => {
  it('serves pages from the content source, never a 500', async () => {
    const content = downKv();
    const flags = downKv();
    for (const url of ['https://kartenliebe.de/', 'https://wallart.ch/fr', 'https://kartenliebe.de/fotoabzuege/']) {
      const response = await fetchShopWithBindings(url, { CONTENT: content.kv, FLAGS: flags.kv, PAGE_CACHE_SECONDS: '0' });
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect(visibleText(await response.text()).length).toBeGreaterThan(200);
    }
    expect(content.calls()).toBeGreaterThan(0);
  });

  it('answers the health check with 503, naming KV', async () => {
    expectConsoleErrors();
    const response = await fetchShopWithBindings('https://kartenliebe.de/_health', { CONTENT: downKv().kv });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'failing', checks: { d1: 'ok', kv: 'failing' } });
  });
});
