/**
 * The cache policies of the shop's responses, by name (STYLE "every cached read names its
 * policy"; decision 014). Every response says one of them: handlers pick theirs, and whatever
 * leaves the worker without one gets `none` (src/worker/platform/http/cache-defaults.ts).
 */
export const CACHE = {
  /** Files whose name holds a hash of their content: never change, kept for a year. */
  immutable: 'public, max-age=31536000, immutable',
  /** The same for every visitor and rarely changed (robots.txt, print templates, demo images). */
  long: 'public, max-age=86400',
  /** The same for every visitor, changed by editors or the catalogue: a minute. */
  short: 'public, max-age=60',
  /** Pages: may be kept, but asked again every time (until the edge cache takes them over). */
  revalidate: 'no-cache',
  /** A page that carries something of one visitor's (their flag key's cookie): the browser's alone, asked again every time. */
  visitorOwn: 'private, no-cache',
  /** Personal, state-changing, errors, redirects that depend on the request: never stored. */
  none: 'private, no-store',
} as const;

type CachePolicy = (typeof CACHE)[keyof typeof CACHE];

/** The header of a policy, to spread into a response's headers. */
export function cachePolicy(policy: CachePolicy): { 'cache-control': CachePolicy } {
  return { 'cache-control': policy };
}
