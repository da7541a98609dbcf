import type { PageData } from '../../shop-data';
import { DesignDetail } from '../catalogue/DesignDetail';

/** spec §2 route `themes-id-theme`: one card theme, with its price and the way into the card designer. */
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
      />
    </div>
  );
}
