import type { Price } from '../../locale/price-texts';
import { priceTexts } from '../../locale/price-texts';
import { useShop } from '../shop-context';
import { PriceTextsTag, type PriceUnit } from './PriceTextsTag';

/**
 * A price as spec §3 shows it: the current price, a from-price with the locale's 'from' word,
 * and the original struck through with the discount when it is higher. No price: 'Not available'.
 */
export function PriceTag({ price, from = false, unit }: { price: Price | null; from?: boolean; unit?: PriceUnit }) {
  const { data, t } = useShop();
  return <PriceTextsTag texts={price && priceTexts(price, data.locale, from ? t('catalogue.from') : undefined)} unit={unit} />;
}
