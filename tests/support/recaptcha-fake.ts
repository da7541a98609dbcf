import { startJsonStandIn } from './json-stand-in';

/**
 * A stand-in for reCAPTCHA v3's siteverify on loopback for the worker tests (decision 052), with
 * fixed tokens a test can send (the browser tests use the stand-in `npm start` runs, decision 084):
 * - `POST /recaptcha/api/siteverify`: form-urlencoded `secret`, `response` and optional `remoteip`,
 *   answered with JSON `{success, challenge_ts, hostname, score, action, "error-codes"}`. It knows
 *   one secret, takes one token as a person's (score 0.9), one as a likely bot's (score 0.1) and
 *   refuses any other as `invalid-input-response`, a wrong secret as `invalid-input-secret`.
 * - `GET /_control/received?remoteip=`: the form fields that arrived from a client's address, so a
 *   test can check what the shop sent.
 */
export const RECAPTCHA_FAKE = {
  secret: 'test-bot-check-secret',
  humanToken: 'token-of-a-person',
  botToken: 'token-of-a-likely-bot',
} as const;

export async function startRecaptchaFake(): Promise<{ port: number; close: () => Promise<void> }> {
  const received: Record<string, string>[] = [];
  return startJsonStandIn('reCAPTCHA', ({ method, url, headers, body }) => {
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
