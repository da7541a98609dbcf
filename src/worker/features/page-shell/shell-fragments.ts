import { log } from '../../../shared/log/log';
import type { ShopData } from '../../../shared/shop-data';
import { CAPTURE_ELEMENT, type KeptFragments } from '../../../shared/ui/ServerMarkup';
import { cachePerEnvironment, type IsolateCache, stringBytes } from '../../platform/memory/isolate-cache';
import { ISOLATE_CACHES } from '../../platform/memory/isolate-caches';
import { requestErrorCount } from '../../platform/observability/request-scope';
import { fragmentName, namesAcrossPages } from './fragment-names';
import { type RecordedReads, readPaths, readsSignature } from './recorded-reads';

/**
 * Shell fragments (issue 33; decision 095): the markup of the page's kept slots (ServerMarkup with
 * a `fragment` name: the logo, the header's links, the flyouts, the sub-navigation's tiles, the
 * closed burger, the footer's links) as React wrote it on an earlier page of the same scope, kept
 * per isolate and written into the next page instead of rendered again. A scope is everything such
 * a slot's markup may depend on besides its name: the build, the content generation (a publish
 * starts new fragments, as it starts new pages), the host, the channel, the locale, the platform
 * and the designer's origin. What a slot reads of its own page (the tile it marks, the language
 * links) is part of its name (./fragment-names.ts). The browser never reads a slot's content (decision
 * 024), so a written fragment hydrates as a rendered one does.
 *
 * The fragments every page of a scope shows (./fragment-names.ts `namesAcrossPages`) are kept in
 * the data centre's Cache API as well, so a new isolate's first page of a scope reads them there,
 * once, beside the page's own data, instead of rendering them.
 */
export interface FragmentScope {
  /** The content source (across isolates there is no environment to tell two apart). */
  source: string;
  build: string;
  generation: string;
  origin: string;
  channel: string;
  locale: string;
  platform: string;
  designerOrigin: string;
}

/**
 * By environment first, as the hot pages are (an environment's configuration, its content source
 * among it, is part of what a fragment shows; one per deployment, in practice), then by scope and name.
 */
const keptFor = cachePerEnvironment<string, string>({
  ...ISOLATE_CACHES.shellFragments,
  sizeOf: (html, key) => stringBytes(html) + stringBytes(key),
});

const scopeKey = (scope: FragmentScope): string =>
  [scope.source, scope.build, scope.generation, scope.origin, scope.channel, scope.locale, scope.platform, scope.designerOrigin].join('\n');

/** What this isolate keeps under a scope once it has looked for the scope's fragments in the Cache API. */
const LOOKED_UP = '\u0000looked-up';
/** How long the Cache API keeps a fragment: as long as an isolate does (ISOLATE_CACHES.shellFragments). */
const ACROSS_ISOLATES_SECONDS = ISOLATE_CACHES.shellFragments.lifetimeMs / 1000;

/** The Cache API's key of a fragment: a URL no request can name (the `.invalid` top-level domain). */
const cacheUrl = (key: string): string => `https://shell-fragments.invalid/${encodeURIComponent(key)}`;

/**
 * Puts the fragments every page of the scope shows into this isolate's memory from the Cache API,
 * the first time this isolate renders a page of the scope; after that, and when the Cache API
 * fails, the page renders what it lacks.
 */
export async function readFragmentsAcrossIsolates(env: Env, scope: FragmentScope, page: ShopData): Promise<void> {
  const kept = keptFor(env);
  const prefix = `${scopeKey(scope)}\n`;
  if (kept.get(prefix + LOOKED_UP) !== undefined) return;
  kept.set(prefix + LOOKED_UP, '');
  const missing = namesAcrossPages(page).filter((name) => kept.get(prefix + name) === undefined);
  await Promise.all(
    missing.map(async (name) => {
      try {
        const found = await caches.default.match(cacheUrl(prefix + name));
        if (found) kept.set(prefix + name, await found.text());
      } catch (error) {
        log.warn('shell-fragment-read-failed', {}, error);
      }
    }),
  );
}

/**
 * The page's blocks kept as bytes (decisions 105, 106): a block's markup by the block (the object of
 * a story kept by the isolate, decision 104), its place (its position; a filled catalogue block's
 * read and answer too) and the values it read of the page.
 */
export interface KeptBlocks {
  /** The kept markup of `block` in `place` for what this page holds where it read, or undefined. */
  html(block: object, place: string): string | undefined;
  /** Marks the block as rendered here to be kept, with what it reads of the page going into `reads`: the number its markup is read back by. */
  capture(block: object, place: string, reads: RecordedReads): number;
}

/** The fragments of one page: those kept for its scope, and the slots it renders to be kept. */
interface PageFragments extends KeptFragments {
  blocks: KeptBlocks;
  /**
   * For operators (`x-shell-fragments`): how many slots so far were written from the keep, how
   * many rendered to be kept; the same for the blocks.
   */
  outcome(): string;
  /** The page's bytes as sent, with the capture marks taken out; what they held is kept at the end. */
  keepFrom(body: ReadableStream<Uint8Array>, nonce: string): ReadableStream<Uint8Array>;
}

export function pageFragments(
  env: Env,
  scope: FragmentScope,
  page: ShopData,
  waitUntil: (promise: Promise<unknown>) => void,
): PageFragments {
  const kept = keptFor(env);
  const prefix = `${scopeKey(scope)}\n`;
  // The names of the slots and blocks rendered to be kept, by capture number: a block's is known
  // once React wrote it, with what it read.
  const captured: (() => string)[] = [];
  const count = { slots: 0, blocks: 0, blocksCaptured: 0 };
  return {
    html(kind, of) {
      const html = kept.get(prefix + fragmentName(kind, of, page));
      if (html !== undefined) count.slots += 1;
      return html;
    },
    capture(kind, of) {
      const name = fragmentName(kind, of, page);
      return captured.push(() => name) - 1;
    },
    blocks: {
      html(block, place) {
        // The block read other values on other pages (an A/B block shows other blocks per treatment):
        // each way it read is tried, the latest first.
        for (const paths of readsOf.get(block)?.get(prefix + place) ?? []) {
          const html = kept.get(prefix + blockName(block, place, readsSignature(paths, page)));
          if (html === undefined) continue;
          count.blocks += 1;
          return html;
        }
        return undefined;
      },
      capture(block, place, reads) {
        count.blocksCaptured += 1;
        return (
          captured.push(() => {
            const paths = readPaths(reads);
            const byScope = readsOf.get(block) ?? new Map<string, string[][][]>();
            readsOf.set(block, byScope);
            const known = byScope.get(prefix + place) ?? [];
            const text = JSON.stringify(paths);
            byScope.set(prefix + place, [paths, ...known.filter((each) => JSON.stringify(each) !== text)].slice(0, WAYS_OF_READING));
            return blockName(block, place, readsSignature(paths, page));
          }) - 1
        );
      },
    },
    outcome: () =>
      `kept=${count.slots} rendered=${captured.length - count.blocksCaptured} blocks-kept=${count.blocks} blocks-rendered=${count.blocksCaptured}`,
    keepFrom(body, nonce) {
      if (captured.length === 0) return body;
      const acrossPages = new Set(namesAcrossPages(page));
      const keep = fragmentKeeper(kept, nonce, (key, html) => waitUntil(keepAcrossIsolates(key, html)));
      return body.pipeThrough(
        captureTransform(
          (number) => captured[number]?.(),
          (name, html) => keep(prefix + name, html, acrossPages.has(name)),
        ),
      );
    },
  };
}

/**
 * A kept object's number in this isolate (a story's block, a catalogue answer): its object stands
 * for its content, since what the isolate keeps is frozen and what is read again is new objects
 * (decisions 102, 104). Held weakly, so a block's number and what it read go with its story.
 */
const objectNumbers = new WeakMap<object, number>();
let lastObjectNumber = 0;

export function keptObjectNumber(object: object): number {
  let number = objectNumbers.get(object);
  if (number === undefined) {
    lastObjectNumber += 1;
    number = lastObjectNumber;
    objectNumbers.set(object, number);
  }
  return number;
}

/**
 * What each kept block read of its page, by scope and place: the paths of each way it read
 * (one, for most blocks), the latest first, at most `WAYS_OF_READING`.
 */
const readsOf = new WeakMap<object, Map<string, string[][][]>>();
const WAYS_OF_READING = 4;

function blockName(block: object, place: string, signature: string): string {
  return `block ${keptObjectNumber(block)} ${place}\n${signature}`;
}

/**
 * Keeps a fragment read back from a page, unless the page's rendering logged an error (a part that
 * failed shows a fallback, not the fragment) or the markup carries the request's nonce (a script:
 * no kept slot has one, and a nonce must never reach another page). Says so once per page.
 */
function fragmentKeeper(
  kept: IsolateCache<string, string>,
  nonce: string,
  acrossIsolates: (key: string, html: string) => void,
): (key: string, html: string, everyPage: boolean) => void {
  let refused = false;
  return (key, html, everyPage) => {
    const reason = requestErrorCount() > 0 ? 'errors while rendering' : nonce && html.includes(nonce) ? 'carries the nonce' : null;
    if (reason === null) {
      kept.set(key, html);
      if (everyPage) acrossIsolates(key, html);
      return;
    }
    if (!refused) log.warn('shell-fragment-not-kept', { reason });
    refused = true;
  };
}

/** Puts a fragment every page of its scope shows into the Cache API; a failure costs a later isolate one render. */
async function keepAcrossIsolates(key: string, html: string): Promise<void> {
  try {
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': `public, max-age=${ACROSS_ISOLATES_SECONDS}` };
    await caches.default.put(cacheUrl(key), new Response(html, { headers }));
  } catch (error) {
    log.warn('shell-fragment-write-failed', {}, error);
  }
}

const OPEN = `<${CAPTURE_ELEMENT} data-fragment="`;
const CLOSE = `</${CAPTURE_ELEMENT}>`;

/**
 * The page's bytes without the capture elements React wrote around slots to be kept; the markup
 * inside each goes to `keep` by its slot's name. React writes each slot's content whole and in
 * order, but the stream's chunks may cut a mark in two: the end of a chunk that may be the start of
 * a mark waits for the next one. Capture elements are never nested (a kept slot holds no other).
 */
function captureTransform(
  nameOf: (number: number) => string | undefined,
  keep: (name: string, html: string) => void,
): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  let inside: { name: string; html: string } | null = null;
  const flushText = (controller: TransformStreamDefaultController<Uint8Array>, last: boolean) => {
    let out = '';
    for (;;) {
      if (inside) {
        const end = pending.indexOf(CLOSE);
        if (end === -1) {
          const safe = last ? pending.length : safeLength(pending, CLOSE);
          inside.html += pending.slice(0, safe);
          out += pending.slice(0, safe);
          pending = pending.slice(safe);
          break;
        }
        inside.html += pending.slice(0, end);
        out += pending.slice(0, end);
        if (inside.name) keep(inside.name, inside.html);
        inside = null;
        pending = pending.slice(end + CLOSE.length);
        continue;
      }
      const start = pending.indexOf(OPEN);
      const tagEnd = start === -1 ? -1 : pending.indexOf('">', start + OPEN.length);
      if (start === -1 || tagEnd === -1) {
        const safe = last ? pending.length : start === -1 ? safeLength(pending, OPEN) : start;
        out += pending.slice(0, safe);
        pending = pending.slice(safe);
        break;
      }
      out += pending.slice(0, start);
      const name = nameOf(Number(pending.slice(start + OPEN.length, tagEnd)));
      inside = { name: name ?? '', html: '' };
      pending = pending.slice(tagEnd + 2);
    }
    if (out) controller.enqueue(encoder.encode(out));
  };
  return new TransformStream({
    transform(chunk, controller) {
      pending += decoder.decode(chunk, { stream: true });
      flushText(controller, false);
    },
    flush(controller) {
      pending += decoder.decode();
      flushText(controller, true);
    },
  });
}

/** How much of `text` can go out now: all but an end that may be the start of `mark`. */
function safeLength(text: string, mark: string): number {
  for (let keepBack = Math.min(mark.length - 1, text.length); keepBack > 0; keepBack -= 1) {
    if (mark.startsWith(text.slice(text.length - keepBack))) return text.length - keepBack;
  }
  return text.length;
}
