import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_PREFETCHES, shouldPrefetch } from '../../src/shared/runtime/prefetch-policy';
import { isLoadError, RELOAD_GUARD_MS, shouldReload } from '../../src/shared/runtime/reload-guard';
import { canMove } from '../../src/shared/runtime/script-states';

// spec §4, §9 client runtime rules.
const page = { origin: 'https://wallart.de', path: '/' };
const idle = { inFlight: 0, done: new Set<string>() };

describe('link prefetch on intent', () => {
  it('fetches pages of this site ahead, once each', () => {
    expect(shouldPrefetch('/wandbilder', page, undefined, idle)).toBe(true);
    expect(shouldPrefetch('https://wallart.de/leinwanddruck?x=1', page, { effectiveType: '4g' }, idle)).toBe(true);
    expect(shouldPrefetch('/wandbilder', page, undefined, { inFlight: 0, done: new Set(['/wandbilder']) })).toBe(false);
  });

  it('skips other sites, this page, APIs, assets and the shop backend’s pages', () => {
    for (const href of [
      'https://kartenliebe.de/',
      '/',
      '/web-api/voucher',
      '/assets/client.js',
      'javascript:alert(1)',
      'mailto:a@b.c',
      '/abmeldung/',
      '/kundenkonto/',
      '/fr/panier/',
      '/d/warenkorb/',
    ]) {
      expect([href, shouldPrefetch(href, page, undefined, idle)]).toEqual([href, false]);
    }
  });

  it('skips on save-data and 2g, and keeps to five at once', () => {
    expect(shouldPrefetch('/wandbilder', page, { saveData: true }, idle)).toBe(false);
    expect(shouldPrefetch('/wandbilder', page, { effectiveType: 'slow-2g' }, idle)).toBe(false);
    expect(shouldPrefetch('/wandbilder', page, { effectiveType: '2g' }, idle)).toBe(false);
    expect(shouldPrefetch('/wandbilder', page, undefined, { inFlight: MAX_CONCURRENT_PREFETCHES, done: new Set() })).toBe(false);
    expect(shouldPrefetch('/wandbilder', page, undefined, { inFlight: MAX_CONCURRENT_PREFETCHES - 1, done: new Set() })).toBe(true);
  });
});

describe('reload guard', () => {
  const now = 1_700_000_000_000;
  it('reloads on a chunk or manifest load error once per 10 seconds and path', () => {
    expect(isLoadError('TypeError: Failed to fetch dynamically imported module: /assets/x.js')).toBe(true);
    expect(isLoadError('ChunkLoadError: Loading chunk 7 failed')).toBe(true);
    expect(isLoadError('TypeError: x is undefined')).toBe(false);
    expect(shouldReload(null, now)).toBe(true);
    expect(shouldReload(String(now - 1_000), now)).toBe(false);
    expect(shouldReload(String(now - RELOAD_GUARD_MS), now)).toBe(true);
    expect(shouldReload('garbage', now)).toBe(true);
  });
});

describe('script loading states', () => {
  it('moves awaitingLoad → loading → loaded or error, and anything → removed', () => {
    expect(canMove('awaitingLoad', 'loading')).toBe(true);
    expect(canMove('loading', 'loaded')).toBe(true);
    expect(canMove('loading', 'error')).toBe(true);
    expect(canMove('error', 'loading')).toBe(true);
    expect(canMove('loaded', 'removed')).toBe(true);
    expect(canMove('awaitingLoad', 'loaded')).toBe(false);
    expect(canMove('loaded', 'loading')).toBe(false);
  });
});
