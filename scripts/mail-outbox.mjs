// `npm run mail:outbox` (issue 14; decision 049): the mails the local shop has written to its
// outbox (`npm start`'s D1), newest first, in full, so a reset or newsletter link can be followed
// by hand, and whether each went out through the mail API (decision 053).
// `-- --limit N` shows more or fewer (10 by default); `-- --persist-to DIR` reads the D1 of a shop
// started with that wrangler state (the browser tests' shops keep theirs under .wrangler/).

import { parseArgs } from 'node:util';
import { queryLocalD1 } from './local-d1.mjs';

const { values } = parseArgs({ options: { limit: { type: 'string', default: '10' }, 'persist-to': { type: 'string' } } });
const limit = Number.parseInt(values.limit, 10);
if (!(limit > 0 && limit <= 1000)) {
  console.error('--limit must be a number from 1 to 1000');
  process.exit(1);
}

const sql = `SELECT id, kind, channel, recipient, locale, subject, body, created_at, sent_at, attempts, last_error FROM mail_outbox ORDER BY id DESC LIMIT ${limit}`;
const results = queryLocalD1(sql, values['persist-to']);
if (results.length === 0) console.log('The outbox is empty.');
for (const mail of results) {
  const written = new Date(mail.created_at).toISOString();
  // Sent only when MAIL_API_URL names a mail API (decision 053); a failed attempt says why.
  const tried = mail.attempts > 0 ? ` after ${mail.attempts} attempt(s)${mail.last_error ? `, last error: ${mail.last_error}` : ''}` : '';
  const sent = mail.sent_at ? `sent ${new Date(mail.sent_at).toISOString()}` : `not sent${tried}`;
  console.log(`#${mail.id} ${mail.kind} from ${mail.channel} to ${mail.recipient} (${mail.locale}), written ${written}, ${sent}`);
  console.log(`Subject: ${mail.subject}\n\n${mail.body}\n${'-'.repeat(72)}`);
}
