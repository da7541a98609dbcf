import { useId } from 'react';
import { type CalculatorMaterial, initialSelection, selectionFromQuery } from '../../calculator/calculator-state';
import { formatLabel } from '../../catalogue/format-labels';
import type { CalculatorOption, CalculatorReference, CardCalculatorData, Price } from '../../catalogue/listing';
import { priceOfFields } from '../../catalogue/price-sums';
import { wallArtSku } from '../../catalogue/wall-art-sku';
import { designerUrl } from '../../designer/designer-url';
import { photoFrameHandOff } from '../../designer/hand-offs';
import { LOCALE_INFO } from '../../locale/locales';
import { serialiseForScript } from '../../shop-data';
import { PriceTag } from '../catalogue/PriceTag';
import { useCatalogue } from '../catalogue/use-catalogue';
import { useShop } from '../shop-context';
import type { BlockProps } from './block-props';
import { CardCalculator } from './CardCalculator';
import { NEEDS, type WithCatalogue } from './catalogue-needs';
import type { CalculatorBlock } from './schemas/calculator';

/** Formats listed under a material; the rest of a framed product's are behind 'More formats' (decision 038). */
const LISTED_FORMATS = 6;

/**
 * The materials of a calculator as its selection rules take them (spec §4): each material's
 * formats, the first LISTED_FORMATS listed and, for framed material and photo frames, the others
 * behind 'More formats' (spec §2); a product without that entry lists them all.
 */
function calculatorMaterials(options: readonly CalculatorOption[], moreFormats: boolean): CalculatorMaterial[] {
  return options.map((option) => {
    const formats = option.formats.map((format) => format.value);
    const listed = moreFormats ? formats.slice(0, LISTED_FORMATS) : formats;
    return {
      value: option.value,
      formats: listed,
      initiallySelectedFormat: option.initiallySelectedFormat,
      moreFormats: formats.filter((format) => !listed.includes(format)),
    };
  });
}

/** One format of the radio group: its size in the locale's unit, its price, and an editor's label. */
function FormatChoice({
  format,
  selected,
  price,
  label,
}: {
  format: string;
  selected: string;
  price: Price | null;
  label?: CalculatorBlock['labels'][number];
}) {
  const { data, t } = useShop();
  return (
    <label className="calculator__format">
      <input type="radio" name="formatType" value={format} defaultChecked={format === selected} />
      <span className="calculator__size">{formatLabel(format, data.locale)}</span>
      <PriceTag price={price} />
      {label ? (
        <span className="calculator__badge" style={{ backgroundColor: label.backgroundColor, color: label.textColor }}>
          {label.text || t('calculator.topDeal')}
        </span>
      ) : null}
    </label>
  );
}

/**
 * Product structured data of the chosen material (Google's "Product" with an AggregateOffer): its
 * formats' lowest and highest current price in the locale's currency (issue 13: offers in the
 * locale's currency). In the body, beside the prices it sums up, so the page's head never waits
 * for the catalogue.
 */
function productData(name: string, option: CalculatorOption, currency: string): object {
  const prices = option.formats.map((format) => format.priceCurrent);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: currency,
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: prices.length,
    },
  };
}

/**
 * The price calculator of a product page (spec §2 "Price calculator", §3 "Calculator"): the
 * material as a native select, its formats as a radio group with their prices, and a link to the
 * designer with the choice. The server renders it with the selection of the page's URL
 * (`materialType`, `formatType`) and its prices; the form sends a new choice back to the page, so
 * it works before any script runs (decision 038).
 */
export function Calculator({
  block,
  position,
}: BlockProps<WithCatalogue<CalculatorBlock, CalculatorReference | CardCalculatorData | null>>) {
  if (block.product === 'card') {
    return <CardCalculator block={{ ...block, catalogue: block.catalogue as CardCalculatorData | null | undefined }} position={position} />;
  }
  return <WallArtCalculator block={{ ...block, catalogue: block.catalogue as CalculatorReference | undefined }} position={position} />;
}

/** The calculator of wall art: a material, a format, the designer with both (spec §3 framed material, photo frame). */
function WallArtCalculator({ block }: BlockProps<WithCatalogue<CalculatorBlock, CalculatorReference>>) {
  const { data, t } = useShop();
  const id = useId();
  const read = useCatalogue(NEEDS.Calculator(block), block.catalogue);
  const options = read.state === 'ready' && read.data && 'options' in read.data ? read.data.options : [];
  const materials = calculatorMaterials(options, true);
  const { shownMaterialType, ...asked } = data.pageQuery;
  // spec §4: a new material starts at its own initial format. Sent by the form without a script,
  // the old material's format comes along; the material the form showed tells them apart.
  const query = new URLSearchParams(asked);
  if (shownMaterialType && shownMaterialType !== asked.materialType) query.delete('formatType');
  // spec §4: a preselected SKU selects its material and format; a format outside the list is the extra entry.
  const preset = block.sku ? wallArtSku(block.sku) : null;
  const selection =
    selectionFromQuery(query, materials) ??
    initialSelection(materials, preset && { material: preset.materialType, format: preset.formatType }, block.selectedValue ?? null);
  const option = options.find((each) => each.value === selection.material);
  const material = materials.find((each) => each.value === selection.material);
  const shown = material ? [...material.formats, ...(selection.extraFormat ? [selection.extraFormat] : [])] : [];
  const more = material ? material.moreFormats.filter((format) => !shown.includes(format)) : [];
  const priceOf = (format: string) => {
    const row = option?.formats.find((each) => each.value === format);
    return row ? priceOfFields(row) : null;
  };
  const labelAt = new Map(block.labels.map((label) => [label.index, label]));
  const handOff = option
    ? photoFrameHandOff(
        {
          materialType: option.value,
          // Framed material is sold without a frame; a photo frame in its frame (spec §3).
          frameType: block.product === 'photoframe' ? (block.frameType ?? undefined) : null,
          formatType: selection.format,
          designId: block.designId || undefined,
        },
        data,
      )
    : '';

  return (
    <section className="block block--calculator" aria-labelledby={`${id}-headline`} aria-busy={read.state === 'loading'}>
      <h2 id={`${id}-headline`}>{block.headline}</h2>
      {read.state === 'failed' ? <p className="block--calculator__status">{t('catalogue.pricesUnavailable')}</p> : null}
      {option ? (
        <>
          <form className="calculator" method="get" action={data.path}>
            <label className="calculator__label" htmlFor={`${id}-material`}>
              {t('calculator.material')}
            </label>
            <select id={`${id}-material`} name="materialType" defaultValue={selection.material} className="calculator__material">
              {options.map((each) => (
                <option key={each.value} value={each.value}>
                  {t(each.labelTranslationKey)}
                </option>
              ))}
            </select>
            <fieldset className="calculator__formats">
              <legend className="calculator__label">{t('calculator.format')}</legend>
              {shown.map((format, index) => (
                <FormatChoice key={format} format={format} selected={selection.format} price={priceOf(format)} label={labelAt.get(index)} />
              ))}
              {more.length > 0 ? (
                // spec §2 'More formats': the material's other formats, chosen like the listed ones;
                // a choice among them becomes the extra entry (spec §4).
                <details className="calculator__more">
                  <summary>{t('calculator.moreFormats')}</summary>
                  {more.map((format) => (
                    <FormatChoice key={format} format={format} selected={selection.format} price={priceOf(format)} />
                  ))}
                </details>
              ) : null}
            </fieldset>
            <input type="hidden" name="shownMaterialType" value={selection.material} />
            <button type="submit" className="cta cta--secondary calculator__update">
              {t('calculator.update')}
            </button>
          </form>
          <p className="calculator__total">
            {t('calculator.price')} <PriceTag price={priceOf(selection.format)} />
          </p>
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: serialiseForScript escapes <, > and & so the JSON cannot close the script element
            dangerouslySetInnerHTML={{
              __html: serialiseForScript(
                productData(
                  data.page.kind === 'content' ? data.page.story.name : t(option.labelTranslationKey),
                  option,
                  LOCALE_INFO[data.locale].currency,
                ),
              ),
            }}
          />
          {/* spec §2: a link to the designer, never a submit. */}
          <a className="cta cta--primary calculator__cta" href={designerUrl('photoframe', handOff, data)}>
            {t('calculator.personalize')}
          </a>
        </>
      ) : null}
    </section>
  );
}
