import { useId } from 'react';
import type { CatalogueNeed } from '../../catalogue/catalogue-needs';
import { designerHref } from '../../designer/design-links';
import { ContentImage } from '../media/ContentImage';
import { useShop } from '../shop-context';
import { CalendarStart, calendarStartOf, withCalendarStart } from './CalendarStart';
import { DESIGN_DETAIL_SIZES } from './design-image-sizes';
import { PriceTag } from './PriceTag';
import { type CataloguePartProps, useCatalogue } from './use-catalogue';
import { WishlistHeart } from './WishlistHeart';

type DesignNeed = Extract<CatalogueNeed, { type: 'design' }>;

/**
 * One design (the detail wrappers, the theme page): its picture and name, what kind of product it
 * is, the from-price and the way into the designer with this design (spec §3 hand-off).
 */
export function DesignDetail({
  headline,
  text,
  need,
  filled,
  eager,
  variant,
  heading: Heading = 'h2',
  designerLink = true,
}: CataloguePartProps<DesignNeed> & {
  variant: string;
  /** h1 where the design is the page (the theme page). */
  heading?: 'h1' | 'h2';
  /** False where a calculator beside it leads into the designer (the theme page). */
  designerLink?: boolean;
}) {
  const { data, t } = useShop();
  const headingId = useId();
  const design = useCatalogue(need, filled);
  const found = design.state === 'ready' ? design.data : null;
  // A calendar starts in the month and year the shopper chose on the page (spec §3 hand-off; decision 070).
  const start = calendarStartOf(data.pageQuery, new Date());
  return (
    <section
      className={`block block--design-detail block--${variant}`}
      aria-labelledby={headingId}
      aria-busy={design.state === 'loading'}
      data-design={`${need.kind}-${need.id}`}
    >
      {found ? (
        <ContentImage
          className="block--design-detail__image"
          asset={{ filename: found.image, alt: found.name }}
          lead={eager}
          displayWidth={600}
          sizes={DESIGN_DETAIL_SIZES}
        />
      ) : null}
      <div className="block--design-detail__text">
        <p className="block--design-detail__kind">{t(`catalogue.kinds.${need.kind}`)}</p>
        <Heading id={headingId}>{headline || found?.name || t(`catalogue.kinds.${need.kind}`)}</Heading>
        {headline && found ? <p className="block--design-detail__name">{found.name}</p> : null}
        {text ? <p>{text}</p> : null}
        {design.state === 'loading' ? <p className="block--design-detail__status">{t('catalogue.loading')}</p> : null}
        {design.state === 'failed' || (design.state === 'ready' && !found) ? (
          <p className="block--design-detail__status">{t('catalogue.designUnavailable')}</p>
        ) : null}
        {found ? (
          <>
            <p className="block--design-detail__price">
              <PriceTag price={found.price} from unit={need.kind === 'card' ? 'perCard' : undefined} />
            </p>
            {need.kind === 'calendar' ? <CalendarStart /> : null}
            {designerLink && found.price ? (
              <a
                className="cta cta--primary"
                href={designerHref(need.kind === 'calendar' ? { ...found, handOff: withCalendarStart(found.handOff, start) } : found, data)}
              >
                {t('catalogue.designNow')}
              </a>
            ) : designerLink ? (
              // Without a price there is nothing to order (issue 30, Build 6): the call to action
              // shows as unavailable and takes no focus, beside the price's "not available".
              <span className="cta cta--disabled">{t('catalogue.designNow')}</span>
            ) : null}
            <WishlistHeart kind={need.kind} id={need.id} />
          </>
        ) : null}
      </div>
    </section>
  );
}
