import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { fetchShop } from './worker-fetch';

// The ContactForm block's endpoint: validated, stored in D1, answered clearly; bad input changes nothing.
const url = 'https://kartenliebe.ch/web-api/contact-form';
const message = {
  name: 'Ada Muster',
  email: 'ada@example.org',
  subject: 'Bestellung',
  message: 'Wann kommt meine Karte an?',
  locale: 'de-CH',
  page: '/so-funktionierts/',
};
const post = (body: unknown, headers: Record<string, string> = { origin: 'https://kartenliebe.ch' }) =>
  fetchShop(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages').first<{ n: number }>())!.n;

describe('POST /web-api/contact-form', () => {
  it('stores a valid message for the channel and locale and answers 201', async () => {
    const before = await count();
    const response = await post(message);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'received' });
    const row = await env.DB.prepare(
      'SELECT channel, locale, name, email, subject, message, page FROM contact_messages ORDER BY id DESC LIMIT 1',
    ).first();
    expect(row).toEqual({
      channel: 'kartenliebe',
      locale: 'de-CH',
      name: 'Ada Muster',
      email: 'ada@example.org',
      subject: 'Bestellung',
      message: 'Wann kommt meine Karte an?',
      page: '/so-funktionierts/',
    });
    expect(await count()).toBe(before + 1);
  });

  it('answers 400 naming the field, and stores nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...message, email: 'not an address' }, 'email'],
      [{ ...message, name: '   ' }, 'name'],
      [{ ...message, message: 'kurz' }, 'message'],
      [{ ...message, locale: 'xx-XX' }, 'locale'],
      [{ ...message, page: 'javascript:alert(1)' }, 'page'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect([field, response.status]).toEqual([field, 400]);
      expect(((await response.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    const malformed = await post('{"name":');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { field: string } }).error.field).toBe('body');
    expect(await count()).toBe(before);
  });

  it('refuses posts from other origins or without one with 403', async () => {
    const before = await count();
    expect((await post(message, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(message, {})).status).toBe(403);
    expect(await count()).toBe(before);
  });

  describe('posted by the form itself, without script (decision 100)', () => {
    const form = (fields: Record<string, string>, origin = 'https://kartenliebe.ch') =>
      fetchShop(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams(fields).toString(),
      });
    const sent = { ...message, block: 'a1b2-c3' };

    it('stores the message and leads back to the block’s "sent" line, with nothing of it in the address', async () => {
      const before = await count();
      const response = await form(sent);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('https://kartenliebe.ch/so-funktionierts/#contact-a1b2-c3-sent');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await count()).toBe(before + 1);
      const row = await env.DB.prepare('SELECT name, email, page FROM contact_messages ORDER BY id DESC LIMIT 1').first();
      expect(row).toEqual({ name: 'Ada Muster', email: 'ada@example.org', page: '/so-funktionierts/' });
    });

    it('leads back to the "not sent" line for a bad field, and stores nothing', async () => {
      const before = await count();
      const response = await form({ ...sent, email: 'not an address' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('https://kartenliebe.ch/so-funktionierts/#contact-a1b2-c3-not-sent');
      expect(await count()).toBe(before);
    });

    it('never leads off the shop, whatever page it names', async () => {
      for (const page of ['//evil.example/', '/\\evil.example/', 'https://evil.example/', 'javascript:alert(1)']) {
        const response = await form({ ...sent, page, email: 'nope' });
        expect([page, response.headers.get('location')]).toEqual([page, 'https://kartenliebe.ch/#contact-a1b2-c3-not-sent']);
      }
      const response = await form({ ...sent, block: '"><script>' });
      expect(response.headers.get('location')).toBe('https://kartenliebe.ch/so-funktionierts/');
    });

    it('is refused from another site, as the calls are', async () => {
      const before = await count();
      expect((await form(sent, 'https://evil.example')).status).toBe(403);
      expect(await count()).toBe(before);
    });
  });
});
