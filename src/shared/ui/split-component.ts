import { type ComponentType, lazy } from 'react';

/** A component whose code the browser loads as a chunk of its own, and how to load it ahead. */
interface SplitComponent<P> {
  Component: ComponentType<P>;
  /** Loads the chunk; once it has, the component renders at once, without suspending. */
  preload(): Promise<void>;
}

/**
 * A component only some pages show, as a chunk of its own in the browser (decision 021). The
 * client preloads the chunks of the page before it hydrates (`preload()`), so hydration finds the
 * component in place: React's `lazy` takes a thenable that has already settled without
 * suspending. Not preloaded, it suspends until its chunk is there, and React keeps the server's
 * markup meanwhile. The worker bundles the code in one file, and the first render of an isolate
 * waits a microtask for it.
 * @example const ErrorPage = splitComponent(() => import('./pages/ErrorPage').then((module) => module.ErrorPage));
 */
export function splitComponent<P>(load: () => Promise<ComponentType<P>>): SplitComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = async () => {
    loaded ??= await load();
    return { default: loaded };
  };
  const Component = lazy(() => (loaded ? settled({ default: loaded }) : loadOnce()));
  const split = {
    Component: Component as ComponentType<P>,
    preload: async () => {
      await loadOnce();
    },
  };
  everySplitComponent.add(split.preload);
  return split;
}

/** How to load each split component defined so far. */
const everySplitComponent = new Set<() => Promise<void>>();

/**
 * Loads every split component defined so far, so that a synchronous render (renderToString, as
 * the unit tests render blocks) finds them in place instead of suspending.
 */
export async function preloadSplitComponents(): Promise<void> {
  await Promise.all([...everySplitComponent].map((preload) => preload()));
}

/**
 * A thenable that calls back at once. React's `lazy` accepts any thenable and, when it calls back
 * during `then`, renders the module in the same pass; a Promise would always call back later.
 */
function settled<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point: `lazy` takes it like a Promise, and reads it at once
  const thenable = { then: (resolve: (value: T) => void) => resolve(value) };
  // Typed as a Promise only for `lazy`'s signature; React reads nothing but `then`.
  return thenable as unknown as Promise<T>;
}
