import { useEffect, useState } from 'react';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, type Consent, consentOf } from './constants';

/**
 * The cookie-consent notice (spec §2) with the locale's privacy-policy link. It appears after the
 * page is interactive and only while the visitor has not decided; the choice is kept in a
 * first-party cookie for a year.
 */
export function ConsentNotice({ privacyHref }: { privacyHref: string | null }) {
  const { t } = useShop();
  const browser = useBrowser();
  const [consent, setConsent] = useState<Consent | null>(null);
  useEffect(() => setConsent(consentOf(browser?.readCookie(CONSENT_COOKIE) ?? null)), [browser]);
  if (consent !== 'unknown') return null;
  const decide = (choice: 'granted' | 'declined') => {
    browser?.writeCookie(CONSENT_COOKIE, choice, CONSENT_MAX_AGE_DAYS);
    setConsent(choice);
  };
  return (
    <section className="consent" aria-label={t('consent.label')}>
      <p>
        {t('consent.text')} {privacyHref ? <a href={privacyHref}>{t('consent.privacy')}</a> : null}
      </p>
      <div className="consent__actions">
        <button type="button" className="cta cta--secondary" onClick={() => decide('declined')}>
          {t('consent.decline')}
        </button>
        <button type="button" className="cta cta--primary" onClick={() => decide('granted')}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
