import { useEffect, useId, useRef, useState } from 'react';
import { designHref } from '../../catalogue/design-links';
import { type DesignCard, type DesignPage, designsPath } from '../../catalogue/listing';
import { ContentImage } from '../blocks/ContentImage';
import type { CatalogueNeed } from '../blocks/catalogue-needs';
import { useBrowser } from '../browser';
import { TILE_GRID_IMAGE_SIZES } from '../image-sizes';
import { useShop } from '../shop-context';
import { useLinkContext } from '../use-link-context';
import { PriceTag } from './PriceTag';
import { type CataloguePartProps, useCatalogue } from './use-catalogue';

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
  /** The block it shows, for its class name (`block--feed`). */
  variant: string;
}

function Designs({ headline, text, need, filled, eager, variant }: DesignListProps) {
  const { data, t } = useShop();
  const browser = useBrowser();
  const here = useLinkContext();
  const headingId = useId();
  const first = useCatalogue(need, filled);
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

  const showMore = async () => {
    if (!browser || loading === 'loading') return;
    setLoading('loading');
    try {
      const next = (await browser.fetchJson(designsPath(need.query, more.pages + 1, data.locale))) as DesignPage;
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
      {first.state === 'failed' ? <p className="block--designs__status">{t('catalogue.listUnavailable')}</p> : null}
      {page && items.length === 0 ? <p className="block--designs__status">{t('catalogue.noDesigns')}</p> : null}
      {items.length > 0 ? (
        <ul className="block--designs__list">
          {items.map((design, index) => (
            <li key={`${design.kind}-${design.id}`} className="block--designs__item">
              <a
                className="block--designs__card"
                href={designHref(design.kind, design.id, here)}
                ref={index === focusAt ? firstNew : undefined}
              >
                <ContentImage
                  className="block--designs__image"
                  asset={{ filename: design.image, alt: '' }}
                  lead={eager && index === 0}
                  displayWidth={300}
                  sizes={TILE_GRID_IMAGE_SIZES}
                />
                <span className="block--designs__name">{design.name}</span>
                <PriceTag price={design.price} from unit={design.kind === 'card' ? 'perCard' : undefined} />
              </a>
            </li>
          ))}
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
