// The shop backend of the local shop (`npm start`, `npm run dev`): a loopback HTTP server the
// worker reverse-proxies its shop pages to, as it does to the real backend (SHOP_BACKEND_ORIGIN,
// src/worker/features/pages/shop-backend.ts). It answers basket, checkout, account and the other
// backend pages with a small page in the visitor's language (`X-Locale`), saying it is the local
// demo's stand-in, and with a way back to the shop; unknown paths get a 404 page, calls under
// `/web-api/` the worker's JSON 404 (decision 082), but for the customer's picture, which no
// customer has here (decision 087).

import { createServer } from 'node:http';
import { CHANNEL_INFO } from '../src/shared/channel/channels.ts';
import { SHOP_PAGE_PREFIXES } from '../src/shared/routing/shop-pages.ts';
import { listenOnLoopback } from './loopback-listen.mjs';

/** The port the local shop's stand-in takes when it is free; the browser tests' shops use 8788 and 8789. */
export const STAND_IN_PORT = 8790;

const LANGUAGES = ['de', 'en', 'fr', 'it', 'es', 'nl'];
const DEFAULT_LOCALE = 'de-DE';

// Pages below an account prefix (`/kundenkonto/bestellungen`), by their segment in every language.
const ACCOUNT_PAGES = {
  orders: ['bestellungen', 'ordini', 'commandes', 'pedidos', 'bestellingen', 'orders'],
  addresses: ['adressen', 'indirizzi', 'adresses', 'direcciones', 'addresses'],
};

// The first path segment(s) of each backend page, in every language: the `backend` rows of the
// shop's own table (spec §2), read from its source (Node 22 strips its types).
const PAGE_WORDS = SHOP_PAGE_PREFIXES.filter((entry) => entry.handler === 'backend').flatMap(({ topic, prefixes }) =>
  prefixes.map((word) => ({ kind: topic, parts: word.split('/') })),
);

// One form of address per language (decision 075): German "Sie", French "vous" (a narrow no-break
// space before : ; ? !), Dutch "je", Italian "tu", Spanish "tú".
const TEXTS = {
  de: {
    headings: {
      configurator: 'Konfigurator',
      'customer-account': 'Kundenkonto',
      orders: 'Ihre Bestellungen',
      addresses: 'Ihre Adressen',
      logout: 'Abmeldung',
      order: 'Bestellung',
      account: 'Kundenkonto',
      basket: 'Warenkorb',
      checkout: 'Kasse',
      recommendation: 'Empfehlung',
      'registration-verification': 'Registrierung bestätigen',
      'shipping-costs': 'Versandkosten',
      reviews: 'Bewertungen',
      users: 'Benutzer',
      'not-found': 'Seite nicht gefunden',
    },
    received: 'Das würde der Warenkorb des Shop-Backends erhalten:',
    giftVoucher: 'Geschenkgutschein über {value}',
    design: 'Motiv: {design}',
    empty: 'Ihr Warenkorb ist leer.',
    count: { one: 'Ihr Warenkorb enthält 1 Artikel.', other: 'Ihr Warenkorb enthält {n} Artikel.' },
    notFound: 'Diese Adresse gibt es nicht:',
    continue: 'Weiter einkaufen',
    note: 'Lokale Demo: Diese Seite kommt von einem Platzhalter für das Shop-Backend. Sie können hier nichts bestellen.',
  },
  en: {
    headings: {
      configurator: 'Configurator',
      'customer-account': 'Your account',
      orders: 'Your orders',
      addresses: 'Your addresses',
      logout: 'Log out',
      order: 'Order',
      account: 'Your account',
      basket: 'Basket',
      checkout: 'Checkout',
      recommendation: 'Recommendation',
      'registration-verification': 'Confirm your registration',
      'shipping-costs': 'Shipping costs',
      reviews: 'Reviews',
      users: 'Users',
      'not-found': 'Page not found',
    },
    received: 'What the shop backend’s basket would receive:',
    giftVoucher: 'Gift voucher worth {value}',
    design: 'Design: {design}',
    empty: 'Your basket is empty.',
    count: { one: 'Your basket holds 1 item.', other: 'Your basket holds {n} items.' },
    notFound: 'This address does not exist:',
    continue: 'Continue shopping',
    note: 'Local demo: this page comes from a stand-in for the shop backend. You cannot order anything here.',
  },
  fr: {
    headings: {
      configurator: 'Configurateur',
      'customer-account': 'Votre espace client',
      orders: 'Vos commandes',
      addresses: 'Vos adresses',
      logout: 'Déconnexion',
      order: 'Commande',
      account: 'Votre compte',
      basket: 'Panier',
      checkout: 'Paiement',
      recommendation: 'Recommandation',
      'registration-verification': 'Confirmation de l’inscription',
      'shipping-costs': 'Frais de livraison',
      reviews: 'Avis clients',
      users: 'Utilisateurs',
      'not-found': 'Page introuvable',
    },
    received: 'Voici ce que recevrait le panier de la boutique :',
    giftVoucher: 'Bon cadeau d’une valeur de {value}',
    design: 'Motif : {design}',
    empty: 'Votre panier est vide.',
    count: { one: 'Votre panier contient 1 article.', other: 'Votre panier contient {n} articles.' },
    notFound: 'Cette adresse n’existe pas\u202f:',
    continue: 'Continuer vos achats',
    note: 'Démo locale\u202f: cette page vient d’un remplaçant du back-end de la boutique. Vous ne pouvez rien commander ici.',
  },
  it: {
    headings: {
      configurator: 'Configuratore',
      'customer-account': 'La tua area clienti',
      orders: 'I tuoi ordini',
      addresses: 'I tuoi indirizzi',
      logout: 'Disconnessione',
      order: 'Ordine',
      account: 'Il tuo account',
      basket: 'Carrello',
      checkout: 'Cassa',
      recommendation: 'Raccomandazione',
      'registration-verification': 'Conferma della registrazione',
      'shipping-costs': 'Costi di spedizione',
      reviews: 'Recensioni',
      users: 'Utenti',
      'not-found': 'Pagina non trovata',
    },
    received: 'Ecco cosa riceverebbe il carrello del negozio:',
    giftVoucher: 'Buono regalo da {value}',
    design: 'Motivo: {design}',
    empty: 'Il tuo carrello è vuoto.',
    count: { one: 'Il tuo carrello contiene 1 articolo.', other: 'Il tuo carrello contiene {n} articoli.' },
    notFound: 'Questo indirizzo non esiste:',
    continue: 'Continua lo shopping',
    note: 'Demo locale: questa pagina viene da un sostituto del back-end del negozio. Qui non puoi ordinare nulla.',
  },
  es: {
    headings: {
      configurator: 'Configurador',
      'customer-account': 'Tu área de cliente',
      orders: 'Tus pedidos',
      addresses: 'Tus direcciones',
      logout: 'Cerrar sesión',
      order: 'Pedido',
      account: 'Tu cuenta',
      basket: 'Carrito',
      checkout: 'Finalizar compra',
      recommendation: 'Recomendación',
      'registration-verification': 'Confirmación del registro',
      'shipping-costs': 'Gastos de envío',
      reviews: 'Opiniones',
      users: 'Usuarios',
      'not-found': 'Página no encontrada',
    },
    received: 'Esto es lo que recibiría el carrito de la tienda:',
    giftVoucher: 'Tarjeta regalo de {value}',
    design: 'Motivo: {design}',
    empty: 'Tu carrito está vacío.',
    count: { one: 'Tu carrito contiene 1 artículo.', other: 'Tu carrito contiene {n} artículos.' },
    notFound: 'Esta dirección no existe:',
    continue: 'Seguir comprando',
    note: 'Demo local: esta página viene de un sustituto del back-end de la tienda. Aquí no puedes pedir nada.',
  },
  nl: {
    headings: {
      configurator: 'Configurator',
      'customer-account': 'Mijn account',
      orders: 'Je bestellingen',
      addresses: 'Je adressen',
      logout: 'Afmelden',
      order: 'Bestelling',
      account: 'Je account',
      basket: 'Winkelmandje',
      checkout: 'Afrekenen',
      recommendation: 'Aanbeveling',
      'registration-verification': 'Registratie bevestigen',
      'shipping-costs': 'Verzendkosten',
      reviews: 'Beoordelingen',
      users: 'Gebruikers',
      'not-found': 'Pagina niet gevonden',
    },
    received: 'Dit zou het winkelmandje van de shop ontvangen:',
    giftVoucher: 'Cadeaubon van {value}',
    design: 'Motief: {design}',
    empty: 'Je winkelmandje is leeg.',
    count: { one: 'Je winkelmandje bevat 1 artikel.', other: 'Je winkelmandje bevat {n} artikelen.' },
    notFound: 'Dit adres bestaat niet:',
    continue: 'Verder winkelen',
    note: 'Lokale demo: deze pagina komt van een vervanger van de shop-backend. Je kunt hier niets bestellen.',
  },
};

// American English says cart where British English says basket (decision 075).
const US_TEXTS = {
  ...TEXTS.en,
  headings: { ...TEXTS.en.headings, basket: 'Cart' },
  empty: 'Your cart is empty.',
  received: 'What the shop backend’s cart would receive:',
  count: { one: 'Your cart holds 1 item.', other: 'Your cart holds {n} items.' },
};

const STYLE = 'body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}footer{color:#555}';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };

/** spec §7 `/web-api/customer-picture`: the customer's picture, which only the shop backend keeps (decision 087). */
const CUSTOMER_PICTURE_PATH = '/web-api/customer-picture';

/**
 * The stand-in keeps no pictures: every visitor and customer has none, which is no error (spec §8
 * reads any 4xx as one), so a GET answers `{picture: null}` and a page shows its placeholder. An
 * upload is refused: nothing is kept here.
 */
function customerPictureAnswer(method) {
  if (method === 'GET' || method === 'HEAD') {
    return {
      status: 200,
      headers: { ...JSON_HEADERS, 'cache-control': 'private, no-store' },
      body: method === 'HEAD' ? '' : '{"picture":null}',
    };
  }
  const body = JSON.stringify({ error: { field: 'method', problem: 'the local stand-in keeps no pictures: GET only' } });
  return { status: 405, headers: { ...JSON_HEADERS, allow: 'GET, HEAD' }, body };
}

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

/** A path segment as the visitor typed it; one that is not valid percent-encoding stays as it came. */
function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The locale the worker names in `X-Locale` (`fr-CH`); the shop's default for anything else. */
function localeOf(header) {
  const value = typeof header === 'string' ? header : '';
  const match = /^([a-z]{2})-[A-Z]{2}$/.exec(value);
  return match && LANGUAGES.includes(match[1]) ? value : DEFAULT_LOCALE;
}

/** The number of articles a `basket` cookie names; 0 without one. */
function basketCount(cookieHeader) {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === 'basket' && /^[0-9]{1,6}$/.test(value ?? '')) return Number(value);
  }
  return 0;
}

/** Which page a path (its segments behind the language prefix) names, or null. */
function pageOf(segments) {
  let best = null;
  for (const { kind, parts } of PAGE_WORDS) {
    if (parts.every((part, i) => segments[i] === part) && (!best || parts.length > best.parts.length)) best = { kind, parts };
  }
  if (!best) return null;
  if (best.kind === 'customer-account' || best.kind === 'account') {
    const next = segments[best.parts.length];
    const subpage = Object.entries(ACCOUNT_PAGES).find(([, words]) => words.includes(next));
    if (subpage) return subpage[0];
  }
  return best.kind;
}

/**
 * The stand-in's answer to a request: status, headers and body.
 * @example shopBackendAnswer({ method: 'GET', url: '/fr/panier', headers: { 'x-locale': 'fr-CH' } }) // 200, the French basket
 */
export function shopBackendAnswer({ method, url, headers }) {
  // Only a path is ours to read (never an absolute URL): `//host/…` stays a path on this server.
  const pathname = (url ?? '/').startsWith('/') ? (url ?? '/').split('?')[0] : '/';
  if (pathname === CUSTOMER_PICTURE_PATH) return customerPictureAnswer(method);
  if (pathname === '/web-api' || pathname.startsWith('/web-api/')) {
    const body = JSON.stringify({ error: { field: 'path', problem: `no endpoint at ${pathname}` } });
    return { status: 404, headers: JSON_HEADERS, body };
  }

  const locale = localeOf(headers['x-locale']);
  const texts = locale === 'en-US' ? US_TEXTS : TEXTS[locale.slice(0, 2)];
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decoded(segment).toLowerCase());
  const prefix = LANGUAGES.includes(segments[0]) ? segments[0] : null;
  const kind = pageOf(prefix ? segments.slice(1) : segments);
  const channel = /^(kartenliebe|wallart)-[a-z]{2}$/.exec(String(headers['x-channel'] ?? ''))?.[1];
  // The start page of the path's own language prefix (`/fr/panier` → `/fr/`), a link of a fixed few.
  const home = prefix ? `/${prefix}${channel && !CHANNEL_INFO[channel].trailingSlash ? '' : '/'}` : '/';

  const heading = texts.headings[kind ?? 'not-found'];
  let text = '';
  if (kind === 'basket') {
    const count = basketCount(headers.cookie);
    const sentence = count === 0 ? texts.empty : count === 1 ? texts.count.one : texts.count.other;
    text = `<p>${escapeHtml(sentence.replace('{n}', new Intl.NumberFormat(locale).format(count)))}</p>`;
  }
  // A product handed to the basket without a designer (a gift voucher, decision 088): what the basket would receive.
  const handed = kind === 'basket' ? handOffOf(url ?? '/', locale, texts) : '';
  if (handed) text = handed;
  if (kind === null) text = `<p>${escapeHtml(texts.notFound)} <code>${escapeHtml(decoded(pathname))}</code></p>`;
  const title = channel ? `${heading} – ${CHANNEL_INFO[channel].brandName}` : heading;
  const body = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(heading)}</h1>${text}<p><a href="${home}">${escapeHtml(texts.continue)}</a></p></main>`,
    `<footer><p><small>${escapeHtml(texts.note)}</small></p></footer></body></html>`,
    '',
  ].join('\n');
  return { status: kind === null ? 404 : 200, headers: { ...HEADERS, 'content-language': locale }, body: method === 'HEAD' ? '' : body };
}

/**
 * What a basket hand-off's query would put into the basket (spec §7 `addToCart`, `sku`, `amount`,
 * with a gift voucher's `value`, `currency` and `design`): a sentence and the query's parameters,
 * escaped; '' for a basket visited without one.
 */
function handOffOf(url, locale, texts) {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  if (!query.has('addToCart')) return '';
  const value = Number(query.get('value'));
  const currency = /^[A-Z]{3}$/.test(query.get('currency') ?? '') ? query.get('currency') : null;
  const lines = [];
  if (query.get('addToCart') === 'gift-voucher' && Number.isFinite(value) && currency) {
    const worth = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
    lines.push(texts.giftVoucher.replace('{value}', worth));
    if (query.get('design')) lines.push(texts.design.replace('{design}', query.get('design')));
  }
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  const parameters = [...query].map(([name, each]) => `<dt>${escapeHtml(name)}</dt><dd><code>${escapeHtml(each)}</code></dd>`).join('');
  return `<p>${escapeHtml(texts.received)}</p>${items ? `<ul>${items}</ul>` : ''}<dl>${parameters}</dl>`;
}

/**
 * The stand-in listening on loopback: on `port` when it is free, else on any free port.
 * Resolves with the server and its origin (`http://127.0.0.1:8790`).
 */
export async function startShopBackendStandIn(port = STAND_IN_PORT) {
  const server = createServer((request, response) => {
    // The body of a form post is not read: the stand-in has no forms, and answers every method alike.
    request.resume();
    const answer = shopBackendAnswer({ method: request.method, url: request.url, headers: request.headers });
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  return { server, origin: await listenOnLoopback(server, port) };
}
