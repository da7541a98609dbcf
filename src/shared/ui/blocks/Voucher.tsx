import { type FormEvent, useId, useState } from 'react';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import type { BlockProps } from './block-props';
import type { VoucherBlock } from './schemas/voucher';

/** The voucher API's answer for a redeemed code. */
interface Redeemed {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
}

/**
 * A voucher field (docs/content-model.md `Voucher`): the code redeems through `/web-api/voucher`
 * onto the visitor's next order; the answer says what it is worth, or that the code does not work.
 */
export function Voucher({ block }: BlockProps<VoucherBlock>) {
  const { data, t } = useShop();
  const browser = useBrowser();
  const id = useId();
  const [result, setResult] = useState<{ kind: 'redeemed'; code: string; worth: string } | { kind: 'refused' | 'failed' } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!browser || sending) return;
    setSending(true);
    try {
      // The number formats come with the first answer that needs them (decision 024).
      const [answer, format] = await Promise.all([
        browser.postJson('/web-api/voucher', { code: browser.formValues(event.currentTarget).code ?? '' }),
        import('../../locale/format'),
      ]);
      if (answer.status === 200) {
        const voucher = answer.body as Redeemed;
        const worth =
          voucher.kind === 'percent' ? format.formatPercent(voucher.value, data.locale) : format.formatPrice(voucher.value, data.locale);
        setResult({ kind: 'redeemed', code: voucher.code, worth });
      } else setResult({ kind: answer.status === 422 || answer.status === 400 ? 'refused' : 'failed' });
    } catch {
      setResult({ kind: 'failed' });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="block block--voucher" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{block.headline}</h2>
      {block.text ? <p>{block.text}</p> : null}
      <form onSubmit={submit} className="block--voucher__form">
        <label htmlFor={`${id}-code`}>{t('voucher.code')}</label>
        <input
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          required
          maxLength={32}
          aria-invalid={result?.kind === 'refused'}
          aria-describedby={result ? `${id}-result` : undefined}
        />
        <button type="submit" className="cta cta--primary" disabled={sending}>
          {block.buttonText}
        </button>
      </form>
      {result ? (
        <p
          id={`${id}-result`}
          role={result.kind === 'redeemed' ? 'status' : 'alert'}
          className={`block--voucher__result block--voucher__result--${result.kind}`}
        >
          {result.kind === 'redeemed' ? t('voucher.redeemed', { code: result.code, worth: result.worth }) : t(`voucher.${result.kind}`)}
        </p>
      ) : null}
    </section>
  );
}
