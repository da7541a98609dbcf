// What SWR imports as `use-sync-external-store/shim` in the browser build (scripts/build-client.mjs):
// React 19's own hook, which the shim would only hand the call on to.
export { useSyncExternalStore } from 'react';
