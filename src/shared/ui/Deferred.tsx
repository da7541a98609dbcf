import { type ReactNode, Suspense, use } from 'react';
import { log } from '../log/log';
import { serialiseForScript } from '../shop-data';
import { type Browser, useBrowser } from './browser';
import { useShop } from './shop-context';

interface DeferredProps<T> {
  /** Unique on the page: names the element that carries the value to the client. */
  id: string;
  /** On the server: the data still loading. On the client: absent, the value is read from the page. */
  source: Promise<T> | undefined;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
  /** Whether the browser reads the value (false where the part keeps the server's markup, decision 024). */
  forBrowser?: boolean;
  /**
   * A read the server waited for (a critical read, marked settled as React marks a thenable:
   * `status`, `value`; decision 039): rendered in place, without a Suspense boundary.
   */
  inPlace?: boolean;
}

/**
 * Data the page can do without at first (STYLE "critical versus deferred"): written in place when
 * `source` settled before the page went out (decision 076); otherwise the server streams the rest
 * of the page and fills this in when `source` settles. The settled value is written into
 * the page, so the client hydrates the same markup without fetching it again. A failed load
 * renders the fallback and never breaks the page.
 */
export function Deferred<T>({ id, source, fallback, children, forBrowser = true, inPlace = false }: DeferredProps<T>) {
  const { data } = useShop();
  const value = (
    <DeferredValue id={id} source={source} fallback={fallback} forBrowser={forBrowser}>
      {children}
    </DeferredValue>
  );
  // A read the server waited for renders without a boundary, in the page's first bytes: React moves
  // even a finished boundary's content into a hidden segment once the page is long enough.
  // So does a part that settled before the page went out (decision 076), which the page names.
  return inPlace || data.partsInPlace?.includes(id) ? value : <Suspense fallback={fallback}>{value}</Suspense>;
}

function DeferredValue<T>({ id, source, fallback, children, forBrowser }: DeferredProps<T>) {
  const browser = useBrowser();
  const elementId = `deferred-${id}`;
  const settled = source ? use(settle(source)) : readFromPage<T>(browser, elementId);
  if (!settled.ok) return <>{fallback}</>;
  return (
    <>
      {children(settled.value)}
      {forBrowser ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serialiseForScript escapes <, > and & so the JSON cannot close the script element
        <script type="application/json" id={elementId} dangerouslySetInnerHTML={{ __html: serialiseForScript(settled.value) }} />
      ) : null}
    </>
  );
}

type Settled<T> = { ok: true; value: T } | { ok: false };

const settledPromises = new WeakMap<Promise<unknown>, Promise<Settled<unknown>>>();

// `use` needs the same promise on every render attempt, so the settled wrapper is kept per source.
function settle<T>(source: Promise<T>): Promise<Settled<T>> {
  let settled = settledPromises.get(source);
  if (!settled) {
    const marked = source as Promise<T> & { status?: string; value?: T };
    const done: Settled<unknown> = { ok: true, value: marked.value };
    settled =
      marked.status === 'fulfilled'
        ? // Already settled (a critical read): `use` answers at once, without suspending.
          Object.assign(Promise.resolve(done), { status: 'fulfilled', value: done })
        : source.then(
            (value): Settled<unknown> => ({ ok: true, value }),
            (error: unknown): Settled<unknown> => {
              log.error('deferred-data-failed', {}, error);
              return { ok: false };
            },
          );
    settledPromises.set(source, settled);
  }
  return settled as Promise<Settled<T>>;
}

function readFromPage<T>(browser: Browser | null, elementId: string): Settled<T> {
  const text = browser?.readElementText(elementId);
  if (!text) return { ok: false };
  return { ok: true, value: JSON.parse(text) as T };
}
