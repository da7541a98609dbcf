import { Suspense, useEffect, useRef, useState } from 'react';
import { type CalculatorAction, calculatorReducer } from '../../calculator/calculator-state';
import type { CalculatorReference } from '../../catalogue/listing';
import { designerUrl } from '../../designer/designer-url';
import type { PriceTexts } from '../../locale/price-texts';
import { useBrowser } from '../browser';
import { PriceTextsTag } from '../catalogue/PriceTextsTag';
import { useShell } from '../shell/Shell';
import { useShop } from '../shop-context';
import { splitComponent } from '../split-component';
import { useApiRead } from '../use-api-read';
import { useFilledRead } from '../use-filled-read';
import type { WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import { calculatorNeed, calculatorPath } from './calculator-need';
import { type Choice, calculatorMaterials, pageChoice, sameGroups, withChoice } from './format-calculator-choice';
import type { CalculatorBlock } from './schemas/calculator';

// Wall art's frame, mat and option groups, and the 'More formats' dialog: chunks of their own, so
// a calculator without them carries none of their code (decision 042). The worker preloads the
// groups where a page shows them; the dialog loads when it opens.
const Groups = splitComponent(() => import('./CalculatorGroups').then((module) => module.CalculatorGroups));
const MoreFormats = splitComponent(() => import('./MoreFormatsDialog').then((module) => module.MoreFormatsDialog));
// Its code loads on intent (pointer over or focus on the summary); the backdrop shows at once until then.
const preloadMoreFormats = () => void MoreFormats.preload();
// A size the shopper types (decision 044): preloaded where a calculator takes one.
const CustomSize = splitComponent(() => import('./CustomSize').then((module) => module.CustomSize));

/**
 * How a format shows: its size in the locale's unit, its price and its designer hand-off, as the
 * server wrote them; price and hand-off undefined while the price of a new choice is read.
 */
interface ShownFormat {
  label: string;
  price: PriceTexts | null | undefined;
  handOff: string | undefined;
}

/**
 * One format of the radio group: its size, its price, and an editor's label. It stays in this
 * file: a module of its own would carry its own JSX runtime binding and initializer into the
 * calculator's chunk, and the photo box page's JavaScript budget has no room for them (decision 024).
 */
function FormatChoice({
  format,
  shown,
  selected,
  label,
  onChoose,
}: {
  format: string;
  shown: ShownFormat;
  selected: string;
  label?: CalculatorBlock['labels'][number] | undefined;
  onChoose: () => void;
}) {
  const { t } = useShop();
  return (
    <label className="calculator__format">
      <input type="radio" name="formatType" value={format} checked={format === selected} onChange={onChoose} />
      <span className="calculator__size">{shown.label}</span>
      <PriceTextsTag texts={shown.price} />
      {label ? (
        <span className="calculator__badge" style={{ backgroundColor: label.backgroundColor, color: label.textColor }}>
          {label.text || t('calculator.topDeal')}
        </span>
      ) : null}
    </label>
  );
}

/**
 * The calculator of every product sold in formats (spec §3 calculator products: framed material,
 * photo frame, collage, photo prints, photo box, photo book): an option (a material, a paper, a
 * photo book kind), a format, the designer with both. The server renders the page URL's choice
 * with its prices, and the form sends a new one without a script (decision 038). Hydrated, each
 * choice shows at once and goes into the URL, a chosen option's prices are read again from the
 * price API with SWR, and 'More formats' opens the §4 dialog (decision 039). Sizes, prices and
 * every format's designer hand-off come written by the server, so the browser's code neither
 * formats nor builds them (decision 041).
 */
export function FormatCalculator({ block }: BlockProps<WithCatalogue<CalculatorBlock, CalculatorReference>>) {
  const { data, t } = useShop();
  const browser = useBrowser();
  const { dialog, dialogDo } = useShell();
  // Named by its block, not by its place in React's tree: it hydrates in a root of its own when it
  // wakes (decision 097), where useId would answer another id than the server's page did.
  const id = `calculator-${block._uid}`;
  const form = useRef<HTMLFormElement>(null);
  const need = calculatorNeed(block, data.pageQuery);
  const read = useFilledRead(block.catalogue, () => calculatorPath(need, data.locale));
  const reference = read.state === 'ready' && read.data && 'options' in read.data ? read.data : null;
  const options = reference?.options ?? [];
  const materials = calculatorMaterials(options, need.type === 'calculator' ? need.configuration : null);
  const page = pageChoice(data.pageQuery, materials, reference?.preset, block.selectedValue ?? reference?.selectedValue ?? null);
  // What the shopper chose since the page loaded; until then the page's choice.
  const [chosen, setChosen] = useState<Choice | null>(null);
  const { selection, size } = chosen ?? page;
  // Any choice of the list leaves a typed size (decision 044).
  const choose = (action: CalculatorAction) => setChosen({ selection: calculatorReducer(materials)(selection, action), size: null });
  useEffect(() => {
    if (chosen) browser?.replaceQuery(withChoice(chosen));
  }, [browser, chosen]);
  const option = options.find((each) => each.value === selection.material);
  const material = materials.find((each) => each.value === selection.material);
  const listed = material ? [...material.formats, ...(selection.extraFormat ? [selection.extraFormat] : [])] : [];
  const more = material ? material.moreFormats.filter((format) => !listed.includes(format)) : [];
  // A chosen option's prices come fresh from the price API (SWR), asked as the page URL would
  // ask them. Until they answer, the server's stand in where they are for the same groups, so
  // nothing moves; for other groups the prices show as being read.
  const freshNeed = chosen && option ? calculatorNeed(block, Object.fromEntries(withChoice(chosen)(new URLSearchParams()))) : null;
  const fresh = useApiRead<CalculatorReference>(
    freshNeed?.type === 'calculator' ? calculatorPath({ ...freshNeed, options: [selection.material], sku: null }, data.locale) : null,
  );
  const freshOption = fresh.state === 'ready' ? fresh.data.options.find((each) => each.value === selection.material) : undefined;
  const pageRows = material && sameGroups(selection.groups, material.groups) ? option?.formats : undefined;
  const rows = freshOption?.formats ?? pageRows ?? (fresh.state === 'loading' ? undefined : []);
  const shownOf = (format: string): ShownFormat => {
    const label = option?.formats.find((each) => each.value === format)?.label;
    if (!rows) return { label: label ?? format, price: undefined, handOff: undefined };
    const row = rows.find((each) => each.value === format);
    if (row) return { label: row.label, price: row.priceTexts, handOff: row.handOff };
    // A preset's format the material does not price (spec §4 extra entry).
    const preset = reference?.preset?.format === format ? reference.preset : null;
    return { label: preset?.label ?? label ?? format, price: null, handOff: preset?.handOff };
  };
  const groups = (freshOption ?? option)?.groups ?? [];
  // The typed size's answer: the page's until a choice is read afresh.
  const sizeAnswer = freshNeed ? (fresh.state === 'ready' ? freshOption?.customSize?.asked : undefined) : option?.customSize?.asked;
  const total: ShownFormat = size
    ? {
        label: '',
        price: sizeAnswer === undefined ? undefined : (sizeAnswer?.priceTexts ?? null),
        handOff: sizeAnswer?.handOff ?? undefined,
      }
    : shownOf(selection.format);
  const handOff = total.handOff;
  const selectedFormat = size ? 'custom' : selection.format;
  const labelAt = new Map(block.labels.map((label) => [label.index, label]));
  const moreOpen = dialog.dialogType === 'more-formats' && dialog.dialogPayload === id;

  return (
    <section className="block block--calculator" aria-labelledby={`${id}-headline`} aria-busy={read.state === 'loading'}>
      <h2 id={`${id}-headline`}>{block.headline}</h2>
      {read.state === 'failed' ? <p className="block--calculator__status">{t('catalogue.pricesUnavailable')}</p> : null}
      {option && reference ? (
        <>
          <form ref={form} className="calculator" method="get" action={data.path} onSubmit={(event) => event.preventDefault()}>
            <label className="calculator__label" htmlFor={`${id}-material`}>
              {t(reference?.optionsLabel ?? 'calculator.material')}
            </label>
            <select
              id={`${id}-material`}
              name="materialType"
              value={selection.material}
              onChange={() => {
                const chosenMaterial = form.current && browser?.formValues(form.current).materialType;
                if (chosenMaterial) choose({ type: 'choose-material', material: chosenMaterial });
              }}
              className="calculator__material"
            >
              {options.map((each) => (
                <option key={each.value} value={each.value}>
                  {each.label}
                </option>
              ))}
            </select>
            {/* No Suspense boundary: React would stream a boundary's markup behind a page this long
                (a form sent without a script needs it in place). The server has the chunk before
                it renders; a browser that has not loaded it yet hydrates the calculator once it has. */}
            {groups.length > 0 ? (
              <Groups.Component
                id={id}
                groups={groups}
                chosen={selection.groups}
                onChoose={(name, value) => choose({ type: 'choose-group', name, value })}
              />
            ) : null}
            <fieldset className="calculator__formats">
              <legend className="calculator__label">{t('calculator.format')}</legend>
              {listed.map((format, index) => (
                <FormatChoice
                  key={format}
                  format={format}
                  shown={shownOf(format)}
                  selected={selectedFormat}
                  label={labelAt.get(index)}
                  onChoose={() => choose({ type: 'choose-format', format })}
                />
              ))}
              {more.length > 0 ? (
                // spec §2 'More formats': the material's other formats. Without a script a disclosure
                // in the form, chosen like the listed ones; with one, the §4 dialog. Either way a
                // choice among them becomes the extra entry (spec §4).
                <details className="calculator__more">
                  {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its disclosure's own button; Tab reaches it, Enter and Space fire this click */}
                  <summary
                    onClick={(event) => {
                      event.preventDefault();
                      dialogDo({ type: 'open', dialogType: 'more-formats', payload: id });
                    }}
                    onPointerEnter={preloadMoreFormats}
                    onFocus={preloadMoreFormats}
                  >
                    {t('calculator.moreFormats')}
                  </summary>
                  {more.map((format) => (
                    <FormatChoice
                      key={format}
                      format={format}
                      shown={shownOf(format)}
                      selected={selectedFormat}
                      onChoose={() => choose({ type: 'choose-more-format', format })}
                    />
                  ))}
                </details>
              ) : null}
              {option.customSize ? (
                <CustomSize.Component
                  id={`${id}-custom`}
                  offer={option.customSize}
                  size={size}
                  answer={sizeAnswer}
                  onChoose={(typed) => setChosen({ selection, size: typed })}
                />
              ) : null}
            </fieldset>
            <input type="hidden" name="shownMaterialType" value={selection.material} />
            {/* Live, every choice shows at once; without a script the form sends it. */}
            <noscript>
              <button type="submit" className="cta cta--secondary calculator__update">
                {t('calculator.update')}
              </button>
            </noscript>
          </form>
          {moreOpen ? (
            <Suspense fallback={<div className="dialog-backdrop" />}>
              <MoreFormats.Component
                formats={more.map((format) => ({ format, ...shownOf(format) }))}
                onChoose={(format) => {
                  choose({ type: 'choose-more-format', format });
                  dialogDo({ type: 'close' });
                }}
              />
            </Suspense>
          ) : null}
          <p className="calculator__total">
            {total.price === null ? (
              // One phrase: "Not available" after the label would keep the capital it has where it stands alone.
              <span className="price price--none">{t('calculator.noPrice')}</span>
            ) : (
              <>
                {t('calculator.price')} <PriceTextsTag texts={total.price} />
              </>
            )}
          </p>
          {/* spec §2: a link to the designer, never a submit; the server wrote the hand-off (decisions 039, 041), and
              while a new choice's is read the link waits for it (decision 042). */}
          <a
            className="cta cta--primary calculator__cta"
            href={handOff === undefined ? undefined : designerUrl(reference.designer, handOff, data)}
            aria-disabled={handOff === undefined || undefined}
          >
            {t('calculator.personalize')}
          </a>
        </>
      ) : null}
    </section>
  );
}
