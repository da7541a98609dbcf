import type { z } from 'zod';
import { GlobalConfigSchema } from '../../../shared/content/global-config';
import { NavigationSchema } from '../../../shared/content/navigation';
import { PageContentSchema, type Story } from '../../../shared/content/story';
import { cleanBlocks } from './clean-blocks';
import type { StoryLookup } from './source';

/**
 * Stories are parsed once, when the story cache writes them to KV, and trusted when read back
 * (issue "Fast by default": parsing on every view took 14–18 % of a page's CPU). A kept story
 * carries the version of the schemas it was parsed with; a story kept by an older version of this
 * code is parsed again on read, as drafts (never cached) always are, until its refresh rewrites it.
 *
 * Change STORY_SCHEMA_VERSION whenever a schema below (or a block schema) changes what it accepts
 * or produces: tests/unit/prepared-story.test.ts fails until it is changed.
 */
export const STORY_SCHEMA_VERSION = 9;

/** The schema each kind of story is parsed with; a page's blocks are then cleaned (clean-blocks.ts). */
const SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  Page: PageContentSchema,
  // spec §3 teaser page: read as a Page (src/shared/content/product-page.ts), and kept as one.
  ProductPage: PageContentSchema,
  Navigation: NavigationSchema,
  GlobalConfig: GlobalConfigSchema,
};

/** A lookup whose story may have been parsed when it was kept (`prepared`; drafts never are). */
export type PreparedLookup = { kind: 'found'; story: Story; prepared?: boolean } | { kind: 'not-found' };

/**
 * A story as the cache keeps it: its content parsed with the schema of its kind and, for a page,
 * its blocks cleaned. A story of another kind, or one that fails its schema, is kept as the source
 * sent it (`prepared: false`) and its reader parses it as before, logging what is wrong.
 */
export function prepareStory(lookup: StoryLookup): PreparedLookup {
  if (lookup.kind !== 'found') return lookup;
  const { story } = lookup;
  const schema = SCHEMAS[story.content.component];
  const parsed = schema?.safeParse(story.content);
  if (!parsed?.success) return { kind: 'found', story, prepared: false };
  const content = parsed.data as Story['content'];
  if (schema === PageContentSchema) {
    const page = content as z.output<typeof PageContentSchema>;
    return { kind: 'found', story: { ...story, content: { ...page, body: cleanBlocks(page.body, story.full_slug) } }, prepared: true };
  }
  return { kind: 'found', story: { ...story, content }, prepared: true };
}

/**
 * A looked-up story's content parsed with `schema`, as the cache keeps it (a page's blocks
 * cleaned): taken as it is when the cache prepared it, prepared here when not (a draft, an older
 * entry). Read with another schema than its kind's, it is only parsed.
 */
export function parsedContent<Schema extends z.ZodType>(
  lookup: { story: Story; prepared?: boolean },
  schema: Schema,
): z.ZodSafeParseResult<z.output<Schema>> {
  if (SCHEMAS[lookup.story.content.component] === schema) {
    const prepared = lookup.prepared ? lookup : prepareStory({ kind: 'found', story: lookup.story });
    if ('story' in prepared && prepared.prepared) return { success: true, data: prepared.story.content as z.output<Schema> };
  }
  return schema.safeParse(lookup.story.content);
}
