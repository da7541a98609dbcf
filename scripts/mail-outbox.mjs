// `npm run mail:outbox` (issue 14; decision 049): the mails the local shop has written to its
// outbox (`npm start`'s D1), newest first, in full, so a reset or newsletter link can be followed
// by hand, and whether each went out through the mail API (decision 053).
// `-- --limit N` shows more or fewer (10 by default); `-- --persist-to DIR` reads the D1 of a shop
// started with that wrangler state (the browser tests' shops keep theirs under .wrangler/).

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { limit: { type: 'string', default: '10' }, 'persist-to': { type: 'string' } } });
const limit = Number.parseInt(values.limit, 10);
if (!(limit > 0 && limit <= 1000)) {
  console.error('--limit must be a number from 1 to 1000');
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const sql = `SELECT id, kind, channel, recipient, locale, subject, body, created_at, sent_at, attempts, last_error FROM mail_outbox ORDER BY id DESC LIMIT ${limit}`;
const state = values['persist-to'] ? ['--persist-to', values['persist-to']] : [];
const output = execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', ...state, '--json', '--command', sql], {
  cwd: root,
  encoding: 'utf8',
  // wrangler writes its JSON answer through its logger: a quieter log level would swallow it.
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
});
const [{ results }] = JSON.parse(output);
if (results.length === 0) console.log('The outbox is empty.');
for (const mail of results) {
  const written = new Date(mail.created_at).toISOString();
  // Sent only when MAIL_API_URL names a mail API (decision 053); a failed attempt says why.
  const tried = mail.attempts > 0 ? ` after ${mail.attempts} attempt(s)${mail.last_error ? `, last error: ${mail.last_error}` : ''}` : '';
  const sent = mail.sent_at ? `sent ${new Date(mail.sent_at).toISOString()}` : `not sent${tried}`;
  console.log(`#${mail.id} ${mail.kind} from ${mail.channel} to ${mail.recipient} (${mail.locale}), written ${written}, ${sent}`);
  console.log(`Subject: ${mail.subject}\n\n${mail.body}\n${'-'.repeat(72)}`);
}
