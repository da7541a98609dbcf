import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { log } from '../../../log/log';
import { useBrowser } from '../../browser';
import { useShop } from '../../shop-context';
import { FormAnswerLine } from '../OneFieldForm';

/** A field of a settings form; `hint` is said with it, `value` fills it in. */
export interface SettingsField {
  name: string;
  type: 'text' | 'email' | 'password' | 'checkbox';
  autoComplete?: string;
  label: string;
  hint?: string;
  value?: string;
}

/** What the shop answered (decision 048's shape): the text to show and each wrong field's own. */
interface Answer {
  message: string;
  errors: Record<string, string>;
  done: boolean;
}

/**
 * One section of the account settings (decision 083): a heading, its fields and a button, posted
 * as JSON to `path`, with the shop's answer above the fields (spec §8: its message as written) and
 * each wrong field marked and described. `onDone` gets the answer's body of a 200.
 */
export function SettingsForm({
  title,
  intro,
  path,
  fields,
  submitLabel,
  danger = false,
  onDone,
}: {
  title: string;
  intro?: ReactNode;
  path: string;
  fields: readonly SettingsField[];
  submitLabel: string;
  danger?: boolean;
  onDone?: (body: Record<string, unknown>) => void | Promise<void>;
}) {
  const { t } = useShop();
  const browser = useBrowser();
  const id = useId();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [generation, setGeneration] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!browser || sending) return;
    const values: Record<string, unknown> = browser.formValues(event.currentTarget);
    // A ticked box is sent as `true`, as the call expects; an unticked one is not sent at all.
    for (const field of fields) if (field.type === 'checkbox') values[field.name] = field.name in values;
    setSending(true);
    try {
      const result = await browser.postJson(path, values);
      const body = (result.body ?? {}) as Record<string, unknown> & { message?: string; errors?: Record<string, string> };
      // spec §8: a 400 shows the shop's message; anything else is logged and answered all the same.
      if (result.status !== 200 && result.status !== 400) log.warn('account-settings-error', { status: result.status });
      const done = result.status === 200;
      setAnswer({ message: body.message ?? t('account.unavailable'), errors: done ? {} : (body.errors ?? {}), done });
      if (done) {
        // Passwords are not left in a form once taken: the form starts again, empty.
        if (fields.some((field) => field.type === 'password')) setGeneration((each) => each + 1);
        await onDone?.(body);
      }
    } catch (error) {
      log.warn('account-settings-error', {}, error);
      setAnswer({ message: t('account.unavailable'), errors: {}, done: false });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="account-settings__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro}
      <FormAnswerLine id={id} answer={answer} />
      <form key={generation} className="account-form" onSubmit={submit} aria-describedby={answer ? `${id}-message` : undefined}>
        {fields.map((field) => (
          <SettingsInput
            key={field.name}
            id={id}
            field={field}
            problem={answer?.errors[field.name] ?? null}
            message={answer?.message ?? null}
          />
        ))}
        <button type="submit" className={danger ? 'cta cta--danger' : 'cta cta--primary'} aria-busy={sending || undefined}>
          {submitLabel}
        </button>
      </form>
    </section>
  );
}

function SettingsInput({
  id,
  field,
  problem,
  message,
}: {
  id: string;
  field: SettingsField;
  problem: string | null;
  message: string | null;
}) {
  const inputId = `${id}-${field.name}`;
  // A field named with the same text as the message is described by it once, above.
  const own = problem && problem !== message ? problem : null;
  const described = [field.hint ? `${inputId}-hint` : null, own ? `${inputId}-problem` : null].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      id={inputId}
      name={field.name}
      type={field.type}
      autoComplete={field.autoComplete}
      defaultValue={field.type === 'checkbox' ? undefined : field.value}
      value={field.type === 'checkbox' ? 'true' : undefined}
      required
      aria-invalid={problem ? true : undefined}
      aria-describedby={described}
    />
  );
  return (
    <div className={field.type === 'checkbox' ? 'account-form__field account-form__field--check' : 'account-form__field'}>
      {field.type === 'checkbox' ? (
        <label htmlFor={inputId}>
          {input} {field.label}
        </label>
      ) : (
        <>
          <label htmlFor={inputId}>{field.label}</label>
          {input}
        </>
      )}
      {field.hint ? (
        <span id={`${inputId}-hint`} className="account-form__hint">
          {field.hint}
        </span>
      ) : null}
      {own ? (
        <span id={`${inputId}-problem`} className="account-form__problem">
          {own}
        </span>
      ) : null}
    </div>
  );
}
