import { useEffect, useId, useRef, useState } from 'react';
import { chosenAccessories } from '../../catalogue/card-accessories';
import { CARD_QUANTITY_STEPS, DEFAULT_CARD_QUANTITY, ENVELOPE_CHOICES, type EnvelopeChoice } from '../../catalogue/card-prices';
import { cardPricePath } from '../../catalogue/catalogue-paths';
import type { CardCalculatorData } from '../../catalogue/listing';
import { priceOfFields, sumPrices } from '../../catalogue/price-sums';
import { designerUrl } from '../../designer/designer-url';
import { handOffWith, handOffWithList } from '../../designer/hand-off-choice';
import { cardOrderPrice } from '../../pricing/card-price';
import type { ShopData } from '../../shop-data';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import { useFilledRead } from '../use-filled-read';
import { PriceTag } from './PriceTag';

/** A hand-off with the envelope when one is chosen; without the parameter a card order has none (decision 070). */
const envelopeHandOff = (handOff: string, envelope: string) => (envelope === 'none' ? handOff : handOffWith(handOff, 'envelope', envelope));

/** Where a sent form brings the page back to: the calculator (one card calculator a page). */
const ANCHOR = 'card-order';

/** A select's or a checkbox's value: the browser's code reads it from the element (the shared types hold no DOM). */
const fieldValue = (element: object) => String((element as { value?: unknown }).value ?? '');

/** What the shopper chose: the page URL's choice (`quantity`, `envelope`, `accessoryTypes`) until they choose anew. */
interface CardChoice {
  quantity: number;
  envelope: EnvelopeChoice;
  accessories: readonly string[];
}

function choiceOfQuery(query: ShopData['pageQuery']): CardChoice {
  const asked = Number(query.quantity);
  return {
    quantity: CARD_QUANTITY_STEPS.includes(asked) ? asked : DEFAULT_CARD_QUANTITY,
    envelope: query.envelope === 'none' ? 'none' : 'standard',
    accessories: query.accessoryTypes?.split(',') ?? [],
  };
}

/** The page URL with a choice written into it, so a reload or a shared link shows the same. */
const withChoice = (choice: CardChoice) => (query: URLSearchParams) => {
  const next = new URLSearchParams(query);
  next.set('quantity', String(choice.quantity));
  next.set('envelope', choice.envelope);
  next.delete('accessoryTypes');
  if (choice.accessories.length > 0) next.set('accessoryTypes', choice.accessories.join(','));
  return next;
};

/**
 * The calculator of a card theme (issues 13, 29; decisions 038, 045, 070), on a card product page
 * and on the theme's own page: the quantity from the spec §9 steps (the eleventh, 50, by
 * default), the envelope and the accessories per card, the price per card of the quantity's tier
 * and the total, the card designer with all of them, and one sample card. The server renders the
 * page URL's choice; without a script its form sends a new one. Hydrated, each choice shows at
 * once and goes into the URL, without a reload.
 */
export function CardOrderCalculator({
  headline,
  themeId,
  filled,
  live,
}: {
  headline: string;
  themeId: string;
  filled: CardCalculatorData | null | undefined;
  /** Whether the browser renders it (a theme page, a live edit); else it keeps the server's markup and its form sends. */
  live: boolean;
}) {
  const { data, t } = useShop();
  const browser = useBrowser();
  const id = useId();
  const read = useFilledRead(filled, () => cardPricePath(themeId, data.locale));
  const card = read.state === 'ready' && read.data && 'tiers' in read.data ? read.data : null;
  const [choice, setChoice] = useState(() => choiceOfQuery(data.pageQuery));
  const chosenHere = useRef(false);
  const choose = (change: Partial<CardChoice>) => {
    chosenHere.current = true;
    setChoice((current) => ({ ...current, ...change }));
  };
  // Every choice goes into the page URL, so a reload or a shared link shows the same.
  useEffect(() => {
    if (chosenHere.current) browser?.replaceQuery(withChoice(choice));
  }, [browser, choice]);
  const { quantity } = choice;
  const envelope = card?.envelope ? choice.envelope : 'none';
  // Accessories the URL names that this theme's market does not offer are left out (decision 045).
  const chosen = card ? chosenAccessories(choice.accessories, card.accessories) : [];
  const skus = chosen.map((each) => each.sku);
  // The one price of a card order (src/shared/pricing/card-price.ts), as the price call and the hand-off page show it.
  const order = card ? cardOrderPrice({ quantity, sample: false, envelope: envelope === 'standard', accessories: skus }, card) : null;
  const priced = order && 'total' in order ? order : null;
  const partPrice = (part: string) => priced?.parts.find((each) => each.part === part)?.price ?? null;
  const perCard = partPrice('card');
  const envelopePrice = partPrice('envelope');
  const accessoriesPrice = chosen.length > 0 ? sumPrices(chosen.map(priceOfFields)) : null;
  const total = priced?.total ?? null;
  // Everything chosen goes to the designer: quantity, envelope and accessories (decision 070).
  const handOff = card
    ? handOffWithList(envelopeHandOff(handOffWith(card.handOff, 'quantity', String(quantity)), envelope), 'accessoryTypes', skus)
    : '';

  const update = (
    <button type="submit" className="cta cta--secondary calculator__update">
      {t('calculator.update')}
    </button>
  );

  return (
    <section id={ANCHOR} className="block block--calculator" aria-labelledby={`${id}-headline`} aria-busy={read.state === 'loading'}>
      <h2 id={`${id}-headline`}>{headline}</h2>
      {read.state === 'failed' || (read.state === 'ready' && !card) ? (
        <p className="block--calculator__status">{t('catalogue.pricesUnavailable')}</p>
      ) : null}
      {card ? (
        <>
          {/* Sent without a script, the page comes back at the calculator, not at its top. */}
          <form
            className="calculator"
            method="get"
            action={`${data.path}#${ANCHOR}`}
            onSubmit={(event) => (live ? event.preventDefault() : undefined)}
          >
            <label className="calculator__label" htmlFor={`${id}-quantity`}>
              {t('calculator.quantity')}
            </label>
            <select
              id={`${id}-quantity`}
              name="quantity"
              value={String(quantity)}
              onChange={(event) => choose({ quantity: Number(fieldValue(event.currentTarget)) })}
              className="calculator__material"
            >
              {CARD_QUANTITY_STEPS.map((step) => (
                <option key={step} value={step}>
                  {step}
                </option>
              ))}
            </select>
            {card.envelope ? (
              <>
                <label className="calculator__label" htmlFor={`${id}-envelope`}>
                  {t('calculator.envelope')}
                </label>
                <select
                  id={`${id}-envelope`}
                  name="envelope"
                  value={envelope}
                  onChange={(event) => choose({ envelope: fieldValue(event.currentTarget) === 'none' ? 'none' : 'standard' })}
                  className="calculator__material"
                >
                  {ENVELOPE_CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {t(`calculator.envelopes.${choice}`)}
                    </option>
                  ))}
                </select>
              </>
            ) : null}
            {card.accessories.length > 0 ? (
              <fieldset className="calculator__formats">
                <legend className="calculator__label">{t('calculator.accessories')}</legend>
                {card.accessories.map((accessory) => (
                  <label key={accessory.sku} className="calculator__format">
                    <input
                      type="checkbox"
                      name="accessoryTypes"
                      value={accessory.sku}
                      checked={chosen.includes(accessory)}
                      onChange={() =>
                        choose({
                          accessories: skus.includes(accessory.sku)
                            ? skus.filter((sku) => sku !== accessory.sku)
                            : [...skus, accessory.sku],
                        })
                      }
                    />
                    <span className="calculator__size">{accessory.name}</span>
                    <PriceTag price={priceOfFields(accessory)} unit="perCard" />
                  </label>
                ))}
              </fieldset>
            ) : null}
            {/* Live, every choice shows at once and the button only serves a page without a script. */}
            {live ? <noscript>{update}</noscript> : update}
          </form>
          <dl className="calculator__sum">
            <dt>{t('calculator.perCard')}</dt>
            <dd>
              <PriceTag price={perCard} />
            </dd>
            {envelopePrice ? (
              <>
                <dt>{t('calculator.envelopePerCard')}</dt>
                <dd>
                  <PriceTag price={envelopePrice} />
                </dd>
              </>
            ) : null}
            {accessoriesPrice ? (
              <>
                <dt>{t('calculator.accessoriesPerCard')}</dt>
                <dd>
                  <PriceTag price={accessoriesPrice} />
                </dd>
              </>
            ) : null}
            <dt>{t('calculator.total', { quantity })}</dt>
            <dd className="calculator__total">
              <PriceTag price={total} />
            </dd>
          </dl>
          <a className="cta cta--primary calculator__cta" href={designerUrl('card', handOff, data)}>
            {t('calculator.personalize')}
          </a>
          {card.sample && card.sampleHandOff ? (
            // spec §3: a sample is one card of the theme, ordered through the designer as quantity 1.
            <p className="calculator__sample">
              <a href={designerUrl('card', card.sampleHandOff, data)}>{t('calculator.orderSample')}</a>{' '}
              <PriceTag price={priceOfFields(card.sample)} />
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
