import { useId } from 'react';
import type { CatalogueNeed } from '../../catalogue/catalogue-needs';
import { designerUrl } from '../../designer/designer-url';
import { ContentImage } from '../media/ContentImage';
import { useShop } from '../shop-context';
import { accessoryName, accessorySize } from './accessory-name';
import { DESIGN_DETAIL_SIZES } from './design-image-sizes';
import { PriceTag } from './PriceTag';
import { type CataloguePartProps, useCatalogue } from './use-catalogue';

/**
 * One card accessory (AccessoryDetailWrapper): picture, name, size, price per piece, and the way
 * to the card designer, where accessories are added to an order.
 */
export function AccessoryDetail({
  headline,
  text,
  need,
  filled,
  eager,
}: CataloguePartProps<Extract<CatalogueNeed, { type: 'accessory' }>>) {
  const { data, t } = useShop();
  const headingId = useId();
  const accessory = useCatalogue(need, filled);
  const found = accessory.state === 'ready' ? accessory.data : null;
  const size = accessorySize(need.sku, data.locale);
  const name = accessoryName(need.sku, t);
  return (
    <section
      className="block block--design-detail block--accessory-detail"
      aria-labelledby={headingId}
      aria-busy={accessory.state === 'loading'}
    >
      {found ? (
        <ContentImage
          className="block--design-detail__image"
          asset={{ filename: found.image, alt: name }}
          lead={eager}
          displayWidth={600}
          sizes={DESIGN_DETAIL_SIZES}
        />
      ) : null}
      <div className="block--design-detail__text">
        <p className="block--design-detail__kind">{t('catalogue.accessory')}</p>
        <h2 id={headingId}>{headline || name}</h2>
        {headline ? <p className="block--design-detail__name">{name}</p> : null}
        {size ? <p className="block--design-detail__size">{size}</p> : null}
        {text ? <p>{text}</p> : null}
        {accessory.state === 'loading' ? <p className="block--design-detail__status">{t('catalogue.loading')}</p> : null}
        {accessory.state === 'failed' || (accessory.state === 'ready' && !found) ? (
          <p className="block--design-detail__status">{t('catalogue.accessoryUnavailable')}</p>
        ) : null}
        {found ? (
          <>
            <p className="block--design-detail__price">
              <PriceTag price={found.price} unit="perPiece" />
            </p>
            <a className="cta cta--secondary" href={designerUrl('card', found.handOff, data)}>
              {t('catalogue.addInDesigner')}
            </a>
          </>
        ) : null}
      </div>
    </section>
  );
}
