import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopBackendStandIn } from '../../scripts/shop-backend-stand-in.mjs';
import { wranglerDev } from '../../scripts/start.mjs';
import { CHANNEL_INFO, CHANNELS } from '../../src/shared/channel/channels';
import { SHOP_PAGE_PREFIXES } from '../../src/shared/routing/shop-pages';
import { shopConfig } from '../../src/worker/platform/env';

// The local shop's stand-in for the shop backend (decision 082), on a port of its own, asked as
// the worker asks it: the path as the visitor wrote it, the market in X-Locale and X-Channel.

let server: Server;
let origin: string;

beforeAll(async () => {
  ({ server, origin } = await startShopBackendStandIn(0));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request with the path sent byte for byte, as a hostile client may send it (fetch would encode it). */
function ask(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${origin}/`, { path, method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

const market = (locale: string, channel = 'kartenliebe-de') => ({ 'x-locale': locale, 'x-channel': channel });

/** The text a reader meets: the body's markup without tags, entities of the escaper read back. */
const textOf = (html: string) =>
  (html.split('<body>')[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The links a reader can follow (the page's icon is not one). */
const links = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]);

describe('the basket', () => {
  it('is German, empty, and leads back to the start page', async () => {
    const answer = await ask('/warenkorb', market('de-DE'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toMatch(/^<!doctype html>\n<html lang="de-DE">/);
    expect(answer.body).toContain('<title>Warenkorb – Kartenliebe</title>');
    expect(answer.body).toContain('<h1>Warenkorb</h1>');
    expect(answer.body).toContain('<p>Ihr Warenkorb ist leer.</p>');
    expect(answer.body).toContain('<a href="/">Weiter einkaufen</a>');
    expect(answer.body).toContain('Platzhalter für das Shop-Backend');
  });

  it('counts the articles its cookie names', async () => {
    expect((await ask('/warenkorb', { ...market('de-DE'), cookie: 'session=abc; basket=3' })).body).toContain(
      'Ihr Warenkorb enthält 3 Artikel.',
    );
    expect((await ask('/warenkorb', { ...market('en-GB'), cookie: 'basket=1' })).body).toContain('Your basket holds 1 item.');
    expect((await ask('/warenkorb', { ...market('en-GB'), cookie: 'basket=<b>' })).body).toContain('Your basket is empty.');
  });

  it('is French on kartenliebe.ch/fr, with French spacing, and leads back to /fr/', async () => {
    const answer = await ask('/fr/panier', market('fr-CH', 'kartenliebe-ch'));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<html lang="fr-CH">');
    expect(answer.body).toContain('<h1>Panier</h1>');
    expect(answer.body).toContain('Votre panier est vide.');
    expect(links(answer.body)).toEqual(['/fr/']);
    expect(answer.body).toContain('>Continuer vos achats</a>');
    expect(answer.body).toContain('Démo locale\u202f: cette page');
    expect(textOf(answer.body)).not.toMatch(/[^\u202f][:;?!]/);
  });

  it("leads to the start page in the channel's spelling of paths", async () => {
    for (const channel of CHANNELS) {
      const home = CHANNEL_INFO[channel].trailingSlash ? '/fr/' : '/fr';
      expect(links((await ask('/fr/panier/', market('fr-CH', `${channel}-ch`))).body)).toEqual([home]);
    }
  });

  it('shows what a gift voucher handed to it would put into the basket, every parameter escaped (decision 088)', async () => {
    const query = 'addToCart=gift-voucher&sku=gift-voucher&amount=1&value=50&currency=CHF&design=No%C3%ABl%20%3Cb%3E';
    const answer = await ask(`/fr/panier/?${query}`, market('fr-CH', 'kartenliebe-ch'));
    expect(answer.status).toBe(200);
    const text = textOf(answer.body);
    expect(text).toContain('Voici ce que recevrait le panier de la boutique\u202f:');
    expect(text).toMatch(/Bon cadeau d’une valeur de 50[.,]00\sCHF/);
    expect(text).toContain('Motif\u202f: Noël <b>');
    expect(answer.body).not.toContain('<b>');
    expect(text).not.toMatch(/[^\u202f][:;?!]/);
    // Without a hand-off, the basket is as it was.
    expect((await ask('/fr/panier/', market('fr-CH', 'kartenliebe-ch'))).body).not.toContain('Voici ce que');
  });

  it('says cart in American English and writes no ß in Swiss German', async () => {
    expect((await ask('/basket', market('en-US', 'wallart-us'))).body).toContain('Your cart is empty.');
    const swiss = await ask('/registrierung/verifizierung', market('de-CH', 'kartenliebe-ch'));
    expect(textOf(swiss.body)).not.toContain('ß');
  });
});

describe('the other backend pages', () => {
  it('answers every backend prefix of the shop-page table, with and without a language prefix', async () => {
    const paths = SHOP_PAGE_PREFIXES.filter((entry) => entry.handler === 'backend').flatMap((entry) =>
      entry.prefixes.flatMap((prefix) => [`/${prefix}`, `/it/${prefix}/`]),
    );
    for (const path of paths) expect([path, (await ask(path, market('it-IT'))).status]).toEqual([path, 200]);
  });

  it('names checkout and account subpages in the visitor language', async () => {
    expect((await ask('/kasse', market('de-DE'))).body).toContain('<h1>Kasse</h1>');
    expect((await ask('/kundenkonto/bestellungen/', market('de-DE'))).body).toContain('<h1>Ihre Bestellungen</h1>');
    expect((await ask('/espace-client/commandes', market('fr-BE'))).body).toContain('<h1>Vos commandes</h1>');
    expect((await ask('/mijn-account/bestellingen', market('nl-NL'))).body).toContain('<h1>Je bestellingen</h1>');
    expect((await ask('/area-clienti/ordini', market('it-IT'))).body).toContain('<h1>I tuoi ordini</h1>');
    expect((await ask('/area-cliente/pedidos', market('es-ES'))).body).toContain('<h1>Tus pedidos</h1>');
    expect((await ask('/caja?paso=2', market('es-ES'))).body).toContain('<h1>Finalizar compra</h1>');
  });

  it('answers without a body to HEAD, and the default locale to an unknown X-Locale', async () => {
    const head = await ask('/warenkorb', market('de-DE'), 'HEAD');
    expect([head.status, head.body]).toEqual([200, '']);
    expect((await ask('/warenkorb', { 'x-locale': '"><script>' })).body).toContain('<html lang="de-DE">');
  });
});

describe('what the stand-in does not know', () => {
  it('is a 404 page naming the path', async () => {
    const answer = await ask('/gibt-es-nicht', market('de-DE'));
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<h1>Seite nicht gefunden</h1>');
    expect(answer.body).toContain('<code>/gibt-es-nicht</code>');
  });

  it('escapes a hostile path, sent as it is and percent-encoded', async () => {
    const hostile = `/<script>alert("x")</script>&'<img/src=x/onerror=alert(1)>`;
    for (const path of [hostile, encodeURI(hostile)]) {
      const answer = await ask(path, market('de-DE'));
      expect(answer.status).toBe(404);
      expect(answer.body).not.toMatch(/<script|<img/);
      expect(answer.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;&lt;img/src=x/onerror=alert(1)&gt;');
    }
  });

  it('never links away from the shop', async () => {
    for (const path of ['//evil.example/warenkorb', '/https:/evil.example/', '//fr/panier', '/javascript:alert(1)/panier', '/xx/panier']) {
      for (const href of links((await ask(path, market('fr-FR'))).body)) expect(href).toMatch(/^\/(?:(?:de|en|fr|it|es|nl)\/)?$/);
    }
  });

  it('answers a call under /web-api/ as the worker does: JSON 404 naming the path', async () => {
    const answer = await ask('/web-api/basket-items', market('de-DE'));
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.body)).toEqual({ error: { field: 'path', problem: 'no endpoint at /web-api/basket-items' } });
  });

  it('answers the customer’s picture (spec §7) with none, which a page shows as its placeholder, and refuses an upload', async () => {
    const answer = await ask('/web-api/customer-picture', market('fr-FR'));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(answer.body)).toEqual({ picture: null });
    const upload = await ask('/web-api/customer-picture', market('de-DE'), 'POST');
    expect(upload.status).toBe(405);
    expect(upload.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(upload.body).error.field).toBe('method');
  });
});

describe('npm start', () => {
  it('points wrangler dev at the stand-in, and passes its own options on', () => {
    const start = wranglerDev('start', 'http://127.0.0.1:8790', ['--port', '8800']);
    expect(start.args).toEqual(['dev', '--var', 'SHOP_BACKEND_ORIGIN:http://127.0.0.1:8790', '--port', '8800']);
    expect(start.env).toEqual({
      NODE_ENV: 'production',
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    });
    const dev = wranglerDev('dev', 'http://127.0.0.1:8790');
    expect(dev.args).toEqual(['dev', '--minify=false', '--var', 'SHOP_BACKEND_ORIGIN:http://127.0.0.1:8790']);
    expect(dev.env.NODE_ENV).toBe('development');
  });

  it('gives the worker an origin its configuration takes', () => {
    // wrangler.toml's vars, with the origin `npm start` passes as `--var`.
    const vars = { SHOP_HOSTS: '{"kartenliebe":"kartenliebe.{ending}","wallart":"wallart.{ending}"}', DEFAULT_CHANNEL: 'kartenliebe' };
    const env = { ...vars, DESIGNER_ORIGINS: '', SHOP_BACKEND_ORIGIN: origin } as unknown as Env;
    expect(shopConfig(env).shopBackendOrigin).toBe(origin);
  });
});
