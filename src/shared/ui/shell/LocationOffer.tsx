import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import { LOCATION_BANNER_COOKIE } from './LocationBanner';

/**
 * The "shop for your country" banner itself (issue "Page shell" 11): the country's name, a switch
 * to its shop and a dismissal. A chunk of its own, loaded only for the visitors it is offered to
 * (./LocationBanner.tsx asks first), as a dialog's code loads when it opens.
 */
export function LocationOffer({ country, url, onDismiss }: { country: string; url: string; onDismiss: () => void }) {
  const { data, t } = useShop();
  const browser = useBrowser();
  const name = new Intl.DisplayNames([data.locale], { type: 'region' }).of(country) ?? country;
  return (
    <aside className="location-banner" aria-label={t('location.label')}>
      <p>{t('location.text', { country: name })}</p>
      <button type="button" className="cta cta--primary" onClick={() => browser?.navigate(url, { external: true })}>
        {t('location.switch')}
      </button>
      <button
        type="button"
        className="cta cta--secondary"
        onClick={() => {
          browser?.writeCookie(LOCATION_BANNER_COOKIE, 'dismissed', 30);
          onDismiss();
        }}
      >
        {t('location.stay')}
      </button>
    </aside>
  );
}
