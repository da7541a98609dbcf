import type { CoverLamination } from '../catalogue/photobooks';
import type { Refinement } from '../catalogue/refinements';
import type { Locale } from '../locale/locales';

/**
 * The two sales channels (brands) and their feature flags (spec §1, §3 "Channel feature flags").
 * Values the spec leaves open are chosen in docs/decisions/003-channel-flags.md.
 */
export const CHANNELS = ['kartenliebe', 'wallart'] as const;
export type Channel = (typeof CHANNELS)[number];

export type Platform = 'web' | 'desktop';

export interface ChannelInfo {
  channel: Channel;
  /** Name shown to shoppers, e.g. in the logo and the title. */
  brandName: string;
  /** spec §3: cm, but inches for the poster brand in en-US. */
  aluGalleryUnit: { default: 'cm' | 'in'; byLocale: Partial<Record<Locale, 'cm' | 'in'>> };
  appsAvailable: boolean;
  collagePdpBeforeDesigner: boolean;
  condolencebooksAvailable: boolean;
  defaultCollageId: string;
  defaultPhotobookCoverLamination: CoverLamination;
  defaultPhotobookRefinement: Refinement;
  guestbooksAvailable: boolean;
  loadingFirstImgLazy: boolean;
  pricesInProductOverview: boolean;
  showInfoInPhotobookDropdown: boolean;
  templatesCompacted: boolean;
  /** Page paths end in a slash (`/fr/fotokalender/`) or do not (`/fr/fotokalender`). */
  trailingSlash: boolean;
  wishlistAvailable: boolean;
}

export const CHANNEL_INFO: Readonly<Record<Channel, ChannelInfo>> = {
  kartenliebe: {
    channel: 'kartenliebe',
    brandName: 'Kartenliebe',
    aluGalleryUnit: { default: 'cm', byLocale: {} },
    appsAvailable: false,
    collagePdpBeforeDesigner: false,
    condolencebooksAvailable: true,
    defaultCollageId: '1',
    defaultPhotobookCoverLamination: 'matt',
    defaultPhotobookRefinement: 'ohne',
    guestbooksAvailable: true,
    loadingFirstImgLazy: false,
    pricesInProductOverview: true,
    showInfoInPhotobookDropdown: true,
    templatesCompacted: true,
    trailingSlash: true,
    wishlistAvailable: true,
  },
  wallart: {
    channel: 'wallart',
    brandName: 'Wallart',
    aluGalleryUnit: { default: 'cm', byLocale: { 'en-US': 'in' } },
    appsAvailable: true,
    collagePdpBeforeDesigner: true,
    condolencebooksAvailable: false,
    defaultCollageId: '13',
    defaultPhotobookCoverLamination: 'glossy',
    defaultPhotobookRefinement: 'gold',
    guestbooksAvailable: false,
    loadingFirstImgLazy: false,
    pricesInProductOverview: true,
    showInfoInPhotobookDropdown: false,
    templatesCompacted: false,
    trailingSlash: false,
    wishlistAvailable: false,
  },
};

export function isChannel(value: string): value is Channel {
  return (CHANNELS as readonly string[]).includes(value);
}
