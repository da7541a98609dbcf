import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { FlagDefinition } from '../../../shared/flags/definitions';
import { CONTROL } from '../../../shared/flags/evaluate';
import { checkedFlagEvent } from '../../../shared/flags/event-rules';
import { FLAG_TRACKING_PATHS } from '../../../shared/flags/tracking';
import { CONSENT_COOKIE, consentOf } from '../../../shared/ui/shell/constants';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { problem, validated } from '../../platform/http/validation';
import { flagDefinitions } from './definitions-store';
import { offeredTreatment } from './overrides';
import { addFlagCounts, countDay, type FlagCounts } from './queries/flag-counts';
import { sentVisitorKey } from './visitor-key';

/**
 * The shop's own ends of a visitor's flag impressions and events (issue 15; spec §7 impressions
 * and events; decision 059), sent by src/client/flag-tracking.ts. They add counts per day, flag and
 * treatment to D1, nothing per visitor, which `npm run flags:report` prints. A send is counted whole
 * or refused whole (400 naming the field): events pass Split's rules (spec §5) again on arrival.
 * Impressions or treatments of flags not in force, or of treatments their definition cannot give,
 * are left out and said so (`ignored`): a definition may have changed since the page was shown.
 * A visitor who declined consent is counted in nothing (spec §4), whatever their browser sends.
 * POSTs pass the request guards first (same origin, body limit, rate limit).
 */
export const flagTracking = new Hono<AppEnv>();

/** Split's limits on names it stores (a flag's name, a treatment). */
const Name = z.string().min(1).max(100);
const MAX_ENTRIES = 500;

const ImpressionsBody = z.object({
  impressions: z
    .array(z.object({ flag: Name, treatment: Name }))
    .min(1)
    .max(MAX_ENTRIES),
});

const EventsBody = z.object({
  events: z
    .array(
      z.object({
        eventType: z.unknown(),
        value: z.unknown().optional(),
        properties: z.unknown().optional(),
        treatments: z.record(Name, Name),
      }),
    )
    .min(1)
    .max(MAX_ENTRIES),
});

type Accepted = { counted: number; ignored: number };

const answer = (c: Context<AppEnv>, accepted: Accepted) => c.json(accepted, 202, cachePolicy(CACHE.none));

/** Whether `treatment` of `name` is one the definitions in force can show. */
function shownBy(flags: ReadonlyMap<string, FlagDefinition>, name: string, treatment: string): boolean {
  const flag = flags.get(name);
  return flag !== undefined && (treatment === CONTROL || offeredTreatment(flag, treatment));
}

const declined = (c: Context<AppEnv>) => consentOf(getCookie(c, CONSENT_COOKIE) ?? null) === 'declined';

flagTracking.post(FLAG_TRACKING_PATHS.impressions, validated('json', ImpressionsBody), async (c) => {
  const { impressions } = c.req.valid('json');
  if (declined(c)) return answer(c, { counted: 0, ignored: impressions.length });
  const { flags } = await flagDefinitions(c.env, (write) => c.executionCtx.waitUntil(write));
  const counts: FlagCounts = { impressions: new Map(), events: new Map() };
  let counted = 0;
  for (const { flag, treatment } of impressions) {
    if (!shownBy(flags, flag, treatment)) continue;
    const id = JSON.stringify([flag, treatment]);
    const row = counts.impressions.get(id) ?? { flag, treatment, count: 0 };
    row.count += 1;
    counts.impressions.set(id, row);
    counted += 1;
  }
  await addFlagCounts(c.env.DB, countDay(Date.now()), counts);
  return answer(c, { counted, ignored: impressions.length - counted });
});

flagTracking.post(FLAG_TRACKING_PATHS.events, validated('json', EventsBody), async (c) => {
  const { events } = c.req.valid('json');
  // spec §5: every event has the visitor's key; theirs is the cookie's, whatever the body says.
  const key = sentVisitorKey(c.req.raw);
  if (key === null) return c.json(problem('key', 'must be sent as the splitIoUserKey cookie'), 400, cachePolicy(CACHE.none));
  if (declined(c)) return answer(c, { counted: 0, ignored: events.length });
  const checked = [];
  for (const [index, event] of events.entries()) {
    const result = checkedFlagEvent({ key, trafficType: 'user', ...event });
    if (!result.ok) return c.json(problem(`events.${index}.${result.field}`, result.problem), 400, cachePolicy(CACHE.none));
    checked.push({ event: result.value, treatments: event.treatments });
  }
  const { flags } = await flagDefinitions(c.env, (write) => c.executionCtx.waitUntil(write));
  const counts: FlagCounts = { impressions: new Map(), events: new Map() };
  let counted = 0;
  for (const { event, treatments } of checked) {
    const shown = Object.entries(treatments).filter(([flag, treatment]) => shownBy(flags, flag, treatment));
    if (shown.length > 0) counted += 1;
    for (const [flag, treatment] of shown) {
      const id = JSON.stringify([flag, treatment, event.eventType]);
      const row = counts.events.get(id) ?? { flag, treatment, eventType: event.eventType, count: 0, valueSum: 0 };
      row.count += 1;
      row.valueSum += event.value ?? 0;
      counts.events.set(id, row);
    }
  }
  await addFlagCounts(c.env.DB, countDay(Date.now()), counts);
  return answer(c, { counted, ignored: events.length - counted });
});
