import { startJsonStandIn } from './json-stand-in';

/**
 * A stand-in for reCAPTCHA v3 on loopback (decisions 052, 055), for the worker tests and the browser
 * tests alike, speaking its protocols:
 * - `GET /recaptcha/api.js?render={siteKey}`: the widget's script. It puts `grecaptcha` in place,
 *   whose `ready(callback)` calls back and whose `execute(siteKey, {action: 'newsletter'})` resolves
 *   to the token of a person for the site key it was loaded with, to a token nobody knows otherwise.
 * - `POST /recaptcha/api/siteverify`: form-urlencoded `secret`, `response` and optional `remoteip`,
 *   answered with JSON `{success, challenge_ts, hostname, score, action, "error-codes"}`. It knows
 *   one secret, takes one token as a person's (score 0.9), one as a likely bot's (score 0.1) and
 *   refuses any other as `invalid-input-response`, a wrong secret as `invalid-input-secret`.
 * - `GET /_control/received?remoteip=`: the form fields that arrived from a client's address, so a
 *   test can check what the shop sent.
 */
export const RECAPTCHA_FAKE = {
  secret: 'test-bot-check-secret',
  siteKey: 'test-site-key',
  humanToken: 'token-of-a-person',
  botToken: 'token-of-a-likely-bot',
} as const;

const WIDGET = `(() => {
  const siteKey = new URL(document.currentScript.src).searchParams.get('render');
  window.grecaptcha = {
    ready: (callback) => setTimeout(callback, 0),
    execute: (key, options) =>
      Promise.resolve(key === siteKey && options && options.action === 'newsletter' ? ${JSON.stringify(RECAPTCHA_FAKE.humanToken)} : 'token-of-nobody'),
  };
})();
`;

export async function startRecaptchaFake(): Promise<{ port: number; close: () => Promise<void> }> {
  const received: Record<string, string>[] = [];
  return startJsonStandIn('reCAPTCHA', ({ method, url, headers, body }) => {
    if (url.pathname === '/recaptcha/api.js') return [200, WIDGET, 'text/javascript'];
    if (url.pathname === '/_control/received') return [200, received.filter((form) => form.remoteip === url.searchParams.get('remoteip'))];
    if (url.pathname !== '/recaptcha/api/siteverify' || method !== 'POST') return [404, {}];
    const isForm = (headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const form = Object.fromEntries(new URLSearchParams(isForm ? body : ''));
    received.push(form);
    const refused = (...codes: string[]): [number, unknown] => [200, { success: false, 'error-codes': codes }];
    if (!form.secret) return refused('missing-input-secret');
    if (form.secret !== RECAPTCHA_FAKE.secret) return refused('invalid-input-secret');
    if (!form.response) return refused('missing-input-response');
    const solved = { success: true, challenge_ts: new Date().toISOString(), hostname: 'kartenliebe.de', action: 'newsletter' };
    if (form.response === RECAPTCHA_FAKE.humanToken) return [200, { ...solved, score: 0.9 }];
    if (form.response === RECAPTCHA_FAKE.botToken) return [200, { ...solved, score: 0.1 }];
    return refused('invalid-input-response');
  });
}
