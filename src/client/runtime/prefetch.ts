import type { ConnectionInfo } from '../../shared/runtime/prefetch-policy';

/**
 * Fetches a page ahead when the visitor shows intent for a link to it (pointer over, focus,
 * touch), as a `<link rel="prefetch">` the browser keeps in its HTTP cache (spec §9). The policy,
 * with the table of the shop backend's pages, is a chunk of its own, loaded at the first sign of
 * intent rather than with the page (decision 021).
 */
export function startLinkPrefetch(): void {
  const done = new Set<string>();
  let inFlight = 0;
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  let policy: Promise<typeof import('../../shared/runtime/prefetch-policy')> | undefined;

  const onIntent = async (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    policy ??= import('../../shared/runtime/prefetch-policy');
    const { shouldPrefetch } = await policy;
    const page = { origin: location.origin, path: location.pathname };
    if (!shouldPrefetch(anchor.href, page, connection, { inFlight, done })) return;
    const url = new URL(anchor.href);
    done.add(url.pathname + url.search);
    inFlight += 1;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url.href;
    const settle = () => {
      inFlight -= 1;
    };
    link.addEventListener('load', settle, { once: true });
    link.addEventListener('error', settle, { once: true });
    document.head.append(link);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { passive: true });
}
