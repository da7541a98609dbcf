import { pageHeading } from '../page-heading';
import { useShop } from '../shop-context';

/** spec §2 route `themes-id-theme`: one design theme. */
export function ThemePage() {
  const { data, t } = useShop();
  return (
    <section className="page page--theme">
      <h1>{pageHeading(data.page, data.brandName, t)}</h1>
    </section>
  );
}
