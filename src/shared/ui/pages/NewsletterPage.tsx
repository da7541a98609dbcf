import { type FormEvent, useEffect, useId, useState } from 'react';
import { log } from '../../log/log';
import { NEWSLETTER_OUTCOMES, NEWSLETTER_PATHS, type NewsletterOutcome } from '../../newsletter-paths';
import type { PageData } from '../../shop-data';
import { useBrowser } from '../browser';
import { PAGE_TITLE_KEYS } from '../page-titles';
import { useShop } from '../shop-context';
import { type FormAnswer, FormAnswerLine, OneFieldForm } from './OneFieldForm';
import type { VisitorActions } from './visitor-actions';

/** The query parameter through which the confirmation link says what became of it (src/worker/features/newsletter/newsletter.ts). */
const OUTCOME_PARAMETER = 'newsletter';

/**
 * The newsletter's page (decisions 052, 055): one field for the address. Sending it asks the bot
 * check for a token first (reCAPTCHA v3, loaded then), then the shop, which answers the same for
 * every address and mails a confirmation link. The link leads back here and says whether it
 * confirmed (`?newsletter=confirmed`) or was no good; the page reads that in the browser, so its
 * HTML stays the same for everyone. Without a bot check configured the page says the newsletter
 * cannot be subscribed to now.
 */
export function NewsletterPage({ page, actions }: { page: Extract<PageData, { kind: 'newsletter' }>; actions: VisitorActions }) {
  const { data, t } = useShop();
  const browser = useBrowser();
  const { botCheckToken, takeQueryValue } = actions;
  const id = useId();
  const [outcome, setOutcome] = useState<NewsletterOutcome | null>(null);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<FormAnswer | null>(null);

  useEffect(() => {
    // The outcome is read once and taken out of the address, as a reload should not repeat it.
    if (!browser) return;
    const said = takeQueryValue(OUTCOME_PARAMETER);
    setOutcome(NEWSLETTER_OUTCOMES.find((each) => each === said) ?? null);
  }, [browser, takeQueryValue]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!browser || !page.botCheck || sending) return;
    const { email } = browser.formValues(event.currentTarget);
    setSending(true);
    setOutcome(null);
    try {
      let token: string;
      try {
        token = await botCheckToken(page.botCheck, 'newsletter');
      } catch (error) {
        // spec §8 log code: the widget could not be had.
        log.warn('newsletter-recaptcha-error', {}, error);
        setAnswer({ message: t('newsletterPage.botCheckUnavailable'), problem: null, done: false });
        return;
      }
      const result = await browser.postJson(NEWSLETTER_PATHS.subscribe, { email, token });
      const body = (result.body ?? {}) as { message?: string; errors?: Record<string, string> };
      setAnswer({ message: body.message ?? t('account.unavailable'), problem: body.errors?.email ?? null, done: result.status === 200 });
    } catch (error) {
      log.warn('newsletter-subscribe-error', {}, error);
      setAnswer({ message: t('account.unavailable'), problem: null, done: false });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="page page--newsletter">
      <h1>{t(PAGE_TITLE_KEYS.newsletter)}</h1>
      {outcome === 'confirmed' ? <p role="status">{t('newsletterPage.confirmed')}</p> : null}
      {outcome === 'link-invalid' ? <p role="alert">{t('newsletterPage.linkInvalid')}</p> : null}
      <p>{t('newsletterPage.intro', { brand: data.brandName })}</p>
      <FormAnswerLine id={id} answer={answer} />
      {!page.botCheck ? <p role="note">{t('newsletterPage.unavailable')}</p> : null}
      {page.botCheck && !answer?.done ? (
        <OneFieldForm
          id={id}
          field={{ name: 'email', type: 'email', autoComplete: 'email', label: t('account.fields.email') }}
          submitLabel={t('newsletterPage.submit')}
          answer={answer}
          sending={sending}
          onSubmit={submit}
        />
      ) : null}
    </section>
  );
}
