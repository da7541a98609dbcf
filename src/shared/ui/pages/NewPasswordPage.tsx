import { type FormEvent, useEffect, useId, useState } from 'react';
import { ACCOUNT_PATHS } from '../../account-paths';
import { log } from '../../log/log';
import { useBrowser } from '../browser';
import { PAGE_TITLE_KEYS } from '../page-titles';
import { useShop } from '../shop-context';
import { type FormAnswer, FormAnswerLine, OneFieldForm } from './OneFieldForm';
import type { VisitorActions } from './visitor-actions';

/** The query parameter of a reset mail's link (src/worker/features/accounts/password-reset.ts). */
const TOKEN_PARAMETER = 'token';

/** What the new-password call answered (decision 049). */
interface Answer extends FormAnswer {
  /** The link's token was refused (used, expired): only a new link helps. */
  linkRefused: boolean;
}

/**
 * The page a password-reset mail links to (decision 049, 054): one field for the new password,
 * sent with the link's token. The token is read in the browser only, so the page's HTML is the
 * same for every link and stays in the page cache; it leaves the address bar at once, so it is
 * neither in the history nor in a referrer. Done, the page offers the log-in dialog.
 */
export function NewPasswordPage({ actions }: { actions: VisitorActions }) {
  const { t } = useShop();
  const browser = useBrowser();
  const { openLogin, takeQueryValue } = actions;
  const id = useId();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    // The token is taken out of the address as it is read.
    if (browser) setToken(takeQueryValue(TOKEN_PARAMETER));
  }, [browser, takeQueryValue]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!browser || sending || !token) return;
    const { password } = browser.formValues(event.currentTarget);
    setSending(true);
    try {
      const result = await browser.postJson(ACCOUNT_PATHS.passwordNew, { token, password });
      const body = (result.body ?? {}) as { message?: string; errors?: Record<string, string>; error?: { field?: string } };
      if (result.status !== 200 && result.status !== 400) log.warn('password-reset-error', { status: result.status });
      setAnswer({
        message: body.message ?? t('account.unavailable'),
        problem: body.errors?.password ?? null,
        done: result.status === 200,
        linkRefused: body.error?.field === 'token',
      });
    } catch (error) {
      log.warn('password-reset-error', {}, error);
      setAnswer({ message: t('account.unavailable'), problem: null, done: false, linkRefused: false });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="page page--new-password">
      <h1>{t(PAGE_TITLE_KEYS['new-password'])}</h1>
      {token === null ? <p role="alert">{t('account.resetLinkInvalid')}</p> : null}
      <FormAnswerLine id={id} answer={answer} />
      {token === null || answer?.done || answer?.linkRefused ? (
        <button type="button" className="cta cta--primary" onClick={openLogin}>
          {t('account.newPassword.toLogin')}
        </button>
      ) : (
        <OneFieldForm
          id={id}
          field={{ name: 'password', type: 'password', autoComplete: 'new-password', label: t('account.newPassword.field') }}
          submitLabel={t('account.newPassword.submit')}
          answer={answer}
          sending={sending}
          onSubmit={submit}
        />
      )}
    </section>
  );
}
