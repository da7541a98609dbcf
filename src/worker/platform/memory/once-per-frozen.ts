import { deepFrozen } from './deep-frozen';

/**
 * A table of what is made once per isolate from a frozen object (a kept story's page or navigation,
 * decisions 104 and 106) and a key: the same answer on every view while the object is kept, held
 * weakly by it, and frozen as what it is made from, since every view shares it. What is made from
 * an object that is not frozen (a request's own) is made each time, and is that request's own.
 */
export function oncePerFrozen<K, T>(): (of: object, key: K, make: () => T) => T {
  const made = new WeakMap<object, Map<K, T>>();
  return (of, key, make) => {
    if (!Object.isFrozen(of)) return make();
    let byKey = made.get(of);
    if (!byKey) {
      byKey = new Map();
      made.set(of, byKey);
    }
    let known = byKey.get(key);
    if (known === undefined) {
      known = deepFrozen(make());
      byKey.set(key, known);
    }
    return known;
  };
}
