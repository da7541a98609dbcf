import { useId } from 'react';
import { chosenAccessories } from '../../catalogue/card-accessories';
import { CARD_QUANTITY_STEPS, DEFAULT_CARD_QUANTITY } from '../../catalogue/card-prices';
import { cardPricePath } from '../../catalogue/catalogue-paths';
import type { CardCalculatorData } from '../../catalogue/listing';
import { priceOfFields, sumPrices } from '../../catalogue/price-sums';
import { designerUrl, handOffWith, handOffWithList } from '../../designer/designer-url';
import { cardOrderPrice } from '../../pricing/card-price';
import { accessoryName } from '../catalogue/accessory-name';
import { PriceTag } from '../catalogue/PriceTag';
import { useShop } from '../shop-context';
import { useFilledRead } from '../use-filled-read';
import type { WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { CalculatorBlock } from './schemas/calculator';

/** A hand-off with the envelope when one is chosen; without the parameter a card order has none (decision 070). */
const envelopeHandOff = (handOff: string, envelope: string) => (envelope === 'none' ? handOff : handOffWith(handOff, 'envelope', envelope));

/** The envelope choices of a card order: the standard envelope per card (spec §9), or none. */
const ENVELOPE_CHOICES = ['standard', 'none'] as const;

/**
 * The calculator of a card theme (issue 13; decisions 038, 045): the quantity from the spec §9 steps
 * (the eleventh, 50, by default), the envelope and the accessories per card, the price per card of
 * the quantity's tier and the total, and the card designer with the quantity and the accessories.
 * Rendered by the server with the choice of the page's URL (`quantity`, `envelope`,
 * `accessoryTypes`); its form sends a new one, so it works without a script.
 */
export function CardCalculator({ block }: BlockProps<WithCatalogue<CalculatorBlock, CardCalculatorData | null>>) {
  const { data, t } = useShop();
  const id = useId();
  const read = useFilledRead(block.catalogue, () => cardPricePath(block.themeId, data.locale));
  const card = read.state === 'ready' && read.data && 'tiers' in read.data ? read.data : null;
  const asked = Number(data.pageQuery.quantity);
  const quantity = CARD_QUANTITY_STEPS.includes(asked) ? asked : DEFAULT_CARD_QUANTITY;
  const envelope = data.pageQuery.envelope === 'none' || !card?.envelope ? 'none' : 'standard';
  // Accessories the URL names that this theme's market does not offer are left out (decision 045).
  const chosen = card ? chosenAccessories(data.pageQuery.accessoryTypes?.split(',') ?? [], card.accessories) : [];
  // The one price of a card order (src/shared/pricing/card-price.ts), as the price call and the hand-off page show it.
  const order = card
    ? cardOrderPrice({ quantity, sample: false, envelope: envelope === 'standard', accessories: chosen.map((each) => each.sku) }, card)
    : null;
  const priced = order && 'total' in order ? order : null;
  const partPrice = (part: string) => priced?.parts.find((each) => each.part === part)?.price ?? null;
  const perCard = partPrice('card');
  const envelopePrice = partPrice('envelope');
  const accessoriesPrice = chosen.length > 0 ? sumPrices(chosen.map(priceOfFields)) : null;
  const total = priced?.total ?? null;
  // Everything chosen goes to the designer: quantity, envelope and accessories (decision 070).
  const handOff = card
    ? handOffWithList(
        envelopeHandOff(handOffWith(card.handOff, 'quantity', String(quantity)), envelope),
        'accessoryTypes',
        chosen.map((accessory) => accessory.sku),
      )
    : '';

  return (
    <section className="block block--calculator" aria-labelledby={`${id}-headline`} aria-busy={read.state === 'loading'}>
      <h2 id={`${id}-headline`}>{block.headline}</h2>
      {read.state === 'failed' || (read.state === 'ready' && !card) ? (
        <p className="block--calculator__status">{t('catalogue.pricesUnavailable')}</p>
      ) : null}
      {card ? (
        <>
          <form className="calculator" method="get" action={data.path}>
            <label className="calculator__label" htmlFor={`${id}-quantity`}>
              {t('calculator.quantity')}
            </label>
            <select id={`${id}-quantity`} name="quantity" defaultValue={String(quantity)} className="calculator__material">
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
                <select id={`${id}-envelope`} name="envelope" defaultValue={envelope} className="calculator__material">
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
                    <input type="checkbox" name="accessoryTypes" value={accessory.sku} defaultChecked={chosen.includes(accessory)} />
                    <span className="calculator__size">{accessoryName(accessory.sku, t)}</span>
                    <PriceTag price={priceOfFields(accessory)} unit="perCard" />
                  </label>
                ))}
              </fieldset>
            ) : null}
            <button type="submit" className="cta cta--secondary calculator__update">
              {t('calculator.update')}
            </button>
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
