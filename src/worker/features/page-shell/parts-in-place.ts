/**
 * How long a page waits for its deferred parts (the footer, catalogue reads below the first
 * screen) before its first byte (decision 076). A part that settles in that time is written in
 * place, without a Suspense boundary: the footer's links and a listing's prices are in the HTML
 * where they belong, so they work before and without JavaScript and nothing moves when they come.
 * A part that takes longer (a store's hiccup) streams in behind the rest, as before, so a slow
 * read never holds the whole page. The reads take a few milliseconds when the stores are well.
 */
export const IN_PLACE_WAIT_MS = 400;

type Marked = Promise<unknown> & { status?: string; value?: unknown };

/**
 * Waits at most `waitMs` for the parts and marks each one that settled as React marks a settled
 * thenable (`status`, `value`), so Deferred renders it at once (src/shared/ui/Deferred.tsx).
 * Answers the ids of the parts now in place, which the page hands to the browser so it hydrates
 * the same markup (ShopData.partsInPlace). A part that failed settles as its reader decides: the
 * catalogue's reads settle as null, the footer's failure streams its fallback.
 */
export async function settleInPlace(parts: ReadonlyMap<string, Marked>, waitMs = IN_PLACE_WAIT_MS): Promise<string[]> {
  const inPlace: string[] = [];
  const settled = [...parts].map(async ([id, part]) => {
    if (part.status === 'fulfilled') return void inPlace.push(id);
    const value = await part;
    Object.assign(part, { status: 'fulfilled', value });
    inPlace.push(id);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  // A failed part is left as it is (its reader shows the fallback); it never fails the wait.
  await Promise.race([Promise.allSettled(settled), waited]);
  clearTimeout(timer);
  return [...inPlace];
}
