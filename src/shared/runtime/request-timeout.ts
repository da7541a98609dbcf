/**
 * spec §8: "A request timeout gives 'The operation was aborted due to timeout'." Every request the
 * browser makes for the shop (the JSON calls, the toolbox's forms, the card catalogue's pages) is
 * given up after a time and fails with that message (decision 090).
 */
export const REQUEST_TIMEOUT_MESSAGE = 'The operation was aborted due to timeout';

/**
 * How long a request may take, its body included: far beyond any call of the shop on a slow mobile
 * network (the worker itself gives up on its own services after 5 s), short enough that a shopper
 * is told instead of waiting on a spinner forever.
 */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Runs `request` with a signal that aborts after `ms`; when it has, whatever failed fails with
 * spec §8's message instead of the browser's own ("signal timed out", "The operation timed out."),
 * so every browser says the same.
 * @example await withRequestTimeout((signal) => fetch('/web-api/price', { signal }))
 */
export async function withRequestTimeout<Result>(
  request: (signal: AbortSignal) => Promise<Result>,
  ms = REQUEST_TIMEOUT_MS,
): Promise<Result> {
  const signal = AbortSignal.timeout(ms);
  try {
    return await request(signal);
  } catch (error) {
    throw signal.aborted ? new Error(REQUEST_TIMEOUT_MESSAGE) : error;
  }
}
