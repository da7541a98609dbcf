import { formatLabel } from '../../shared/catalogue/format-labels';
import { DEFAULT_MAT } from '../../shared/catalogue/frames';
import type { Channel } from '../../shared/channel/channels';
import type { NavigationData } from '../../shared/content/navigation';
import { FLAGS, ON, STYLED_EXPERIMENTS, WALL_PICTURES_TEASER } from '../../shared/flags/experiments';
import { PREMIUM_GROUP } from '../../shared/flags/page-flags';
import type { Locale } from '../../shared/locale/locales';
import { priceTexts } from '../../shared/locale/price-texts';
import type { PageData } from '../../shared/shop-data';
import type { TeaserPrice } from '../../shared/ui/blocks/schemas/teaser';
import { priceFormatsOf } from '../db/wall-art';

/**
 * What the experiments change, decided on the server from the page's treatments (decision 061),
 * so that the server's HTML already shows the visitor's variant and the browser needs no code for
 * it: the page data it hydrates from holds the change.
 */

/** spec §4 wall-art flyout: with the experiment on, each flyout lists its premium materials first. */
export function withFlyoutOrder(navigation: NavigationData, treatments: Readonly<Record<string, string>>): NavigationData {
  if (treatments[FLAGS.flyoutPremiumFirst] !== ON) return navigation;
  return {
    ...navigation,
    items: navigation.items.map((item) => ({
      ...item,
      groups: [
        ...item.groups.filter((group) => group.type === PREMIUM_GROUP),
        ...item.groups.filter((group) => group.type !== PREMIUM_GROUP),
      ],
    })),
  };
}

/** The experiments the stylesheet draws that are on for the page (`<body data-experiments>`), or undefined. */
export function styledExperiments(treatments: Readonly<Record<string, string>>): string | undefined {
  const on = STYLED_EXPERIMENTS.filter((flag) => treatments[flag] === ON);
  return on.length > 0 ? on.join(' ') : undefined;
}

/**
 * spec §7 wall-picture teaser, VOLL-1785: with the experiment on, the teasers of the A/B content
 * blocks on that flag show the price of acrylic glass in the black artbox frame in its default
 * format, read from the catalogue as the teaser's `prices-formats` call answers it. Without a price
 * in the locale's currency the teasers stay as written.
 */
export async function withWallPicturesPrice(
  db: D1Database,
  page: PageData,
  where: { channel: Channel; locale: Locale },
  treatments: Readonly<Record<string, string>>,
): Promise<PageData> {
  // The page's treatments are those of the flags it shows (decision 058): on means an A/B block names it.
  if (treatments[FLAGS.wallPicturesTeaser] !== ON) return page;
  const { material, frameType, format } = WALL_PICTURES_TEASER;
  const choice = { material, frameType, mat: DEFAULT_MAT.artbox, options: [] };
  const [priced] = await priceFormatsOf(db, where.channel, where.locale, choice, [format]);
  if (!priced?.total) return page;
  const price: TeaserPrice = { size: formatLabel(format, where.locale), texts: priceTexts(priced.total, where.locale) };
  return withTeaserPrice(page, price);
}

/** `value` with `price` on each teaser of an A/B content block on the wall-pictures flag. */
function withTeaserPrice<T>(value: T, price: TeaserPrice): T {
  if (Array.isArray(value)) return value.map((item) => withTeaserPrice(item, price)) as T;
  if (value === null || typeof value !== 'object') return value;
  const fields = value as Record<string, unknown>;
  if (fields.component === 'ABContent' && fields.featureFlag === FLAGS.wallPicturesTeaser && Array.isArray(fields.on)) {
    return {
      ...fields,
      on: fields.on.map((block: Record<string, unknown>) => (block.component === 'Teaser' ? { ...block, price } : block)),
    } as T;
  }
  return Object.fromEntries(Object.entries(fields).map(([key, item]) => [key, withTeaserPrice(item, price)])) as T;
}

/**
 * spec §9 VOLL-1031, portrait format swap: a wall-art calculator starts each material at the upright
 * twin of its first format (40 × 60 for 60 × 40) when the material offers it; a square or upright
 * format, or a preset the editor chose (a SKU), stays.
 */
export function withPortraitStart(answer: unknown): unknown {
  if (answer === null || typeof answer !== 'object' || !Array.isArray((answer as { options?: unknown }).options)) return answer;
  const reference = answer as { options: { initiallySelectedFormat: string; formats: { value: string }[] }[] };
  return {
    ...reference,
    options: reference.options.map((option) => {
      const [width, height] = option.initiallySelectedFormat.split('x').map(Number);
      if (!width || !height || width <= height) return option;
      const upright = `${height}x${width}`;
      return option.formats.some((format) => format.value === upright) ? { ...option, initiallySelectedFormat: upright } : option;
    }),
  };
}
