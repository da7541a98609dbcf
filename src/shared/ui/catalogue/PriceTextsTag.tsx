import type { PriceTexts } from '../../locale/price-texts';
import { useShop } from '../shop-context';

export type PriceUnit = 'perCard' | 'perPiece';

/**
 * A price whose texts the server wrote (./PriceTag.tsx's markup, without formatting code; decision
 * 039); null: there is none, undefined: it is still being read (decision 042).
 */
export function PriceTextsTag({ texts, unit }: { texts: PriceTexts | null | undefined; unit?: PriceUnit | undefined }) {
  const { t } = useShop();
  if (texts === undefined) return <span className="price price--loading">{t('catalogue.loading')}</span>;
  if (!texts) return <span className="price price--none">{t('catalogue.notAvailable')}</span>;
  return (
    <span className="price">
      {texts.original !== null ? (
        <>
          {/* role img: a deletion may not be named, an image may; screen readers read the label ("Was €2.00") instead of the bare number. */}
          <del className="price__original" aria-label={t('catalogue.originalPrice', { price: texts.original })} role="img">
            {texts.original}
          </del>{' '}
        </>
      ) : null}
      <strong className={texts.discount !== null ? 'price__current price__current--reduced' : 'price__current'}>{texts.current}</strong>
      {unit ? <span className="price__unit"> {t(`catalogue.${unit}`)}</span> : null}
      {texts.discount !== null ? <span className="price__discount"> {texts.discount}</span> : null}
    </span>
  );
}
