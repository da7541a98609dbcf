import { useState } from 'react';
import { useBrowser } from '../browser';
import { PriceTextsTag } from '../catalogue/PriceTextsTag';
import { PAGE_TITLE_KEYS } from '../page-titles';
import { useShop } from '../shop-context';
import { useCustomer } from '../use-customer';
import { changeWishlist, useWishlist } from '../use-wishlist';

/**
 * spec §2 route `wishlist` (decision 054): the designs the visitor keeps, each with its picture,
 * kind, from-price and link, and a button that removes it. Personal: the server renders the
 * loading state for everyone, the browser reads the list through SWR.
 */
export function WishlistPage() {
  const { t } = useShop();
  const browser = useBrowser();
  const customer = useCustomer();
  const list = useWishlist();
  const [problem, setProblem] = useState('');

  const remove = async (item: Parameters<typeof changeWishlist>[2]) => {
    if (!browser) return;
    const refused = await changeWishlist(browser, 'remove', item).catch(() => t('account.unavailable'));
    setProblem(refused === null ? '' : refused || t('account.unavailable'));
  };

  return (
    <section className="page page--wishlist" aria-busy={list.state === 'loading'}>
      <h1>{t(PAGE_TITLE_KEYS.wishlist)}</h1>
      {list.state === 'loading' ? <p>{t('wishlist.loading')}</p> : null}
      {list.state === 'failed' ? <p role="alert">{t('wishlist.failed')}</p> : null}
      {list.state === 'ready' && list.data.items.length === 0 ? <p>{t('wishlist.empty')}</p> : null}
      <p className="wishlist__problem" role="alert">
        {problem}
      </p>
      {list.state === 'ready' && list.data.items.length > 0 ? (
        <ul className="wishlist__items">
          {list.data.items.map((design) => (
            <li key={design.item} className="wishlist__item">
              <a className="block--designs__card" href={design.href}>
                {/* Decorative: the link names the design. Sized by its box, so nothing moves while it loads. */}
                <img className="wishlist__image" src={design.image} alt="" loading="lazy" width={300} height={300} />
                <span className="block--designs__name">{design.name}</span>
                <span className="wishlist__kind">{t(`catalogue.kinds.${design.kind}`)}</span>
                <PriceTextsTag texts={design.price} unit={design.kind === 'card' ? 'perCard' : undefined} />
              </a>
              <button type="button" className="link-button" onClick={() => remove(design.item)}>
                {t('wishlist.remove', { name: design.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {list.state === 'ready' && !customer.isLoggedIn ? <p className="wishlist__hint">{t('wishlist.visitorHint')}</p> : null}
    </section>
  );
}
