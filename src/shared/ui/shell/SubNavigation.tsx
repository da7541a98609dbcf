import { ServerMarkup } from '../ServerMarkup';
import { useShop } from '../shop-context';
import { splitComponent } from '../split-component';
import { subNavigationItem } from './active-navigation';
import { ScrollRow } from './ScrollRow';

// The tiles are links only: the browser keeps the server's markup of them, and only the scroll
// row around them reacts (decision 024), so their code is a chunk no page view loads.
const SubNavigationTiles = splitComponent(() => import('./navigation-lists').then((module) => module.SubNavigationTiles));

/**
 * The sub-navigation bar (spec §2): the tiles of the page's navigation type, a heading where a
 * new category starts, the tile of the current path marked active.
 */
export function SubNavigation() {
  const { data, t } = useShop();
  const item = subNavigationItem(data);
  if (!item) return null;
  const label = item.subnaviTitle || t('shell.subNavigation', { name: item.text });
  return (
    <nav className="sub-nav" aria-label={label}>
      <ScrollRow className="sub-nav__row" label={label}>
        <ServerMarkup fragment="tiles" of={item}>
          <SubNavigationTiles.Component item={item} />
        </ServerMarkup>
      </ScrollRow>
    </nav>
  );
}
