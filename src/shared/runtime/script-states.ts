/** spec §4 script loading states of a lazily loaded third-party script. */
export type ScriptState = 'awaitingLoad' | 'loading' | 'loaded' | 'error' | 'removed';

const NEXT: Readonly<Record<ScriptState, readonly ScriptState[]>> = {
  awaitingLoad: ['loading', 'removed'],
  loading: ['loaded', 'error', 'removed'],
  loaded: ['removed'],
  error: ['loading', 'removed'],
  removed: ['loading'],
};

/** Whether a script may go from one state to the next (anything else is a bug in the loader). */
export function canMove(from: ScriptState, to: ScriptState): boolean {
  return NEXT[from].includes(to);
}
