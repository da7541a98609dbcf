import { log } from '../../../shared/log/log';

/**
 * The content source's "too many requests" (spec §8, §9), remembered for the isolate: after a 429
 * no new call asks the source until the pause is over, so the stories already cached are served
 * (stale-on-error) and a story never cached fails at once (decision 063). One call, the one that
 * met the 429, keeps asking under the §8 rule; the pause holds the others back until it has its
 * answer. Kept per source id (the space), at most MAX_SOURCES of them, each for at most
 * MAX_PAUSE_MS past its last 429.
 */

/** The longest a `Retry-After` is honoured, and the longest pause of all. */
const MAX_PAUSE_MS = 60_000;
/** The first pause after a call gave up on 429s with no `Retry-After`; each further one doubles it. */
const FIRST_COOL_DOWN_MS = 1_000;
const MAX_SOURCES = 8;

interface PauseState {
  /** Until when (ms since the epoch) no new call asks the source. */
  until: number;
  /** Calls that gave up on 429s in a row, with no answer in between: the next pause doubles. */
  giveUps: number;
  /** When the last 429 came: only a call sent after it can end the pause by its answer. */
  lastRefusal: number;
}

const pauses = new Map<string, PauseState>();

/** How long calls to `source` are still held back, in ms (0: ask). */
export function pausedFor(source: string, now: number): number {
  return Math.max(0, (stateOf(source, now)?.until ?? 0) - now);
}

/**
 * A 429 was met and its call will ask again: no other call asks until that call has its answer,
 * which comes by its `deadline` at the latest.
 */
export function holdForRetry(source: string, now: number, deadline: number): void {
  extend(source, now, deadline);
}

/**
 * A call gave up on 429s: the source is left alone for what its `Retry-After` asked, or else for a
 * cool-down that doubles with each call giving up in a row (1 s, 2 s, 4 s … at most a minute).
 */
export function pauseAfterGivingUp(source: string, now: number, retryAfterMs: number | undefined): void {
  const giveUps = (stateOf(source, now)?.giveUps ?? 0) + 1;
  const coolDown = retryAfterMs ?? FIRST_COOL_DOWN_MS * 2 ** Math.min(giveUps - 1, 6);
  const state = extend(source, now, now + Math.min(coolDown, MAX_PAUSE_MS));
  state.giveUps = giveUps;
}

/**
 * The source answered something other than 429 to a call sent at `sentAt`: calls ask it again,
 * unless the call was sent before the last 429 (its answer says nothing of the source since).
 */
export function sourceAnswered(source: string, sentAt: number): void {
  const state = pauses.get(source);
  if (state && sentAt >= state.lastRefusal) pauses.delete(source);
}

/**
 * `Retry-After` (RFC 9110 §10.2.3) in ms from `now`: delay-seconds or an HTTP date, at most
 * MAX_PAUSE_MS; undefined when absent or not understood.
 * @example retryAfterMs('3', Date.now()) // 3000
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  // An HTTP date names its day and month; anything else that is not a number is not understood.
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : /[a-z]/i.test(value) ? Date.parse(value) - now : Number.NaN;
  if (Number.isNaN(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_PAUSE_MS);
}

function extend(source: string, now: number, until: number): PauseState {
  const state = stateOf(source, now);
  // Logged when a pause begins, not for each call it holds back.
  if (!state || state.until <= now) log.warn('content-source-paused', { source, pauseMs: until - now });
  if (state) {
    state.until = Math.max(state.until, until);
    state.lastRefusal = now;
    return state;
  }
  if (pauses.size >= MAX_SOURCES) pauses.delete(pauses.keys().next().value ?? '');
  const fresh: PauseState = { until, giveUps: 0, lastRefusal: now };
  pauses.set(source, fresh);
  return fresh;
}

/** The source's pause, or null when there is none or it ended long enough ago to be forgotten. */
function stateOf(source: string, now: number): PauseState | null {
  const state = pauses.get(source);
  if (!state) return null;
  if (now - state.until > MAX_PAUSE_MS) {
    pauses.delete(source);
    return null;
  }
  return state;
}
