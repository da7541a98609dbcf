import { pageHeading } from '../page-heading';
import { useShop } from '../shop-context';

/** spec §2 route `wishlist`. Its entries are personal and arrive on the client later. */
export function WishlistPage() {
  const { data, t } = useShop();
  return (
    <section className="page page--wishlist">
      <h1>{pageHeading(data.page, t)}</h1>
      <p>{t('wishlist.empty')}</p>
    </section>
  );
}
