import { dimensionToMillimetres, fitSize, sizeLimits } from '../../../shared/calculator/dimension-input';
import { cleanDimensionInput } from '../../../shared/calculator/dimension-text';
import type { CalculatorConfiguration } from '../../../shared/catalogue/catalogue-needs';
import { formatLabel } from '../../../shared/catalogue/format-labels';
import type { CalculatorOption, CustomSizeOffer } from '../../../shared/catalogue/listing';
import type { Translate } from '../../../shared/i18n/translator';
import { formatDimensions, sizeUnit } from '../../../shared/locale/dimensions';
import { listFormat } from '../../../shared/locale/formatters';
import type { Locale } from '../../../shared/locale/locales';

/**
 * A material's custom sizes (spec §2 custom formats, §5 dimension input; decision 044), written by
 * the server as every size and price of the calculator is (decision 041): the limits as a hint,
 * and a typed size read in the locale's unit, priced as its nearest format or refused with the
 * limit it breaks. A size outside the limits is an answer, not a bad request.
 */
export function customSizeOffer(
  option: Omit<CalculatorOption, 'customSize'>,
  size: CalculatorConfiguration['size'],
  market: { locale: Locale; t: Translate; handOff: (format: string) => string },
): CustomSizeOffer | undefined {
  const { locale, t } = market;
  const formats = option.formats.map((format) => format.value);
  const limits = sizeLimits(formats);
  if (!limits) return undefined;
  const unit = sizeUnit(locale);
  const min = formatDimensions(limits.min[0] / 10, limits.min[1] / 10, locale);
  // The largest sizes are those no other format covers: canvas has two (spec §3 formats; decision 044).
  const max = listFormat(locale, { type: 'disjunction' }).format(limits.largest.map((format) => formatLabel(format, locale)));
  const offer: CustomSizeOffer = { unit, hint: t('calculator.customSize.hint', { min, max }), asked: null };
  if (!size) return offer;
  const width = cleanDimensionInput(size.width, unit);
  const height = cleanDimensionInput(size.height, unit);
  const widthMm = dimensionToMillimetres(width, unit);
  const heightMm = dimensionToMillimetres(height, unit);
  const fit = fitSize(widthMm, heightMm, formats);
  if ('outside' in fit) {
    const message =
      fit.outside === 'too-small' ? t('calculator.customSize.tooSmall', { min }) : t('calculator.customSize.tooLarge', { max });
    return { ...offer, asked: { width, height, message, priceTexts: null, handOff: null } };
  }
  const priced = option.formats.find((format) => format.value === fit.format);
  return {
    ...offer,
    asked: {
      width,
      height,
      message: t('calculator.customSize.priced', { format: priced?.label ?? formatLabel(fit.format, locale) }),
      priceTexts: priced?.priceTexts ?? null,
      // spec §3: the designer takes the format as a format string, so the size goes as one, in millimetres.
      handOff: market.handOff(`${widthMm}x${heightMm}`),
    },
  };
}
