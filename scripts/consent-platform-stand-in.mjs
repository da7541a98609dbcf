// The consent platform on loopback (decision 089): a server speaking the part of Didomi's web SDK
// protocol the shop uses, for the browser tests and for trying a platform on this machine
// (`npm start -- --var CONSENT_PLATFORM_ID:local-demo --var CONSENT_PLATFORM_SDK_URL:http://127.0.0.1:8792/`
// with `node scripts/consent-platform-stand-in.mjs` running). The worker and its glue module are
// unchanged: they load `{sdk}{id}/loader.js` as they do Didomi's.
// - `GET /{id}/loader.js?target=…|target_type=notice&target=…[&country=…[&region=…]]`: the SDK. It
//   reads `window.didomiConfig` (its `languages.default`, its `user.country` and `user.region`),
//   shows a notice in that language saying it is a local one and whose rules it applies, keeps the
//   visitor's answer in its own cookie (`didomi_token`: `all` or `none`), puts `window.Didomi` in
//   place (`shouldUserStatusBeCollected`, `getCurrentUserStatus`, `preferences.show`, `notice.show`),
//   calls what `didomiOnReady` holds or is given, and tells `didomiEventListeners` of each change
//   (`consent.changed`).
// Anything else answers 404.

import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listenOnLoopback } from './loopback-listen.mjs';

/** The port the stand-in takes when it is free (the bot check's stand-in has 8791). */
const STAND_IN_PORT = 8792;

/** The notice's words, by language; English for any other. */
const TEXTS = {
  de: { text: 'Lokale Einwilligungsplattform (Demo). Dürfen wir Cookies zur Messung verwenden?', agree: 'Zustimmen', disagree: 'Ablehnen' },
  en: { text: 'Local consent platform (demo). May we use cookies for measurement?', agree: 'Agree', disagree: 'Disagree' },
  fr: {
    text: 'Plateforme de consentement locale (démo). Pouvons-nous utiliser des cookies de mesure ?',
    agree: 'Accepter',
    disagree: 'Refuser',
  },
  it: { text: 'Piattaforma di consenso locale (demo). Possiamo usare cookie di misurazione?', agree: 'Accetto', disagree: 'Rifiuto' },
  es: { text: 'Plataforma de consentimiento local (demo). ¿Podemos usar cookies de medición?', agree: 'Aceptar', disagree: 'Rechazar' },
  nl: { text: 'Lokaal toestemmingsplatform (demo). Mogen we cookies voor metingen gebruiken?', agree: 'Akkoord', disagree: 'Weigeren' },
};

/** The purposes the stand-in asks for, as a Didomi notice names them. */
const PURPOSES = ['cookies', 'measure_audience'];

/**
 * The SDK, run in the page (served as its source text). The shop's Content-Security-Policy lets no
 * style attribute of a script's markup through, so the notice is styled through the CSSOM.
 */
function sdk(texts, purposes) {
  const config = window.didomiConfig ?? {};
  const language = config.languages?.default ?? 'en';
  const words = texts[language] ?? texts.en;
  const query = new URL(document.currentScript.src).searchParams;
  const readToken = () => document.cookie.match(/(?:^|; )didomi_token=(all|none)/)?.[1] ?? null;
  const listeners = [];
  const tell = (event) => {
    for (const entry of listeners) if (entry.event === event) entry.listener({});
  };
  let host = null;
  const hide = () => {
    host?.remove();
    host = null;
  };
  const decide = (answer) => {
    // biome-ignore lint/suspicious/noDocumentCookie: synchronous, as the platform's SDK keeps its token
    document.cookie = `didomi_token=${answer}; Max-Age=${396 * 86_400}; Path=/; SameSite=Lax`;
    hide();
    tell('consent.changed');
  };
  const show = () => {
    if (host) return;
    host = document.createElement('div');
    host.id = 'didomi-host';
    host.setAttribute('role', 'dialog');
    host.setAttribute('aria-label', words.text);
    host.lang = language;
    host.dataset.language = language;
    host.dataset.country = query.get('country') ?? config.user?.country ?? '';
    host.dataset.region = query.get('region') ?? config.user?.region ?? '';
    const text = document.createElement('p');
    text.textContent = words.text;
    host.append(text);
    for (const [answer, label] of [
      ['none', words.disagree],
      ['all', words.agree],
    ]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', () => decide(answer));
      Object.assign(button.style, { marginRight: '8px', padding: '8px 14px', font: 'inherit' });
      host.append(button);
    }
    Object.assign(host.style, {
      position: 'fixed',
      left: '8px',
      right: '8px',
      bottom: '8px',
      zIndex: '40',
      padding: '12px 16px',
      background: '#fff',
      border: '2px solid #1f2937',
      borderRadius: '8px',
      font: '15px/1.4 system-ui, sans-serif',
    });
    document.body.append(host);
  };
  const didomi = {
    shouldUserStatusBeCollected: () => readToken() === null,
    getCurrentUserStatus: () => ({
      purposes: Object.fromEntries(purposes.map((id) => [id, { id, enabled: readToken() === 'all' }])),
    }),
    preferences: { show },
    notice: { show },
  };
  window.Didomi = didomi;
  const onReady = window.didomiOnReady ?? [];
  window.didomiOnReady = { push: (callback) => callback(didomi) };
  const given = window.didomiEventListeners ?? [];
  listeners.push(...given);
  window.didomiEventListeners = { push: (entry) => listeners.push(entry) };
  if (readToken() === null) show();
  for (const callback of onReady) callback(didomi);
}

/**
 * The stand-in listening on loopback: on `port` when it is free, else on any free port. Resolves
 * with the server, its origin and the worker's vars that point the consent platform at it.
 * @example (await startConsentPlatformStandIn()).vars.CONSENT_PLATFORM_SDK_URL // 'http://127.0.0.1:8792/'
 */
export async function startConsentPlatformStandIn(port = STAND_IN_PORT) {
  const script = `(${sdk})(${JSON.stringify(TEXTS)}, ${JSON.stringify(PURPOSES)});\n`;
  const server = createServer((request, response) => {
    request.resume();
    const { pathname } = new URL(request.url ?? '/', 'http://stand-in');
    const found = request.method === 'GET' && /^\/[A-Za-z0-9-]+\/loader\.js$/.test(pathname);
    response.writeHead(found ? 200 : 404, {
      'content-type': found ? 'text/javascript; charset=utf-8' : 'application/json',
      'cache-control': 'no-store',
    });
    response.end(found ? script : '{}');
  });
  const origin = await listenOnLoopback(server, port);
  const vars = { CONSENT_PLATFORM_ID: 'local-demo', CONSENT_PLATFORM_SDK_URL: `${origin}/`, CONSENT_PLATFORM_API_URL: `${origin}/` };
  return { origin, server, vars };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { origin } = await startConsentPlatformStandIn();
  console.log(`Consent platform stand-in on ${origin} (local, not Didomi)`);
}
