import type { TeaserPrice } from '../../../shared/catalogue/catalogue-needs';
import type { NavigationData } from '../../../shared/content/navigation';
import { FLAGS, ON, STYLED_EXPERIMENTS } from '../../../shared/flags/experiments';
import type { PageData } from '../../../shared/shop-data';
import { PREMIUM_GROUP } from '../../../shared/ui/page-flags';
import { oncePerFrozen } from '../../platform/memory/once-per-frozen';

/**
 * What the experiments change, decided on the server from the page's treatments (decision 061),
 * so that the server's HTML already shows the visitor's variant and the browser needs no code for
 * it: the page data it hydrates from holds the change.
 */

/** spec §4 wall-art flyout: with the experiment on, each flyout lists its premium materials first. */
export function withFlyoutOrder(navigation: NavigationData, treatments: Readonly<Record<string, string>>): NavigationData {
  if (treatments[FLAGS.flyoutPremiumFirst] !== ON) return navigation;
  return flyoutOrders(navigation, null, () => premiumFirst(navigation));
}
const flyoutOrders = oncePerFrozen<null, NavigationData>();

function premiumFirst(navigation: NavigationData): NavigationData {
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
 * The page with the teasers of its A/B content blocks on VOLL-1785 showing `price`, when the
 * visitor's treatment of it is on (their treatments are those of the flags the page shows, decision
 * 058: on means an A/B block names it).
 */
export function withWallPicturesPrice(page: PageData, price: TeaserPrice | null, treatments: Readonly<Record<string, string>>): PageData {
  if (treatments[FLAGS.wallPicturesTeaser] !== ON || !price) return page;
  // A price of a kept answer (decision 102) is frozen: the priced page is then made once per page and price.
  if (!Object.isFrozen(price)) return withTeaserPrice(page, price);
  return pricedPages(page, price, () => withTeaserPrice(page, price));
}
const pricedPages = oncePerFrozen<TeaserPrice, PageData>();

/**
 * `value` with `price` on each teaser of an A/B content block on the wall-pictures flag. What holds
 * no such block stays the same object: a block of a kept story is written from kept bytes while it
 * is its story's own (decision 105).
 */
function withTeaserPrice<T>(value: T, price: TeaserPrice): T {
  if (Array.isArray(value)) {
    const items = value.map((item) => withTeaserPrice(item, price));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  if (value === null || typeof value !== 'object') return value;
  const fields = value as Record<string, unknown>;
  if (fields.component === 'ABContent' && fields.featureFlag === FLAGS.wallPicturesTeaser && Array.isArray(fields.on)) {
    return {
      ...fields,
      on: fields.on.map((block: Record<string, unknown>) => (block.component === 'Teaser' ? { ...block, price } : block)),
    } as T;
  }
  const entries = Object.entries(fields).map(([key, item]) => [key, withTeaserPrice(item, price)] as const);
  return (entries.some(([key, item]) => item !== fields[key]) ? Object.fromEntries(entries) : value) as T;
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
