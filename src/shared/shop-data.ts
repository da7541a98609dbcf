import type { Channel, Platform } from './channel/channels';
import type { Messages } from './i18n/translator';
import type { Locale } from './locale/locales';

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
  /** The same locale in the other channel, so a visitor can switch brands (spec §1). */
  channelLinks: { channel: Channel; brandName: string; href: string }[];
  page: PageData;
  messages: Messages;
}

export type ErrorReason = 'not-found' | 'invalid-route' | 'bad-request' | 'unavailable' | 'server-error';

export type PageData =
  | { kind: 'home' }
  | { kind: 'products'; detail: string | null }
  | { kind: 'theme'; id: string }
  | { kind: 'wishlist' }
  | { kind: 'error'; status: number; reason: ErrorReason; message: string };

/** Id of the script element that carries the serialised ShopData. */
export const SHOP_DATA_ELEMENT_ID = 'shop-data';
/** Id of the element the React app renders into. */
export const APP_ROOT_ELEMENT_ID = 'app';

/**
 * JSON that can stand inside a `<script>` element: `<`, `>`, `&` and the line separators are
 * escaped so no string in the data can close the element or start markup.
 */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
