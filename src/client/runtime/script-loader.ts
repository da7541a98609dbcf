import { canMove, type ScriptState } from '../../shared/runtime/script-states';

/**
 * Lazily loaded third-party scripts (spec §4 script states: awaitingLoad, loading, loaded, error,
 * removed), each loaded once however often it is asked for.
 */
interface Entry {
  state: ScriptState;
  element: HTMLScriptElement | null;
  ready: Promise<void>;
}

const scripts = new Map<string, Entry>();

function move(entry: Entry, to: ScriptState): void {
  if (!canMove(entry.state, to)) throw new Error(`script cannot go from ${entry.state} to ${to}`);
  entry.state = to;
}

export function loadScript(src: string): Promise<void> {
  const known = scripts.get(src);
  if (known && (known.state === 'loading' || known.state === 'loaded')) return known.ready;
  const entry: Entry = known ?? { state: 'awaitingLoad', element: null, ready: Promise.resolve() };
  move(entry, 'loading');
  const element = document.createElement('script');
  element.src = src;
  element.async = true;
  entry.element = element;
  entry.ready = new Promise<void>((resolve, reject) => {
    element.addEventListener('load', () => {
      move(entry, 'loaded');
      resolve();
    });
    element.addEventListener('error', () => {
      move(entry, 'error');
      reject(new Error(`script failed to load: ${src}`));
    });
  });
  scripts.set(src, entry);
  document.head.append(element);
  return entry.ready;
}
