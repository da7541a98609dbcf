import { useEffect, useState } from 'react';
import { useBrowser } from '../browser';
import { splitComponent } from '../split-component';
import { CONSENT_COOKIE, consentOf, LOCATION_BANNER_COOKIE } from './constants';

/** The element at the top of the page that the notices are shown in (see App). */
export const NOTICES_ID = 'notices';

// The notices' code is a chunk of its own (decision 079): no page needs it for its first paint, and
// a visitor who has answered both never loads it.
const Views = splitComponent(() => import('./NoticeViews').then((module) => module.NoticeViews));

/**
 * The notices that appear after the page is interactive, the "shop for your country" banner and
 * the cookie-consent notice, stacked in one region fixed to the bottom of the viewport (decision
 * 023): they cover part of the page while shown instead of pushing it down, so nothing moves when
 * they appear or go, and the page's HTML stays the same for every visitor. The region is the first
 * thing in the page after the skip link (issue 30, Build 6), so a keyboard reaches the consent
 * buttons within a few Tabs, though the footer (which knows the privacy policy) decides them.
 * `consentAsked` counts the footer's "Cookie settings" presses: each asks again, in place.
 */
export function Notices({ privacyHref, consentAsked }: { privacyHref: string | null; consentAsked: number }) {
  const browser = useBrowser();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!browser) return;
    const open = consentAsked > 0 || consentOf(browser.readCookie(CONSENT_COOKIE)) === 'unknown';
    // A chunk that fails to load rejects, unhandled on purpose: the reload guard answers it (spec §4).
    if (open || browser.readCookie(LOCATION_BANNER_COOKIE) !== 'dismissed') void Views.preload().then(() => setShown(true));
  }, [browser, consentAsked]);
  return shown ? <Views.Component privacyHref={privacyHref} consentAsked={consentAsked} /> : null;
}
