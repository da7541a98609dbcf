import type { FormEvent } from 'react';

/** What the shop answered to a one-field form (its message, the field's own text, whether it is done). */
export interface FormAnswer {
  message: string;
  problem: string | null;
  done: boolean;
}

/** The shop's answer above the form: a status when done, else an alert (spec §8: its message as written). */
export function FormAnswerLine({ id, answer }: { id: string; answer: Pick<FormAnswer, 'message' | 'done'> | null }) {
  if (!answer) return null;
  return (
    <p className={answer.done ? 'account-form__done' : 'account-form__error'} role={answer.done ? 'status' : 'alert'} id={`${id}-message`}>
      {answer.message}
    </p>
  );
}

/**
 * A form of one labelled field and its button, described by the shop's answer (the visitor's pages:
 * a new password, the newsletter's address; decisions 054, 055).
 */
export function OneFieldForm({
  id,
  field,
  submitLabel,
  answer,
  sending,
  onSubmit,
}: {
  id: string;
  field: { name: string; type: 'email' | 'password'; autoComplete: string; label: string };
  submitLabel: string;
  answer: FormAnswer | null;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form className="account-form" onSubmit={onSubmit} aria-describedby={answer ? `${id}-message` : undefined}>
      <div className="account-form__field">
        <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
        <input
          id={`${id}-${field.name}`}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          required
          aria-invalid={answer?.problem ? true : undefined}
        />
      </div>
      <button type="submit" className="cta cta--primary" aria-busy={sending || undefined}>
        {submitLabel}
      </button>
    </form>
  );
}
