import { log } from '../../../shared/log/log';

/**
 * How the shop reads Google's key set (decision 072). The read is a GET, safe to repeat, and a
 * shopper waits on it while signing in, so a transient fault is tried once more at once: Google's
 * keys answer in tens of milliseconds, and a second try after a hiccup mostly finds them.
 * A 429 is not tried again: Google asked to be left alone, and the shopper gets the 503 that says
 * "try again shortly".
 */
const KEY_SET_READ = {
  attempts: 2,
  /** Each attempt's own limit: an answer that hangs is given up so the next attempt can run. */
  attemptTimeoutMs: 2_500,
  /** The pause before the next attempt; a random share of it is waited, so isolates do not ask in step. */
  retryDelayMs: 200,
} as const;

/** jose's limit on the whole read, the attempts and the pause between them included. */
export const KEY_SET_READ_TIMEOUT_MS = KEY_SET_READ.attempts * KEY_SET_READ.attemptTimeoutMs + KEY_SET_READ.retryDelayMs + 500;

/** What jose hands its fetch: a GET of the key set under jose's own limit. */
interface KeySetRequest {
  headers: Headers;
  method: 'GET';
  redirect: 'manual';
  signal: AbortSignal;
}

/**
 * The fetch jose reads Google's key set with (its `customFetch`): the same request, tried again
 * after a lost connection, an attempt's timeout or a 5xx answer. The last attempt's answer, or its
 * error, is jose's to judge.
 */
export async function keySetFetch(url: string, init: KeySetRequest): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= KEY_SET_READ.attempts;
    const timeout = AbortSignal.timeout(KEY_SET_READ.attemptTimeoutMs);
    let fault: string;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.any([init.signal, timeout]) });
      if (response.status < 500 || last) return response;
      await response.body?.cancel();
      fault = `status-${response.status}`;
    } catch (error) {
      if (last || init.signal.aborted) throw error;
      fault = timeout.aborted ? 'timeout' : 'connection';
    }
    log.warn('google-keys-retried', { attempt, fault });
    await new Promise((resolve) => setTimeout(resolve, Math.random() * KEY_SET_READ.retryDelayMs));
  }
}
