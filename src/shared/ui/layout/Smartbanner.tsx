import { useEffect, useState } from 'react';
import type { AppStoresData } from '../../content/page-extras-data';
import { useBrowser } from '../browser';
import { SMARTBANNER_CLOSED_DAYS, SMARTBANNER_COOKIE, type SmartbannerOffer, smartbannerOffer } from '../shell/smartbanner-state';
import { useShop } from '../shop-context';

/**
 * The smartbanner (spec §2 error page; §3 `appsAvailable`): offers the shop's app on the store of
 * the visitor's phone or tablet. The device is known only in the browser, so the banner appears
 * after the page is interactive (server and first client render are both empty). Closing it
 * keeps it away for 30 days.
 */
export function Smartbanner({ apps }: { apps: AppStoresData }) {
  const { data, t } = useShop();
  const browser = useBrowser();
  const [offer, setOffer] = useState<SmartbannerOffer | null>(null);
  useEffect(() => {
    if (!browser) return;
    let mounted = true;
    void browser.appStore().then((store) => {
      if (mounted) setOffer(smartbannerOffer(store, browser.readCookie(SMARTBANNER_COOKIE) === 'closed', apps));
    });
    return () => {
      mounted = false;
    };
  }, [browser, apps]);
  if (!offer) return null;

  const close = () => {
    browser?.writeCookie(SMARTBANNER_COOKIE, 'closed', SMARTBANNER_CLOSED_DAYS);
    setOffer(null);
  };
  const store = t(offer.store === 'app-store' ? 'smartbanner.appStore' : 'smartbanner.playStore');
  return (
    <aside className="smartbanner" aria-label={t('smartbanner.label', { brand: data.brandName })}>
      <button type="button" className="smartbanner__close" onClick={close} aria-label={t('smartbanner.close')}>
        ×
      </button>
      <span className={`smartbanner__icon smartbanner__icon--${data.channel}`} aria-hidden="true">
        {data.brandName.charAt(0)}
      </span>
      <p className="smartbanner__text">
        <strong>{t('smartbanner.title', { brand: data.brandName })}</strong>
        <span>{t('smartbanner.text')}</span>
        <span className="smartbanner__store">{store}</span>
      </p>
      <a className="smartbanner__view" href={offer.href} rel="noopener">
        {t('smartbanner.view')}
        <span className="visually-hidden"> – {store}</span>
      </a>
    </aside>
  );
}
