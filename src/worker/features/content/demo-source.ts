import type { ContentVersion, Story } from '../../../shared/content/story';
import { type DemoFile, loadDemoFiles } from './demo/demo-files';
import { demoId, demoUuid, expandStory } from './demo/expand-story';
import type { ContentLink, ContentSource, StoryLookup, StoryOptions } from './source';

interface DemoSpace {
  bySlug: Map<string, Story>;
  byId: Map<number, Story>;
  links: ContentLink[];
}

let space: Promise<DemoSpace> | null = null;

/**
 * The demo space, loaded and expanded on first use and then kept for the isolate's life; a worker
 * that never uses the demo content never loads it (decision 022).
 */
function demoSpace(): Promise<DemoSpace> {
  space ??= loadDemoFiles()
    .then(expandSpace)
    .catch((error: unknown) => {
      // A failed load is tried again by the next request rather than remembered.
      space = null;
      throw error;
    });
  return space;
}

function expandSpace(files: readonly DemoFile[]): DemoSpace {
  const bySlug = new Map<string, Story>();
  const links: ContentLink[] = [];
  const folders = new Set<string>();
  for (const file of files) {
    for (const folder of [file.channel, `${file.channel}/${file.language}`]) {
      if (folders.has(folder)) continue;
      folders.add(folder);
      links.push({
        id: demoId(folder),
        uuid: demoUuid(folder),
        slug: folder,
        name: folder,
        is_folder: true,
        is_startpage: false,
        published: true,
      });
    }
    const folder = `${file.channel}/${file.language}`;
    file.stories.forEach((authored, index) => {
      const story = expandStory(folder, demoId(folder), index, authored);
      bySlug.set(story.full_slug, story);
      links.push({
        id: story.id,
        uuid: story.uuid,
        slug: story.full_slug,
        name: story.name,
        is_folder: false,
        is_startpage: false,
        published: true,
      });
    });
  }
  linkTranslations([...bySlug.values()]);
  return { bySlug, byId: new Map([...bySlug.values()].map((story) => [story.id, story])), links };
}

/** Fills Storyblok's `alternates`: the same page (same group) in the other language folders. */
function linkTranslations(stories: Story[]): void {
  const groups = new Map<string, Story[]>();
  for (const story of stories) groups.set(String(story.group_id), [...(groups.get(String(story.group_id)) ?? []), story]);
  for (const story of stories) {
    story.alternates = (groups.get(String(story.group_id)) ?? [])
      .filter((other) => other !== story)
      .map((other) => ({
        id: other.id,
        name: other.name,
        slug: other.slug,
        published: true,
        full_slug: other.full_slug,
        is_folder: false,
        parent_id: other.parent_id,
      }));
  }
}

/**
 * The bundled demo content as a content source: what `npm start` and the tests serve when no
 * Storyblok token is set. It has no drafts; both versions read the published stories.
 */
export class DemoContentSource implements ContentSource {
  readonly id = 'demo';

  async story(fullSlug: string, _options: StoryOptions): Promise<StoryLookup> {
    const story = (await demoSpace()).bySlug.get(fullSlug);
    return story ? { kind: 'found', story: structuredClone(story) } : { kind: 'not-found' };
  }

  async storyById(id: number, _version: ContentVersion): Promise<StoryLookup> {
    const story = (await demoSpace()).byId.get(id);
    return story ? { kind: 'found', story: structuredClone(story) } : { kind: 'not-found' };
  }

  async links(startsWith: string, _version: ContentVersion): Promise<ContentLink[]> {
    return (await demoSpace()).links.filter((link) => link.slug.startsWith(startsWith));
  }
}
