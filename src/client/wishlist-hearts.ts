import { log } from '../shared/log/log';
import type { Browser } from '../shared/ui/browser';
import { wishlistCountChanged } from '../shared/ui/use-customer';
import { WISHLIST_PATHS, type WishlistAnswer } from '../shared/wishlist';
import { browser } from './browser';

/**
 * The wishlist hearts of a page's designs (src/shared/ui/catalogue/WishlistHeart.tsx; decision
 * 054), in markup the server keeps: the visitor's list is read once, its designs' hearts pressed,
 * and every heart enabled to toggle. Each change answers the whole list, so every heart of the page
 * follows it. A list that cannot be read leaves the hearts disabled, as the server wrote them.
 *
 * A module the page starts beside the entry (a second bootstrap module, written only into pages
 * with hearts by src/worker/features/page-shell/render-page.tsx): no other page carries a byte of it. Module
 * scripts run once the document is parsed, so every heart is in place; React never touches the
 * markup the server keeps, so the listeners stay.
 */
function startWishlistHearts(hearts: readonly HTMLButtonElement[], browser: Browser): void {
  const show = (answer: WishlistAnswer) => {
    const kept = new Set<string>(answer.items.map((design) => design.item));
    for (const heart of hearts) {
      heart.setAttribute('aria-pressed', String(kept.has(heart.dataset.wishlistItem ?? '')));
      heart.disabled = false;
    }
  };
  browser.fetchJson(WISHLIST_PATHS.list).then(
    (answer) => show(answer as WishlistAnswer),
    (error: unknown) => log.warn('wishlist-load-failed', {}, error),
  );
  for (const heart of hearts) {
    heart.addEventListener('click', () => void toggle(heart));
  }

  async function toggle(heart: HTMLButtonElement): Promise<void> {
    if (heart.getAttribute('aria-busy')) return;
    const status = heart.nextElementSibling;
    const adding = heart.getAttribute('aria-pressed') !== 'true';
    heart.setAttribute('aria-busy', 'true');
    try {
      const result = await browser.postJson(adding ? WISHLIST_PATHS.add : WISHLIST_PATHS.remove, { item: heart.dataset.wishlistItem });
      const body = result.body as (WishlistAnswer & { message?: string }) | null;
      if (result.status === 200 && body) {
        show(body);
        void wishlistCountChanged(body.items.length);
      }
      // spec §8: the shop's message as it wrote it (a full list), else the shop's own words.
      if (status) status.textContent = result.status === 200 ? '' : (body?.message ?? heart.dataset.failed ?? '');
    } catch (error) {
      log.warn('wishlist-change-failed', {}, error);
      if (status) status.textContent = heart.dataset.failed ?? '';
    } finally {
      heart.removeAttribute('aria-busy');
    }
  }
}

startWishlistHearts([...document.querySelectorAll<HTMLButtonElement>('.server-markup [data-wishlist-item]')], browser);
