import type { TestProject } from 'vitest/node';
import { startJsonStandIn } from '../support/json-stand-in';

/**
 * A stand-in for reCAPTCHA's siteverify on loopback (decision 052), speaking its protocol: `POST`
 * form-urlencoded `secret`, `response` and optional `remoteip`, answered with JSON `{success,
 * challenge_ts, hostname, score, action, "error-codes"}`. It knows one secret, takes one token as a
 * person's (score 0.9), one as a likely bot's (score 0.1) and refuses any other as
 * `invalid-input-response`, a wrong secret as `invalid-input-secret`.
 *
 * `GET /_control/received?remoteip=` lists the form fields that arrived from a client's address,
 * so a test can check what the shop sent.
 */
const BOT_CHECK_SECRET = 'test-bot-check-secret';
const HUMAN_TOKEN = 'token-of-a-person';
const BOT_TOKEN = 'token-of-a-likely-bot';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const received: Record<string, string>[] = [];
  const standIn = await startJsonStandIn('bot check', ({ method, url, headers, body }) => {
    if (url.pathname === '/_control/received') return [200, received.filter((form) => form.remoteip === url.searchParams.get('remoteip'))];
    if (url.pathname !== '/recaptcha/api/siteverify' || method !== 'POST') return [404, {}];
    const isForm = (headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const form = Object.fromEntries(new URLSearchParams(isForm ? body : ''));
    received.push(form);
    const refused = (...codes: string[]): [number, unknown] => [200, { success: false, 'error-codes': codes }];
    if (!form.secret) return refused('missing-input-secret');
    if (form.secret !== BOT_CHECK_SECRET) return refused('invalid-input-secret');
    if (!form.response) return refused('missing-input-response');
    const solved = { success: true, challenge_ts: new Date().toISOString(), hostname: 'kartenliebe.de', action: 'newsletter' };
    if (form.response === HUMAN_TOKEN) return [200, { ...solved, score: 0.9 }];
    if (form.response === BOT_TOKEN) return [200, { ...solved, score: 0.1 }];
    return refused('invalid-input-response');
  });
  project.provide('botCheckPort', standIn.port);
  project.provide('botCheckSecret', BOT_CHECK_SECRET);
  return standIn.close;
}
