import { fitSize } from '../../../shared/calculator/dimension-input';
import { chosenAccessories } from '../../../shared/catalogue/card-accessories';
import { formatLabel } from '../../../shared/catalogue/format-labels';
import { MATERIAL_FORMATS, type Material } from '../../../shared/catalogue/materials';
import { PHOTOBOOK_SIZES } from '../../../shared/catalogue/photobooks';
import { priceSum, priceTimes } from '../../../shared/catalogue/price-sums';
import { initialFormatOf } from '../../../shared/catalogue/wall-art';
import type { HandOffProduct } from '../../../shared/designer/read-hand-off';
import { createTranslator } from '../../../shared/i18n/translator';
import { formatDimensions } from '../../../shared/locale/dimensions';
import { cardOrderPrice } from '../../../shared/pricing/card-price';
import type { HandOffPrice, HandOffTerm } from '../../../shared/shop-data';
import type { Market } from '../../platform/app-env';
import { messagesFor } from '../../platform/messages';
import {
  capitalised,
  configurationTerms,
  findCardCalculator,
  findDesign,
  findPhotobookPrice,
  findPhotoboxPrices,
  priceFormatsOf,
} from '../catalogue/public';

/**
 * What a hand-off costs and what it is, in the locale's words (issue 29; decision 070): the
 * product `readHandOff` read from the parameters, priced by the same functions as the calculator
 * and the price calls (src/shared/pricing), so the page shows the very total the calculator
 * showed. A design handed off alone (a calendar, a collage without material) shows the design's
 * from-price, as its page does. Null when the catalogue has no price for it here.
 */
export async function handOffPrice(db: D1Database, market: Market, product: HandOffProduct): Promise<HandOffPrice | null> {
  const t = createTranslator(market.locale, messagesFor(market.locale));
  const term = (key: string, detail: string): HandOffTerm => ({ term: t(key), detail });
  switch (product.kind) {
    case 'photoframe':
    case 'collage': {
      const { choice } = product;
      // Every format's price (a custom size is priced as its nearest) and, for a collage, its design (spec §3 designId).
      const [formats, design] = await Promise.all([
        priceFormatsOf(db, market.channel, market.locale, choice),
        product.kind === 'collage' && product.designId ? findDesign(db, market.channel, market.locale, 'collage', product.designId) : null,
      ]);
      const priced = formats.flatMap(({ format, total }) => (total ? [{ format, total }] : []));
      const format = wallArtFormat(
        choice.material,
        product.format,
        priced.map((each) => each.format),
      );
      const found = format && priced.find((each) => each.format === format);
      if (!found) return null;
      // A custom size is made in the size asked and priced as its nearest format (decision 044).
      const asked = product.format && product.format !== format ? product.format : format;
      return {
        price: found.total,
        quantity: 1,
        from: false,
        terms: [
          ...(design ? [term('designer.params.designId', design.name)] : []),
          term('calculator.material', capitalised(t(`blocks.materials.${choice.material}`), market.locale)),
          term('calculator.format', formatLabel(asked, market.locale)),
          ...configurationTerms(choice, product.kind === 'photoframe', t, market.locale),
        ],
      };
    }
    case 'collage-design':
    case 'calendar': {
      const kind = product.kind === 'calendar' ? 'calendar' : 'collage';
      const design = await findDesign(db, market.channel, market.locale, kind, product.designId);
      if (!design?.price) return null;
      const terms = [term('designer.params.designId', design.name)];
      if (product.kind === 'calendar') {
        if (product.mounting) terms.push(term('designer.params.mounting', t(`designer.mountings.${product.mounting}`)));
        if (product.start) {
          const start = new Date(Date.UTC(product.start.year, product.start.month - 1, 1));
          terms.push(
            term(
              'designer.start',
              new Intl.DateTimeFormat(market.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(start),
            ),
          );
        }
      }
      return { price: design.price, quantity: 1, from: true, terms };
    }
    case 'photobox':
    case 'photoprint': {
      const { box } = product;
      const prices = await findPhotoboxPrices(db, market, box.type);
      const price = prices.find((each) => each.photoboxFormat === box.format && each.paperType === box.paper)?.price;
      if (!price) return null;
      return {
        price,
        quantity: 1,
        from: false,
        terms: [
          term('calculator.paper', t(`calculator.papers.${box.paper}`)),
          term('calculator.format', formatLabel(box.format, market.locale)),
        ],
      };
    }
    case 'photobook': {
      const { book, amount } = product;
      const read = await findPhotobookPrice(db, market, book);
      if ('missing' in read) return null;
      const [width, height] = PHOTOBOOK_SIZES[book.format];
      return {
        price: priceTimes(priceSum(read.parts), amount),
        quantity: amount,
        from: false,
        terms: [
          term('calculator.photobookKind', t(`calculator.photobookKinds.${book.kind}`)),
          term('calculator.format', formatDimensions(width / 10, height / 10, market.locale)),
          term('designer.params.photobookCover', t(`designer.covers.${book.cover}`)),
          term('designer.params.paper', t(`designer.photobookPapers.${book.paper}`)),
          term('designer.params.pageCount', String(book.pageCount)),
          term('designer.params.refinement', t(`designer.refinements.${book.refinement ?? 'none'}`)),
          ...(product.coverLamination
            ? [term('designer.params.coverLamination', t(`designer.laminations.${product.coverLamination}`))]
            : []),
        ],
      };
    }
    case 'card': {
      const { order } = product;
      // The theme's price list (its accessories named as the calculator names them) and the theme, read together.
      const [list, design] = await Promise.all([
        findCardCalculator(db, market, product.themeId),
        findDesign(db, market.channel, market.locale, 'card', product.themeId),
      ]);
      const priced = cardOrderPrice(order, list);
      if ('missing' in priced) return null;
      const accessories = list ? chosenAccessories(order.accessories, list.accessories) : [];
      return {
        price: priced.total,
        quantity: priced.quantity,
        from: false,
        terms: [
          term('designer.params.themeId', design?.name ?? product.themeId),
          term('calculator.quantity', order.sample ? t('designer.sample') : String(priced.quantity)),
          ...(order.sample
            ? []
            : [
                term(
                  'calculator.envelope',
                  t(`calculator.envelopes.${priced.parts.some((part) => part.part === 'envelope') ? 'standard' : 'none'}`),
                ),
              ]),
          ...(accessories.length > 0 && !order.sample
            ? [term('calculator.accessories', accessories.map((each) => each.name).join(', '))]
            : []),
        ],
      };
    }
  }
}

/**
 * The format a wall-art hand-off is priced in: a priced format as asked; a custom size as its
 * nearest priced format (decision 044), none when it is outside the material's limits; without a
 * format, the material's start (decision 029).
 */
function wallArtFormat(material: Material, asked: string | null, priced: readonly string[]): string | null {
  if (asked === null) return initialFormatOf(material, priced);
  if (priced.includes(asked)) return asked;
  const size = /^([1-9][0-9]{0,4})x([1-9][0-9]{0,4})$/.exec(asked);
  if (!size) return null;
  const fit = fitSize(Number(size[1]), Number(size[2]), priced.length > 0 ? priced : MATERIAL_FORMATS[material]);
  return 'format' in fit && priced.includes(fit.format) ? fit.format : null;
}
