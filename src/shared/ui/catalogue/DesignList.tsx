import { useContext, useEffect, useRef, useState } from 'react';
import type { CatalogueNeed } from '../../catalogue/catalogue-needs';
import { type DesignCard, type DesignPage, designsPath } from '../../catalogue/listing';
import { useBrowser } from '../browser';
import { KeepServerMarkupContext, KeptListItem, ServerMarkup } from '../ServerMarkup';
import { useShop } from '../shop-context';
import { splitComponent } from '../split-component';
import { type CataloguePartProps, useCatalogue } from './use-catalogue';

// The cards of the designs: the browser keeps the server's markup of those the page came with and
// loads their code for the ones "show more" adds (decision 024).
const Card = splitComponent(() => import('./DesignCardLink').then((module) => module.DesignCardLink));
// The month and year calendars start (decision 070): the server's markup, kept; its code loads only in a live edit.
const Start = splitComponent(() => import('./CalendarStart').then((module) => module.CalendarStart));

type DesignsNeed = Extract<CatalogueNeed, { type: 'designs' }>;

/**
 * A grid of designs to choose from (Feed and the overview wrappers): picture, name and from-price,
 * each leading to the theme page or the designer. The first page comes with the page; "show more"
 * adds the next page from the catalogue API and moves the focus to the first new design.
 */
export function DesignList(props: DesignListProps) {
  // A block changed in a live edit starts again from its first page.
  return <Designs key={JSON.stringify(props.need.query)} {...props} />;
}

interface DesignListProps extends CataloguePartProps<DesignsNeed> {
  /**
   * The id of its block, which names its heading: the same in the page's root and in a root of its
   * own when it wakes on touch (decision 097), where useId would answer another.
   */
  uid: string;
  /** The block it shows, for its class name (`block--feed`). */
  variant: string;
}

function Designs({ uid, headline, text, need, filled, eager, variant }: DesignListProps) {
  const { data, t } = useShop();
  const browser = useBrowser();
  const keep = useContext(KeepServerMarkupContext);
  const headingId = `designs-${uid}`;
  const first = useCatalogue(need, filled);
  // The cards the server wrote, which stay its markup; any others need the cards' code first.
  const kept = keep && filled ? filled.items.length : 0;
  const [cardsReady, setCardsReady] = useState(!browser);
  const [more, setMore] = useState<{ items: DesignCard[]; pages: number }>({ items: [], pages: 1 });
  const [loading, setLoading] = useState<'idle' | 'loading' | 'failed'>('idle');
  // The first design a "show more" added, which takes the focus once it is there.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const firstNew = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (focusAt !== null && firstNew.current && browser) browser.focus(firstNew.current);
  }, [focusAt, browser]);

  const page = first.state === 'ready' ? first.data : null;
  const items = page ? [...page.items, ...more.items] : [];
  const total = page?.total ?? 0;
  const addsCards = items.length > kept;
  useEffect(() => {
    // A chunk that fails to load rejects, unhandled on purpose: the reload guard answers it (spec §4).
    if (addsCards && !cardsReady) void Card.preload().then(() => setCardsReady(true));
  }, [addsCards, cardsReady]);

  const showMore = async () => {
    if (!browser || loading === 'loading') return;
    setLoading('loading');
    try {
      const [next] = await Promise.all([
        browser.fetchJson(designsPath(need.query, more.pages + 1, data.locale)) as Promise<DesignPage>,
        Card.preload(),
      ]);
      setCardsReady(true);
      setFocusAt(items.length);
      setMore({ items: [...more.items, ...next.items], pages: more.pages + 1 });
      setLoading('idle');
    } catch {
      setLoading('failed');
    }
  };

  return (
    <section className={`block block--designs block--${variant}`} aria-labelledby={headingId} aria-busy={first.state === 'loading'}>
      <h2 id={headingId}>{headline}</h2>
      {text ? <p className="block--designs__text">{text}</p> : null}
      {need.query.kind === 'calendar' ? (
        <ServerMarkup>
          <Start.Component />
        </ServerMarkup>
      ) : null}
      {first.state === 'failed' ? <p className="block--designs__status">{t('catalogue.listUnavailable')}</p> : null}
      {page && items.length === 0 ? <p className="block--designs__status">{t('catalogue.noDesigns')}</p> : null}
      {items.length > 0 ? (
        <ul className="block--designs__list">
          {items.map((design, index) =>
            index < kept ? (
              <KeptListItem key={`${design.kind}-${design.id}`} className="block--designs__item" />
            ) : cardsReady ? (
              <li key={`${design.kind}-${design.id}`} className="block--designs__item">
                <Card.Component design={design} lead={eager && index === 0} linkRef={index === focusAt ? firstNew : undefined} />
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      {page && total > 0 ? (
        <p className="block--designs__count" aria-live="polite">
          {t('catalogue.shown', { shown: items.length, total })}
        </p>
      ) : null}
      {loading === 'failed' ? (
        <p className="block--designs__status" role="alert">
          {t('catalogue.moreFailed')}
        </p>
      ) : null}
      {page && items.length < total ? (
        <button type="button" className="cta cta--secondary block--designs__more" onClick={showMore} disabled={loading === 'loading'}>
          {loading === 'loading' ? t('catalogue.loading') : t('catalogue.showMore')}
        </button>
      ) : null}
    </section>
  );
}
