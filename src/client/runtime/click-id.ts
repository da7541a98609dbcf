import { isDesignerBasePath } from '../../shared/routing/designer-paths';
import { CONSENT_COOKIE, consentOf } from '../../shared/ui/shell/constants';
import { browser } from '../browser';

/** What a Google click id looks like; anything else is not carried. */
const CLICK_ID = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * spec §3 designer hand-off, common parameters: the visit's Google click id (`gclid`) goes on to
 * the designer (decision 032). The shop's pages are shared by every visitor and cached without it
 * (decision 019), so the browser adds it: kept from the landing URL for the tab's session, and
 * written onto a designer link as the visitor follows it (click, middle click, context menu for a
 * new tab). Only with the visitor's consent; a declined consent forgets it. `key` names the
 * session storage entry, which the entry also reads to decide whether to load this at all.
 */
export function carryClickId(key: string): void {
  const landed = new URLSearchParams(location.search).get('gclid');
  if (landed !== null && CLICK_ID.test(landed)) sessionStorage.setItem(key, landed);

  const onFollow = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const clickId = sessionStorage.getItem(key);
    if (!(anchor instanceof HTMLAnchorElement) || clickId === null) return;
    const consent = consentOf(browser.readCookie(CONSENT_COOKIE));
    if (consent === 'declined') sessionStorage.removeItem(key);
    if (consent !== 'granted') return;
    const url = new URL(anchor.href);
    if (!isDesignerBasePath(url.pathname) || url.searchParams.has('gclid')) return;
    // Appended as written, so the rest of the query stays byte for byte (spec §5 `key[sub]`).
    anchor.href = `${url.origin}${url.pathname}${url.search}${url.search ? '&' : '?'}gclid=${clickId}${url.hash}`;
  };
  for (const type of ['click', 'auxclick', 'contextmenu']) document.addEventListener(type, onFollow, { capture: true });
}
