import { useRef, useState } from 'react';
import { cleanDimensionInput } from '../../calculator/dimension-text';
import type { CustomSizeAnswer, CustomSizeOffer } from '../../catalogue/listing';
import { PriceTextsTag } from '../catalogue/PriceTextsTag';
import { useShop } from '../shop-context';

/** A size as the fields hold it, in the locale's unit (spec §5). */
export interface TypedSize {
  width: string;
  height: string;
}

/** A field's text: the browser's code reads it from the element (the shared types hold no DOM). */
const typedValue = (input: object) => String((input as { value?: unknown }).value ?? '');

/** How long typing may pause before the size is priced: one price call per size, not per keystroke. */
const TYPING_PAUSE_MS = 400;

/**
 * The custom size of a wall-art calculator (spec §2 custom formats, §5 dimension input; decision
 * 044): one more choice of the format radio group, with width and height fields in the locale's
 * unit that keep only what spec §5 allows as the shopper types. The server prices the size as its
 * nearest format, or says which limit it breaks; this shows its answer. Without a script the form
 * sends `formatType=custom`, `width` and `height`. A chunk of its own, loaded on the pages whose
 * calculator takes custom sizes.
 */
export function CustomSize({
  id,
  offer,
  size,
  answer,
  onChoose,
}: {
  /** The calculator's id, which its fields' ids start with (./FormatCalculator.tsx). */
  id: string;
  offer: CustomSizeOffer;
  /** The size chosen, or null while a format of the list is. */
  size: TypedSize | null;
  /** The server's answer for `size`: undefined while it is read, null without both sides. */
  answer: CustomSizeAnswer | null | undefined;
  onChoose: (size: TypedSize) => void;
}) {
  const { t } = useShop();
  const [typed, setTyped] = useState<TypedSize>(() =>
    answer ? { width: answer.width, height: answer.height } : (size ?? { width: '', height: '' }),
  );
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const choose = (next: TypedSize) => {
    clearTimeout(pause.current);
    onChoose(next);
  };
  const type = (side: keyof TypedSize, text: string) => {
    const next = { ...typed, [side]: cleanDimensionInput(text, offer.unit) };
    setTyped(next);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => onChoose(next), TYPING_PAUSE_MS);
  };
  const refused = answer ? answer.priceTexts === null : false;
  const status = size
    ? answer === undefined
      ? t('catalogue.loading')
      : (answer?.message ?? t('calculator.customSize.enter'))
    : offer.hint;
  return (
    <div className="calculator__custom">
      <label className="calculator__format">
        <input type="radio" name="formatType" value="custom" checked={size !== null} onChange={() => choose(typed)} />
        <span className="calculator__size">{t('calculator.customSize.choice')}</span>
        {size ? <PriceTextsTag texts={answer === undefined ? undefined : (answer?.priceTexts ?? null)} /> : null}
      </label>
      <div className="calculator__sides">
        {(['width', 'height'] as const).map((side) => (
          <label key={side} className="calculator__side">
            {t(`calculator.customSize.${side}`, { unit: offer.unit })}
            <input
              name={side}
              inputMode="decimal"
              autoComplete="off"
              value={typed[side]}
              aria-describedby={`${id}-status`}
              aria-invalid={refused || undefined}
              onChange={(event) => type(side, typedValue(event.currentTarget))}
              onKeyDown={(event) => {
                // Enter prices the size at once; the form is not sent while a script runs.
                if (event.key === 'Enter') choose(typed);
              }}
            />
          </label>
        ))}
      </div>
      <p id={`${id}-status`} className="calculator__status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
