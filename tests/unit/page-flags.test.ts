import { describe, expect, it } from 'vitest';
import { EMPTY_NAVIGATION, type NavigationData } from '../../src/shared/content/navigation';
import type { PageData } from '../../src/shared/shop-data';
import { pageFlags } from '../../src/shared/ui/page-flags';

// Which flags a page shows (decisions 058, 061): what it is decided, rendered and cached by.

const content = (body: Record<string, unknown>[]): PageData =>
  ({ kind: 'content', story: { content: { component: 'Page', body } } }) as unknown as PageData;
const calculator = (options: string[], product = 'framed-material') => ({ component: 'Calculator', _uid: 'c', product, options });
const flyout = (types: string[]): NavigationData => ({
  ...EMPTY_NAVIGATION,
  items: [{ groups: types.map((type) => ({ id: type, title: type, type, items: [] })) } as unknown as NavigationData['items'][number]],
});
const flagsOf = (page: PageData, channel: 'kartenliebe' | 'wallart' = 'kartenliebe', navigation = EMPTY_NAVIGATION) =>
  pageFlags({ page, channel, navigation }).sort();

describe('the flags a page shows', () => {
  it('are none on a page without experiments', () => {
    expect(flagsOf(content([{ component: 'Text', _uid: 't' }]))).toEqual([]);
    expect(flagsOf({ kind: 'wishlist' })).toEqual([]);
  });

  it('are the error details on an error page (spec §2)', () => {
    expect(flagsOf({ kind: 'error', status: 404, reason: 'not-found', message: 'x' })).toEqual(['shop-error-details']);
  });

  it('are the flag an A/B content block names, nested ones too (spec §4)', () => {
    const nested = { component: 'ABContent', _uid: 'b', featureFlag: 'KLS-2', on: [], off: [] };
    expect(flagsOf(content([{ component: 'ABContent', _uid: 'a', featureFlag: 'KLS-1', on: [nested], off: [] }]))).toEqual([
      'KLS-1',
      'KLS-2',
    ]);
  });

  it('are the calculator experiments where a wall-art calculator is, and the canvas redesign where it offers canvas alone', () => {
    expect(flagsOf(content([calculator(['poster', 'leinwand'])]))).toEqual(['VOLL-1031', 'VOLL-965', 'VOLL-967']);
    expect(flagsOf(content([calculator(['leinwand'])]))).toEqual(['VOLL-1031', 'VOLL-1409', 'VOLL-965', 'VOLL-967']);
    expect(flagsOf(content([calculator([], 'photobox')]))).toEqual([]);
  });

  it('are the flyout treatment on Wallart pages whose header has a flyout with premium materials', () => {
    expect(flagsOf(content([]), 'wallart', flyout(['bestseller', 'premium']))).toEqual(['wall_art_flyout_premium_first']);
    expect(flagsOf(content([]), 'wallart', flyout(['bestseller']))).toEqual([]);
    expect(flagsOf(content([]), 'kartenliebe', flyout(['bestseller', 'premium']))).toEqual([]);
  });
});
