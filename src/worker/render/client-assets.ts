import manifest from '../../../dist/client-manifest.json';

/**
 * URL of the client bundle, written by `npm run build` (scripts/build-client.mjs) with a content
 * hash in its name, so it can be cached for a year.
 */
export const CLIENT_SCRIPT: string = manifest.script;
