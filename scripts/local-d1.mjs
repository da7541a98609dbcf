// The local shop's D1 (`npm start`'s, or the one under `--persist-to DIR`), read by the ops scripts
// (`npm run mail:outbox`, `npm run flags:report`) through wrangler, as an operator would read it.

import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The rows `sql` answers in the local D1; `persistTo` names another wrangler state. */
export function queryLocalD1(sql, persistTo) {
  const state = persistTo ? ['--persist-to', persistTo] : [];
  const output = execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', ...state, '--json', '--command', sql], {
    cwd: root,
    encoding: 'utf8',
    // wrangler writes its JSON answer through its logger: a quieter log level would swallow it.
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
  return JSON.parse(output)[0].results;
}
