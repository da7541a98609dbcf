import type { NavItem } from '../../../shared/content/navigation';
import type { ShopData } from '../../../shared/shop-data';
import type { FragmentKind } from '../../../shared/ui/ServerMarkup';
import { isPagePath } from '../../../shared/ui/shell/navigation-lists';

/**
 * What names each kind of kept slot's fragment within its scope (decision 095): everything the
 * slot's content reads of its own page, so that two pages whose slot shows the same get the same
 * name, and two whose slot differs never do. The scope (./shell-fragments.ts) holds the rest.
 */
const FRAGMENT_NAMES: Readonly<Record<FragmentKind, (of: unknown, page: ShopData) => string>> = {
  logo: () => '',
  // The brand switch, and the language choice with the links to this page in each language.
  'header-links': (_, page) => page.languageLinks.map((link) => link.href).join(' '),
  // An experiment orders the groups (withFlyoutOrder): their order is part of the name.
  flyout: (item) => `${(item as NavItem).id} ${(item as NavItem).groups.map((group) => group.id).join(' ')}`,
  // The tile of the page one is on is marked, not linked.
  tiles: (item, page) => `${(item as NavItem).id} ${(item as NavItem).tiles.findIndex((tile) => isPagePath(tile.href, page.path))}`,
  burger: () => '',
  'footer-contact': () => '',
  // The consent form sends the visitor back to this page.
  'footer-legal': (_, page) => page.path,
};

/**
 * The names of the fragments a page of the scope may show whatever page it is (their kind reads
 * nothing of the page): the logo, the closed burger, the footer's contact part, each navigation
 * item's flyout. These are kept across isolates too (./shell-fragments.ts).
 */
export function namesAcrossPages(page: ShopData): string[] {
  return [
    fragmentName('logo', undefined, page),
    fragmentName('burger', undefined, page),
    fragmentName('footer-contact', undefined, page),
    ...page.navigation.items.map((item) => fragmentName('flyout', item, page)),
  ];
}

/** The fragment's name of a slot of `kind` showing `of` on `page`. */
export function fragmentName(kind: FragmentKind, of: unknown, page: ShopData): string {
  return `${kind} ${FRAGMENT_NAMES[kind](of, page)}`;
}
