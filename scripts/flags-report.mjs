// `npm run flags:report` (issue 15; decision 059): the feature-flag impressions and events the
// local shop has counted (`npm start`'s D1), per day, flag and treatment, newest day first, with
// each event type's count and value sum beside the treatment that was shown.
// `-- --days N` reports the last N days (7 by default); `-- --persist-to DIR` reads the D1 of a
// shop started with that wrangler state (the browser tests' shops keep theirs under .wrangler/).

import { parseArgs } from 'node:util';
import { queryLocalD1 } from './local-d1.mjs';

const { values } = parseArgs({ options: { days: { type: 'string', default: '7' }, 'persist-to': { type: 'string' } } });
const days = Number.parseInt(values.days, 10);
if (!(days > 0 && days <= 366)) {
  console.error('--days must be a number from 1 to 366');
  process.exit(1);
}

const since = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
const query = (sql) => queryLocalD1(sql, values['persist-to']);

// `since` is a date this script wrote (YYYY-MM-DD), never input.
const impressions = query(
  `SELECT day, flag, treatment, count FROM flag_impressions WHERE day >= '${since}' ORDER BY day DESC, flag, treatment`,
);
const events = query(
  `SELECT day, flag, treatment, event_type, count, value_sum FROM flag_events WHERE day >= '${since}' ORDER BY day DESC, flag, treatment, event_type`,
);

const rows = new Map();
const rowOf = (each) => {
  const id = JSON.stringify([each.day, each.flag, each.treatment]);
  if (!rows.has(id)) rows.set(id, { day: each.day, flag: each.flag, treatment: each.treatment, impressions: 0, events: [] });
  return rows.get(id);
};
for (const each of impressions) rowOf(each).impressions = each.count;
for (const each of events) rowOf(each).events.push(`${each.event_type} ${each.count}× (Σ ${Number(each.value_sum.toFixed(2))})`);

if (rows.size === 0) {
  console.log(`No impressions or events since ${since}.`);
} else {
  const table = [...rows.values()].sort((a, b) => (a.day === b.day ? 0 : a.day < b.day ? 1 : -1));
  const header = ['day', 'flag', 'treatment', 'impressions', 'events'];
  const cells = table.map((row) => [row.day, row.flag, row.treatment, String(row.impressions), row.events.join(', ') || '—']);
  const widths = header.map((name, column) => Math.max(name.length, ...cells.map((cell) => cell[column].length)));
  const line = (cell) =>
    cell
      .map((text, column) => text.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const cell of cells) console.log(line(cell));
}
