/**
 * What the parts around a page's content show (spec §2 error page: action bar, smartbanner,
 * messenger launcher; decision 013), resolved on the server for one page and serialised with it.
 */
export interface PageExtrasData {
  /** From the global config story; null when none is configured. */
  actionBar: ActionBarData | null;
  /** Store pages of the channel's app; null when the channel has no app, off the web platform, or none is configured. */
  apps: AppStoresData | null;
  messenger: MessengerData;
}

/** The action bar, its link already checked (spec §5) and its colours settled. */
export interface ActionBarData {
  text: string;
  /** A safe href, or null: the text then stands alone. */
  href: string | null;
  /** `#rrggbb` */
  backgroundColor: string;
  /** `#rrggbb` */
  textColor: string;
}

/** https URLs of the app's store pages; at least one is set. */
export interface AppStoresData {
  appStore: string | null;
  playStore: string | null;
}

/** The service chat: the vendor's script, or the first-party panel with the service contacts. */
export interface MessengerData {
  /** The vendor's widget script (https); null: the launcher opens the first-party panel. */
  scriptUrl: string | null;
  hotline: { phone: string; hours: string } | null;
  email: string | null;
  contactHref: string | null;
}
