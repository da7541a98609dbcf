import type { NavItem } from '../../content/navigation';
import { DESKTOP_MARKER } from '../../routing/paths';
import type { ShopData } from '../../shop-data';
import { PATHS_WITHOUT_SUB_NAVIGATION } from './constants';

/** The page's active navigation type (spec §3 content page `activeNavigation`), or ''. */
function activeNavigationOf(data: ShopData): string {
  return data.page.kind === 'content' ? data.page.story.content.activeNavigation : '';
}

/** spec §2: an item is selected when the path equals its link or the page's active navigation is its type. */
export function isSelected(item: NavItem, data: ShopData): boolean {
  const active = activeNavigationOf(data);
  return item.href === data.path || (active !== '' && item.navigationType === active);
}

/**
 * The item whose tiles the sub-navigation bar shows (spec §2): the one of the page's active
 * navigation type, else one that always shows its sub-navigation; none on the feed paths.
 */
export function subNavigationItem(data: ShopData): NavItem | null {
  if ((PATHS_WITHOUT_SUB_NAVIGATION as readonly string[]).includes(innerPath(data))) return null;
  const active = activeNavigationOf(data);
  const withTiles = data.navigation.items.filter((item) => item.tiles.length > 0);
  return (
    withTiles.find((item) => active !== '' && item.navigationType === active) ?? withTiles.find((item) => item.alwaysShowSubNavi) ?? null
  );
}

/** The page path behind language prefix and desktop marker, without trailing slash. */
function innerPath(data: ShopData): string {
  const segments = data.path.split('/').filter(Boolean);
  if (data.pathPrefix && segments[0] === data.pathPrefix) segments.shift();
  if (segments[0] === DESKTOP_MARKER) segments.shift();
  return `/${segments.join('/')}`;
}
