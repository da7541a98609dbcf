import { holdForRetry, pauseAfterGivingUp, pausedFor, retryAfterMs, sourceAnswered } from './source-pause';

/**
 * What a call refused for 429 throws. storyblok-js-client keeps only the message of an error its
 * fetch throws, so the source recognises the refusal by it (storyblok-source.ts).
 */
export const TOO_MANY_REQUESTS = 'Too Many Requests: the content source asked to be left alone';

interface PacedFetchOptions {
  /** The source id the pause is kept under (the space). */
  source: string;
  /** The whole budget of one call, its retries included (STORYBLOK_TIMEOUT_MS). */
  timeoutMs: number;
  /** spec §8: 429 is retried up to `retries` times, `retryDelayMs` apart. */
  retries: number;
  retryDelayMs: number;
  now?: () => number;
}

/**
 * The fetch the Storyblok client calls with (decision 063). A call made while the source is paused
 * is refused without asking. A 429 is retried under the §8 rule, `Retry-After` honoured, only while
 * the retry starts within the call's budget; the client never sees the 429, so its own retries
 * (which ignore both) never run. A call that gives up pauses the source for the isolate.
 */
export function pacedFetch({ source, timeoutMs, retries, retryDelayMs, now = Date.now }: PacedFetchOptions): typeof fetch {
  return async (input, init) => {
    const deadline = now() + timeoutMs;
    if (pausedFor(source, now()) > 0) throw new Error(TOO_MANY_REQUESTS);
    for (let retry = 0; ; retry += 1) {
      const sentAt = now();
      const response = await fetch(input, init);
      if (response.status !== 429) {
        sourceAnswered(source, sentAt);
        return response;
      }
      await response.body?.cancel();
      const at = now();
      const asked = retryAfterMs(response.headers.get('retry-after'), at);
      const retryAt = at + Math.max(retryDelayMs, asked ?? 0);
      // A call already retrying holds the source back: this one does not ask beside it.
      const heldByAnother = retry === 0 && pausedFor(source, at) > 0;
      if (heldByAnother || retry >= retries || retryAt >= deadline) {
        if (!heldByAnother) pauseAfterGivingUp(source, at, asked);
        throw new Error(TOO_MANY_REQUESTS);
      }
      holdForRetry(source, at, deadline);
      await waitFor(retryAt - at, init?.signal);
    }
  };
}

/** Resolves after `ms`, or rejects as the call's signal aborts (the client's timeout). */
function waitFor(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
