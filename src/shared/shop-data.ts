import type { CardCalculatorData, DesignCard } from './catalogue/listing';
import type { Channel, Platform } from './channel/channels';
import type { NavigationData } from './content/navigation';
import type { PageExtrasData } from './content/page-extras-data';
import type { Block, PageStory } from './content/story';
import type { ErrorWayBack } from './designer/error-way-back';
import type { ProductKind } from './designer/product-kind';
import type { Messages } from './i18n/translator';
import type { Locale } from './locale/locales';
import type { Price } from './locale/price-texts';

/**
 * Everything a page needs to render, on the server and again on the client when it hydrates.
 * Serialised into the page; holds nothing personal, so the HTML stays cacheable (DESIGN
 * milestone 3): customer data arrives later through SWR.
 */
export interface ShopData {
  channel: Channel;
  /** Name of the channel's brand as shoppers see it. */
  brandName: string;
  locale: Locale;
  platform: Platform;
  /** Path of this page as requested (already canonical). */
  path: string;
  /** spec §2: the logo links to the start path of the current platform. */
  startPath: string;
  /** Language prefix of page paths on this domain (`fr`), or '' for the domain's default locale. */
  pathPrefix: string;
  /**
   * Where "Design now" leads: the designer's origin for this channel, platform and domain (decision
   * 031), or null for the shop's own embedded hand-off page.
   */
  designerOrigin: string | null;
  /**
   * The parameters of the page's URL a page shows (a calculator's material and format, decision
   * 038); nothing else of the query, so nothing of one visitor's (a click id) reaches shared HTML.
   */
  pageQuery: Readonly<Partial<Record<PageQueryKey, string>>>;
  /** The same locale in the other channel, so a visitor can switch brands (spec §1). */
  channelLinks: { channel: Channel; brandName: string; href: string }[];
  /**
   * The language choice (decision 074): this page in each locale of the domain, the page's own
   * included; empty on a domain of one language.
   */
  languageLinks: { locale: Locale; href: string }[];
  /** The wishlist page of this language, where the channel has a wishlist (spec §3 `wishlistAvailable`; decision 081). */
  wishlistPath: string | null;
  /**
   * The deferred parts the server wrote in place because they settled before the page went out
   * (decision 076), by their id on the page: the browser hydrates them without a boundary, too.
   */
  partsInPlace?: string[];
  /** The header navigation from the navigation story (spec §2 header and navigation). */
  navigation: NavigationData;
  page: PageData;
  messages: Messages;
  /**
   * The visitor's treatments of the flags this page shows, by flag name (decision 058): decided at
   * the edge, the same in the server's HTML and in the browser. None for crawlers; a flag not here
   * reads as off.
   */
  treatments: Record<string, string>;
  /** Set only for a checked editor (spec §4, §6): the page shows drafts and follows live edits. */
  editor: EditorData | null;
  /**
   * Action bar, smartbanner and messenger of pages that show them (spec §2 error page; decision
   * 013). Only the error page has them for now.
   */
  pageExtras?: PageExtrasData;
  /**
   * Google sign-in, when the shop has a client id (decision 051): the log-in dialog then offers
   * Google's button. Public, never a secret; the same on every page.
   */
  googleSignIn?: GoogleSignInData;
}

/**
 * What a page serialises for the browser to hydrate from (decision 021): its ShopData without the
 * translations, which the browser imports from `messagesUrl`, a file of the build named by its
 * content and cached for a year, shared by every page of the locale.
 */
export type HydrationData = Omit<ShopData, 'messages'> & { messagesUrl: string };

/** What the client needs to connect a draft page to the Storyblok visual editor. */
export interface EditorData {
  bridgeUrl: string;
  /** Relations the page resolved, so the bridge resolves the same ones in live edits. */
  resolveRelations: string[];
}

export type ErrorReason = 'not-found' | 'invalid-route' | 'bad-request' | 'unavailable' | 'server-error';

export type PageData =
  | { kind: 'content'; story: PageStory }
  | {
      kind: 'products';
      detail: string | null;
      /** The overview's products (spec §2 route products): null when the content could not be read. */
      products?: ProductOverviewEntry[] | null;
    }
  | { kind: 'theme'; id: string; design: DesignCard; calculator: CardCalculatorData | null }
  | { kind: 'wishlist' }
  /** The shop's own account pages (decision 054): the account, and setting a new password with a reset link. */
  | { kind: 'account' }
  | { kind: 'new-password' }
  /** The newsletter's subscription (decision 055), with what the browser needs of the bot check, or null without one. */
  | { kind: 'newsletter'; botCheck: BotCheckWidget | null }
  /** A designer base path on the shop's host (decision 028): what the designer would be handed. */
  | { kind: 'designer'; product: ProductKind; parameters: [string, string][]; price: HandOffPrice | 'unavailable' | null }
  | {
      kind: 'error';
      status: number;
      reason: ErrorReason;
      message: string;
      code?: string;
      /** Blocks of the content service's error story for this locale (spec §2 error page). */
      story?: Block[];
      /**
       * The read of the collage design suggested on the page (spec §2 error page: `designId`, else
       * the channel's default), which streams in behind the page (src/worker/features/catalogue/page-catalogue.ts).
       */
      collageRef?: string;
      /**
       * The way back to the product the query names (spec §3 "On the error page"; decision 071),
       * built from checked ids only. Error pages are never kept by the page cache, so it reaches no
       * other visitor's HTML.
       */
      wayBack?: ErrorWayBack;
      /** The address that led to the `/error` page (its `from`, a path of this site; decision 078). */
      address?: string;
    };

/** What the browser needs to ask the bot check for a token (reCAPTCHA v3, decision 055): public, never the secret. */
export interface BotCheckWidget {
  siteKey: string;
  scriptUrl: string;
}

/** What the browser needs of Google sign-in (decision 051): the OAuth client id and Google Identity Services' script. */
export interface GoogleSignInData {
  clientId: string;
  scriptUrl: string;
}

/** Id of the script element that carries the serialised ShopData. */
export const SHOP_DATA_ELEMENT_ID = 'shop-data';
/** Id of the element the React app renders into. */
export const APP_ROOT_ELEMENT_ID = 'app';

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that can stand inside a `<script>` element: `<`, `>`, `&` and the line separators are
 * escaped so no string in the data can close the element or start markup.
 */
export function serialiseForScript(value: unknown): string {
  // One pass over the JSON (a large part of a page's bytes) for all five characters.
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (character) => SCRIPT_ESCAPES[character] ?? character);
}

/** One product of the `/products` overview (spec §2 route products): its name and its page. */
interface ProductOverviewEntry {
  name: string;
  href: string;
  /**
   * Its from-price where the channel shows prices in the overview (spec §3 pricesInProductOverview;
   * decision 086): the lowest its page offers; null when its page offers none here.
   */
  fromPrice?: ProductFromPrice | null;
}

/** A product's from-price (spec §3 prices); a card's is per card, as its calculator's tiers are. */
export interface ProductFromPrice {
  price: Price;
  perCard: boolean;
}

/**
 * What a designer hand-off would cost (the embedded hand-off page, decision 028): the price for
 * `quantity` pieces, or a from-price when the product is not yet chosen in full.
 */
export interface HandOffPrice {
  price: Price;
  quantity: number;
  from: boolean;
  /** What the hand-off is, in the locale's words: each choice with its value (decision 070). */
  terms: HandOffTerm[];
}

/** One choice of a hand-off as the page names it, e.g. { term: 'Material', detail: 'Leinwand' }. */
export interface HandOffTerm {
  term: string;
  detail: string;
}

/**
 * The query parameters a page may show (decision 038): the calculator's selection, and the material
 * its form showed (a format sent with another material than the one shown is that material's old one).
 */
export const PAGE_QUERY_KEYS = [
  'materialType',
  'formatType',
  'shownMaterialType',
  'frameType',
  'matType',
  // Comma-separated; a form sends one per option group (decision 042).
  'optionTypes',
  // A size the shopper typed, with formatType `custom` (spec §5; decision 044).
  'width',
  'height',
  'quantity',
  'envelope',
  // Comma-separated SKUs; a card calculator's form sends one per ticked accessory (decision 045).
  'accessoryTypes',
  // The design a collage's product page starts from (spec §3 designId, collagePdpBeforeDesigner; decision 086).
  'designId',
  // The month and year a calendar starts (spec §3 hand-off; decision 070).
  'startMonth',
  'startYear',
  // A card catalogue's filters, order, page size and page (spec §3 card filter keys, sorting; §9; decision 073).
  'aspectRatio',
  'category',
  'color',
  'label',
  'product',
  'punching',
  'style',
  'sort',
  'pageSize',
  'page',
] as const;
export type PageQueryKey = (typeof PAGE_QUERY_KEYS)[number];
