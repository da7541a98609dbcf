import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../src/shared/channel/channels';
import { PageContentSchema, type Story, StorySchema } from '../../src/shared/content/story';
import { SPECIAL_SLUGS } from '../../src/shared/content/story-slugs';
import { LANGUAGES } from '../../src/shared/locale/locales';
import { NEWSLETTER_PAGES } from '../../src/shared/newsletter-paths';
import { matchPageRoute } from '../../src/shared/routing/page-routes';
import { loadDemoFiles } from '../../src/worker/features/content/demo/demo-files';
import { DemoContentSource } from '../../src/worker/features/content/demo-source';

const DEMO_FILES = await loadDemoFiles();

// The bundled demo content (issue "Content" 1): Storyblok-shaped stories for both channels in all
// six languages, every block type used, every link and image resolving.

/** spec §2 content blocks, plus the detail and overview wrappers. */
const BLOCK_TYPES = [
  'ABContent',
  'Accessory',
  'BentoGrid',
  'CTA',
  'ContactForm',
  'Feed',
  'FormatsAndPrices',
  'Frame',
  'Headline',
  'ImageBlock',
  'Information',
  'ProductMatrix',
  'Quote',
  'Shop',
  'SizeOverview',
  'SubTeaser',
  'Teaser',
  'Text',
  'ThemesOverviewWrapper',
  'Toolbox',
  'UspTeaser',
  'VideoBlock',
  'Voucher',
  'AccessoryDetailWrapper',
  'AccessoryOverviewWrapper',
  'CalendarDetailWrapper',
  'CalendarOverviewWrapper',
  'CardDetailWrapper',
  'CardOverviewWrapper',
  'CollageDetailWrapper',
  'CollageOverviewWrapper',
  'PhotobookDetailWrapper',
  'PhotobookOverviewWrapper',
];

/** The navigation types of the seven category landing pages (docs/content-model.md). */
const CATEGORY_TYPES = ['photo-box', 'photo-prints', 'calendar', 'canvas', 'wall-art', 'cards', 'photo-book'];

const source = new DemoContentSource();

async function folderStories(channel: string, language: string): Promise<Story[]> {
  const links = await source.links(`${channel}/${language}/`, 'published');
  const stories: Story[] = [];
  for (const link of links) {
    const lookup = await source.story(link.slug, { version: 'published' });
    if (lookup.kind === 'found') stories.push(lookup.story);
  }
  return stories;
}

/** Every object in a tree, with the path that leads to it. */
function* objects(value: unknown, path = ''): Generator<[Record<string, unknown>, string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* objects(item, `${path}[${index}]`);
  } else if (value && typeof value === 'object') {
    yield [value as Record<string, unknown>, path];
    for (const [key, child] of Object.entries(value)) yield* objects(child, `${path}.${key}`);
  }
}

describe('demo content', () => {
  it('has one file per channel and language', () => {
    const pairs = DEMO_FILES.map((file) => `${file.channel}/${file.language}`).sort();
    expect(pairs).toEqual(CHANNELS.flatMap((channel) => LANGUAGES.map((language) => `${channel}/${language}`)).sort());
  });

  for (const channel of CHANNELS) {
    for (const language of LANGUAGES) {
      describe(`${channel}/${language}`, () => {
        it('holds Storyblok-shaped stories: the special ones, seven category pages, a redirect', async () => {
          const stories = await folderStories(channel, language);
          for (const story of stories) expect(StorySchema.safeParse(story).success, story.full_slug).toBe(true);
          const slugs = stories.map((story) => story.slug);
          for (const special of Object.values(SPECIAL_SLUGS)) expect(slugs).toContain(special);
          const bySlug = new Map(stories.map((story) => [story.slug, story]));
          expect(bySlug.get(SPECIAL_SLUGS.navigation)?.content.component).toBe('Navigation');
          expect(bySlug.get(SPECIAL_SLUGS.globalConfig)?.content.component).toBe('GlobalConfig');

          const pages = stories.filter((story) => story.content.component === 'Page');
          for (const story of pages) {
            const parsed = PageContentSchema.safeParse(story.content);
            expect(parsed.success, `${story.full_slug}: ${parsed.error?.message}`).toBe(true);
          }
          const types = pages.map((story) => story.content.activeNavigation);
          for (const type of CATEGORY_TYPES) expect(types, type).toContain(type);
          const redirects = pages.filter((story) => {
            const target = PageContentSchema.parse(story.content).target;
            return Boolean(target && (target.cached_url || target.url));
          });
          expect(redirects.length).toBeGreaterThanOrEqual(1);
        });

        it('links every story to its translations in the five other languages', async () => {
          const stories = await folderStories(channel, language);
          for (const story of stories) {
            const languages = story.alternates.map((alternate) => alternate.full_slug.split('/')[1]).sort();
            expect([story.full_slug, languages]).toEqual([story.full_slug, LANGUAGES.filter((other) => other !== language)]);
            for (const alternate of story.alternates) {
              const translation = await source.story(alternate.full_slug, { version: 'published' });
              expect(translation.kind === 'found' && translation.story.group_id).toBe(story.group_id);
            }
          }
        });

        it('uses every block type', async () => {
          const used = new Set<string>();
          for (const story of await folderStories(channel, language)) {
            for (const [node] of objects(story.content)) if (typeof node.component === 'string') used.add(node.component);
          }
          expect(BLOCK_TYPES.filter((type) => !used.has(type))).toEqual([]);
        });

        it('links only to stories that exist, the shop’s own pages, and images and videos that exist', async () => {
          const stories = await folderStories(channel, language);
          // The newsletter page is the shop's own (decision 055): a story link names its path as an editor picks it.
          const ownPage = `${channel}/${language}/${NEWSLETTER_PAGES[language]}`;
          expect(matchPageRoute(`/${NEWSLETTER_PAGES[language]}/`)).toEqual({ name: 'newsletter' });
          const known = new Set([...stories.map((story) => story.full_slug), ownPage]);
          const problems: string[] = [];
          for (const story of stories) {
            for (const [node, path] of objects(story.content)) {
              const where = `${story.full_slug}${path}`;
              if (node.linktype === 'story' && node.fieldtype === 'multilink' && !known.has(String(node.cached_url))) {
                problems.push(`${where}: story link to ${String(node.cached_url)}`);
              }
              const attrs = node.type === 'link' ? (node.attrs as Record<string, unknown> | undefined) : undefined;
              if (attrs?.linktype === 'story' && !known.has(String(attrs.href).replace(/^\//, ''))) {
                problems.push(`${where}: rich-text link to ${String(attrs.href)}`);
              }
              if (node.fieldtype === 'asset' && typeof node.filename === 'string' && node.filename !== '') {
                if (!existsSync(`public${node.filename}`)) problems.push(`${where}: missing file ${node.filename}`);
                if (typeof node.alt !== 'string' || node.alt.trim() === '') problems.push(`${where}: image without alt text`);
              }
            }
          }
          expect(problems).toEqual([]);
        });

        it('reads as real copy, not placeholders', async () => {
          const text = JSON.stringify(await folderStories(channel, language));
          expect(text).not.toMatch(/lorem ipsum|placeholder|\bxxx\b/i);
          // Upper case only: Spanish "todo" is a word.
          expect(text).not.toMatch(/\b(TODO|TBD|FIXME)\b/);
        });
      });
    }
  }
});
