// The local shop's D1 (`npm start`'s, or the one under `--persist-to DIR`), read by the ops scripts
// (`npm run mail:outbox`, `npm run flags:report`) through wrangler, as an operator would read it.

import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * How often a read that found the database locked is made again. The running shop writes the same
 * SQLite file, and a read that starts while a write commits gets SQLITE_BUSY (SQLite's answer to
 * that is to wait and try again); a few tries a short while apart get past any write of the shop's.
 */
const BUSY_ATTEMPTS = 5;
const BUSY_PAUSE_MS = 300;

/** The rows `sql` answers in the local D1; `persistTo` names another wrangler state. */
export function queryLocalD1(sql, persistTo) {
  const state = persistTo ? ['--persist-to', persistTo] : [];
  for (let attempt = 1; ; attempt++) {
    try {
      const output = execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', ...state, '--json', '--command', sql], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        // wrangler writes its JSON answer through its logger: a quieter log level would swallow it.
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      });
      return JSON.parse(output)[0].results;
    } catch (error) {
      const said = `${error.stdout ?? ''}${error.stderr ?? ''}`;
      if (attempt >= BUSY_ATTEMPTS || !said.includes('SQLITE_BUSY')) throw error;
      // A synchronous pause: the scripts read one query after the other.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, BUSY_PAUSE_MS * attempt);
    }
  }
}
