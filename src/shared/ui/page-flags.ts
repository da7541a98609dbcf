import { FLAGS } from '../flags/experiments';
import type { ShopData } from '../shop-data';
import { everyBlock } from './blocks/static-blocks';

/** The flyout group whose place the flyout experiment changes (spec §9 flyout lists: premium materials). */
export const PREMIUM_GROUP = 'premium';

/**
 * The flags a page shows (issue 15; decisions 058, 061), known from its data before it renders:
 * the page is decided, rendered and cached by the treatments of these alone. A flag no page names
 * here is never evaluated for a page, and a page that names none is one page for every visitor.
 */
export function pageFlags(data: Pick<ShopData, 'page' | 'channel' | 'navigation'>): string[] {
  const flags = new Set<string>();
  const { page } = data;
  // spec §2 error page: the error details block.
  if (page.kind === 'error') flags.add(FLAGS.errorDetails);
  addBlockFlags(page, flags);
  // spec §4: the wall-art flyout's treatments, where Wallart's header has a flyout with premium materials.
  if (data.channel === 'wallart' && data.navigation.items.some((item) => item.groups.some((group) => group.type === PREMIUM_GROUP))) {
    flags.add(FLAGS.flyoutPremiumFirst);
  }
  return [...flags];
}

/**
 * Adds the flags of every block in `value`, at any depth. A frozen object (a kept story's, decision
 * 104) is walked once per isolate: its flags are known by the object. A page made for one request
 * is new objects around the story's own blocks, so only those few are walked again.
 */
function addBlockFlags(value: unknown, flags: Set<string>): void {
  if (typeof value !== 'object' || value === null) return;
  if (Object.isFrozen(value)) {
    for (const flag of frozenFlags(value)) flags.add(flag);
    return;
  }
  if (!Array.isArray(value)) blockFlags(value as Readonly<Record<string, unknown>>, flags);
  for (const inner of Object.values(value)) addBlockFlags(inner, flags);
}

function frozenFlags(value: object): readonly string[] {
  let known = FROZEN_FLAGS.get(value);
  if (known === undefined) {
    const flags = new Set<string>();
    everyBlock(value, (block) => blockFlags(block, flags));
    known = [...flags];
    FROZEN_FLAGS.set(value, known);
  }
  return known;
}
const FROZEN_FLAGS = new WeakMap<object, readonly string[]>();

/** The flags a block names itself (not those of blocks nested in it). */
function blockFlags(block: Readonly<Record<string, unknown>>, flags: Set<string>): void {
  // spec §4 A/B content block: the flag its content names.
  if (block.component === 'ABContent' && typeof block.featureFlag === 'string' && block.featureFlag) flags.add(block.featureFlag);
  // spec §9: the wall-art calculator's experiments; a calculator of canvas alone is a canvas page.
  if (block.component === 'Calculator' && block.product === 'framed-material') {
    flags.add(FLAGS.calculatorRedesign);
    flags.add(FLAGS.nudgingLabels);
    flags.add(FLAGS.portraitFormatSwap);
    if (Array.isArray(block.options) && block.options.length === 1 && block.options[0] === 'leinwand') flags.add(FLAGS.canvasRedesign);
  }
}
