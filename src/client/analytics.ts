import { TAG_MANAGER_ID } from '../shared/analytics';

/**
 * The tag manager (decision 060): started by the worker only for a visitor who granted consent and
 * whose address does not say `tracking=0` (src/worker/platform/response/consented-scripts.ts), with the tag's
 * id and script in this module's own address. It waits until the page has loaded and the browser is
 * idle, then sets up the data layer as Google's install snippets do and adds the tag's script with
 * the page's nonce (the CSP allows that script's address only while an id is configured).
 */
const own = new URL(import.meta.url).searchParams;
const id = own.get('id') ?? '';
const script = own.get('script') ?? '';

function startTagManager(nonce: string): void {
  const page = window as unknown as { dataLayer?: unknown[] };
  page.dataLayer ??= [];
  const layer = page.dataLayer;
  // A Google tag reads its commands as the `arguments` of gtag(), as its snippet pushes them.
  function gtag(..._command: unknown[]) {
    // biome-ignore lint/complexity/noArguments: the Google tag tells its commands apart from other entries by this object's kind
    layer.push(arguments);
  }
  if (id.startsWith('GTM-')) layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  else {
    gtag('js', new Date());
    gtag('config', id);
  }
  const element = document.createElement('script');
  element.async = true;
  element.nonce = nonce;
  element.src = `${script}?id=${encodeURIComponent(id)}`;
  document.head.append(element);
}

if (TAG_MANAGER_ID.test(id) && /^https?:\/\//.test(script)) {
  const nonce = (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce ?? '';
  const later = () => (window.requestIdleCallback ?? setTimeout)(() => startTagManager(nonce));
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
