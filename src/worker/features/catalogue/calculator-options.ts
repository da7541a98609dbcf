import { CONFIGURED_PRODUCTS, CUSTOM_SIZE_PRODUCTS } from '../../../shared/catalogue/calculator-products';
import type { CalculatorNeed } from '../../../shared/catalogue/catalogue-needs';
import { formatLabel } from '../../../shared/catalogue/format-labels';
import type { CalculatorOption, CalculatorReference, PricedMaterial, PricedOption } from '../../../shared/catalogue/listing';
import { MATERIALS, type Material } from '../../../shared/catalogue/materials';
import {
  PAGE_COUNTS,
  PHOTOBOOK_DEFAULTS,
  PHOTOBOOK_KINDS,
  PHOTOBOOK_OFFER,
  PHOTOBOOK_SIZES,
  type PhotobookFormat,
  type PhotobookKind,
} from '../../../shared/catalogue/photobooks';
import { PHOTOBOX_OFFER, type PhotoboxPaper } from '../../../shared/catalogue/photoboxes';
import { priceFields, priceOfFields } from '../../../shared/catalogue/price-sums';
import { NO_REFINEMENT } from '../../../shared/catalogue/refinements';
import type { Channel } from '../../../shared/channel/channels';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import {
  collageHandOff,
  type HandOffMarket,
  photobookHandOff,
  photoboxHandOff,
  photoFrameHandOff,
} from '../../../shared/designer/hand-offs';
import { createTranslator, type Translate } from '../../../shared/i18n/translator';
import { formatDimensions } from '../../../shared/locale/dimensions';
import type { Locale } from '../../../shared/locale/locales';
import type { Price } from '../../../shared/locale/price-texts';
import { priceTexts } from '../../../shared/locale/price-texts';
import { photobookLines } from '../../../shared/pricing/photobook-price';
import { articlesOf, priceLines } from '../../../shared/pricing/price-lines';
import { configuredChoice, type WallArtChoice } from '../../../shared/pricing/wall-art-price';
import { messagesFor } from '../../platform/messages';
import { capitalised, configurationGroups, configurationHandOff } from './calculator-configuration';
import { customSizeOffer } from './custom-size';
import { findPhotobookTemplates } from './queries/photobook-templates';
import { findPrices } from './queries/prices';
import { findPhotoboxPrices } from './queries/product-prices';
import { findPricedMaterials } from './queries/wall-art';

/**
 * What a calculator reads, for each product of spec §3 (decisions 039, 041): its options (the
 * materials of wall art and collages, the papers of photo prints and photo boxes, the kinds of
 * photo books), each format's size and price written out for the locale (spec §3, §9), and the
 * designer hand-off of every option in every format (spec §3 hand-off parameters), written on the
 * server as every hand-off is (decision 033). The browser shows them and swaps nothing.
 */

type Market = HandOffMarket & { channel: Channel; locale: Locale };
type CalculatorAsk = Omit<Extract<CalculatorNeed, { type: 'calculator' }>, 'type' | 'sku'> & {
  /** The material and format the calculator starts with (spec §4 SKU preset), for wall art. */
  preset: { materialType: string; formatType: string } | null;
};

/** The products a calculator sells in formats: every calculator product but the card (spec §3). */
type FormatProduct = CalculatorAsk['product'];

/**
 * What each product offers as a calculator's options, in their order: the materials of wall art
 * and collages, the papers of photo prints and the photo box, the kinds of photo books (spec §3;
 * decision 041), as the readers below offer them: the reference call accepts no others.
 */
export const OPTIONS_OF_PRODUCT = {
  'framed-material': MATERIALS,
  photoframe: MATERIALS,
  collage: MATERIALS,
  photobox: PHOTOBOX_OFFER.small.papers,
  photoprint: PHOTOBOX_OFFER.photoprint.papers,
  photobook: PHOTOBOOK_KINDS,
} as const satisfies Record<FormatProduct, readonly string[]>;

/** Products whose options are materials, which a SKU or a frame can preset (spec §3, §4). */
export const WALL_ART_PRODUCTS: readonly FormatProduct[] = ['framed-material', 'photoframe', 'collage'];

/** An option's value and format as the designer takes them. */
type HandOffOf = (option: string, format: string) => string;

/** Priced options with their sizes, prices and hand-offs written out. */
function shownOptions(
  options: readonly PricedOption[],
  market: Market,
  shown: { t: Translate; label: (format: string) => string; handOff: HandOffOf; fromWord?: string },
): CalculatorOption[] {
  const { t } = shown;
  return options.map((option) => ({
    ...option,
    // A select's option starts with a capital; the shared names are the ones sentences use ("toile").
    label: capitalised(t(option.labelTranslationKey), market.locale),
    formats: option.formats.map((format) => ({
      ...format,
      label: shown.label(format.value),
      priceTexts: priceTexts(priceOfFields(format), market.locale, shown.fromWord),
      handOff: shown.handOff(option.value, format.value),
    })),
  }));
}

/** The editor's options a product has, in the editor's order; none named: all of them. */
function offered<T extends string>(all: readonly T[], asked: readonly string[]): T[] {
  const named = asked.flatMap((value) => all.filter((each) => each === value));
  return named.length > 0 ? named : [...all];
}

/** An option with the formats that have a price, starting at `initial` when it has one, else at its first. */
function pricedOption(
  value: string,
  labelTranslationKey: string,
  formats: [string, Price | null | undefined][],
  initial: string,
): PricedOption[] {
  const priced = formats.flatMap(([format, price]) => (price ? [{ value: format, ...priceFields(price) }] : []));
  const start = priced.find((format) => format.value === initial) ?? priced[0];
  return start ? [{ value, labelTranslationKey, formats: priced, initiallySelectedFormat: start.value }] : [];
}

/**
 * Wall art and collages (spec §3 framed material, photo frame, collage) from their priced
 * materials, each in its configuration (`choices`, decision 042): a photo frame in its frame; a
 * collage opens the collage designer with its design (spec §3 hand-off: materialType, frameType,
 * designId; the format as a photo frame's, decision 041). Framed material and photo frames offer
 * their frame, mat and option groups; a collage's designer chooses them.
 */
export function wallArtReference(materials: readonly PricedMaterial[], market: Market, ask: CalculatorAsk): CalculatorReference {
  const choices = wallArtChoices(ask);
  const framed = ask.product === 'photoframe';
  const collage = ask.product === 'collage';
  const designId = ask.designId ?? undefined;
  const t = createTranslator(market.locale, messagesFor(market.locale));
  const handOff: HandOffOf = (value, format) => {
    const material = value as Material;
    const choice = choices.get(material);
    const article = { materialType: material, frameType: choice?.frameType ?? null, formatType: format, designId };
    const configured = choice ? configurationHandOff(choice) : {};
    return collage ? collageHandOff({ ...article, ...configured }, market) : photoFrameHandOff({ ...article, ...configured }, market);
  };
  const label = (format: string) => formatLabel(format, market.locale);
  const { preset } = ask;
  return {
    designer: collage ? 'collage' : 'photoframe',
    optionsLabel: 'calculator.material',
    options: shownOptions(materials, market, { t, label, handOff }).map((option) => {
      const choice = choices.get(option.value as Material);
      const groups =
        CONFIGURED_PRODUCTS.includes(ask.product) && choice ? configurationGroups(choice, framed, t, market.locale) : undefined;
      const own = ask.configuration?.materialType === option.value ? ask.configuration.size : null;
      const customSize = CUSTOM_SIZE_PRODUCTS.includes(ask.product)
        ? customSizeOffer(option, own, { locale: market.locale, t, handOff: (format) => handOff(option.value, format) })
        : undefined;
      return { ...option, ...(groups ? { groups } : {}), ...(customSize ? { customSize } : {}) };
    }),
    selectedValue: null,
    preset: preset && {
      material: preset.materialType,
      format: preset.formatType,
      label: label(preset.formatType),
      handOff: handOff(preset.materialType, preset.formatType),
    },
  };
}

/** The article each offered material is priced as (decision 042); a photo frame offers only materials that take a frame. */
function wallArtChoices(ask: CalculatorAsk): Map<Material, WallArtChoice> {
  const choices = new Map<Material, WallArtChoice>();
  const framed = ask.product === 'photoframe';
  for (const material of offered(MATERIALS, ask.options)) {
    const choice = configuredChoice(material, { framed, frameType: ask.frameType, configuration: ask.configuration });
    if (choice) choices.set(material, choice);
  }
  return choices;
}

async function wallArt(db: D1Database, market: Market, ask: CalculatorAsk): Promise<CalculatorReference> {
  const materials = await findPricedMaterials(db, market.channel, market.locale, [...wallArtChoices(ask).values()]);
  return wallArtReference(materials, market, ask);
}

/**
 * Photo prints and the photo box (spec §3 photobox types and papers): a paper in a format, priced
 * per print or per box; the designer takes the format as width and height and, as the product
 * calls do, the paper (spec §3 query parameters: paperType; decision 041).
 */
async function photobox(db: D1Database, market: Market, ask: CalculatorAsk): Promise<CalculatorReference> {
  const type = ask.product === 'photobox' ? 'small' : 'photoprint';
  const offer = PHOTOBOX_OFFER[type];
  const prices = await findPhotoboxPrices(db, market, type);
  const options = offered<PhotoboxPaper>(offer.papers, ask.options).flatMap((paper) =>
    pricedOption(
      paper,
      `calculator.papers.${paper}`,
      prices.filter((each) => each.paperType === paper).map((each) => [each.photoboxFormat, each.price]),
      offer.format,
    ),
  );
  return {
    designer: 'photobox',
    optionsLabel: 'calculator.paper',
    // The paper each is sold on first (photo prints glossy, the box simple; decision 029).
    selectedValue: offer.paper,
    options: shownOptions(options, market, {
      t: createTranslator(market.locale, messagesFor(market.locale)),
      label: (format) => formatLabel(format, market.locale),
      handOff: (paper, format) => photoboxHandOff({ type, format, paperType: paper as PhotoboxPaper }, market),
    }),
    preset: null,
  };
}

/**
 * Photo books (spec §3 kinds and formats; decision 035): each kind in its formats, with its own
 * cover and paper and its least pages, so its price is a from-price (spec §3) that more pages,
 * another paper or a refinement raise in the designer. A calculator whose designId names a photo
 * book design group set hands each book off with that set's template of its kind and format
 * (spec §3 templateId; decision 070).
 */
async function photobook(db: D1Database, market: Market, ask: CalculatorAsk): Promise<CalculatorReference> {
  const kinds = offered<PhotobookKind>(PHOTOBOOK_KINDS, ask.options);
  // spec §3 defaultPhotobookRefinement, defaultPhotobookCoverLamination: the channel's refinement
  // and cover lamination are part of every book it hands off, so they are priced here (the
  // lamination costs nothing of its own) and named beside the kind (decision 070).
  const flags = CHANNEL_INFO[market.channel];
  const refinement = NO_REFINEMENT.includes(flags.defaultPhotobookRefinement) ? null : flags.defaultPhotobookRefinement;
  const lines = (kind: PhotobookKind, format: PhotobookFormat) =>
    photobookLines({ kind, ...PHOTOBOOK_DEFAULTS[kind], format, pageCount: PAGE_COUNTS[kind].min, refinement });
  // A calculator of a design group set (its designId) hands each book off with the template of its kind and format.
  const [prices, templates] = await Promise.all([
    findPrices(
      db,
      market.channel,
      market.locale,
      kinds.flatMap((kind) => PHOTOBOOK_OFFER[kind].formats.flatMap((format) => articlesOf(lines(kind, format)))),
    ),
    ask.designId ? findPhotobookTemplates(db, market.channel, ask.designId) : new Map<string, string>(),
  ]);
  const options = kinds.flatMap((kind) =>
    pricedOption(
      kind,
      `calculator.photobookKinds.${kind}`,
      PHOTOBOOK_OFFER[kind].formats.map((format) => {
        const priced = priceLines(lines(kind, format), prices);
        return [format, 'unit' in priced ? priced.unit : null];
      }),
      PHOTOBOOK_DEFAULTS[kind].format,
    ),
  );
  const t = createTranslator(market.locale, messagesFor(market.locale));
  const shown = shownOptions(options, market, {
    t,
    // spec §3 size labels: the finished book, in millimetres.
    label: (format) => {
      const [width, height] = PHOTOBOOK_SIZES[format as keyof typeof PHOTOBOOK_SIZES];
      return formatDimensions(width / 10, height / 10, market.locale);
    },
    handOff: (kind, format) =>
      photobookHandOff({ printing: kind as PhotobookKind, format, templateId: templates.get(`${kind}/${format}`) }, market),
    fromWord: t('catalogue.from'),
  });
  return {
    designer: 'photobook',
    optionsLabel: 'calculator.photobookKind',
    selectedValue: null,
    options: shown.map((option) => {
      const name = [
        option.label,
        ...(refinement ? [t(`designer.refinements.${refinement}`)] : []),
        t(`designer.laminations.${flags.defaultPhotobookCoverLamination}`),
      ].join(', ');
      // spec §3 showInfoInPhotobookDropdown: each kind says what it is, in its option (decision 086).
      const info = flags.showInfoInPhotobookDropdown ? t(`calculator.photobookKindInfo.${option.value}`) : null;
      return { ...option, label: info ? t('calculator.withInfo', { name, info }) : name };
    }),
    preset: null,
  };
}

/** What a calculator of any product reads: one D1 query. */
export function readCalculator(db: D1Database, market: Market, ask: CalculatorAsk): Promise<CalculatorReference> {
  switch (ask.product) {
    case 'photobox':
    case 'photoprint':
      return photobox(db, market, ask);
    case 'photobook':
      return photobook(db, market, ask);
    default:
      return wallArt(db, market, ask);
  }
}
