import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// State-changing requests in one place (decision 015): same origin, rate limits per client, body
// limits before reading; and the request-scoped log.

const origin = 'https://kartenliebe.de';
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetchShop(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...headers },
    body: JSON.stringify(body),
  });

describe('rate limits', () => {
  it('answers the 11th wrong voucher code within a minute from one client with 429, and not another client', async () => {
    const client = { 'cf-connecting-ip': '203.0.113.11' };
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await postJson('/web-api/voucher', { code: `RATE${attempt}X` }, client);
      expect(response.status).toBe(422);
    }
    const refused = await postJson('/web-api/voucher', { code: 'RATE11X' }, client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(await refused.json()).toEqual({
      error: {
        field: 'request',
        problem: 'Zu viele Versuche in kurzer Zeit. Bitte warten Sie 60 Sekunden und versuchen Sie es dann noch einmal.',
        code: 'rate-limited',
      },
    });

    const other = await postJson('/web-api/voucher', { code: 'RATE12X' }, { 'cf-connecting-ip': '203.0.113.12' });
    expect(other.status).toBe(422);
  });

  it('answers in the language the page asked in (X-Locale)', async () => {
    const client = { 'cf-connecting-ip': '203.0.113.21', 'x-locale': 'fr-CH' };
    let last: Response | undefined;
    for (let attempt = 0; attempt < 6; attempt++) last = await postJson('/web-api/contact-form', {}, client);
    expect(last?.status).toBe(429);
    const body = (await last?.json()) as { error: { problem: string } };
    expect(body.error.problem).toBe('Trop de tentatives en peu de temps. Veuillez patienter 60 secondes, puis réessayer.');
  });

  it('limits the account calls of spec §7', async () => {
    const client = { 'cf-connecting-ip': '203.0.113.31' };
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await postJson('/web-api/customer-login', {}, client)).status);
    // The login answers an empty body with 400 (decision 048); the client's limit comes first.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it('limits the newsletter confirmation link, a GET that changes something (decision 052)', async () => {
    const client = { 'cf-connecting-ip': '203.0.113.32' };
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await fetchShop(`${origin}/web-api/newsletter-confirm?token=forged`, { headers: client })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(statuses[10]).toBe(429);
  });
});

describe('same origin', () => {
  it('refuses a state-changing call from another site on any API path, also one added later', async () => {
    for (const path of ['/web-api/voucher', '/web-api/not-yet-built', '/price-api/prices/formats', '/frontend-api/x']) {
      const response = await postJson(path, { code: 'KARTEN5' }, { origin: 'https://evil.example' });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await response.json()).toEqual({ error: { field: 'origin', problem: 'must be this shop’s own page' } });
    }
    const noOrigin = await fetchShop(`${origin}/web-api/voucher`, { method: 'POST', body: '{}' });
    expect(noOrigin.status).toBe(403);
  });
});

describe('body types', () => {
  it('takes only JSON on the pages’ calls: a body a form on another site could send is refused unread', async () => {
    const email = `forged-${Date.now()}@example.org`;
    const forged: [string, string][] = [
      ['text/plain', JSON.stringify({ email, password: 'correct horse battery', firstName: 'A', lastName: 'B' })],
      ['application/x-www-form-urlencoded', `email=${encodeURIComponent(email)}&password=correct+horse+battery&firstName=A&lastName=B`],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--x--\r\n`],
    ];
    for (const [type, body] of forged) {
      for (const path of ['/web-api/customer-signup', '/web-api/not-yet-built']) {
        const response = await fetchShop(`${origin}${path}`, { method: 'POST', headers: { 'content-type': type, origin }, body });
        expect({ type, path, status: response.status }).toEqual({ type, path, status: 415 });
        expect(await response.json()).toEqual({ error: { field: 'content-type', problem: 'must be application/json' } });
      }
    }
    // Nothing was signed up: the same body as JSON is the first to create the account.
    const asJson = await postJson('/web-api/customer-signup', { email, password: 'correct horse battery', firstName: 'A', lastName: 'B' });
    expect(asJson.status).toBe(200);
  });
  // The footer's cookie-settings form and the toolbox's files keep their own types: consent-settings.test.ts, toolbox.test.ts.
});

describe('body limits', () => {
  it('refuses an oversized JSON body by its length, before reading it', async () => {
    const response = await fetchShop(`${origin}/web-api/contact-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'content-length': String(10 * 1024 * 1024) },
      body: 'x'.repeat(64),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { field: 'body', problem: 'must be at most 32 KB' } });
  });

  it('counts a body sent without its length, and stores nothing of it', async () => {
    const big = new TextEncoder().encode(JSON.stringify({ name: 'x'.repeat(40_000) }));
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(big);
        controller.close();
      },
    });
    const response = await fetchShop(`${origin}/web-api/contact-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: stream,
      // @ts-expect-error: workerd's RequestInit knows duplex for streamed bodies
      duplex: 'half',
    });
    expect(response.status).toBe(413);
  });
});

describe('the publish webhook', () => {
  const vars = { STORYBLOK_WEBHOOK_SECRET: 'webhook-secret', CONTENT_SOURCE: 'demo' };
  const send = (init: RequestInit, extra: Record<string, string> = {}) =>
    fetchShopWithVars(`${origin}/webhooks/storyblok`, { ...vars, ...extra }, { method: 'POST', ...init });

  it('says the same whether or not a secret is configured', async () => {
    const log = expectConsoleErrors();
    const headers = { 'webhook-signature': 'a'.repeat(40) };
    const wrong = await send({ headers, body: '{}' });
    const none = await send({ headers, body: '{}' }, { STORYBLOK_WEBHOOK_SECRET: '' });
    expect([wrong.status, none.status]).toEqual([401, 401]);
    expect(await none.json()).toEqual(await wrong.json());
    // Operators learn it from the log.
    expect(log.mock.calls.map(([line]) => JSON.parse(String(line)).event)).toContain('webhook-secret-missing');
  });

  it('refuses an unsigned call and an oversized one without reading the body', async () => {
    const unsigned = await send({ body: 'x'.repeat(100) });
    expect(unsigned.status).toBe(401);
    const oversized = await send({ headers: { 'webhook-signature': 'b'.repeat(40), 'content-length': String(1024 * 1024) }, body: 'x' });
    expect(oversized.status).toBe(413);
  });
});

describe('request-scoped logs', () => {
  it('tie every line of a failing request to its id, with the stack and without the query', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = expectConsoleErrors();
    try {
      // No content source: navigation, footer config and the page itself fail, each logged.
      const response = await fetchShopWithVars(`${origin}/karten/?email=someone%40example.com`, {
        CONTENT_SOURCE: 'storyblok',
        CONTENT_FALLBACK: 'none',
      });
      expect(response.status).toBe(503);
      const id = response.headers.get('x-request-id');
      const lines = [...warn.mock.calls, ...error.mock.calls].map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
      const ours = lines.filter((line) => line.path === '/karten/');
      expect(ours.length).toBeGreaterThanOrEqual(3);
      for (const line of ours) {
        expect(line).toMatchObject({ requestId: id, method: 'GET', channel: 'kartenliebe', locale: 'de-DE' });
      }
      const failed = ours.find((line) => line.event === 'content-source-failed') as { error: { stack: string } } | undefined;
      expect(failed?.error.stack).toMatch(/content-source\.ts:\d+/);
      expect(JSON.stringify(lines)).not.toContain('someone');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('browser error reports', () => {
  const report = {
    event: 'uncaught-error',
    message: 'x is not a function',
    stack: 'TypeError: x is not a function\n    at a (client.js:1:2)',
    page: '/karten/',
  };

  it('logs a report from the shop’s own page with the request id of the report', async () => {
    const log = expectConsoleErrors();
    const response = await postJson('/web-api/client-errors', report);
    expect(response.status).toBe(204);
    const [line] = log.mock.calls.map(([text]) => JSON.parse(String(text)));
    expect(line).toMatchObject({
      event: 'client-error',
      report: 'uncaught-error',
      page: '/karten/',
      requestId: response.headers.get('x-request-id'),
      clientError: { message: 'x is not a function' },
    });
  });

  it('logs nothing of a page whose address says logging=0 (spec §4), and logs one that says otherwise', async () => {
    const log = expectConsoleErrors();
    const off = await postJson('/web-api/client-errors', report, { referer: `${origin}/karten/?logging=0` });
    expect(off.status).toBe(204);
    expect((await postJson('/web-api/client-errors', report, { referer: `${origin}/karten/?logging=1` })).status).toBe(204);
    // One line: the second report's alone.
    expect(log.mock.calls.filter(([text]) => String(text).includes('"event":"client-error"'))).toHaveLength(1);
  });

  it('drops what is not sampled, refuses bad reports naming the field, and other sites', async () => {
    const sampledOut = await fetchShopWithVars(
      `${origin}/web-api/client-errors`,
      { CLIENT_ERROR_SAMPLE_RATE: '0' },
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(report),
      },
    );
    expect(sampledOut.status).toBe(204);
    const withQuery = await postJson('/web-api/client-errors', { ...report, page: '/karten/?token=abc' });
    expect(withQuery.status).toBe(400);
    expect(((await withQuery.json()) as { error: { field: string } }).error.field).toBe('page');
    expect((await postJson('/web-api/client-errors', report, { origin: 'https://evil.example' })).status).toBe(403);
  });
});
