import type { PageData } from '../../shop-data';
import { CARD_ORDER_SLOT } from '../catalogue/card-order-slot';
import { DesignDetail } from '../catalogue/DesignDetail';
import { ThemeCardOrder } from '../catalogue/ThemeCardOrder';

/**
 * spec §2 route `themes-id-theme`: one card theme, with its price, and the card calculator's
 * quantity (§9 steps), envelope, accessories and total, which its "Design now" hands off (issue
 * 29; decision 070). The server renders the page and the browser keeps it (decision 024); the
 * calculator's slot comes alive when the shopper first reaches for it (src/client/woken-blocks.ts).
 */
export function ThemePage({ page }: { page: Extract<PageData, { kind: 'theme' }> }) {
  return (
    <div className="page page--theme">
      <DesignDetail
        headline=""
        text=""
        need={{ type: 'design', kind: 'card', id: page.id }}
        filled={page.design}
        eager
        variant="theme"
        heading="h1"
        designerLink={false}
      />
      <div {...{ [CARD_ORDER_SLOT]: '' }}>
        <ThemeCardOrder page={page} />
      </div>
    </div>
  );
}
