/**
 * spec §4, §9: a chunk or manifest load error (a deploy replaced the files the page was built
 * with) reloads the page once; a marker per path stops a second reload within 10 seconds.
 */
export const RELOAD_GUARD_MS = 10_000;

const LOAD_ERRORS = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /ChunkLoadError/i,
  /Loading chunk \S+ failed/i,
  /manifest/i,
];

export function isLoadError(message: string): boolean {
  return LOAD_ERRORS.some((pattern) => pattern.test(message));
}

/** Whether to reload now, given the marker stored for this path (ms timestamp or null). */
export function shouldReload(marker: string | null, now: number): boolean {
  const last = marker === null ? Number.NaN : Number(marker);
  return !(Number.isFinite(last) && now - last < RELOAD_GUARD_MS);
}

export function reloadMarkerKey(path: string): string {
  return `reload-guard:${path}`;
}
