import type { CalculatorReference, CardCalculatorData } from '../../catalogue/listing';
import { offeredPrices } from '../../catalogue/offered-prices';
import { LOCALE_INFO } from '../../locale/locales';
import { serialiseForScript } from '../../shop-data';
import { useShop } from '../shop-context';

/**
 * A product page's structured data (Google's "Product" with an AggregateOffer; issue 13: offers in
 * the locale's currency): the lowest and highest current price its calculator offers. Written by
 * the server in the body, beside the calculator it sums up, so the head never waits for the
 * catalogue; the browser keeps it as written (decision 039).
 */
export function ProductData({ answer, name }: { answer: CalculatorReference | CardCalculatorData | null | undefined; name: string }) {
  const { data } = useShop();
  const prices = answer ? offeredPrices(answer).map((offer) => offer.priceCurrent) : [];
  if (prices.length === 0) return null;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: data.page.kind === 'content' ? data.page.story.name : name,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: LOCALE_INFO[data.locale].currency,
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: prices.length,
    },
  };
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialiseForScript escapes <, > and & so the JSON cannot close the script element
      dangerouslySetInnerHTML={{ __html: serialiseForScript(product) }}
    />
  );
}
