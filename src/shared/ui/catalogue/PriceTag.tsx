import type { Price } from '../../catalogue/listing';
import { discountPercent, formatFromPrice, formatPercent, formatPrice } from '../../locale/format';
import { useShop } from '../shop-context';

/**
 * A price as spec §3 shows it: the current price, a from-price with the locale's 'from' word,
 * and the original struck through with the discount when it is higher. No price: 'Not available'.
 */
export function PriceTag({ price, from = false, unit }: { price: Price | null; from?: boolean; unit?: 'perCard' | 'perPiece' }) {
  const { data, t } = useShop();
  if (!price) return <span className="price price--none">{t('catalogue.notAvailable')}</span>;
  const current = from ? formatFromPrice(price.current, data.locale, t('catalogue.from')) : formatPrice(price.current, data.locale);
  const discount = price.original === null ? null : discountPercent(price.original, price.current);
  return (
    <span className="price">
      {discount !== null && price.original !== null ? (
        <>
          {/* role img: a deletion may not be named, an image may; screen readers read the label ("Was €2.00") instead of the bare number. */}
          <del
            className="price__original"
            aria-label={t('catalogue.originalPrice', { price: formatPrice(price.original, data.locale) })}
            role="img"
          >
            {formatPrice(price.original, data.locale)}
          </del>{' '}
        </>
      ) : null}
      <strong className={discount !== null ? 'price__current price__current--reduced' : 'price__current'}>{current}</strong>
      {unit ? <span className="price__unit"> {t(`catalogue.${unit}`)}</span> : null}
      {discount !== null ? <span className="price__discount"> {formatPercent(-discount, data.locale)}</span> : null}
    </span>
  );
}
