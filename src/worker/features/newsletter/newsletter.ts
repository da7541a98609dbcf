import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import { prefixOn } from '../../../shared/locale/domains';
import { LOCALE_INFO, type Locale } from '../../../shared/locale/locales';
import { log } from '../../../shared/log/log';
import { NEWSLETTER_PAGES, NEWSLETTER_PATHS, type NewsletterOutcome } from '../../../shared/newsletter-paths';
import { pagePath } from '../../../shared/routing/paths';
import type { AppEnv } from '../../platform/app-env';
import { botCheckConfig, verifyBotCheck } from '../../platform/bot-check/bot-check';
import { bodyOf, Email, fieldText, NO_STORE, refused, refusedFields, translatorFor, translatorOf } from '../../platform/http/form-answers';
import { queueAndDeliver } from '../../platform/mail/delivery';
import { type Mail, queueMail } from '../../platform/mail/outbox';
import { queueAccountRequest } from '../../platform/queue/account-requests';
import type { Site } from '../../platform/request/site';
import { claimedLocale, readSignedSubscription, type SignedSubscription } from './confirm-link';
import { confirmStatement, subscriptionState, WELCOME_DUE } from './queries/newsletter';
import { subscribeRequests } from './subscribe-request';

/**
 * Newsletter double opt-in (spec §7 /web-api/newsletter-subscribe and -confirm, §8
 * newsletter-no-recaptcha-token and newsletter-recaptcha-error; issue 14; decision 052): a
 * subscription passes the bot check, is kept unconfirmed and mailed a signed link; the link
 * confirms it and the welcome mail follows. The answer to a subscription is the same whether the
 * address was new, unconfirmed or confirmed.
 */
export const newsletter = new Hono<AppEnv>();

const SubscribeBody = z.object({ email: Email, token: z.string().trim().min(1).max(4096) });

/** The start page of `locale` on this site (spec §2 start paths). */
function startPageOf(site: Site, locale: Locale): string {
  const prefix = prefixOn(site.ending, locale) ?? '';
  return `${site.origin}${pagePath({ prefix, platform: 'web', inner: '/', trailingSlash: CHANNEL_INFO[site.channel].trailingSlash })}`;
}

/** To the newsletter page of `locale` (decision 055), which tells what became of the link (`?newsletter=`). */
function toNewsletterPage(c: Context<AppEnv>, locale: Locale, outcome: NewsletterOutcome): Response {
  const site = c.get('site');
  const path = pagePath({
    prefix: prefixOn(site.ending, locale) ?? '',
    platform: 'web',
    inner: `/${NEWSLETTER_PAGES[LOCALE_INFO[locale].language]}`,
    trailingSlash: CHANNEL_INFO[site.channel].trailingSlash,
  });
  // Built from the site alone, never from the query: the link cannot send anyone elsewhere.
  return new Response(null, { status: 303, headers: { location: `${site.origin}${path}?newsletter=${outcome}`, ...NO_STORE } });
}

newsletter.post(NEWSLETTER_PATHS.subscribe, async (c) => {
  const t = translatorOf(c);
  const read = await bodyOf(c, SubscribeBody, (field) => (field === 'token' ? t('newsletter.tokenMissing') : fieldText(field, t)));
  if (!read.ok) {
    if ('token' in read.errors) log.warn('newsletter-no-recaptcha-token');
    return refusedFields(c, read.errors);
  }
  const { email, token } = read.body;
  const check = await verifyBotCheck(botCheckConfig(c.env), token, c.req.header('cf-connecting-ip'));
  if (!check.passed) {
    const { passed: _passed, ...details } = check;
    log.error('newsletter-recaptcha-error', details);
    if (check.reason === 'refused') return refused(c, 'token', t('newsletter.botCheckFailed'));
    const message = t('newsletter.unavailable');
    return c.json({ error: { field: 'token', problem: message }, message }, 503, NO_STORE);
  }

  const { channel, locale } = c.get('market');
  // The same work and the same answer whether the address was new, unconfirmed or confirmed: the
  // queue's consumer writes the subscription and its mail (decision 067).
  await queueAccountRequest(c, subscribeRequests, { kind: 'newsletter-subscribe', email, locale, channel, origin: c.get('site').origin });
  return c.json({ message: t('newsletter.subscribed') }, 200, NO_STORE);
});

newsletter.get(NEWSLETTER_PATHS.confirm, async (c) => {
  const site = c.get('site');
  const now = Date.now();
  const token = c.req.query('token') ?? '';
  const signed = await readSignedSubscription(c.env, token, now);
  // A link of another channel, or of a locale this domain does not serve, was not written here.
  if (!signed || signed.channel !== site.channel || prefixOn(site.ending, signed.locale) === null) {
    // Said in the language the link names where this domain serves it (an expired link's), else the domain's.
    const claimed = claimedLocale(token);
    const locale = claimed && prefixOn(site.ending, claimed) !== null ? claimed : c.get('market').locale;
    return toNewsletterPage(c, locale, 'link-invalid');
  }
  const state = await subscriptionState(c.env.DB, signed.channel, signed.email);
  if (state === 'none') return toNewsletterPage(c, signed.locale, 'link-invalid');
  if (state === 'unconfirmed') await confirm(c, signed, now);
  return toNewsletterPage(c, signed.locale, 'confirmed');
});

/** Confirms the subscription and queues its welcome mail in one batch; a second click changes nothing. */
async function confirm(c: Context<AppEnv>, { channel, email, locale }: SignedSubscription, now: number): Promise<void> {
  const t = translatorFor(locale);
  const brand = CHANNEL_INFO[channel].brandName;
  const welcome: Mail = {
    kind: 'welcome',
    channel,
    recipient: email,
    locale,
    subject: t('mail.welcome.subject', { brand }),
    body: t('mail.welcome.body', { brand, link: startPageOf(c.get('site'), locale) }),
  };
  await queueAndDeliver(c, [
    confirmStatement(c.env.DB, channel, email, now),
    queueMail(c.env.DB, welcome, now, WELCOME_DUE, channel, email, now),
  ]);
}
