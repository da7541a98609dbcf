import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GlobalConfigSchema } from '../../src/shared/content/global-config';
import { NavigationSchema } from '../../src/shared/content/navigation';
import { PageContentSchema, type Story } from '../../src/shared/content/story';
import { BLOCK_SCHEMAS } from '../../src/shared/ui/blocks/schemas';
import { parsedContent, prepareStory, STORY_SCHEMA_VERSION } from '../../src/worker/features/content/prepared-story';
import type { StoryLookup } from '../../src/worker/features/content/source';

/** What the schemas accept and produce, as JSON Schema (functions inside transforms are not seen). */
function schemasFingerprint(): string {
  const schemas = { Page: PageContentSchema, Navigation: NavigationSchema, GlobalConfig: GlobalConfigSchema, ...BLOCK_SCHEMAS };
  const described = Object.entries(schemas)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, schema]) => [
      name,
      z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }),
      z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }),
    ]);
  return createHash('sha256').update(JSON.stringify(described)).digest('hex').slice(0, 16);
}

/**
 * The schemas as they were when STORY_SCHEMA_VERSION was last changed. When this test fails,
 * a schema changed: raise STORY_SCHEMA_VERSION (src/worker/features/content/prepared-story.ts), so stories
 * kept by the old schemas are read from the source again, and record the new fingerprint here.
 */
const RECORDED = { version: 9, fingerprint: 'e68c45576e751042' };

describe('stories parsed once, when kept', () => {
  it('change their schema version whenever the schemas change', () => {
    expect({ version: STORY_SCHEMA_VERSION, fingerprint: schemasFingerprint() }).toEqual(RECORDED);
  });

  const story = (content: Story['content']): Story => ({
    id: 1,
    uuid: 'u',
    name: 'Home',
    slug: 'home',
    full_slug: 'kartenliebe/de/home',
    tag_list: [],
    alternates: [],
    content,
  });
  const page = (body: unknown): StoryLookup => ({ kind: 'found', story: story({ _uid: 'p', component: 'Page', body }) });

  it('keeps a page parsed, its invalid blocks left out, and trusts it when read with the same schema', () => {
    const prepared = prepareStory(
      page([
        { _uid: 'a', component: 'Headline', text: 'Hallo', level: '1' },
        { _uid: 'b', component: 'Headline', text: '' },
      ]),
    );
    expect(prepared).toMatchObject({ kind: 'found', prepared: true });
    if (prepared.kind !== 'found') throw new Error('not found');
    expect(prepared.story.content).toMatchObject({ title: '', body: [{ _uid: 'a', align: 'left' }] });
    expect((prepared.story.content.body as unknown[]).length).toBe(1);
    // Read back: the kept content itself, not a new parse of it.
    const read = parsedContent(prepared, PageContentSchema);
    expect(read.success && read.data).toBe(prepared.story.content);
    // Another schema, or a story not parsed when kept, is parsed.
    expect(parsedContent(prepared, NavigationSchema).success).toBe(false);
    const raw = page([{ _uid: 'a', component: 'Headline', text: 'Hallo', level: '1' }]);
    if (raw.kind !== 'found') throw new Error('not found');
    const parsed = parsedContent(raw, PageContentSchema);
    expect(parsed.success && parsed.data).not.toBe(raw.story.content);
    expect(parsed.success && parsed.data.title).toBe('');
  });

  it('keeps a story that fails its schema, or of a kind without one, as the source sent it', () => {
    const broken = page('not a list');
    expect(prepareStory(broken)).toEqual({ ...broken, prepared: false });
    const other: StoryLookup = { kind: 'found', story: story({ component: 'Folder' }) };
    expect(prepareStory(other)).toEqual({ ...other, prepared: false });
    expect(prepareStory({ kind: 'not-found' })).toEqual({ kind: 'not-found' });
  });
});
