import { useId } from 'react';
import {
  blockFilterShown,
  type CardCatalogueChoice,
  type CardCataloguePage,
  cardCatalogueChoice,
  cardCatalogueSearch,
  shownFilterValue,
} from '../../catalogue/card-catalogue';
import { ALL_VALUE_OF_FILTER, CARD_FILTER_KEYS, type CardFilterKey } from '../../catalogue/cards';
import { DESIGN_SORTS, type DesignSort, PAGE_SIZES } from '../../catalogue/product-kinds';
import type { Translate } from '../../i18n/translator';
import { useShop } from '../shop-context';
import { CARD_CATALOGUE_SLOT } from './card-catalogue-slot';
import { DesignCardLink } from './DesignCardLink';

interface CardCatalogueProps {
  headline: string;
  text: string;
  /** The block's own category and order, which the page's URL may change. */
  block: { category: string; sort: DesignSort };
  page: CardCataloguePage;
  /** Whether the block leads the page (its first image loads at once). */
  eager: boolean;
}

/**
 * A card catalogue the shopper browses (spec §3 card filters, 'all' values and sorting, §9 page
 * sizes; decision 073): the filters, the order and the page size are a form the page sends to
 * itself, the pages are links, so all of it works as plain HTML. The server's markup, kept in the
 * browser: with JavaScript, src/client/card-catalogue.ts swaps in the next choice's markup in place.
 */
export function CardCatalogue({ headline, text, block, page, eager }: CardCatalogueProps) {
  const { data, t } = useShop();
  const headingId = useId();
  const choice = cardCatalogueChoice(data.pageQuery, block);
  const hrefOf = (changed: Partial<CardCatalogueChoice>) => `${data.path}${cardCatalogueSearch({ ...choice, ...changed }, block)}`;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const first = (page.page - 1) * page.pageSize + 1;
  // A filter offers a choice only with two values or more, or when the URL already chose one.
  const shownFilters = CARD_FILTER_KEYS.filter((key) => page.filterValues[key].length > 1 || choice.filters[key] !== '');
  return (
    <section className="block block--designs block--card-catalogue" aria-labelledby={headingId} {...{ [CARD_CATALOGUE_SLOT]: '' }}>
      <h2 id={headingId}>{headline}</h2>
      {text ? <p className="block--designs__text">{text}</p> : null}
      <form className="card-catalogue__choice" method="get" aria-label={t('catalogue.browse.choice')}>
        {shownFilters.map((key) => (
          <label key={key} className="card-catalogue__field">
            <span>{t(`catalogue.browse.filters.${key}`)}</span>
            <select name={key} defaultValue={shownFilterValue(key, choice.filters[key])} data-default={blockFilterShown(key, block)}>
              <option value={ALL_VALUE_OF_FILTER[key]}>{t(`catalogue.browse.all.${ALL_VALUE_OF_FILTER[key]}`)}</option>
              {withChosen(page.filterValues[key], choice.filters[key]).map((value) => (
                <option key={value} value={value}>
                  {filterValueLabel(t, key, value)}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="card-catalogue__field">
          <span>{t('catalogue.browse.sort')}</span>
          <select name="sort" defaultValue={choice.sort} data-default={block.sort}>
            {DESIGN_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalogue.browse.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="card-catalogue__field">
          <span>{t('catalogue.browse.pageSize')}</span>
          <select name="pageSize" defaultValue={String(choice.pageSize)} data-default={String(PAGE_SIZES[0])}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="cta cta--secondary card-catalogue__apply">
          {t('catalogue.browse.apply')}
        </button>
      </form>
      {page.items.length > 0 ? (
        <>
          <p className="block--designs__count" tabIndex={-1}>
            {t('catalogue.browse.range', { from: first, to: first + page.items.length - 1, total: page.total })}
          </p>
          <ul className="block--designs__list">
            {page.items.map((design, index) => (
              <li key={`${design.kind}-${design.id}`} className="block--designs__item">
                <DesignCardLink design={design} lead={eager && index === 0} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="block--designs__status" tabIndex={-1}>
          {t('catalogue.browse.noMatch')} <a href={data.path}>{t('catalogue.browse.reset')}</a>
        </p>
      )}
      {pages > 1 ? (
        <nav className="card-catalogue__pages" aria-label={t('catalogue.browse.pages')}>
          {page.page > 1 ? (
            <a href={hrefOf({ page: page.page - 1 })} rel="prev" aria-label={t('catalogue.browse.previous')}>
              ‹
            </a>
          ) : null}
          {Array.from({ length: pages }, (_, index) => index + 1).map((number) =>
            number === page.page ? (
              <span key={number} aria-current="page">
                <span className="visually-hidden">{t('catalogue.browse.page', { page: number })}</span>
                <span aria-hidden="true">{number}</span>
              </span>
            ) : (
              <a key={number} href={hrefOf({ page: number })} aria-label={t('catalogue.browse.page', { page: number })}>
                {number}
              </a>
            ),
          )}
          {page.page < pages ? (
            <a href={hrefOf({ page: page.page + 1 })} rel="next" aria-label={t('catalogue.browse.next')}>
              ›
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

/** The values a filter lists: the catalogue's, and the chosen one even when no design has it now. */
function withChosen(values: readonly string[], chosen: string): string[] {
  return chosen === '' || values.includes(chosen) ? [...values] : [...values, chosen];
}

/** A filter value in the shopper's words; a category is an occasion (spec §3 card occasions). */
function filterValueLabel(t: Translate, key: CardFilterKey, value: string): string {
  return key === 'category' ? t(`catalogue.browse.occasions.${value}`) : t(`catalogue.browse.values.${key}.${value}`);
}
