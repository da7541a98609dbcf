import { describe, expect, it } from 'vitest';
import { cardCatalogueChoice, cardCatalogueQuery, cardCatalogueSearch } from '../../src/shared/catalogue/card-catalogue';

// The card catalogue's choice from a page's URL and back (spec §3 card filters, 'all' values and
// sorting, §9 page sizes; decision 073): what a shopper's link, form or page link names.

const OCCASION_PAGE = { category: '', sort: 'popularity' } as const;

describe('the choice a page URL names', () => {
  it('is every default without a query: all of each filter, the block’s order, 12 a page, the first page', () => {
    expect(cardCatalogueChoice({}, OCCASION_PAGE)).toEqual({
      filters: { aspectRatio: '', category: '', color: '', label: '', product: '', punching: '', style: '' },
      sort: 'popularity',
      pageSize: 12,
      page: 1,
    });
  });

  it('reads filters, order, page size and page, and treats both ‘all’ values as no filter', () => {
    const choice = cardCatalogueChoice(
      { color: 'gold', style: 'alle', category: 'alleVorlagen', sort: 'created', pageSize: '48', page: '3' },
      { category: 'hochzeit', sort: 'popularity' },
    );
    expect(choice).toMatchObject({ sort: 'created', pageSize: 48, page: 3 });
    expect(choice.filters).toMatchObject({ color: 'gold', style: '', category: '' });
  });

  it('keeps the block’s category and order where the URL names none, and falls back from what it cannot mean', () => {
    const choice = cardCatalogueChoice({ sort: 'price', pageSize: '24', page: '0' }, { category: 'hochzeit', sort: 'created' });
    expect(choice).toMatchObject({ sort: 'created', pageSize: 12, page: 1 });
    expect(choice.filters.category).toBe('hochzeit');
    expect(cardCatalogueChoice({ page: '99999' }, OCCASION_PAGE).page).toBe(1);
    expect(cardCatalogueChoice({ page: '2.5' }, OCCASION_PAGE).page).toBe(1);
    expect(cardCatalogueChoice({ page: '1000' }, OCCASION_PAGE).page).toBe(1000);
  });

  it('becomes the catalogue query of its occasion, the filters beside category apart', () => {
    const choice = cardCatalogueChoice({ color: 'rosa', category: 'taufe', pageSize: '48' }, OCCASION_PAGE);
    expect(cardCatalogueQuery(choice, 'taufe')).toEqual({
      kind: 'card',
      category: 'taufe',
      occasion: 'taufe',
      sort: 'popularity',
      pageSize: 48,
      filters: { aspectRatio: '', color: 'rosa', label: '', product: '', punching: '', style: '' },
    });
  });
});

describe('the URL of a choice', () => {
  it('names only what differs from the defaults, so each choice has one address', () => {
    expect(cardCatalogueSearch(cardCatalogueChoice({}, OCCASION_PAGE), OCCASION_PAGE)).toBe('');
    const choice = cardCatalogueChoice({ color: 'gold', sort: 'created', pageSize: '12', page: '2' }, OCCASION_PAGE);
    expect(cardCatalogueSearch(choice, OCCASION_PAGE)).toBe('?color=gold&sort=created&page=2');
  });

  it('reads back as the same choice', () => {
    const choice = cardCatalogueChoice({ aspectRatio: 'square', punching: 'runde-ecken', pageSize: '48', page: '4' }, OCCASION_PAGE);
    const search = Object.fromEntries(new URLSearchParams(cardCatalogueSearch(choice, OCCASION_PAGE)));
    expect(cardCatalogueChoice(search, OCCASION_PAGE)).toEqual(choice);
  });

  it('names ‘all templates’ when the shopper lifts the category the block starts with', () => {
    const block = { category: 'hochzeit', sort: 'popularity' } as const;
    const all = cardCatalogueChoice({ category: 'alleVorlagen' }, block);
    expect(cardCatalogueSearch(all, block)).toBe('?category=alleVorlagen');
    expect(cardCatalogueChoice({ category: 'alleVorlagen' }, block).filters.category).toBe('');
  });
});
