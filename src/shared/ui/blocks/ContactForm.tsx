import { type FormEvent, useState } from 'react';
import { CONTACT_FORM_PATH, CONTACT_LIMITS, contactAnchors } from '../../contact';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import type { BlockProps } from './block-props';
import type { ContactFormBlock } from './schemas/contact-form';

type Field = 'name' | 'email' | 'subject' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];

/**
 * The contact form (docs/content-model.md `ContactForm`): name, e-mail, subject (the editor's
 * list) and message. It posts to `/web-api/contact-form`; the answer is the editor's success
 * message, or the field the shop refused with a message in the visitor's language. Without script,
 * or before its code has loaded, the form itself posts there (never a GET: what a shopper writes
 * stays out of addresses), and the answer leads back to the line below it that says whether the
 * message was sent, which shows as the page's target (decision 100).
 */
export function ContactForm({ block }: BlockProps<ContactFormBlock>) {
  const { data, t } = useShop();
  const browser = useBrowser();
  // Named by its block: the same in a root of its own when it wakes on touch (decision 097).
  const anchors = contactAnchors(block._uid);
  const id = anchors.block;
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');
  const [invalid, setInvalid] = useState<Field | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!browser || state === 'sending') return;
    const values = browser.formValues(event.currentTarget);
    setState('sending');
    setInvalid(null);
    const body = { ...Object.fromEntries(FIELDS.map((field) => [field, values[field] ?? ''])), locale: data.locale, page: data.path };
    try {
      const answer = await browser.postJson(CONTACT_FORM_PATH, body);
      if (answer.status === 201) return setState('sent');
      const field = (answer.body as { error?: { field?: string } } | null)?.error?.field;
      setInvalid(FIELDS.find((known) => known === field) ?? null);
      setState('failed');
    } catch {
      setState('failed');
    }
  };

  if (state === 'sent') {
    return (
      <section className="block block--contact-form" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>{block.headline}</h2>
        <p role="status" className="block--contact-form__success">
          {block.successMessage}
        </p>
      </section>
    );
  }
  const error = (field: Field) => (invalid === field ? `${id}-${field}-error` : undefined);
  return (
    <section className="block block--contact-form" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{block.headline}</h2>
      {block.intro ? <p>{block.intro}</p> : null}
      <form method="post" action={CONTACT_FORM_PATH} onSubmit={submit} noValidate={false}>
        <input type="hidden" name="locale" value={data.locale} />
        <input type="hidden" name="page" value={data.path} />
        <input type="hidden" name="block" value={block._uid} />
        <label htmlFor={`${id}-name`}>{t('contact.name')}</label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          aria-invalid={invalid === 'name'}
          aria-describedby={error('name')}
        />
        <label htmlFor={`${id}-email`}>{t('contact.email')}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          aria-invalid={invalid === 'email'}
          aria-describedby={error('email')}
        />
        <label htmlFor={`${id}-subject`}>{t('contact.subject')}</label>
        <select id={`${id}-subject`} name="subject" required aria-invalid={invalid === 'subject'} aria-describedby={error('subject')}>
          {block.subjects.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-message`}>{t('contact.message')}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          required
          minLength={CONTACT_LIMITS.messageMin}
          maxLength={CONTACT_LIMITS.message}
          aria-invalid={invalid === 'message'}
          aria-describedby={error('message')}
        />
        {invalid ? (
          <p id={`${id}-${invalid}-error`} role="alert" className="block--contact-form__error">
            {t(`contact.invalid.${invalid}`)}
          </p>
        ) : state === 'failed' ? (
          <p role="alert" className="block--contact-form__error">
            {t('contact.failed')}
          </p>
        ) : null}
        {block.privacyNote ? <p className="block--contact-form__privacy">{block.privacyNote}</p> : null}
        <button type="submit" className="cta cta--primary" disabled={state === 'sending'}>
          {t('contact.send')}
        </button>
      </form>
      {/* The answer without script leads here: shown only as the page's target (ContactForm.css). */}
      <p id={anchors.sent} className="block--contact-form__answer block--contact-form__success">
        {block.successMessage}
      </p>
      <p id={anchors.notSent} className="block--contact-form__answer block--contact-form__error">
        {t('contact.failed')}
      </p>
    </section>
  );
}
