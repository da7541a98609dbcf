import { useId } from 'react';
import { formatLabel } from '../../catalogue/format-labels';
import type { CatalogueNeed } from '../blocks/catalogue-needs';
import { useShop } from '../shop-context';
import { PriceTag } from './PriceTag';
import { type CataloguePartProps, useCatalogue } from './use-catalogue';

/** The formats of a material with their prices (FormatsAndPrices), as a table. */
export function FormatPriceTable({
  headline,
  text,
  need,
  filled,
}: Omit<CataloguePartProps<Extract<CatalogueNeed, { type: 'format-prices' }>>, 'eager'>) {
  const { data, t } = useShop();
  const headingId = useId();
  const prices = useCatalogue(need, filled);
  return (
    <section className="block block--formats-and-prices" aria-labelledby={headingId} aria-busy={prices.state === 'loading'}>
      <h2 id={headingId}>{headline}</h2>
      {text ? <p>{text}</p> : null}
      {prices.state === 'failed' ? <p className="block--designs__status">{t('catalogue.pricesUnavailable')}</p> : null}
      {prices.state === 'ready' && prices.data.length > 0 ? (
        <table className="block--formats-and-prices__table">
          <caption className="visually-hidden">{t('catalogue.pricesOf', { material: t(`blocks.materials.${need.material}`) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalogue.format')}</th>
              <th scope="col">{t('catalogue.price')}</th>
            </tr>
          </thead>
          <tbody>
            {prices.data.map((row) => (
              <tr key={row.format}>
                <th scope="row">{formatLabel(row.format, data.locale)}</th>
                <td>
                  <PriceTag price={row.price} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
