import type { Context } from 'hono';
import type { CatalogueNeed } from '../../../shared/catalogue/catalogue-needs';
import type { Block } from '../../../shared/content/story';
import { log } from '../../../shared/log/log';
import { CATALOGUE_NEEDS } from '../../../shared/ui/blocks/page-needs';
import { NESTED_BLOCK_FIELDS } from '../../../shared/ui/blocks/schemas';
import { isCritical } from '../../../shared/ui/blocks/static-blocks';
import type { AppEnv } from '../../platform/app-env';
import { sameCopies } from '../../platform/memory/same-copies';
import { pageQueryOf } from '../../platform/request/page-query';
import { catalogueAnswer, needKeyOf } from './kept-answers';
import { learnReads, takeLearnedRead } from './learned-reads';
import type { CatalogueWhere } from './read-need';

/**
 * The catalogue reads of one page (issue "Fast by default": one round trip before the first byte).
 * They start before the page renders and none is awaited: the head, header and story stream at
 * once, and each catalogue part streams in when its read settles (src/shared/ui/catalogue/
 * DeferredCatalogue.tsx), in the place its loading state held. A read is named by a ref unique on
 * the page (`c0`, `c1`, …), which the block carries into the page data, so the browser finds the
 * answer written beside the part it belongs to. A failed read is logged and settles as null,
 * which the part shows as "not available"; the page itself never fails for it.
 */
interface PageCatalogue {
  reads: Map<string, Promise<unknown>>;
  /** Reads of no block's, by need (an experiment's, decision 061). */
  others: Map<string, Promise<unknown>>;
  /** What the page's catalogue blocks read, for its next rendering (./learned-reads.ts). */
  needs: CatalogueNeed[];
  /** The refs of reads the page waits for before it renders (critical blocks'). */
  critical: string[];
  /** The story's own block of each read, by ref, where the page filled it unchanged otherwise (decision 106). */
  storyBlocks: Map<string, Block>;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The catalogue reads of the page this request renders, from its first read on. */
    pageCatalogue?: PageCatalogue;
  }
}

function pageCatalogue(c: Context<AppEnv>): PageCatalogue {
  let known = c.get('pageCatalogue');
  if (!known) {
    known = { reads: new Map(), others: new Map(), needs: [], critical: [], storyBlocks: new Map() };
    c.set('pageCatalogue', known);
  }
  return known;
}

/** Every read the page started, by ref: what the server's render waits for, part by part. */
export function catalogueReads(c: Context<AppEnv>): ReadonlyMap<string, Promise<unknown>> {
  return pageCatalogue(c).reads;
}

/**
 * The story's own block behind each catalogue block the page filled, by the ref of its read: what
 * the block's kept markup is known by (decision 106). A block given the page's design has none.
 */
export function catalogueStoryBlocks(c: Context<AppEnv>): ReadonlyMap<string, Block> {
  return pageCatalogue(c).storyBlocks;
}

/** Starts a read for the page and names it; a failure is logged with `context` and settles as null. */
export function readLater(c: Context<AppEnv>, read: () => Promise<unknown>, context: Record<string, unknown>): string {
  const { reads } = pageCatalogue(c);
  const ref = `c${reads.size}`;
  reads.set(
    ref,
    read().catch((error: unknown) => {
      log.error('catalogue-read-failed', context, error);
      return null;
    }),
  );
  return ref;
}

/**
 * The catalogue blocks of a page (already parsed), each with the ref of the read of what it shows,
 * started here. Blocks nested in A/B content get theirs too; blocks inside rich text ask the API
 * from the browser.
 */
export function withCatalogueReads(c: Context<AppEnv>, blocks: readonly Block[], where: CatalogueWhere, story: string): Block[] {
  // A calculator prices the configuration its page's URL names (decision 042): read once per list.
  const query = pageQueryOf(new URL(c.req.url).searchParams);
  const filledList = blocks.map((block) => {
    const nested = NESTED_BLOCK_FIELDS[block.component] ?? [];
    if (nested.length > 0) {
      const filled = { ...block };
      let changed = false;
      for (const field of nested) {
        const list = block[field];
        if (!Array.isArray(list)) continue;
        const read = withCatalogueReads(c, list as Block[], where, story);
        changed ||= read.some((each, index) => each !== list[index]);
        filled[field] = read;
      }
      // A block without a read in it stays the story's own object, which later pages see again (decision 105).
      return changed ? sameCopy(block, filled) : block;
    }
    const needOf = CATALOGUE_NEEDS[block.component];
    if (!needOf) return block;
    const own = withPageDesign(block, query.designId);
    const need = needOf(own as never, query);
    pageCatalogue(c).needs.push(need);
    // Started with the story's read when the page read the same last time (decision 046).
    const learned = takeLearnedRead(c, need);
    const catalogueRef = readLater(c, () => learned ?? catalogueAnswer(c.env, where, need), {
      story,
      component: block.component,
      uid: block._uid,
    });
    if (isCritical(block)) pageCatalogue(c).critical.push(catalogueRef);
    if (own === block) pageCatalogue(c).storyBlocks.set(catalogueRef, block);
    return sameCopy(block, { ...own, catalogueRef });
  });
  // The same objects as the last view of a kept story made, while they are (decision 106).
  return sameCopy(blocks, filledList);
}
const sameCopy = sameCopies();

/**
 * spec §3 collagePdpBeforeDesigner: a collage chosen in a list comes to the collage's product page
 * with its design (`designId`, decision 086). A collage calculator without a design of its own takes
 * it, in the page's data too, so its prices, every hand-off and the browser's later reads carry the
 * shopper's design into the designer.
 */
function withPageDesign(block: Block, designId: string | undefined): Block {
  return designId && block.component === 'Calculator' && block.product === 'collage' && !block.designId ? { ...block, designId } : block;
}

/** Remembers what the page's catalogue blocks read, so its next rendering starts it at once (decision 046). */
export function learnPageReads(c: Context<AppEnv>, where: CatalogueWhere): void {
  learnReads(c, where, pageCatalogue(c).needs);
}

/**
 * Waits for the page's critical reads and marks each settled (React's `status`/`value` on a
 * thenable), so the part renders in the page's first bytes instead of streaming (Deferred reads a
 * settled source at once). A failed read settles as null, as every read does.
 */
export async function settleCriticalReads(c: Context<AppEnv>): Promise<void> {
  const { reads, critical } = pageCatalogue(c);
  await Promise.all(
    critical.map(async (ref) => {
      const value = await reads.get(ref);
      reads.set(ref, Object.assign(Promise.resolve(value), { status: 'fulfilled', value }));
    }),
  );
}

/**
 * Changes the answers of the page's critical reads (its calculators) once they have settled, before
 * the page renders: an experiment that changes what a calculator starts at (decision 061). The page
 * renders, and the browser hydrates, from the changed answer.
 */
export function reshapeCriticalReads(c: Context<AppEnv>, reshape: (answer: unknown) => unknown): void {
  const { reads, critical } = pageCatalogue(c);
  for (const ref of critical) {
    const read = reads.get(ref) as (Promise<unknown> & { status?: string; value?: unknown }) | undefined;
    if (!read) continue;
    const value = read.status === 'fulfilled' ? reshape(read.value) : undefined;
    reads.set(
      ref,
      read.status === 'fulfilled' ? Object.assign(Promise.resolve(value), { status: 'fulfilled', value }) : read.then(reshape),
    );
  }
}

/**
 * The read of a need that is no block's (an experiment's, decision 061), started once per page:
 * taken from the reads started with the story when the page read it last time, and learnt with the
 * page's other reads for the next. A failure is logged and settles as null.
 */
export function readForPage<N extends CatalogueNeed>(c: Context<AppEnv>, need: N, where: CatalogueWhere): Promise<unknown> {
  const catalogue = pageCatalogue(c);
  const key = needKeyOf(need);
  let read = catalogue.others.get(key);
  if (!read) {
    catalogue.needs.push(need);
    read = (takeLearnedRead(c, need) ?? catalogueAnswer(c.env, where, need)).catch((error: unknown) => {
      log.error('catalogue-read-failed', { need: need.type }, error);
      return null;
    });
    catalogue.others.set(key, read);
  }
  return read;
}
