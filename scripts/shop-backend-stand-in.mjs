// The shop backend of the local shop (`npm start`, `npm run dev`): a loopback HTTP server the
// worker reverse-proxies its shop pages to, as it does to the real backend (SHOP_BACKEND_ORIGIN,
// src/worker/features/pages/shop-backend.ts). It answers basket, checkout, account and the other
// backend pages with a small page in the visitor's language (`X-Locale`), saying it is the local
// demo's stand-in, and with a way back to the shop; unknown paths get a 404 page, calls under
// `/web-api/` the worker's JSON 404 (decision 082).

import { createServer } from 'node:http';
import { CHANNEL_INFO } from '../src/shared/channel/channels.ts';
import { SHOP_PAGE_PREFIXES } from '../src/shared/routing/shop-pages.ts';

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
  count: { one: 'Your cart holds 1 item.', other: 'Your cart holds {n} items.' },
};

const STYLE = 'body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}footer{color:#555}';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

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
  if (pathname === '/web-api' || pathname.startsWith('/web-api/')) {
    const body = JSON.stringify({ error: { field: 'path', problem: `no endpoint at ${pathname}` } });
    return { status: 404, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' }, body };
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
  if (kind === null) text = `<p>${escapeHtml(texts.notFound)} <code>${escapeHtml(decoded(pathname))}</code></p>`;
  const title = channel ? `${heading} – ${CHANNEL_INFO[channel].brandName}` : heading;
  const body = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(heading)}</h1>${text}<p><a href="${home}">${escapeHtml(texts.continue)}</a></p></main>`,
    `<footer><p><small>${escapeHtml(texts.note)}</small></p></footer></body></html>`,
    '',
  ].join('\n');
  return { status: kind === null ? 404 : 200, headers: { ...HEADERS, 'content-language': locale }, body: method === 'HEAD' ? '' : body };
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
  const listen = (on) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    await listen(port);
  } catch (error) {
    if (error.code !== 'EADDRINUSE' || port === 0) throw error;
    await listen(0);
  }
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}
