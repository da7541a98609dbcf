import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../src/worker/index';

// docs/capacity.md: what has ended does not fill D1. The cron forgets sessions ended a day ago (with
// their card accessory choices) and one-time links ended 30 days ago; nothing still in force goes.

const DAY = 86_400_000;
const hashes = (prefix: string) => ({
  old: `${prefix}-old`.padEnd(64, '0'),
  recent: `${prefix}-recent`.padEnd(64, '0'),
  live: `${prefix}-live`.padEnd(64, '0'),
});

async function runCron() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function left(table: string, keys: Record<string, string>): Promise<string[]> {
  const rows = await env.DB.prepare(`SELECT token_hash FROM ${table} WHERE token_hash IN (?1, ?2, ?3)`)
    .bind(keys.old, keys.recent, keys.live)
    .all<{ token_hash: string }>();
  return Object.entries(keys)
    .filter(([, hash]) => rows.results.some((row) => row.token_hash === hash))
    .map(([name]) => name)
    .sort();
}

describe('the cron', () => {
  it('forgets sessions ended a day ago with their card choices, and keeps the others', async () => {
    const now = Date.now();
    const session = hashes('session');
    const ends = { old: now - 2 * DAY, recent: now - 3_600_000, live: now + DAY };
    await env.DB.batch(
      Object.entries(session).flatMap(([name, hash]) => [
        env.DB.prepare('INSERT INTO sessions (token_hash, expires_at) VALUES (?1, ?2)').bind(hash, ends[name as keyof typeof ends]),
        env.DB.prepare(
          "INSERT INTO card_accessory_orders (token_hash, channel, theme_id, envelope, saved_at) VALUES (?1, 'kartenliebe', '2000', 'none', ?2)",
        ).bind(hash, now),
      ]),
    );
    await runCron();
    expect(await left('sessions', session)).toEqual(['live', 'recent']);
    expect(await left('card_accessory_orders', session)).toEqual(['live', 'recent']);
  });

  it('forgets reset and address-change links ended 30 days ago, so a late one still says it expired', async () => {
    const now = Date.now();
    const customer = await env.DB.prepare(
      "INSERT INTO customers (number, email, first_name, last_name) VALUES ('19999001', 'ended-links@example.org', 'Ada', 'Lovelace') RETURNING id",
    ).first<number>('id');
    const reset = hashes('reset');
    const change = hashes('change');
    const ends = { old: now - 31 * DAY, recent: now - 2 * DAY, live: now + DAY };
    await env.DB.batch(
      Object.keys(ends).flatMap((name) => {
        const end = ends[name as keyof typeof ends];
        return [
          env.DB.prepare('INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at) VALUES (?1, ?2, ?3)').bind(
            reset[name as keyof typeof reset],
            customer,
            end,
          ),
          env.DB.prepare(
            "INSERT INTO email_change_tokens (token_hash, customer_id, new_email, expires_at) VALUES (?1, ?2, 'new@example.org', ?3)",
          ).bind(change[name as keyof typeof change], customer, end),
        ];
      }),
    );
    await runCron();
    expect(await left('password_reset_tokens', reset)).toEqual(['live', 'recent']);
    expect(await left('email_change_tokens', change)).toEqual(['live', 'recent']);
  });
});
