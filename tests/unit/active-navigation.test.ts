import { describe, expect, it } from 'vitest';
import type { NavItem, NavigationData } from '../../src/shared/content/navigation';
import type { PageStory } from '../../src/shared/content/story';
import type { ShopData } from '../../src/shared/shop-data';
import { isSelected, subNavigationItem } from '../../src/shared/ui/shell/active-navigation';

// spec §2 main navigation selection and the sub-navigation bar.
const item = (id: string, navigationType: string, extra: Partial<NavItem> = {}): NavItem => ({
  id,
  text: id,
  href: `/${id}/`,
  image: null,
  navigationType,
  subnaviTitle: '',
  alwaysShowSubNavi: false,
  subNaviOnly: false,
  onlyInBurger: false,
  groups: [],
  tiles: [{ id: `${id}-tile`, text: 'Tile', href: `/${id}/tile/`, image: null, tileType: 'circle', category: '' }],
  ...extra,
});

function data(path: string, activeNavigation: string, items: NavItem[], pathPrefix = ''): ShopData {
  const navigation: NavigationData = { shopLinks: [], infoItems: [], items };
  const story = { content: { component: 'Page', activeNavigation, body: [] } } as unknown as PageStory;
  return { path, pathPrefix, navigation, page: { kind: 'content', story } } as unknown as ShopData;
}

describe('main navigation selection', () => {
  it('selects the item of the current path or of the page’s active navigation type', () => {
    const cards = item('karten', 'cards');
    const canvas = item('leinwanddruck', 'canvas');
    expect(isSelected(cards, data('/karten/', '', [cards, canvas]))).toBe(true);
    expect(isSelected(canvas, data('/geschenkideen/', 'canvas', [cards, canvas]))).toBe(true);
    expect(isSelected(cards, data('/geschenkideen/', 'canvas', [cards, canvas]))).toBe(false);
  });
});

describe('sub-navigation bar', () => {
  const cards = item('karten', 'cards');
  const wall = item('wandbilder', 'wall-art', { alwaysShowSubNavi: true });
  it('shows the items of the active navigation type, else the always-shown one', () => {
    expect(subNavigationItem(data('/karten/', 'cards', [cards, wall]))?.id).toBe('karten');
    expect(subNavigationItem(data('/agb/', '', [cards, wall]))?.id).toBe('wandbilder');
    expect(subNavigationItem(data('/agb/', '', [cards]))).toBeNull();
  });

  it('is hidden on the feed paths, also behind a language prefix', () => {
    for (const [path, prefix] of [
      ['/feed-collage/', ''],
      ['/feed-calendar', ''],
      ['/fr/feed-card/', 'fr'],
      ['/d/feed-card/', ''],
    ] as const) {
      expect([path, subNavigationItem(data(path, 'cards', [cards, wall], prefix))]).toEqual([path, null]);
    }
  });
});
