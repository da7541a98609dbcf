import type { PriceTexts } from '../../locale/price-texts';
import { PriceTextsTag } from '../catalogue/PriceTextsTag';
import { Dialog } from '../shell/Dialog';
import { useShop } from '../shop-context';

/**
 * spec §2 'More formats' as the §4 dialog (decision 039): each of the material's other formats
 * with its price; a choice closes it. A chunk of its own, loaded when a shopper opens it
 * (decision 042), so calculators without more formats never load the dialog's code.
 */
export function MoreFormatsDialog({
  formats,
  onChoose,
}: {
  formats: readonly { format: string; label: string; price: PriceTexts | null | undefined }[];
  onChoose: (format: string) => void;
}) {
  const { t } = useShop();
  return (
    <Dialog type="more-formats" title={t('calculator.moreFormats')}>
      <ul className="calculator__more-list">
        {formats.map((each) => (
          <li key={each.format}>
            <button type="button" className="calculator__more-choice" onClick={() => onChoose(each.format)}>
              <span className="calculator__size">{each.label}</span>
              <PriceTextsTag texts={each.price} />
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
