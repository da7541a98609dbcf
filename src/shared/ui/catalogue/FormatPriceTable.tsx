import { useId } from 'react';
import type { CatalogueNeed } from '../../catalogue/catalogue-needs';
import { formatLabel } from '../../catalogue/format-labels';
import { priceOfFields } from '../../catalogue/price-sums';
import { useShop } from '../shop-context';
import { PriceTag } from './PriceTag';
import { type CataloguePartProps, useCatalogue } from './use-catalogue';

/**
 * The formats of a material with their prices (FormatsAndPrices), as a table: the formats the block
 * names, in its order, each with its price from `payload.formats` (spec §7) or 'Not available'.
 */
export function FormatPriceTable({
  headline,
  text,
  need,
  filled,
}: Omit<CataloguePartProps<Extract<CatalogueNeed, { type: 'format-prices' }>>, 'eager'>) {
  const { data, t } = useShop();
  const headingId = useId();
  const prices = useCatalogue(need, filled);
  const priced = prices.state === 'ready' ? new Map(prices.data.payload.formats.map((row) => [row.formatType, priceOfFields(row)])) : null;
  return (
    <section className="block block--formats-and-prices" aria-labelledby={headingId} aria-busy={prices.state === 'loading'}>
      <h2 id={headingId}>{headline}</h2>
      {text ? <p>{text}</p> : null}
      {prices.state === 'failed' ? <p className="block--designs__status">{t('catalogue.pricesUnavailable')}</p> : null}
      {priced && need.formats.length > 0 ? (
        <table className="block--formats-and-prices__table">
          <caption className="visually-hidden">{t('catalogue.pricesOf', { material: t(`blocks.materials.${need.material}`) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalogue.format')}</th>
              <th scope="col">{t('catalogue.price')}</th>
            </tr>
          </thead>
          <tbody>
            {need.formats.map((format) => (
              <tr key={format}>
                <th scope="row">{formatLabel(format, data.locale)}</th>
                <td>
                  <PriceTag price={priced.get(format) ?? null} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
