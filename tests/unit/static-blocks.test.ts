import { describe, expect, it } from 'vitest';
import type { PageData } from '../../src/shared/shop-data';
import {
  blockMarkup,
  hydratedBlockNames,
  isCritical,
  keepsServerMarkup,
  pageBlockChunks,
  pageKeepsServerMarkup,
} from '../../src/shared/ui/blocks/static-blocks';
import { pageBootstrapChunks } from '../../src/shared/ui/bootstrap-chunks';

// Decision 024: what never changes in the browser keeps the server's markup and loads no code.
const text = (...blocks: object[]) => ({
  component: 'Text',
  _uid: 't',
  text: { type: 'doc', content: [{ type: 'blok', attrs: { body: blocks } }] },
});

describe('blocks that keep the server’s markup', () => {
  it('are the blocks whose markup never changes, unless a block nested in them changes', () => {
    expect(keepsServerMarkup({ component: 'Headline', _uid: 'h' })).toBe(true);
    expect(keepsServerMarkup(text({ component: 'Quote', _uid: 'q' }))).toBe(true);
    expect(keepsServerMarkup({ component: 'Toolbox', _uid: 'x' })).toBe(false);
    expect(keepsServerMarkup(text({ component: 'Toolbox', _uid: 'x' }))).toBe(false);
    expect(keepsServerMarkup({ component: 'ABContent', _uid: 'a', on: [], off: [{ component: 'VideoBlock', _uid: 'v' }] })).toBe(false);
    // An unknown component shows the same note on both sides, from BlockList.
    expect(keepsServerMarkup({ component: 'Carousel', _uid: 'c' })).toBe(false);
  });

  it('include a catalogue detail only when the server reads what it shows (its answer streams in, decision 026)', () => {
    // Without the server's read (a live edit), the browser reads the catalogue API for it.
    expect(keepsServerMarkup({ component: 'CardDetailWrapper', _uid: 'c', themeId: '1' })).toBe(false);
    expect(keepsServerMarkup({ component: 'CardDetailWrapper', _uid: 'c', themeId: '1', catalogueRef: 'c0' })).toBe(true);
    // Design lists page through the catalogue in the browser.
    expect(keepsServerMarkup({ component: 'Feed', _uid: 'f', catalogueRef: 'c1' })).toBe(false);
  });

  it('include a browsable card catalogue the server filled, which the page waits for and swaps in place (decision 073)', () => {
    const browsable = { component: 'ThemesOverviewWrapper', _uid: 'o', occasion: 'taufe', browsable: true, catalogueRef: 'c0' };
    expect(keepsServerMarkup(browsable)).toBe(true);
    expect(isCritical(browsable)).toBe(true);
    // An overview with "show more" hydrates and streams in; a browsable one in a live edit hydrates too.
    expect(keepsServerMarkup({ ...browsable, browsable: false })).toBe(false);
    expect(isCritical({ ...browsable, browsable: false })).toBe(false);
    expect(keepsServerMarkup({ component: 'ThemesOverviewWrapper', _uid: 'o', browsable: true })).toBe(false);
    // A content page as far as these functions read one.
    const page = (block: object) => ({ kind: 'content', story: { content: { body: [block] } } }) as unknown as PageData;
    expect(pageBootstrapChunks({ page: page(browsable), channel: 'wallart' })).toEqual(['card-catalogue']);
    // One with "show more" comes alive when the shopper first reaches for it (decision 097).
    expect(pageBootstrapChunks({ page: page({ ...browsable, browsable: false }), channel: 'wallart' })).toEqual(['woken-blocks']);
    expect(pageBlockChunks(page(browsable))).toEqual(new Set(['blocks-content']));
  });

  it('name the chunks a page needs: the content chunk, the chunks of blocks that hydrate, the countdown where one shows', () => {
    // The toolbox and the contact form wake on touch (decision 097): their code is not the page's;
    // the text around the form hydrates, as a block nested in it does not keep its markup.
    const page = {
      kind: 'content',
      story: {
        content: {
          body: [
            { component: 'Information', _uid: 'i', showDeliveryCountdown: true },
            { component: 'Toolbox', _uid: 't' },
            text({ component: 'ContactForm', _uid: 'f' }),
          ],
        },
      },
    };
    expect([...pageBlockChunks(page)].sort()).toEqual(['CountdownText', 'blocks-content', 'blocks-content-live']);
    expect([...hydratedBlockNames(page)].sort()).toEqual(['Text']);
    expect([...pageBlockChunks(page, true)].sort()).toEqual(['blocks-content', 'blocks-content-live', 'blocks-forms', 'blocks-toolbox']);
    // The visual editor re-renders every block.
    expect([...hydratedBlockNames(page, true)].sort()).toEqual(['ContactForm', 'Information', 'Text', 'Toolbox']);
    expect([...pageBlockChunks({ kind: 'content', story: { content: { body: [] } } })]).toEqual([]);
  });

  it('include whole page bodies: the theme page, and an error page whose blocks all keep theirs', () => {
    expect(pageKeepsServerMarkup({ kind: 'theme' })).toBe(true);
    expect(pageKeepsServerMarkup({ kind: 'error', story: [{ component: 'Headline', _uid: 'h' }] })).toBe(true);
    expect(pageKeepsServerMarkup({ kind: 'error', story: [{ component: 'Voucher', _uid: 'v' }] })).toBe(false);
    expect(pageKeepsServerMarkup({ kind: 'content' })).toBe(false);
    expect([...pageBlockChunks({ kind: 'theme' })]).toEqual(['blocks-content']);
  });
});

// Decision 097: a filled format calculator keeps the server's markup until the shopper first reaches for it.
describe('blocks that wake on touch', () => {
  const page = (...body: object[]) => ({ kind: 'content', story: { content: { body } } }) as unknown as PageData;
  const canvas = { component: 'Calculator', _uid: 'c', product: 'canvas', catalogueRef: 'c0' };

  it('are the format calculators the server filled; a card calculator keeps its markup, one not filled hydrates', () => {
    expect(blockMarkup(canvas)).toBe('wakes');
    expect(keepsServerMarkup(canvas)).toBe(false);
    expect(blockMarkup({ ...canvas, product: 'card' })).not.toBe('wakes');
    expect(keepsServerMarkup({ ...canvas, product: 'card' })).toBe(true);
    const { catalogueRef: _unfilled, ...live } = canvas;
    expect(blockMarkup(live)).not.toBe('wakes');
    // The toolbox, the contact form and a video do nothing before the first touch either.
    expect(blockMarkup({ component: 'Toolbox', _uid: 't' })).toBe('wakes');
    expect(blockMarkup({ component: 'Headline', _uid: 'h' })).not.toBe('wakes');
    // A design list the server filled wakes to page on; a browsable card catalogue keeps its markup.
    expect(blockMarkup({ component: 'Feed', _uid: 'f', catalogueRef: 'c1' })).toBe('wakes');
    expect(blockMarkup({ component: 'ThemesOverviewWrapper', _uid: 'o', browsable: true, catalogueRef: 'c1' })).not.toBe('wakes');
  });

  it('load no code with the page, only the module that wakes them; the visual editor hydrates them with their parts', () => {
    const framed = { ...canvas, product: 'framed-material' };
    expect([...pageBlockChunks(page(framed))]).toEqual(['blocks-content']);
    expect([...hydratedBlockNames(page(framed))]).toEqual([]);
    expect(pageBootstrapChunks({ page: page(framed), channel: 'wallart' })).toEqual(['woken-blocks']);
    expect([...pageBlockChunks(page(framed), true)].sort()).toEqual([
      'CalculatorGroups',
      'CustomSize',
      'blocks-calculator',
      'blocks-content',
    ]);
    // Nested in rich text, it wakes too, and the text around it keeps its markup no more.
    expect(pageBootstrapChunks({ page: page(text(canvas)), channel: 'wallart' })).toEqual(['woken-blocks']);
    expect(pageBootstrapChunks({ page: page({ ...canvas, product: 'card' }), channel: 'wallart' })).toEqual([]);
  });
});
