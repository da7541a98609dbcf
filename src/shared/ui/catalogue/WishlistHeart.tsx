import type { DesignKind } from '../../catalogue/product-kinds';
import { CHANNEL_INFO } from '../../channel/channels';
import { wishlistItem } from '../../wishlist';
import { useShop } from '../shop-context';

/**
 * The heart that keeps a design on the wishlist (issue 14; decision 054), on channels with
 * `wishlistAvailable` (spec §3). Whether it is pressed is the visitor's own, so the server writes
 * it unpressed and disabled for everyone; in the browser src/client/wishlist-hearts.ts reads the
 * list, presses the hearts of its designs and lets them toggle. The line beside it tells what the
 * shop answered when a change was refused.
 */
export function WishlistHeart({ kind, id }: { kind: DesignKind; id: string }) {
  const { data, t } = useShop();
  if (!CHANNEL_INFO[data.channel].wishlistAvailable) return null;
  return (
    <p className="wishlist-toggle">
      <button
        type="button"
        className="wishlist-heart"
        data-wishlist-item={wishlistItem(kind, id)}
        data-failed={t('account.unavailable')}
        aria-pressed="false"
        disabled
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 20.5S3 15 3 9.3C3 6.4 5.2 4.5 7.7 4.5c1.8 0 3.3 1 4.3 2.6 1-1.6 2.5-2.6 4.3-2.6 2.5 0 4.7 1.9 4.7 4.8C21 15 12 20.5 12 20.5z" />
        </svg>
        {t('wishlist.keep')}
      </button>
      <span className="wishlist-toggle__status" role="status" />
    </p>
  );
}
