import { Suspense, useEffect, useState } from 'react';
import { log } from '../../log/log';
import { useBrowser } from '../browser';
import { splitComponent } from '../split-component';

/** The answer of `/api/get-location/` (src/worker/api/location.ts). */
interface Location {
  country: string | null;
  suggestion: { ending: string; url: string } | null;
}

/** The cookie that remembers a dismissed banner (for 30 days). */
export const LOCATION_BANNER_COOKIE = 'location-banner';

// The banner's code loads only when there is a shop to offer: most visitors are in its country.
const Offer = splitComponent(() => import('./LocationOffer').then((module) => module.LocationOffer));

/**
 * "Where am I" (issue "Page shell" 11): when the visitor's country has its own shop domain and it
 * is not this one, a dismissible banner offers it. Asked for after the page is interactive, so the
 * page itself stays the same for everyone (and cacheable).
 */
export function LocationBanner() {
  const browser = useBrowser();
  const [offer, setOffer] = useState<{ country: string; url: string } | null>(null);
  useEffect(() => {
    if (!browser || browser.readCookie(LOCATION_BANNER_COOKIE) === 'dismissed') return;
    browser
      .fetchJson('/api/get-location/')
      .then((answer) => {
        const { country, suggestion } = answer as Location;
        if (country && suggestion) setOffer({ country, url: suggestion.url });
      })
      .catch((error: unknown) => log.warn('location-unavailable', {}, error));
  }, [browser]);
  return offer ? (
    <Suspense fallback={null}>
      <Offer.Component {...offer} onDismiss={() => setOffer(null)} />
    </Suspense>
  ) : null;
}
