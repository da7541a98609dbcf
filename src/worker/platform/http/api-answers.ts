import type { Context } from 'hono';
import { createTranslator } from '../../../shared/i18n/translator';
import { DOMAIN_INFO } from '../../../shared/locale/domains';
import { isLocale, type Locale } from '../../../shared/locale/locales';
import type { AppEnv } from '../app-env';
import { messagesFor } from '../messages';
import { isApiPath } from './api-paths';
import { CACHE, cachePolicy } from './cache-policy';
import { problem } from './validation';

/**
 * The answers an API gives when it cannot do what was asked right now, in one place: too many
 * requests (429) and a service the shop depends on being down (503), each with `Retry-After` and
 * a text in the visitor's language, so a client can say when to try again.
 */

/**
 * Whether an error is answered as JSON: an API call, unless a browser navigated to it (a mail's
 * link to the newsletter confirmation opens in a tab, and a tab shows pages).
 */
export function answersJson(c: Context<AppEnv>): boolean {
  const navigated = c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html');
  return isApiPath(c.req.path) && !navigated;
}

/** A shopper asked to wait this long after a dependency's hiccup: time for it to come back. */
export const UNAVAILABLE_RETRY_SECONDS = 30;

/** The visitor's language for an answer: `X-Locale` (spec §7), else the domain's. */
function answerLocale(c: Context<AppEnv>): Locale {
  const asked = c.req.header('x-locale') ?? '';
  return isLocale(asked) ? asked : DOMAIN_INFO[c.get('site').ending].defaultLocale;
}

function answerText(c: Context<AppEnv>, key: 'api.tooManyRequests' | 'api.unavailable', seconds: number): string {
  const locale = answerLocale(c);
  return createTranslator(locale, messagesFor(locale))(key, { seconds });
}

/** 429: the client (or the thing it tries) is over a limit; `Retry-After` says when it is not. */
export function tooManyRequests(c: Context<AppEnv>, seconds: number, field = 'request'): Response {
  return c.json(problem(field, answerText(c, 'api.tooManyRequests', seconds), 'rate-limited'), 429, {
    ...cachePolicy(CACHE.none),
    'retry-after': String(seconds),
  });
}

/** 503: a service the shop depends on (D1) did not answer, so the call did not complete; it may be sent again. */
export function serviceUnavailable(c: Context<AppEnv>): Response {
  return c.json(problem('request', answerText(c, 'api.unavailable', UNAVAILABLE_RETRY_SECONDS), 'unavailable'), 503, {
    ...cachePolicy(CACHE.none),
    'retry-after': String(UNAVAILABLE_RETRY_SECONDS),
  });
}
