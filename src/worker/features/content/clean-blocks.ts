import type { Block } from '../../../shared/content/story';
import { log } from '../../../shared/log/log';
import { BLOCK_SCHEMAS, NESTED_BLOCK_FIELDS } from '../../../shared/ui/blocks/schemas';

/**
 * Every block of a page parsed with its schema before rendering (issue "Blocks" 1): a block whose
 * data fails is logged and skipped, never breaking the page; unknown components pass through and
 * render the spec's "Component could not be found" notice.
 */
export function cleanBlocks(blocks: readonly Block[], story: string): Block[] {
  return blocks.flatMap((block) => {
    const schema = BLOCK_SCHEMAS[block.component];
    if (!schema) return [block];
    const parsed = schema.safeParse(block);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      log.warn('block-invalid', {
        story,
        component: block.component,
        uid: block._uid,
        field: issue?.path.join('.'),
        problem: issue?.message,
      });
      return [];
    }
    const clean = parsed.data as Block;
    for (const field of NESTED_BLOCK_FIELDS[block.component] ?? []) {
      const nested = clean[field];
      clean[field] = Array.isArray(nested) ? cleanBlocks(nested.filter(isBlock), story) : [];
    }
    // Blocks placed inside rich text (`blok` nodes) are cleaned the same way.
    for (const value of Object.values(clean)) {
      if (value && typeof value === 'object' && (value as { type?: unknown }).type === 'doc') cleanRichText(value, story);
    }
    return [clean];
  });
}

function cleanRichText(node: unknown, story: string): void {
  if (!node || typeof node !== 'object') return;
  const current = node as { type?: unknown; attrs?: { body?: unknown }; content?: unknown };
  if (current.type === 'blok' && current.attrs && Array.isArray(current.attrs.body)) {
    current.attrs.body = cleanBlocks(current.attrs.body.filter(isBlock), story);
  }
  if (Array.isArray(current.content)) for (const child of current.content) cleanRichText(child, story);
}

function isBlock(value: unknown): value is Block {
  return Boolean(
    value && typeof value === 'object' && typeof (value as Block).component === 'string' && typeof (value as Block)._uid === 'string',
  );
}
