/**
 * Copies made for a page of what the isolate keeps frozen (a kept story's blocks, decision 104),
 * given again while they hold the same: each maker keeps, by what it copied, the last copy it made,
 * and answers that copy, frozen, when the new one has the same fields holding the same objects. So
 * the page of a kept story is the same objects from view to view, and what the server derives from
 * it once (the chunks it loads, its data for the browser and that data's JSON) is derived once per
 * isolate (decision 106). Copies of anything not frozen are answered as made.
 */
export function sameCopies(): <T extends object>(from: object, made: T) => T {
  const last = new WeakMap<object, object>();
  return (from, made) => {
    if (!Object.isFrozen(from) || !Object.values(made).every(isFrozenOrPlain)) return made;
    const known = last.get(from);
    if (known && sameFields(known, made)) return known as typeof made;
    last.set(from, Object.freeze(made));
    return made;
  };
}

const isFrozenOrPlain = (value: unknown): boolean => typeof value !== 'object' || value === null || Object.isFrozen(value);

/** The same fields in the same order (the order JSON writes them in), each holding the same value. */
function sameFields(known: object, made: object): boolean {
  const knownKeys = Object.keys(known);
  const madeKeys = Object.keys(made);
  return (
    knownKeys.length === madeKeys.length &&
    knownKeys.every(
      (key, index) => key === madeKeys[index] && Object.is((known as Record<string, unknown>)[key], (made as Record<string, unknown>)[key]),
    )
  );
}
