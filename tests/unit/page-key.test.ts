import { describe, expect, it } from 'vitest';
import { pageCacheKey } from '../../src/worker/features/page-cache/page-key';

// What a kept page is kept under (decisions 019, 058): everything its HTML depends on, nothing of
// one visitor's.

const url = new URL('https://wallart.de/wandbilder?utm_source=mail&b=2&a=1');
const variant = {
  channel: 'wallart',
  locale: 'de-DE',
  platform: 'web',
  flags: '',
  generation: '7',
  build: 'b1',
  designerOrigin: null,
} as const;

describe('the page cache key', () => {
  it('drops where the visitor came from and sorts the rest of the query', () => {
    expect(pageCacheKey(url, variant)).toBe('https://wallart.de/wandbilder?a=1&b=2&page-variant=7.b1.wallart.de-DE.web..');
  });

  it('differs by the build of the browser’s files, so a page naming files of an earlier deploy is never served', () => {
    expect(pageCacheKey(url, { ...variant, build: 'b2' })).not.toBe(pageCacheKey(url, variant));
  });

  it('differs by the variant of the flags the page shows, and by content generation', () => {
    const on = pageCacheKey(url, { ...variant, flags: 'VOLL-965:on@1' });
    expect(on).not.toBe(pageCacheKey(url, { ...variant, flags: 'VOLL-965:off@1' }));
    expect(on).not.toBe(pageCacheKey(url, { ...variant, flags: 'VOLL-965:on@2' }));
    expect(pageCacheKey(url, { ...variant, generation: '8' })).not.toBe(pageCacheKey(url, variant));
  });
});
