import type { PageData } from '../../shop-data';
import { PriceTag } from '../catalogue/PriceTag';
import { pageHeading } from '../page-heading';
import { useShop } from '../shop-context';

/**
 * spec §2 route `products`: the product overview, every product of the channel in the page's
 * language, each leading to its page (issue 30, Build 5), with its from-price where the server read
 * one (spec §3 pricesInProductOverview; decision 086). Links and text only: the browser keeps the
 * server's markup (decision 024), so the price is formatted here, on the server.
 */
export function ProductsPage() {
  const { data, t } = useShop();
  const products = (data.page as Extract<PageData, { kind: 'products' }>).products ?? [];
  return (
    <section className="page page--products">
      <h1>{pageHeading(data.page, t)}</h1>
      <p>{t('products.intro')}</p>
      {products.length > 0 ? (
        <ul className="products-overview">
          {products.map((product) => (
            <li key={product.href}>
              <a href={product.href}>{product.name}</a>
              {product.fromPrice ? (
                <>
                  {' '}
                  <PriceTag price={product.fromPrice.price} from unit={product.fromPrice.perCard ? 'perCard' : undefined} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
