import { useId } from 'react';
import { formatPrice } from '../../locale/format';
import { LOCALE_INFO } from '../../locale/locales';
import { GIFT_VOUCHER_VALUES, giftVoucherAction, PRESELECTED_GIFT_VOUCHER_INDEX } from '../../pricing/gift-vouchers';
import { ContentImage } from '../media/ContentImage';
import { useShop } from '../shop-context';
import type { BlockProps } from './block-props';
import { entryKey } from './entry-key';
import type { GiftVoucherBlock } from './schemas/gift-voucher';

/**
 * A gift voucher to buy (docs/content-model.md `GiftVoucher`; spec §1, §7 `/gift-voucher`;
 * decision 088): the values of the locale's currency, each at its price, the editor's designs
 * where there are any, and the button that hands the choice to the basket. A plain form posted to
 * the shop: it works without script, and the browser neither loads nor hydrates it.
 */
export function GiftVoucher({ block }: BlockProps<GiftVoucherBlock>) {
  const { data, t } = useShop();
  const id = useId();
  const values = GIFT_VOUCHER_VALUES[LOCALE_INFO[data.locale].currency];
  return (
    <section className="block block--gift-voucher" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{block.headline}</h2>
      {block.text ? <p>{block.text}</p> : null}
      <form method="post" action={giftVoucherAction(data.locale)} className="gift-voucher__form">
        <fieldset className="gift-voucher__choices">
          <legend>{t('giftVoucher.value')}</legend>
          {values.map((value, index) => (
            <label key={value} className="gift-voucher__value">
              <input type="radio" name="value" value={value} defaultChecked={index === PRESELECTED_GIFT_VOUCHER_INDEX} required />
              <span>{formatPrice(value, data.locale)}</span>
            </label>
          ))}
        </fieldset>
        {block.designs.length > 0 ? (
          <fieldset className="gift-voucher__choices gift-voucher__choices--designs">
            <legend>{t('giftVoucher.design')}</legend>
            {block.designs.map((design, index) => (
              <label key={entryKey(design, index)} className="gift-voucher__design">
                <input type="radio" name="design" value={design.name} defaultChecked={index === 0} required />
                {/* The picture shows what the name says: decorative here, so the choice is read by its name. */}
                <ContentImage
                  className="gift-voucher__image"
                  asset={design.image && { ...design.image, alt: '' }}
                  lead={false}
                  sizes="(min-width: 1000px) 12rem, 40vw"
                />
                <span>{design.name}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <p className="gift-voucher__note">{t('giftVoucher.priceNote')}</p>
        <button type="submit" className="cta cta--primary">
          {block.buttonText}
        </button>
      </form>
    </section>
  );
}
