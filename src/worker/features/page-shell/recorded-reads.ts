/**
 * What a part of the page read of the page's data while it rendered (decision 105): the page data
 * seen through a proxy that notes the path of every value read, and a signature of those values
 * on another page. Two pages give a part the same signature only when every value it read is the
 * same on both, so a part that renders from its own fields and these values alone writes the same
 * markup on both.
 */

/** A path from the page data to a value, as JSON (`["page","kind"]`); a key's list or presence ends in a mark. */
export type RecordedReads = Set<string>;

/** The last key of a path that read an object's own keys (`Object.keys`, spreading). */
const KEYS = '\u0000keys';
/** The next-to-last key of a path that asked whether a key is there (`in`). */
const HAS = '\u0000has';

/**
 * `data` as the part sees it: every value read through it adds its path to `reads`. An object read
 * is seen through the same kind of proxy, so only the values under it that are read count. The
 * proxy's target is an empty object of the same kind, not `data`: kept stories are frozen (decision
 * 104), and a proxy of a frozen object may not answer a proxy for its properties.
 */
export function recordingReads<T extends object>(data: T, reads: RecordedReads, path: readonly string[] = []): T {
  const note = (at: readonly string[]) => reads.add(JSON.stringify(at));
  return new Proxy((Array.isArray(data) ? [] : {}) as T, {
    get(_, key) {
      const value: unknown = Reflect.get(data, key);
      // A symbol (an array's iterator) and a method of the prototype are the same on every page.
      if (typeof key === 'symbol' || typeof value === 'function') return value;
      if (value !== null && typeof value === 'object') return recordingReads(value, reads, [...path, key]);
      note([...path, key]);
      return value;
    },
    has(_, key) {
      if (typeof key !== 'symbol') note([...path, HAS, key]);
      return Reflect.has(data, key);
    },
    ownKeys() {
      note([...path, KEYS]);
      return Reflect.ownKeys(data);
    },
    getOwnPropertyDescriptor(target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(data, key);
      if (typeof key !== 'symbol') note([...path, key]);
      // As configurable as the target's own (a proxy's invariant): an array's length is not, the rest
      // are not on the target and must be.
      return descriptor && { ...descriptor, configurable: Reflect.getOwnPropertyDescriptor(target, key)?.configurable ?? true };
    },
  });
}

/** The reads as sorted paths, for `readsSignature`. */
export function readPaths(reads: RecordedReads): string[][] {
  return [...reads].sort().map((each) => JSON.parse(each) as string[]);
}

/**
 * The paths read and the values at them in `data`: equal for two pages exactly when the part read
 * the same values on both.
 * @example readsSignature([['channel'], ['treatments', 'teaser']], { channel: 'wallart', treatments: {} })
 *          // '[["channel"],["treatments","teaser"]]\nstring:wallart\nundefined:undefined'
 */
export function readsSignature(paths: readonly (readonly string[])[], data: object): string {
  return [JSON.stringify(paths), ...paths.map((path) => valueText(valueAt(data, path)))].join('\n');
}

function valueAt(data: object, path: readonly string[]): unknown {
  let value: unknown = data;
  for (let at = 0; at < path.length; at += 1) {
    const key = path[at] as string;
    if (value === null || typeof value !== 'object') return undefined;
    if (key === KEYS) return Object.keys(value);
    if (key === HAS) return (path[at + 1] as string) in value;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A value as text that tells every two values apart a part could tell apart (not `null` from `undefined`). */
function valueText(value: unknown): string {
  return value !== null && typeof value === 'object' ? `json:${JSON.stringify(value)}` : `${typeof value}:${String(value)}`;
}
