// The newsletter's bot check for the local shop (`npm start`, `npm run dev`) and the browser tests:
// a loopback HTTP server speaking reCAPTCHA v3's protocols, so the newsletter page shows its form
// and a subscription goes through without Google's keys (decision 084). The worker is unchanged: it
// loads the widget from BOT_CHECK_SCRIPT_URL and asks BOT_CHECK_VERIFY_URL, as it does Google's.
// - `GET /recaptcha/api.js?render={siteKey}`: the widget's script. It puts `grecaptcha` in place,
//   whose `execute(siteKey, {action: 'newsletter'})` resolves to the one token this start of the
//   stand-in takes, for its site key, and to a token nobody knows otherwise; and it shows a small
//   badge, as reCAPTCHA's own does, saying the check is a local one.
// - `POST /recaptcha/api/siteverify`: form-urlencoded `secret`, `response` and optional `remoteip`,
//   answered with JSON `{success, challenge_ts, hostname, score, action, "error-codes"}`
//   (https://developers.google.com/recaptcha/docs/verify).
// The secret and the token are new at every start; the site key is public and fixed.

import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { listenOnLoopback } from './loopback-listen.mjs';

/** The port the local shop's bot check takes when it is free; the browser tests' shops use 8788 and 8789, the backend's stand-in 8790. */
const STAND_IN_PORT = 8791;
const SITE_KEY = 'local-demo';
const ACTION = 'newsletter';

/** The badge's words, by the page's language (`<html lang>`); English for any other. */
const BADGE_TEXTS = {
  de: 'Lokale Bot-Prüfung (Demo)',
  en: 'Local bot check (demo)',
  fr: 'Contrôle anti-robot local (démo)',
  it: 'Verifica anti-bot locale (demo)',
  es: 'Verificación antibots local (demo)',
  nl: 'Lokale botcontrole (demo)',
};

/**
 * The widget, run in the page (served as its source text). The shop's Content-Security-Policy lets
 * no style attribute or `<style>` of a script through, so the badge is styled through the CSSOM.
 * Fixed at the bottom-left corner, it moves nothing on the page and leaves the form's button free;
 * with no z-index of its own, as reCAPTCHA's badge, the shop's notices, menu and dialogs cover it.
 */
function widget(siteKey, action, token, texts) {
  const rendered = new URL(document.currentScript.src).searchParams.get('render');
  window.grecaptcha = {
    ready: (callback) => setTimeout(callback, 0),
    execute: (key, options) =>
      Promise.resolve(key === siteKey && rendered === siteKey && options?.action === action ? token : 'token-of-nobody'),
  };
  const badge = document.createElement('div');
  badge.setAttribute('role', 'note');
  badge.textContent = texts[document.documentElement.lang.slice(0, 2).toLowerCase()] ?? texts.en;
  Object.assign(badge.style, {
    position: 'fixed',
    left: '4px',
    bottom: '4px',
    padding: '2px 6px',
    borderRadius: '4px',
    background: '#1f2937',
    color: '#fff',
    font: '11px/1.4 system-ui, sans-serif',
    pointerEvents: 'none',
  });
  document.body.append(badge);
}

/** siteverify's answer to a form, for the one secret and the one token this start takes. */
function siteverify(form, secret, token) {
  const refused = (code) => ({ success: false, 'error-codes': [code] });
  if (!form.get('secret')) return refused('missing-input-secret');
  if (form.get('secret') !== secret) return refused('invalid-input-secret');
  if (!form.get('response')) return refused('missing-input-response');
  if (form.get('response') !== token) return refused('invalid-input-response');
  // The shop's local hosts are all `*.localhost`; the worker leaves the hostname to Google's key settings.
  return { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost', score: 0.9, action: ACTION, 'error-codes': [] };
}

/**
 * The stand-in listening on loopback: on `port` when it is free, else on any free port. Resolves
 * with the server, its origin and the worker's vars that point the bot check at it.
 * @example (await startBotCheckStandIn()).vars.BOT_CHECK_SCRIPT_URL // 'http://127.0.0.1:8791/recaptcha/api.js'
 */
export async function startBotCheckStandIn(port = STAND_IN_PORT) {
  const secret = randomBytes(24).toString('base64url');
  const token = randomBytes(24).toString('base64url');
  const script = `(${widget})(${[SITE_KEY, ACTION, token, BADGE_TEXTS].map((value) => JSON.stringify(value)).join(', ')});\n`;
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://stand-in');
    const send = (status, type, body) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (pathname === '/recaptcha/api.js' && request.method === 'GET') return send(200, 'text/javascript; charset=utf-8', script);
    if (pathname !== '/recaptcha/api/siteverify' || request.method !== 'POST') {
      request.resume();
      return send(404, 'application/json', '{}');
    }
    let body = '';
    for await (const chunk of request.setEncoding('utf8')) body += chunk;
    const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    send(200, 'application/json', JSON.stringify(siteverify(new URLSearchParams(isForm ? body : ''), secret, token)));
  });
  const origin = await listenOnLoopback(server, port);
  const vars = {
    BOT_CHECK_SITE_KEY: SITE_KEY,
    BOT_CHECK_SECRET: secret,
    BOT_CHECK_SCRIPT_URL: `${origin}/recaptcha/api.js`,
    BOT_CHECK_VERIFY_URL: `${origin}/recaptcha/api/siteverify`,
  };
  return { origin, server, vars };
}
