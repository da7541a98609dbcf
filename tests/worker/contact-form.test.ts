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
});
