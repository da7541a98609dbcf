import manifest from '../../../dist/client-manifest.json';
import { murmur3Hash32 } from '../../shared/flags/murmur3';
import type { Locale } from '../../shared/locale/locales';
import type { ShopData } from '../../shared/shop-data';
import { pageBlockChunks } from '../../shared/ui/blocks/static-blocks';
import { pageBootstrapChunks, pageBootstrapLoads } from '../../shared/ui/bootstrap-chunks';
import { pageChunksOf } from '../../shared/ui/page-parts';
import { oncePerFrozen } from './memory/once-per-frozen';

/**
 * The browser's files, as the build recorded them in dist/client-manifest.json
 * (scripts/build-client.mjs). Each name holds a hash of its content, so each is cached for a year
 * (decision 014, 021).
 */

/**
 * The build of the browser's files: a page names them by their hashed names, so a page kept by the
 * full-page cache under one build must never be served under another (after a deploy, the old
 * files are gone). Part of every page's cache key (src/worker/features/page-cache/page-key.ts).
 */
export const CLIENT_BUILD: string = murmur3Hash32(JSON.stringify(manifest), 0).toString(36);

/** The client's entry script, the page's bootstrap module. */
const CLIENT_SCRIPT: string = manifest.script;

const CHUNKS: Readonly<Record<string, readonly string[]>> = manifest.chunks;
const MESSAGES: Readonly<Record<string, string>> = manifest.messages;

/** The stylesheet of what is not inlined (src/shared/ui/page-stylesheets.ts, decision 021). */
export const STYLESHEET: string = manifest.stylesheet;

/** The rules of every page's first screen, inlined into the head (decision 021), as the build bundled them. */
export const INLINE_CSS: string = manifest.inlineCss;

/** The module holding a locale's merged translations. */
export function messagesUrl(locale: Locale): string {
  const url = MESSAGES[locale];
  if (!url) throw new Error(`the client build wrote no messages for ${locale}`);
  return url;
}

/**
 * The modules a page needs besides its entry, to preload all at once: what the entry imports,
 * the chunks of the page's parts and blocks (decision 024: of the blocks it hydrates, and what it
 * does for the others), and the locale's translations. Without the preload
 * the browser would find each only after running the one before (decision 021).
 */
export function pageModules(data: ShopData): string[] {
  const urls = new Set(manifest.scriptImports);
  for (const name of [...pageChunksOf(data), ...bootstrapChunksOf(data), ...pageBootstrapLoads(data), ...blockChunksOf(data.page)])
    for (const url of CHUNKS[name] ?? []) urls.add(url);
  urls.add(messagesUrl(data.locale));
  return [...urls];
}

/**
 * A page's bootstrap chunks, found once per page: the head's preloads and the render's modules
 * both need them, and finding them walks every block of the page. The page of a kept story is the
 * same frozen object from view to view (decision 106): found once per isolate and channel then.
 */
function bootstrapChunksOf(data: ShopData): string[] {
  let chunks = BOOTSTRAP_CHUNKS.get(data);
  if (!chunks) {
    chunks = bootstrapForFrozen(data.page, data.channel, () => pageBootstrapChunks(data));
    BOOTSTRAP_CHUNKS.set(data, chunks);
  }
  return chunks;
}
const BOOTSTRAP_CHUNKS = new WeakMap<ShopData, string[]>();
const bootstrapForFrozen = oncePerFrozen<string, string[]>();

/** The chunks of a page's blocks (`pageBlockChunks`), found once per frozen page (decision 106). */
const blockChunksOf = (page: ShopData['page']): Set<string> => blockChunksForFrozen(page, null, () => pageBlockChunks(page));
const blockChunksForFrozen = oncePerFrozen<null, Set<string>>();

/**
 * The modules a page starts: the entry, and the page's own bootstrap modules (the visitor's pages,
 * the wishlist hearts; decision 054), each the first file of its chunk.
 */
export function bootstrapModulesOf(data: ShopData): string[] {
  return [CLIENT_SCRIPT, ...bootstrapChunksOf(data).flatMap((name) => CHUNKS[name]?.slice(0, 1) ?? [])];
}

/**
 * The modules a page starts only for a visitor who granted consent, added after the page cache
 * (./consented-scripts.ts): the flag tracking (decision 059) and the tag manager (decision 060).
 */
export const FLAG_TRACKING_MODULE: string = CHUNKS['flag-tracking']?.[0] ?? '';
export const ANALYTICS_MODULE: string = CHUNKS.analytics?.[0] ?? '';
/** The consent platform's glue, started on every page where one is configured (decision 089). */
export const CONSENT_PLATFORM_MODULE: string = CHUNKS['consent-platform']?.[0] ?? '';
