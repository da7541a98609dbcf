import type { Block } from '../../src/shared/content/story';
import { serialiseForScript } from '../../src/shared/shop-data';
import { BLOCK_SCHEMAS, NESTED_BLOCK_FIELDS } from '../../src/shared/ui/blocks/schemas';
import { loadDemoFiles } from '../../src/worker/features/content/demo/demo-files';
import { demoId, expandStory } from '../../src/worker/features/content/demo/expand-story';
import { ALL_PAYLOADS, MARKUP_PAYLOADS, type Payload, STYLE_PAYLOADS, URL_PAYLOADS } from '../fixtures/injection-corpus';
import { renderBlocks } from './render-block';

const DEMO_FILES = await loadDemoFiles();

/**
 * The injection corpus (tests/fixtures/injection-corpus.ts) placed in content and rendered the
 * way pages render it, each next to the same thing rendered from the untouched content (its
 * baseline). Shared by the unit test, which checks every case, and the browser test, which loads
 * them all. Whole pages are in ./injection-page.tsx.
 */
export interface InjectionCase {
  name: string;
  payload: Payload;
  html: string;
  baseline: string;
  /** Blocks the schemas refused because of the payload (the page skips them). */
  rejected: number;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Keys that say what a thing is rather than what it shows; a payload there would only make it another thing. */
const IDENTITY_KEYS = new Set(['component', '_uid', 'type', 'linktype', 'fieldtype']);
/** Keys that hold a URL: link fields, rich-text link and image attrs, asset file names. */
const URL_KEYS = new Set(['url', 'cached_url', 'href', 'email', 'filename', 'src', 'fallbackImage']);
const COLOUR_KEY = /colou?r/i;
export const LINK_TYPES = ['url', 'story', 'asset', 'email'] as const;

/** Every story of the demo content (all channels and languages) as the content service delivers it. */
export function demoStories(): readonly { full_slug: string; content: Record<string, unknown> }[] {
  expanded ??= DEMO_FILES.flatMap((file) => {
    const folder = `${file.channel}/${file.language}`;
    return file.stories.map((authored, index) => expandStory(folder, demoId(folder), index, authored));
  });
  return expanded;
}
let expanded: { full_slug: string; content: Record<string, unknown> }[] | undefined;

/** Every object in a tree, depth first (blocks nested in lists, ABContent and rich text included). */
function* objects(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objects(item);
  else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const child of Object.values(value)) yield* objects(child);
  }
}

/** The first instance of every registered block in the demo content, by component name. */
export function firstBlockInstances(): Map<string, Block> {
  const found = new Map<string, Block>();
  for (const story of demoStories()) {
    for (const node of objects(story.content)) {
      const component = node.component;
      if (typeof component === 'string' && typeof node._uid === 'string' && component in BLOCK_SCHEMAS && !found.has(component)) {
        found.set(component, structuredClone(node) as Block);
      }
    }
  }
  return found;
}

/** The content of a demo story (e.g. the navigation or global config of a language folder). */
export function demoContent(slug: string, folder = 'kartenliebe/de'): Record<string, unknown> {
  const story = demoStories().find((candidate) => candidate.full_slug === `${folder}/${slug}`);
  if (!story) throw new Error(`no demo story ${folder}/${slug}`);
  return structuredClone(story.content);
}

/** Whether a key holds a URL (link fields, rich-text link and image attrs, asset file names). */
export function isUrlKey(key: string): boolean {
  return URL_KEYS.has(key);
}

/**
 * A copy of `value` with string leaves replaced: `replace(key, current)` returns the new value, or
 * undefined to keep it. Identity keys (component, _uid, node and link types) are kept, so a block
 * stays that block.
 */
export function substitute(
  value: unknown,
  replace: (key: string, current: string) => Json | undefined,
  key = '',
): { value: unknown; changed: boolean } {
  if (typeof value === 'string') {
    if (IDENTITY_KEYS.has(key)) return { value, changed: false };
    const next = replace(key, value);
    return next === undefined || next === value ? { value, changed: false } : { value: next, changed: true };
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => substitute(item, replace, key));
    return { value: items.map((item) => item.value), changed: items.some((item) => item.changed) };
  }
  if (value && typeof value === 'object') {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(value)) {
      const result = name === 'linktype' || name === 'fieldtype' ? { value: child, changed: false } : substitute(child, replace, name);
      out[name] = result.value;
      changed ||= result.changed;
    }
    return { value: out, changed };
  }
  return { value, changed: false };
}

/** Every string leaf (outside identity keys) of a tree. */
function strings(value: unknown): string[] {
  const found: string[] = [];
  substitute(value, (_, current) => {
    found.push(current);
    return undefined;
  });
  return found;
}

/** Sets the link type of every link (multilinks and rich-text link marks) in a tree. */
export function withLinkType(value: unknown, linktype: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withLinkType(item, linktype));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(value)) out[name] = name === 'linktype' ? linktype : withLinkType(child, linktype);
  return out;
}

/**
 * A block as a page renders it. A block holding other blocks (A/B content) renders a second time
 * with every flag named in `flags` on, so both of its lists are seen.
 */
function renderBlock(block: Block, flags: readonly string[]): string {
  const html = renderBlocks([block]);
  return block.component in NESTED_BLOCK_FIELDS
    ? html + renderBlocks([block], 'de-DE', Object.fromEntries(flags.map((flag) => [flag, 'on'])))
    : html;
}

function rejected(block: Block): number {
  const schema = BLOCK_SCHEMAS[block.component];
  return schema && !schema.safeParse(block).success ? 1 : 0;
}

/** One case per block and payload: every text field, then the URL fields (as written and as url links), then the colour fields. */
export function* blockCases(blocks: ReadonlyMap<string, Block> = firstBlockInstances()): Generator<InjectionCase> {
  for (const [component, block] of blocks) {
    const baseline = renderBlock(block, strings(block));
    const variant = function* (
      pass: string,
      payloads: readonly Payload[],
      prepare: (payload: Payload) => { value: unknown; changed: boolean },
    ) {
      for (const payload of payloads) {
        const { value, changed } = prepare(payload);
        if (!changed) continue;
        const hostile = value as Block;
        yield {
          name: `${component} (${pass}) with payload ${payload.id}`,
          payload,
          html: renderBlock(hostile, [payload.text]),
          baseline,
          rejected: rejected(hostile),
        };
      }
    };
    yield* variant('every text', MARKUP_PAYLOADS.concat(URL_PAYLOADS, STYLE_PAYLOADS), (payload) => substitute(block, () => payload.text));
    // Story links of the demo content read their cached_url as a slug; as url links they read it as a URL.
    yield* variant('URL fields', URL_PAYLOADS, (payload) => substitute(block, (key) => (URL_KEYS.has(key) ? payload.text : undefined)));
    yield* variant('URL fields as url links', URL_PAYLOADS, (payload) => {
      const result = substitute(block, (key) => (URL_KEYS.has(key) ? payload.text : undefined));
      return { value: withLinkType(result.value, 'url'), changed: result.changed };
    });
    yield* variant('colour fields', STYLE_PAYLOADS, (payload) =>
      substitute(block, (key) => (COLOUR_KEY.test(key) ? payload.text : undefined)),
    );
  }
}

/** A rich-text document with every node type and mark of spec §3, `text` in its texts and attrs, `href` in its links and images. */
export function hostileRichText(text: string, href: string): Record<string, unknown> {
  const t = (value: string, ...marks: Record<string, unknown>[]) => ({ type: 'text', text: value, marks });
  const p = (...content: unknown[]) => ({ type: 'paragraph', content });
  const link = (linktype: string) => ({ type: 'link', attrs: { linktype, href, anchor: text, target: text, uuid: text } });
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: text }, content: [t(text)] },
      p(
        t(
          text,
          { type: 'bold' },
          { type: 'strong' },
          { type: 'italic' },
          { type: 'strike' },
          { type: 'underline' },
          { type: 'code' },
          { type: 'superscript' },
          { type: 'subscript' },
        ),
        { type: 'hard_break' },
        ...LINK_TYPES.map((linktype) => t(text, link(linktype))),
        t(text, { type: 'anchor', attrs: { id: text } }),
        t(text, { type: 'styled', attrs: { class: text } }),
        t(text, { type: 'textStyle', attrs: { color: text } }),
        t(text, { type: 'highlight', attrs: { color: text } }),
        { type: 'emoji', attrs: { name: text, emoji: text, fallbackImage: href } },
        { type: 'emoji', attrs: { name: text, fallbackImage: href } },
      ),
      { type: 'blockquote', content: [p(t(text))] },
      { type: 'bullet_list', content: [{ type: 'list_item', content: [p(t(text))] }] },
      { type: 'ordered_list', attrs: { order: text }, content: [{ type: 'list_item', content: [p(t(text))] }] },
      { type: 'code_block', attrs: { class: text }, content: [t(text)] },
      { type: 'horizontal_rule' },
      { type: 'image', attrs: { src: href, alt: text, title: text } },
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [
              { type: 'tableHeader', attrs: { colspan: text, rowspan: text }, content: [p(t(text))] },
              { type: 'tableCell', attrs: { colspan: text }, content: [p(t(text))] },
            ],
          },
        ],
      },
      {
        type: 'blok',
        attrs: {
          id: text,
          body: [
            { component: 'Headline', _uid: 'rt-headline', text, subline: text, level: text, align: text },
            {
              component: 'CTA',
              _uid: 'rt-cta',
              text,
              link: { linktype: 'url', url: href, cached_url: href },
              backgroundColor: text,
              textColor: text,
            },
            { component: 'Text', _uid: 'rt-text', text: { type: 'doc', content: [p(t(text, link('url')))] } },
            { component: 'NoSuchBlock', _uid: 'rt-unknown', text },
            { component: text.slice(0, 200), _uid: `rt-${text.slice(0, 200)}` },
          ],
        },
      },
      // Not spec §3 node types or marks: they log an error and render nothing (spec §8).
      { type: 'script', text, attrs: { src: href } },
      { type: 'iframe', attrs: { src: href, srcdoc: text } },
      p(t(text, { type: 'script', attrs: { src: href } })),
    ],
  };
}

export const HARMLESS_TEXT = 'Harmloser Text';
export const HARMLESS_HREF = '/harmlos/';

/** The hostile rich text inside a Text block, as a page renders it (blocks inside are cleaned too). */
export function richTextCases(): InjectionCase[] {
  const block = (doc: Record<string, unknown>): Block => ({ component: 'Text', _uid: 'rich-text', text: doc });
  const baseline = renderBlocks([block(hostileRichText(HARMLESS_TEXT, HARMLESS_HREF))]);
  return ALL_PAYLOADS.map((payload) => ({
    name: `rich text with payload ${payload.id}`,
    payload,
    html: renderBlocks([block(hostileRichText(payload.text, payload.text))]),
    baseline,
    rejected: 0,
  }));
}

/** A JSON script element as the page writes its data (ShopData, deferred data, JSON-LD). */
export function dataScript(value: unknown): string {
  return `<script type="application/json" id="shop-data">${serialiseForScript(value)}</script><p id="after-data">after</p>`;
}

/** The raw text of the data script written by dataScript, as a browser reads it. */
export function dataScriptText(html: string): string {
  const start = html.indexOf('>') + 1;
  return html.slice(start, html.indexOf('</script', start));
}
