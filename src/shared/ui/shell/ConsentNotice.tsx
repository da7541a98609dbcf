import { useEffect, useRef, useState } from 'react';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, type Consent, consentOf } from './constants';

/**
 * The cookie-consent notice (spec §2) with the locale's privacy-policy link. It appears after the
 * page is interactive and only while the visitor has not decided; the choice is kept in a
 * first-party cookie for a year. spec §4: the choice can be changed later: each press of the
 * footer's "Cookie settings" (`asked`) forgets it and asks again here, with the focus on the
 * question, without a reload (decision 079).
 */
export function ConsentNotice({ privacyHref, asked }: { privacyHref: string | null; asked: number }) {
  const { t } = useShop();
  const browser = useBrowser();
  const notice = useRef<HTMLElement>(null);
  // Where the focus goes back to once the visitor has answered again: the footer's button.
  const returnTo = useRef<HTMLElement | null>(null);
  // The choice the page was served with: the tracking it started runs on it (consented-scripts.ts).
  const [served] = useState(() => consentOf(browser?.readCookie(CONSENT_COOKIE) ?? null));
  const [consent, setConsent] = useState<Consent>(served);
  useEffect(() => {
    if (asked === 0 || !browser) return;
    returnTo.current = browser.focusedElement();
    browser.writeCookie(CONSENT_COOKIE, '', 0);
    setConsent('unknown');
  }, [asked, browser]);
  useEffect(() => {
    if (asked > 0 && consent === 'unknown' && notice.current) browser?.focus(notice.current);
  }, [asked, consent, browser]);
  if (consent !== 'unknown') return null;
  const decide = (choice: 'granted' | 'declined') => {
    browser?.writeCookie(CONSENT_COOKIE, choice, CONSENT_MAX_AGE_DAYS);
    setConsent(choice);
    if (returnTo.current) browser?.focus(returnTo.current);
    // Tracking this page started stops only with a new copy of the page, served without it.
    if (choice === 'declined' && served === 'granted') browser?.reload();
  };
  return (
    <section ref={notice} className="consent" aria-label={t('consent.label')} tabIndex={-1}>
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
