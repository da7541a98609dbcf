import { readdir } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { BLOCK_CHUNK_LOADERS, loadBlocks } from '../../src/client/blocks';
import { BLOCK_DESCRIPTORS } from '../../src/shared/ui/blocks/block-descriptors';
import { BLOCK_RULES } from '../../src/shared/ui/blocks/block-rules';
import { blockNamesIn } from '../../src/shared/ui/blocks/block-table';
import { BLOCKS } from '../../src/shared/ui/blocks/registry';
import { BLOCK_SCHEMAS } from '../../src/shared/ui/blocks/schemas';
import { cleanBlocks } from '../../src/worker/features/content/clean-blocks';

// Blocks are parsed with their schema before rendering (issue "Blocks" 1).
describe('block registry', () => {
  it('has a schema for every component and a component for every schema', () => {
    expect(Object.keys(BLOCKS).sort()).toEqual(Object.keys(BLOCK_SCHEMAS).sort());
  });

  it('lets the browser load every block the server renders, as the same component, from the chunk the worker preloads', async () => {
    const BLOCK_CHUNKS = Object.fromEntries(Object.entries(BLOCK_RULES).map(([name, rule]) => [name, rule.chunk]));
    expect(Object.keys(BLOCK_CHUNKS).sort()).toEqual(Object.keys(BLOCKS).sort());
    for (const [chunk, load] of Object.entries(BLOCK_CHUNK_LOADERS)) {
      const inChunk = Object.entries(BLOCK_CHUNKS).filter(([, each]) => each === chunk);
      expect(Object.keys(await load()).sort(), chunk).toEqual(inChunk.map(([name]) => name).sort());
    }
    const loaded = await loadBlocks([...Object.keys(BLOCKS), 'Carousel']);
    expect(Object.keys(loaded).sort()).toEqual(Object.keys(BLOCKS).sort());
    for (const [name, component] of Object.entries(loaded)) expect(component, name).toBe(BLOCKS[name]);
    expect(Object.keys(await loadBlocks(['Headline', 'Toolbox']))).toEqual(['Headline', 'Toolbox']);
  });

  it('describes every block schema under ./schemas, and gives the browser each descriptor as its rule', async () => {
    const described = new Map<unknown, string>(Object.entries(BLOCK_DESCRIPTORS).map(([name, block]) => [block.schema, name]));
    const found: string[] = [];
    for (const file of await readdir('src/shared/ui/blocks/schemas')) {
      if (file === 'index.ts') continue;
      const module: Record<string, unknown> = await import(`../../src/shared/ui/blocks/schemas/${file}`);
      for (const [name, value] of Object.entries(module))
        if (name.endsWith('Schema')) found.push(`${described.get(value) ?? 'none'} ${name}`);
    }
    expect(found.sort()).toEqual(
      Object.keys(BLOCK_DESCRIPTORS)
        .map((name) => `${name} ${name}Schema`)
        .sort(),
    );
    for (const [name, block] of Object.entries(BLOCK_DESCRIPTORS)) {
      expect(BLOCK_RULES[name as keyof typeof BLOCK_RULES], name).toMatchObject({ chunk: block.chunk });
      expect(BLOCK_SCHEMAS[name], name).toBe(block.schema);
    }
  });

  it('finds the blocks a page shows, nested ones included', () => {
    const body = [
      { component: 'Teaser', _uid: 'a' },
      { component: 'ABContent', _uid: 'b', on: [{ component: 'CTA', _uid: 'c' }], off: [] },
      { component: 'Text', _uid: 'd', text: { type: 'doc', content: [{ type: 'blok', attrs: { body: [{ component: 'Quote' }] } }] } },
    ];
    expect([...blockNamesIn(body)].sort()).toEqual(['ABContent', 'CTA', 'Quote', 'Teaser', 'Text']);
  });
});

describe('cleaning blocks', () => {
  it('fills defaults, drops what fails its schema with a log line, and keeps unknown components', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const cleaned = cleanBlocks(
        [
          { component: 'Headline', _uid: 'a', text: 'Fotokalender' },
          { component: 'Headline', _uid: 'b', text: '   ' },
          { component: 'Teaser', _uid: 'c', headline: 'Hallo', ctaBackgroundColor: 'red;background:url(x)', ctaLink: '' },
          { component: 'Carousel', _uid: 'd' },
        ],
        'kartenliebe/de/test',
      );
      expect(cleaned.map((block) => block._uid)).toEqual(['a', 'c', 'd']);
      expect(cleaned[0]).toMatchObject({ level: '2', align: 'left', subline: '' });
      expect(cleaned[1]).toMatchObject({ ctaBackgroundColor: undefined, ctaLink: undefined });
      expect(String(warn.mock.calls[0])).toContain('"event":"block-invalid"');
      expect(String(warn.mock.calls[0])).toContain('"uid":"b"');
    } finally {
      warn.mockRestore();
    }
  });

  it('cleans blocks placed inside rich text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const [text] = cleanBlocks(
        [
          {
            component: 'Text',
            _uid: 't',
            text: {
              type: 'doc',
              content: [
                {
                  type: 'blok',
                  attrs: {
                    body: [
                      { component: 'Headline', _uid: 'h' },
                      { component: 'Headline', _uid: 'i', text: 'Ok' },
                    ],
                  },
                },
              ],
            },
          },
        ],
        'kartenliebe/de/test',
      );
      const body = (text!.text as { content: { attrs: { body: { _uid: string }[] } }[] }).content[0]?.attrs.body;
      expect(body?.map((block) => block._uid)).toEqual(['i']);
    } finally {
      warn.mockRestore();
    }
  });
});
