import { useEffect, useState } from 'react';
import { log } from '../../log/log';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import { LOCATION_BANNER_COOKIE } from './constants';

/** The answer of `/api/get-location/` (src/worker/features/pages/location.ts). */
interface Location {
  country: string | null;
  suggestion: { ending: string; url: string; locale: string } | null;
}

/**
 * "Where am I" (issue "Page shell" 11): when the visitor's country has its own shop domain and it
 * is not this one, a dismissible banner offers the same page there (issue 30, Build 5). Asked for after the page is interactive, so the
 * page itself stays the same for everyone (and cacheable).
 */
export function LocationBanner() {
  const { data, t } = useShop();
  const browser = useBrowser();
  const [offer, setOffer] = useState<{ country: string; url: string } | null>(null);
  useEffect(() => {
    if (!browser || browser.readCookie(LOCATION_BANNER_COOKIE) === 'dismissed') return;
    browser
      .fetchJson('/api/get-location/')
      .then((answer) => {
        const { country, suggestion } = answer as Location;
        if (!country || !suggestion) return;
        const name = new Intl.DisplayNames([data.locale], { type: 'region' }).of(country) ?? country;
        // The same page in that shop, as the page's hreflang alternates name it; else its start page.
        setOffer({ country: name, url: browser.alternateUrl(suggestion.locale) ?? suggestion.url });
      })
      .catch((error: unknown) => log.warn('location-unavailable', {}, error));
  }, [browser, data.locale]);
  if (!offer) return null;
  const dismiss = () => {
    browser?.writeCookie(LOCATION_BANNER_COOKIE, 'dismissed', 30);
    setOffer(null);
  };
  return (
    <aside className="location-banner" aria-label={t('location.label')}>
      <p>{t('location.text', { country: offer.country })}</p>
      <button type="button" className="cta cta--primary" onClick={() => browser?.navigate(offer.url, { external: true })}>
        {t('location.switch')}
      </button>
      <button type="button" className="cta cta--secondary" onClick={dismiss}>
        {t('location.stay')}
      </button>
    </aside>
  );
}
