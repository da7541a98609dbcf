import { pageHeading } from '../page-heading';
import { useShop } from '../shop-context';

/** spec §2 route `products`: the product overview, or a product's detail page when one is named. */
export function ProductsPage() {
  const { data, t } = useShop();
  return (
    <section className="page page--products">
      <h1>{pageHeading(data.page, t)}</h1>
      <p>{t('products.intro')}</p>
    </section>
  );
}
