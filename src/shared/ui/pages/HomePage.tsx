import { pageHeading } from '../page-heading';
import { useShop } from '../shop-context';

/** The start page of both platforms (spec §2 start paths). */
export function HomePage() {
  const { data, t } = useShop();
  return (
    <section className="page page--home">
      <h1>{pageHeading(data.page, data.brandName, t)}</h1>
      <p>{t('home.intro')}</p>
    </section>
  );
}
