import { useId } from 'react';
import type { CatalogueNeed } from '../../catalogue/catalogue-needs';
import type { AccessoryCard } from '../../catalogue/listing';
import { useShop } from '../shop-context';
import { accessoryName, accessorySize } from './accessory-name';
import { CardImage } from './CardImage';
import { PriceTag } from './PriceTag';
import { type CataloguePartProps, useCatalogue } from './use-catalogue';

/**
 * Card accessories of one kind (AccessoryOverviewWrapper): picture, name, size and price per
 * piece. They are added to an order in the card designer, so the cards do not link anywhere.
 */
export function AccessoryList({
  headline,
  text,
  need,
  filled,
  eager,
}: CataloguePartProps<Extract<CatalogueNeed, { type: 'accessories' }>>) {
  const { t } = useShop();
  const headingId = useId();
  const list = useCatalogue(need, filled);
  return (
    <section className="block block--accessories" aria-labelledby={headingId} aria-busy={list.state === 'loading'}>
      <h2 id={headingId}>{headline}</h2>
      {text ? <p>{text}</p> : null}
      {list.state === 'failed' ? <p className="block--designs__status">{t('catalogue.listUnavailable')}</p> : null}
      {list.state === 'ready' && list.data.length === 0 ? <p className="block--designs__status">{t('catalogue.noAccessories')}</p> : null}
      {list.state === 'ready' && list.data.length > 0 ? (
        <ul className="block--designs__list">
          {list.data.map((accessory, index) => (
            <li key={accessory.sku} className="block--designs__item">
              <AccessoryFacts accessory={accessory} lead={eager && index === 0} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Picture, name, size and price of one accessory. */
function AccessoryFacts({ accessory, lead }: { accessory: AccessoryCard; lead: boolean }) {
  const { data, t } = useShop();
  const size = accessorySize(accessory.sku, data.locale);
  return (
    <div className="block--designs__card">
      <CardImage filename={accessory.image} lead={lead} />
      <span className="block--designs__name">{accessoryName(accessory.sku, t)}</span>
      {size ? <span className="block--designs__size">{size}</span> : null}
      <PriceTag price={accessory.price} unit="perPiece" />
    </div>
  );
}
