import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../src/shared/account-paths';
import worker from '../../src/worker/index';
import { postAccountCall } from './account-calls';

// Decision 065: login attempts are counted per address and network before the password is
// checked, so a burst cannot pass the limit and a stranger cannot keep the owner out.

let accounts = 0;
const newEmail = () => `throttle-${Date.now()}-${accounts++}@example.org`;
const PASSWORD = 'Sonnenblume 42';

const login = (email: string, password: string, client: string) => postAccountCall(ACCOUNT_PATHS.login, { email, password }, { client });

async function signUp(email: string, client: string) {
  const answer = await postAccountCall(
    ACCOUNT_PATHS.signup,
    { email, password: PASSWORD, firstName: 'Ada', lastName: 'Owner' },
    { client },
  );
  expect(answer.status).toBe(200);
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const attemptsOf = async (email: string, network: string) =>
  env.DB.prepare('SELECT attempts FROM attempt_windows WHERE key = ?1')
    .bind(`login:${await sha256(email)}:${network}`)
    .first<number>('attempts');

/** A network of its own per test (a /24 of 10.x.y.0), so tests never share counts. */
let networks = 0;
const newNetwork = () => {
  networks++;
  const prefix = `10.${Math.floor(networks / 250)}.${networks % 250}`;
  return { prefix, host: (n: number) => `${prefix}.${n}` };
};

describe('the login throttle', () => {
  it('counts 50 wrong passwords sent at once as 50, and checks only 5 of them', async () => {
    const email = newEmail();
    const stranger = newNetwork();
    // Each from an address of its own inside one network, as a stranger would rotate them.
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => login(email, `guess ${n}`, stranger.host(n + 1))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    expect(await attemptsOf(email, `${stranger.prefix}.0/24`)).toBe(50);
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(refused?.body.message).toBe('Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten noch einmal.');
  });

  it('lets the owner in from another network while a stranger’s guesses are refused', async () => {
    const email = newEmail();
    const home = newNetwork();
    const stranger = newNetwork();
    await signUp(email, home.host(1));
    for (let n = 1; n <= 5; n++) expect((await login(email, `guess ${n}`, stranger.host(n))).status).toBe(400);
    // The right password, from the stranger's network, is not even checked now.
    expect((await login(email, PASSWORD, stranger.host(6))).status).toBe(429);
    expect((await login(email, PASSWORD, home.host(2))).status).toBe(200);
    expect((await login(email, 'guess 7', stranger.host(7))).status).toBe(429);
  });

  it('slows an address tried from many networks to one attempt per new network, and keeps the owner’s', async () => {
    const email = newEmail();
    const home = newNetwork();
    // Signing up is getting in: the network is the owner's from then on.
    await signUp(email, home.host(1));
    // 11 networks guess once each: the address is under attack from many.
    for (let n = 0; n < 11; n++) expect((await login(email, `guess ${n}`, newNetwork().host(9))).status).toBe(400);
    const another = newNetwork();
    expect((await login(email, 'guess again', another.host(1))).status).toBe(400);
    expect((await login(email, PASSWORD, another.host(2))).status).toBe(429);
    // The owner's own network keeps its attempts: a typo, then the right password.
    expect((await login(email, 'Sonnenblume 24', home.host(3))).status).toBe(400);
    expect((await login(email, PASSWORD, home.host(4))).status).toBe(200);
  });

  it('is not brought to slow the owner by one stranger on one network, however often they try', async () => {
    const email = newEmail();
    await signUp(email, newNetwork().host(1));
    const stranger = newNetwork();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => login(email, `guess ${n}`, stranger.host(n + 1))));
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(25);
    // A phone on a network the owner never used: all five attempts, not one.
    const phone = newNetwork();
    for (let n = 1; n <= 4; n++) expect((await login(email, `typo ${n}`, phone.host(n))).status).toBe(400);
    expect((await login(email, PASSWORD, phone.host(5))).status).toBe(200);
  });

  it('starts every count of the address again once the owner sets a new password by mail', async () => {
    const email = newEmail();
    await signUp(email, newNetwork().host(1));
    const stranger = newNetwork();
    for (let n = 1; n <= 6; n++) await login(email, `guess ${n}`, stranger.host(n));
    expect(await attemptsOf(email, `${stranger.prefix}.0/24`)).toBe(6);
    const token = 'r'.repeat(43);
    const customer = await env.DB.prepare('SELECT id FROM customers WHERE email = ?1').bind(email).first<number>('id');
    await env.DB.prepare('INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at) VALUES (?1, ?2, ?3)')
      .bind(await sha256(token), customer, Date.now() + 60_000)
      .run();
    const changed = await postAccountCall(
      ACCOUNT_PATHS.passwordNew,
      { token, password: 'ein neues Passwort' },
      { client: stranger.host(99) },
    );
    expect(changed.status).toBe(200);
    expect(await attemptsOf(email, `${stranger.prefix}.0/24`)).toBeNull();
  });

  it('forgets counts whose windows ended a day ago when the cron runs', async () => {
    await env.DB.prepare('INSERT OR REPLACE INTO attempt_windows (key, window_start, attempts) VALUES (?1, ?2, 3), (?3, ?4, 3)')
      .bind('login:old:10.0.0.0/24', Date.now() - 2 * 86_400_000, 'login:new:10.0.0.0/24', Date.now())
      .run();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const keys = await env.DB.prepare(
      "SELECT key FROM attempt_windows WHERE key IN ('login:old:10.0.0.0/24', 'login:new:10.0.0.0/24')",
    ).all();
    expect(keys.results).toEqual([{ key: 'login:new:10.0.0.0/24' }]);
  });
});
