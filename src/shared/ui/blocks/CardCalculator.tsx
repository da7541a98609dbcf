import { useId } from 'react';
import { CARD_QUANTITY_STEPS, DEFAULT_CARD_QUANTITY } from '../../catalogue/card-prices';
import { cardPricePath } from '../../catalogue/catalogue-paths';
import type { CardCalculatorData } from '../../catalogue/listing';
import { cardPriceOf, priceOfFields, priceSum } from '../../catalogue/price-sums';
import { designerUrl, handOffWith } from '../../designer/designer-url';
import { PriceTag } from '../catalogue/PriceTag';
import { useShop } from '../shop-context';
import { useFilledRead } from '../use-filled-read';
import type { BlockProps } from './block-props';
import type { WithCatalogue } from './catalogue-needs';
import type { CalculatorBlock } from './schemas/calculator';

/** The envelope choices of a card order: the standard envelope per card (spec §9), or none. */
const ENVELOPE_CHOICES = ['standard', 'none'] as const;

/**
 * The calculator of a card theme (issue 13; decision 038): the quantity from the spec §9 steps
 * (the eleventh, 50, by default), the envelope per card, the price per card of the quantity's tier
 * and the total, and the card designer with the quantity. Rendered by the server with the choice
 * of the page's URL (`quantity`, `envelope`); its form sends a new one, so it works without a script.
 */
export function CardCalculator({ block }: BlockProps<WithCatalogue<CalculatorBlock, CardCalculatorData | null>>) {
  const { data, t } = useShop();
  const id = useId();
  const read = useFilledRead(block.catalogue, () => cardPricePath(block.themeId, data.locale));
  const card = read.state === 'ready' && read.data && 'tiers' in read.data ? read.data : null;
  const asked = Number(data.pageQuery.quantity);
  const quantity = CARD_QUANTITY_STEPS.includes(asked) ? asked : DEFAULT_CARD_QUANTITY;
  const envelope = data.pageQuery.envelope === 'none' || !card?.envelope ? 'none' : 'standard';
  const order = card ? cardPriceOf(card, quantity) : null;
  const perCard = order && 'price' in order ? order.price : null;
  const envelopePrice = card?.envelope && envelope === 'standard' ? priceOfFields(card.envelope) : null;
  const total = perCard
    ? priceSum([
        { part: 'cards', count: quantity, price: perCard },
        ...(envelopePrice ? [{ part: 'envelopes', count: quantity, price: envelopePrice }] : []),
      ])
    : null;

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
            <dt>{t('calculator.total', { quantity })}</dt>
            <dd className="calculator__total">
              <PriceTag price={total} />
            </dd>
          </dl>
          <a
            className="cta cta--primary calculator__cta"
            href={designerUrl('card', handOffWith(card.handOff, 'quantity', String(quantity)), data)}
          >
            {t('calculator.personalize')}
          </a>
        </>
      ) : null}
    </section>
  );
}
