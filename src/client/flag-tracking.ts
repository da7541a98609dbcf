import { checkedFlagEvent } from '../shared/flags/event-rules';
import { type EventEntry, FLAG_TRACKING_PATHS, type ImpressionEntry, TRACKING_BODY_BYTES } from '../shared/flags/tracking';
import { log } from '../shared/log/log';
import { type HydrationData, SHOP_DATA_ELEMENT_ID } from '../shared/shop-data';
import { CONSENT_COOKIE, consentOf } from '../shared/ui/shell/constants';
import { browser } from './browser';

/**
 * What the browser tells the shop of a visitor's flags (issue 15; decision 059): an impression of
 * each flag the page shows in the visitor's treatment, and the events the page tracks, to the shop's
 * own endpoints (src/worker/features/flags/flag-tracking.ts), as Split's SDK would to Split's:
 * - impressions are sent once per visitor key, flag and treatment (a dedupe cache of 500 kept for the
 *   session), events pass spec §5's rules before they are queued;
 * - the queues are pushed on spec §9's schedule (impressions every 300 s, events every 60 s or when
 *   500 are queued), and with `sendBeacon` when the page is hidden;
 * - only with consent (spec §4): unknown keeps the queues, declined empties them and forgets the
 *   session's keys and counts, granted sends again. An unreadable choice counts as granted;
 * - a flag whose treatment changes within the session for the same key is logged as an error (spec
 *   §4, §8 "flag changed during session"); a new key starts the session's record anew.
 * Events: any element with `data-flag-event` (its type; `data-flag-event-value` a number) when
 * clicked, and `shop:flag-event` DOM events ({eventType, value, properties}) from the page's code.
 *
 * A module the page starts beside the entry (src/shared/ui/bootstrap-chunks.ts), only on pages that
 * show flags: no other page carries a byte of it.
 */

/** spec §9 feature-flag client constants. */
const IMPRESSIONS_PUSH_MS = 300_000;
const EVENTS_PUSH_MS = 60_000;
const EVENTS_QUEUE_SIZE = 500;
const IMPRESSIONS_QUEUE_SIZE = 30_000;
const DEDUPE_ENTRIES = 500;
const FLUSH_COOLDOWN_MS = 1_000;

/** Session storage: the impressions sent (dedupe), and the treatments this session's key was given. */
const SENT_KEY = 'shop_flag_impressions';
const SESSION_KEY = 'shop_flag_treatments';
const VISITOR_KEY_COOKIE = 'splitIoUserKey';

interface SessionTreatments {
  key: string;
  treatments: Record<string, string>;
}

function readSession<T>(name: string, fallback: T): T {
  try {
    return (JSON.parse(sessionStorage.getItem(name) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

function writeSession(name: string, value: unknown): void {
  try {
    sessionStorage.setItem(name, JSON.stringify(value));
  } catch {
    // Storage full or refused: the next page counts again, which costs a duplicate at most.
  }
}

const consent = () => consentOf(browser.readCookie(CONSENT_COOKIE));

/** Entries in sends of at most TRACKING_BODY_BYTES each. */
function batches<T>(entries: readonly T[]): T[][] {
  const all: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const entry of entries) {
    const bytes = JSON.stringify(entry).length + 1;
    if (current.length > 0 && size + bytes > TRACKING_BODY_BYTES - 32) {
      all.push(current);
      current = [];
      size = 0;
    }
    current.push(entry);
    size += bytes;
  }
  if (current.length > 0) all.push(current);
  return all;
}

function startFlagTracking(treatments: Record<string, string>): void {
  const key = browser.readCookie(VISITOR_KEY_COOKIE) ?? '';
  let impressions: ImpressionEntry[] = [];
  let events: EventEntry[] = [];
  let lastFlush = 0;

  // spec §4: a treatment is remembered per session and key; a different one later is an error.
  const session = readSession<SessionTreatments | null>(SESSION_KEY, null);
  const remembered = session && session.key === key ? session.treatments : {};
  for (const [flag, treatment] of Object.entries(treatments)) {
    const before = remembered[flag];
    if (before !== undefined && before !== treatment) log.error('flag-changed-during-session', { flag, before, now: treatment });
    remembered[flag] = treatment;
  }

  const forget = () => {
    impressions = [];
    events = [];
    sessionStorage.removeItem(SENT_KEY);
    sessionStorage.removeItem(SESSION_KEY);
  };

  if (consent() === 'declined') forget();
  else writeSession(SESSION_KEY, { key, treatments: remembered });

  // One impression per key, flag and treatment in the session (spec §9 dedupe cache of 500).
  const sent = readSession<string[]>(SENT_KEY, []);
  for (const [flag, treatment] of Object.entries(treatments)) {
    const id = `${key}|${flag}|${treatment}`;
    if (sent.includes(id) || impressions.length >= IMPRESSIONS_QUEUE_SIZE) continue;
    impressions.push({ flag, treatment });
    sent.push(id);
  }
  const rememberSent = () => writeSession(SENT_KEY, sent.slice(-DEDUPE_ENTRIES));

  /** Sends what is queued, if the visitor lets it; a send that fails is queued again. */
  const flush = (beacon: boolean) => {
    const choice = consent();
    if (choice === 'declined') return forget();
    if (choice === 'unknown' || (!beacon && Date.now() - lastFlush < FLUSH_COOLDOWN_MS)) return;
    lastFlush = Date.now();
    const sends: [string, unknown[], string][] = [];
    for (const batch of batches(impressions)) sends.push([FLAG_TRACKING_PATHS.impressions, batch, 'impressions']);
    for (const batch of batches(events)) sends.push([FLAG_TRACKING_PATHS.events, batch, 'events']);
    if (sends.length === 0) return;
    rememberSent();
    impressions = [];
    events = [];
    for (const [path, batch, field] of sends) {
      const body = JSON.stringify({ [field]: batch });
      if (beacon && navigator.sendBeacon(path, new Blob([body], { type: 'application/json' }))) continue;
      fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin', body, keepalive: true })
        .then((response) => {
          if (response.status >= 500 || response.status === 429) throw new Error(`status ${response.status}`);
          if (!response.ok) log.warn('flag-tracking-refused', { status: response.status, path });
        })
        .catch((error: unknown) => {
          log.warn('flag-tracking-failed', { path }, error);
          // Queued again, as Split's SDK retries a failed push, within the queues' sizes.
          if (field === 'impressions') impressions = [...(batch as ImpressionEntry[]), ...impressions].slice(0, IMPRESSIONS_QUEUE_SIZE);
          else events = [...(batch as EventEntry[]), ...events].slice(0, EVENTS_QUEUE_SIZE);
        });
    }
  };

  /** spec §5: an event passes Split's rules before it is queued, else it is logged and dropped. */
  const track = (eventType: unknown, value?: unknown, properties?: unknown) => {
    if (consent() === 'declined') return;
    const checked = checkedFlagEvent({ key, trafficType: 'user', eventType, value, properties });
    if (!checked.ok) {
      log.warn('flag-event-invalid', { field: checked.field, problem: checked.problem });
      return;
    }
    events.push({ eventType: checked.value.eventType, value: checked.value.value, properties: checked.value.properties, treatments });
    if (events.length >= EVENTS_QUEUE_SIZE) flush(false);
  };

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-flag-event]') : null;
    if (!target) return;
    const value = target.dataset.flagEventValue;
    track(target.dataset.flagEvent, value === undefined || value === '' ? null : Number(value));
  });
  addEventListener('shop:flag-event', (event) => {
    const detail = (event as CustomEvent<{ eventType?: unknown; value?: unknown; properties?: unknown }>).detail ?? {};
    track(detail.eventType, detail.value, detail.properties);
  });
  setInterval(() => impressions.length > 0 && flush(false), IMPRESSIONS_PUSH_MS);
  setInterval(() => events.length > 0 && flush(false), EVENTS_PUSH_MS);
  // Hidden may be the last chance: the page may be closed or frozen from here on.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush(true));
  addEventListener('pagehide', () => flush(true));
}

const data = JSON.parse(document.getElementById(SHOP_DATA_ELEMENT_ID)?.textContent ?? '{}') as Partial<HydrationData>;
startFlagTracking(data.treatments ?? {});
