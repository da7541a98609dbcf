import { type FormEvent, useId, useState } from 'react';
import { ACCOUNT_PATHS } from '../../account-paths';
import type { CustomerData } from '../../customer';
import { log } from '../../log/log';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import { customerSignedIn } from '../use-customer';
import { Dialog } from './Dialog';
import { GoogleSignInButton } from './GoogleSignInButton';
import { useShell } from './Shell';

/** What the dialog does: log in, sign up, or ask for a reset link. */
type Mode = 'login' | 'signup' | 'reset';

/** What the dialog sends: one of its forms, or Google's credential (decision 051). */
type Call = Mode | 'google';

/** Where each call goes (spec §7 customer calls), and the spec §8 event a failure logs. */
const CALLS: Record<Call, { path: string; event: string }> = {
  login: { path: ACCOUNT_PATHS.login, event: 'login-error' },
  signup: { path: ACCOUNT_PATHS.signup, event: 'sign-up-error' },
  reset: { path: ACCOUNT_PATHS.passwordReset, event: 'password-reset-error' },
  google: { path: ACCOUNT_PATHS.googleCredentials, event: 'google-auth-callback-failed' },
};

/** Each form's fields, with the browser's autocomplete for them. */
const FIELDS: Record<Mode, readonly { name: string; type: string; autoComplete: string }[]> = {
  login: [
    { name: 'email', type: 'email', autoComplete: 'email' },
    { name: 'password', type: 'password', autoComplete: 'current-password' },
  ],
  signup: [
    { name: 'firstName', type: 'text', autoComplete: 'given-name' },
    { name: 'lastName', type: 'text', autoComplete: 'family-name' },
    { name: 'email', type: 'email', autoComplete: 'email' },
    { name: 'password', type: 'password', autoComplete: 'new-password' },
  ],
  reset: [{ name: 'email', type: 'email', autoComplete: 'email' }],
};

/** What an account call answers besides a customer (decisions 048, 049). */
interface AccountAnswer {
  message?: string;
  errors?: Record<string, string>;
}

/**
 * The log-in dialog the account item opens for visitors (spec §2 account item, §4 customer: a
 * successful login or signup sets logged-in with the returned payload). Its three forms log in,
 * sign up, or ask for a password-reset link. The shop answers in the visitor's language; its
 * message shows above the form and each wrong field's text beside the field (spec §8). A login or
 * signup puts the customer into the shared customer read (SWR), so the header shows their name at
 * once, and closes the dialog. With the shop's Google client id it offers Google's button too,
 * whose credential logs in the same way (decision 051). Its code is a chunk loaded when it first opens.
 */
export function LoginDialog() {
  const { data, t } = useShop();
  const browser = useBrowser();
  const { dialogDo } = useShell();
  const id = useId();
  const [mode, setMode] = useState<Mode>('login');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ message: string; errors: Record<string, string>; done: boolean } | null>(null);

  const switchTo = (next: Mode) => {
    setMode(next);
    setAnswer(null);
  };

  /** Sends a form's values, or Google's credential, to its call and shows the shop's answer. */
  const send = async (call: Call, values: Record<string, string>) => {
    if (!browser || sending) return;
    setSending(true);
    try {
      const result = await browser.postJson(CALLS[call].path, values);
      if (result.status === 200 && call !== 'reset') {
        await customerSignedIn(result.body as CustomerData);
        dialogDo({ type: 'close' });
        return;
      }
      const body = (result.body ?? {}) as AccountAnswer;
      if (result.status === 200) {
        setAnswer({ message: body.message ?? '', errors: {}, done: true });
        return;
      }
      // spec §8: a 400 shows the shop's message; anything else is logged and answered all the same.
      if (result.status !== 400) log.warn(CALLS[call].event, { status: result.status });
      setAnswer({ message: body.message ?? t('account.unavailable'), errors: body.errors ?? {}, done: false });
    } catch (error) {
      log.warn(CALLS[call].event, {}, error);
      setAnswer({ message: t('account.unavailable'), errors: {}, done: false });
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (browser) void send(mode, browser.formValues(event.currentTarget));
  };

  return (
    <Dialog type="login" title={t(`account.titles.${mode}`)}>
      {answer ? (
        <p
          id={`${id}-message`}
          className={answer.done ? 'account-form__done' : 'account-form__error'}
          role={answer.done ? 'status' : 'alert'}
        >
          {answer.message}
        </p>
      ) : null}
      {answer?.done ? null : (
        <form key={mode} className="account-form" onSubmit={submit} aria-describedby={answer ? `${id}-message` : undefined}>
          {FIELDS[mode].map((field) => {
            const problem = answer?.errors[field.name];
            // A login names its field with the same text as its message: shown once, above.
            const own = problem && problem !== answer?.message ? problem : null;
            return (
              <div key={field.name} className="account-form__field">
                <label htmlFor={`${id}-${field.name}`}>{t(`account.fields.${field.name}`)}</label>
                <input
                  id={`${id}-${field.name}`}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  required
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={own ? `${id}-${field.name}-problem` : undefined}
                />
                {own ? (
                  <span id={`${id}-${field.name}-problem`} className="account-form__problem">
                    {own}
                  </span>
                ) : null}
              </div>
            );
          })}
          <button type="submit" className="cta cta--primary" aria-busy={sending || undefined}>
            {t(`account.submit.${mode}`)}
          </button>
        </form>
      )}
      {data.googleSignIn && mode !== 'reset' && !answer?.done ? (
        // A Google sign-in logs in, or signs up, as the form does (decision 051).
        <GoogleSignInButton google={data.googleSignIn} onCredential={(credential) => void send('google', { credential })} />
      ) : null}
      <p className="account-form__switch">
        {mode === 'login' ? (
          <>
            <button type="button" className="link-button" onClick={() => switchTo('reset')}>
              {t('account.toReset')}
            </button>
            <button type="button" className="link-button" onClick={() => switchTo('signup')}>
              {t('account.toSignup')}
            </button>
          </>
        ) : (
          <button type="button" className="link-button" onClick={() => switchTo('login')}>
            {t('account.toLogin')}
          </button>
        )}
      </p>
    </Dialog>
  );
}
