import { CONFIGURED_PRODUCTS, CUSTOM_SIZE_PRODUCTS } from '../../catalogue/calculator-products';
import type { BlockName, KeepsServerMarkup } from './block-descriptors';
import { BLOCK_RULES } from './block-rules';

/**
 * Blocks whose markup never changes in the browser keep the server's markup: the browser neither
 * loads their code nor hydrates them (decision 024). Most blocks are text, images and links; what
 * the browser does for them (an image's load state, the delivery countdown) needs no component
 * (src/client/blocks-content.tsx). A block hydrates when it reacts to input or reads data in the
 * browser, or when a block nested in it does.
 */

/** An object of page data as far as this module reads it. */
type Fields = Readonly<Record<string, unknown>>;

/**
 * Whether a block keeps the server's markup by its own rule (its descriptor's, ./block-descriptors.ts;
 * a block without one always hydrates). A catalogue block the server fills shows what it will show:
 * it names the server's read (src/worker/features/catalogue/page-catalogue.ts), whose answer (or "not
 * available") streams in behind the page. One without (a live edit in the visual editor) reads the
 * catalogue in the browser.
 */
function keepsByRule(rule: KeepsServerMarkup | undefined, block: Fields): boolean {
  const filled = typeof block.catalogueRef === 'string';
  return (
    rule === 'always' ||
    (rule === 'when filled' && filled) ||
    (typeof rule === 'object' &&
      filled &&
      ('whenFilledFor' in rule ? (rule.whenFilledFor as readonly unknown[]).includes(block.product) : block[rule.whenFilledIf] === true))
  );
}

/**
 * Whether a block is one a page exists for, read before it renders rather than streamed (STYLE
 * "critical versus deferred"; decision 038): a product page's calculator, a browsable card
 * catalogue (decision 073). It arrives in the page's first bytes, so it is there without a script
 * (streamed parts are revealed by one) and for every crawler. The server waits for its read
 * (src/worker/features/catalogue/page-catalogue.ts); the page renders it in place and writes its
 * answer beside it for the browser (decision 039). Its descriptor's `critical` says when: always,
 * or with the named field switched on.
 */
export function isCritical(block: Fields): boolean {
  // Names of Object.prototype's members find no rule with `critical`.
  const rule = isShopBlock(block) ? BLOCK_RULES[block.component].critical : undefined;
  return rule === true || (typeof rule === 'object' && block[rule.whenOn] === true);
}

/**
 * The chunk of what the browser does for the content of blocks without their components: the load
 * state of every content image, the delivery countdown of kept blocks (src/client/blocks-content.tsx).
 */
export const CONTENT_CHUNK = 'blocks-content';
/** The chunk of the delivery countdown (src/shared/ui/blocks/CountdownText.tsx), loaded where a page shows one. */
const COUNTDOWN_CHUNK = 'CountdownText';
/** The chunk of a calculator's frame, mat and option groups (./CalculatorGroups.tsx), where a calculator has them (decision 042). */
const GROUPS_CHUNK = 'CalculatorGroups';
/** The chunk of a calculator's custom size (./CustomSize.tsx), where a calculator takes one (decision 044). */
const CUSTOM_SIZE_CHUNK = 'CustomSize';

function isFields(value: unknown): value is Fields {
  return value !== null && typeof value === 'object';
}

/** A block of the shop (a component the registry has), as opposed to an item of a block or an unknown component. */
type ShopBlock = Fields & { component: BlockName };

function isShopBlock(value: Fields): value is ShopBlock {
  return typeof value.component === 'string' && Object.hasOwn(BLOCK_RULES, value.component);
}

/** Calls `visit` with each block of the shop found in `value` (not inside those blocks). */
function eachBlock(value: unknown, visit: (block: ShopBlock) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) eachBlock(item, visit);
  } else if (isFields(value)) {
    if (isShopBlock(value)) visit(value);
    else for (const item of Object.values(value)) eachBlock(item, visit);
  }
}

/** Calls `visit` with every block of the shop in `value`, those nested in other blocks too. */
export function everyBlock(value: unknown, visit: (block: ShopBlock) => void): void {
  eachBlock(value, (block) => {
    visit(block);
    for (const nested of nestedBlocks(block)) everyBlock(nested, visit);
  });
}

/** The blocks nested in a block's fields (A/B lists, blocks in rich text). */
function nestedBlocks(block: Fields): ShopBlock[] {
  const nested: ShopBlock[] = [];
  for (const field of Object.values(block)) eachBlock(field, (each) => nested.push(each));
  return nested;
}

/**
 * How the browser treats a block's markup, decided once: `kept` for good (decision 024), its own
 * markup never changing there nor that of any block nested in it; `wakes` on touch (decision 097),
 * its descriptor's `wakesOnTouch` rule holding where its `keepsServerMarkup` rule does not, with
 * every nested block kept; `live` otherwise, hydrated with the page. Unknown components are live
 * (their note is the same on both sides).
 */
type BlockMarkup = 'kept' | 'wakes' | 'live';

export function blockMarkup(block: Fields): BlockMarkup {
  if (!isShopBlock(block)) return 'live';
  const rule = BLOCK_RULES[block.component];
  const keeps = keepsByRule(rule.keeps, block);
  // The nested blocks are walked only for a block whose own rule would keep its markup.
  if (!(keeps || keepsByRule(rule.wakes, block)) || !nestedBlocks(block).every(keepsServerMarkup)) return 'live';
  return keeps ? 'kept' : 'wakes';
}

/**
 * Whether a block keeps the server's markup in the browser for good (see `blockMarkup`).
 * @example keepsServerMarkup({ component: 'Text', _uid: 'a', text: { type: 'doc', content: [] } }) // true
 */
export function keepsServerMarkup(block: Fields): boolean {
  return blockMarkup(block) === 'kept';
}

/**
 * The blocks in a piece of page data whose components the browser needs: those that hydrate, and
 * the blocks nested in them. With `hydrateAll` (the visual editor re-renders every block on an
 * edit) all of them.
 * @example hydratedBlockNames([{ component: 'Toolbox', _uid: 't' }, { component: 'Text', _uid: 'x' }]) // Set { 'Toolbox' }
 */
export function hydratedBlockNames(value: unknown, hydrateAll = false): Set<string> {
  const names = new Set<string>();
  const visit = (block: ShopBlock) => {
    if (!hydrateAll && blockMarkup(block) !== 'live') return;
    names.add(block.component);
    for (const nested of nestedBlocks(block)) visit(nested);
  };
  eachBlock(value, visit);
  return names;
}

/**
 * Whether a whole page body keeps the server's markup: a theme page (a catalogue detail), and an
 * error page (its message, the error story's blocks, a suggested collage) whose blocks all do.
 */
export function pageKeepsServerMarkup(page: Fields): boolean {
  if (page.kind === 'theme') return true;
  if (page.kind !== 'error') return false;
  return !Array.isArray(page.story) || page.story.every((block) => isFields(block) && keepsServerMarkup(block));
}

/**
 * What of a page its bootstrap modules start (src/shared/ui/bootstrap-chunks.ts), found in one walk
 * of its blocks:
 * - `designDetail`: a design in markup the server keeps (the theme page, a filled design detail),
 *   whose wishlist heart the browser wires without the block's code (decision 054);
 * - `cardCatalogue`: a browsable card catalogue in markup the server keeps (decision 073);
 * - `wakes`: a block that wakes on touch (decision 097).
 */
export function pageStarts(page: Fields): { designDetail: boolean; cardCatalogue: boolean; wakes: boolean } {
  const starts = { designDetail: page.kind === 'theme', cardCatalogue: false, wakes: false };
  everyBlock(page, (block) => {
    const markup = blockMarkup(block);
    if (markup === 'wakes') starts.wakes = true;
    if (markup !== 'kept') return;
    // The blocks that show one design, and with it its wishlist heart (src/shared/ui/catalogue/DesignDetail.tsx).
    if (BLOCK_RULES[block.component].showsDesign) starts.designDetail = true;
    if (block.component === 'ThemesOverviewWrapper' && block.browsable === true) starts.cardCatalogue = true;
  });
  return starts;
}

/** Whether a block shows the delivery countdown, itself or in a nested block (spec §4). */
function showsCountdown(block: ShopBlock): boolean {
  return (block.component === 'Information' && block.showDeliveryCountdown === true) || nestedBlocks(block).some(showsCountdown);
}

/**
 * The chunks of the browser's code a page needs for its blocks (decision 024): CONTENT_CHUNK for
 * any blocks and for a page body that keeps the server's markup, the chunk of each block whose component the
 * browser needs, and COUNTDOWN_CHUNK when a block that keeps the server's markup shows the delivery
 * countdown. The worker preloads them, the budgets count them, the client loads them.
 * @example pageBlockChunks({ kind: 'content', story: { content: { body: [{ component: 'Toolbox', _uid: 't' }, { component: 'Text', _uid: 'x' }] } } })
 *          // Set { 'blocks-content', 'blocks-toolbox' }
 */
export function pageBlockChunks(page: Fields, hydrateAll = false): Set<string> {
  const chunks = new Set<string>(pageKeepsServerMarkup(page) ? [CONTENT_CHUNK] : []);
  const visit = (block: ShopBlock) => {
    chunks.add(CONTENT_CHUNK);
    const markup = hydrateAll ? 'live' : blockMarkup(block);
    if (markup === 'kept' && showsCountdown(block)) chunks.add(COUNTDOWN_CHUNK);
    // A kept block needs no code; one that wakes loads its code when the shopper first reaches for it (decision 097).
    if (markup !== 'live') return;
    chunks.add(BLOCK_RULES[block.component].chunk);
    if (block.component === 'Calculator' && (CONFIGURED_PRODUCTS as readonly unknown[]).includes(block.product)) chunks.add(GROUPS_CHUNK);
    if (block.component === 'Calculator' && (CUSTOM_SIZE_PRODUCTS as readonly unknown[]).includes(block.product))
      chunks.add(CUSTOM_SIZE_CHUNK);
    for (const nested of nestedBlocks(block)) visit(nested);
  };
  eachBlock(page, visit);
  return chunks;
}
