import { z } from 'zod';
import type { Channel } from '../channel/channels';
import { AssetField, BooleanField, entries, TextField } from './fields';
import { type LinkContext, linkHref, safeUrl } from './links';
import { LinkSchema } from './story';

/**
 * The navigation story of a channel and language (spec §3 "Navigation and content";
 * docs/content-model.md "Navigation"), parsed leniently: an entry an editor broke is dropped, the
 * rest of the navigation stays. `resolveNavigation` turns it into what the header renders.
 */
const Uid = z.string().catch('');

const FlyoutItemSchema = z.looseObject({ _uid: Uid, text: z.string().min(1), link: LinkSchema, asset: AssetField });
const FlyoutGroupSchema = z.looseObject({
  _uid: Uid,
  flyoutGroupIdentifier: TextField,
  flyoutGroupTitle: TextField,
  type: TextField,
  flyoutGroupItems: entries(FlyoutItemSchema),
});
const SubNaviItemSchema = z.looseObject({
  _uid: Uid,
  text: z.string().min(1),
  link: LinkSchema,
  asset: AssetField,
  tileType: z.enum(['circle', 'square', 'square-image']).catch('circle'),
  category: TextField,
});
const NavigationItemSchema = z.looseObject({
  _uid: Uid,
  text: z.string().min(1),
  link: LinkSchema,
  navigationType: TextField,
  subnaviTitle: TextField,
  asset: AssetField,
  alwaysShowSubNavi: BooleanField,
  subNaviOnly: BooleanField,
  isOnlyInBurgerNavigation: BooleanField,
  flyoutGroups: entries(FlyoutGroupSchema),
  subNaviItems: entries(SubNaviItemSchema),
});

export const NavigationSchema = z.looseObject({
  component: z.literal('Navigation'),
  shopLinks: entries(
    z.looseObject({
      text: z.string().min(1),
      link: LinkSchema,
      color: z.looseObject({ color: TextField }).catch({ color: '' }),
      icon: TextField,
    }),
  ),
  headerItems: entries(
    z.looseObject({
      text: z.string().min(1),
      link: LinkSchema,
      icon: z.looseObject({ name: TextField }).catch({ name: '' }),
      type: z.enum(['account', 'cart', 'service', 'magazine']),
    }),
  ),
  items: entries(NavigationItemSchema),
});
export type NavigationContent = z.infer<typeof NavigationSchema>;

/** An image as the header shows it. */
interface NavImage {
  src: string;
  alt: string;
}

interface NavLink {
  id: string;
  text: string;
  href: string;
  image: NavImage | null;
}

interface NavTile extends NavLink {
  tileType: 'circle' | 'square' | 'square-image';
  category: string;
}

interface NavGroup {
  id: string;
  title: string;
  type: string;
  items: NavLink[];
}

export interface NavItem extends NavLink {
  navigationType: string;
  subnaviTitle: string;
  alwaysShowSubNavi: boolean;
  subNaviOnly: boolean;
  onlyInBurger: boolean;
  groups: NavGroup[];
  tiles: NavTile[];
}

/** The header's navigation, resolved for one page (serialised with the page for hydration). */
export interface NavigationData {
  shopLinks: { channel: Channel | null; text: string; href: string; color: string; icon: string }[];
  infoItems: { type: 'account' | 'cart' | 'service' | 'magazine'; text: string; href: string }[];
  items: NavItem[];
}

export const EMPTY_NAVIGATION: NavigationData = { shopLinks: [], infoItems: [], items: [] };

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * Resolves links against the page and keeps only entries that can be followed. Shop links point
 * at the other brand: their href comes from `channelHrefs` (the same locale on this environment's
 * host of that brand), matched by the brand name in the story's URL.
 */
export function resolveNavigation(
  content: NavigationContent,
  here: LinkContext,
  channelHrefs: Readonly<Record<Channel, string>>,
): NavigationData {
  const href = (link: Parameters<typeof linkHref>[0]) => linkHref(link, here);
  const image = (asset: { filename: string; alt: string } | undefined): NavImage | null => {
    // An image file follows the same rules as a link (spec §5): no other protocol, no other host by `//`.
    const src = safeUrl(asset?.filename);
    return src && asset ? { src, alt: asset.alt } : null;
  };
  const links = <
    T extends { _uid: string; text: string; link: Parameters<typeof linkHref>[0]; asset?: { filename: string; alt: string } | undefined },
  >(
    entries: readonly T[],
  ) =>
    entries.flatMap((entry, index) => {
      const target = href(entry.link);
      return target ? [{ entry, link: { id: entry._uid || `${index}`, text: entry.text, href: target, image: image(entry.asset) } }] : [];
    });

  return {
    shopLinks: content.shopLinks.flatMap((entry) => {
      const channel =
        (Object.keys(channelHrefs) as Channel[]).find((name) => (entry.link.url || entry.link.cached_url).includes(name)) ?? null;
      const target = channel ? channelHrefs[channel] : href(entry.link);
      return target
        ? [{ channel, text: entry.text, href: target, color: COLOUR.test(entry.color.color) ? entry.color.color : '', icon: entry.icon }]
        : [];
    }),
    infoItems: content.headerItems.flatMap((entry) => {
      const target = href(entry.link);
      return target ? [{ type: entry.type, text: entry.text, href: target }] : [];
    }),
    items: links(content.items).map(({ entry, link }) => ({
      ...link,
      navigationType: entry.navigationType,
      subnaviTitle: entry.subnaviTitle,
      alwaysShowSubNavi: entry.alwaysShowSubNavi,
      subNaviOnly: entry.subNaviOnly,
      onlyInBurger: entry.isOnlyInBurgerNavigation,
      groups: entry.flyoutGroups
        .map((group, index) => ({
          id: group._uid || group.flyoutGroupIdentifier || `${index}`,
          title: group.flyoutGroupTitle,
          type: group.type,
          items: links(group.flyoutGroupItems).map(({ link: item }) => item),
        }))
        .filter((group) => group.items.length > 0),
      tiles: links(entry.subNaviItems).map(({ entry: tile, link: item }) => ({
        ...item,
        tileType: tile.tileType,
        category: tile.category,
      })),
    })),
  };
}
