import { isLoadError, reloadMarkerKey, shouldReload } from '../../shared/runtime/reload-guard';

/**
 * Reloads the page once when a script chunk or the manifest fails to load, e.g. after a deploy
 * replaced the files this page was built with (spec §4). The marker per path in sessionStorage
 * stops a reload loop; the URL (and with it the page state in query and hash) is kept.
 */
const CODE_LINKS = new Set(['modulepreload', 'preload', 'stylesheet']);

export function startReloadGuard(): void {
  const handle = (message: string) => {
    if (!isLoadError(message)) return;
    const key = reloadMarkerKey(location.pathname);
    let marker: string | null = null;
    try {
      marker = sessionStorage.getItem(key);
    } catch {
      // Storage can be off; then the guard cannot remember and does not reload.
      return;
    }
    if (!shouldReload(marker, Date.now())) return;
    sessionStorage.setItem(key, String(Date.now()));
    location.reload();
  };
  addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement) handle(`ChunkLoadError: ${target.src}`);
      // Only links that load the page's own code or styles; a failed page prefetch (rel=prefetch,
      // e.g. of a designer page the shop does not serve) is no reason to reload.
      else if (target instanceof HTMLLinkElement) {
        if (CODE_LINKS.has(target.rel)) handle(`ChunkLoadError: ${target.href}`);
      } else handle(String(event.message ?? ''));
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => handle(String((event.reason as Error | undefined)?.message ?? event.reason)));
}
