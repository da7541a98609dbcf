/**
 * `value` with it and everything it holds frozen: what an isolate keeps for many requests (a
 * catalogue answer, a story) is never changed by one of them. A request that would change one
 * fails at once, where a test sees it, instead of showing its change to the next shopper.
 */
export function deepFrozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFrozen(inner);
  return Object.freeze(value);
}
