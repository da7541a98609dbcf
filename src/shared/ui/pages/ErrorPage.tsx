import type { ErrorReason } from '../../shop-data';
import { ERROR_TEXT_KEYS, pageHeading } from '../page-heading';
import { useShop } from '../shop-context';

/**
 * The error page (spec §2 error page, §8 route errors): a localised title and text, the error's
 * message (e.g. 'Page not found: /x'), and the way back to the start page.
 */
export function ErrorPage({
  status,
  reason,
  message,
  code,
}: {
  status: number;
  reason: ErrorReason;
  message: string;
  code?: string | undefined;
}) {
  const { data, t } = useShop();
  return (
    <section className="page page--error" data-status={status} data-error-code={code}>
      <h1>{pageHeading(data.page, data.brandName, t)}</h1>
      <p>{t(ERROR_TEXT_KEYS[reason].text)}</p>
      <p className="error-message">
        <code>{message}</code>
      </p>
      <p>
        <a href={data.startPath}>{t('error.backHome')}</a>
      </p>
    </section>
  );
}
