import { productPageAsPage } from '../shared/content/product-page';
import type { PageStory } from '../shared/content/story';
import { log } from '../shared/log/log';
import type { EditorData } from '../shared/shop-data';
import { loadScript } from './runtime/script-loader';

/** The part of the Storyblok bridge (`storyblok-v2-latest.js`) the shop uses. */
interface StoryblokBridgeEvent {
  action: string;
  story?: unknown;
}
interface StoryblokBridge {
  on(events: string | string[], callback: (event: StoryblokBridgeEvent) => void): void;
}
declare global {
  interface Window {
    StoryblokBridge?: new (options: { resolveRelations?: string[] }) => StoryblokBridge;
  }
}

/**
 * Connects a draft page to the Storyblok visual editor (spec §4, §6): loads the bridge script,
 * re-renders on `input` (the editor typing) and reloads on `published` and `change` (saved
 * content, read again from the server). Only pages of a checked editor carry EditorData.
 */
export function connectEditor(editor: EditorData, storyId: number, onStory: (story: PageStory) => void): void {
  loadScript(editor.bridgeUrl).then(
    () => {
      const Bridge = window.StoryblokBridge;
      if (!Bridge) {
        log.error('storyblok-bridge-missing', { src: editor.bridgeUrl });
        return;
      }
      new Bridge({ resolveRelations: editor.resolveRelations }).on(['input', 'published', 'change'], (event) => {
        if (event.action !== 'input') {
          window.location.reload();
          return;
        }
        const story = editedStory(event.story);
        if (story && story.id === storyId) onStory(story);
      });
    },
    () => {
      log.error('storyblok-bridge-load-failed', { src: editor.bridgeUrl });
    },
  );
}

/**
 * The story of an `input` event, if it is a Page the shop can render. Checked by hand rather
 * than with the server's zod schemas, which would double the client bundle; the blocks check
 * their own fields when they render.
 */
function editedStory(value: unknown): PageStory | null {
  if (!value || typeof value !== 'object') return null;
  const story = value as Partial<PageStory>;
  // spec §3 teaser page: a product page is edited as the Page it is read as.
  const written = story.content as Record<string, unknown> | undefined;
  const content = (written ? productPageAsPage(written) : undefined) as Partial<PageStory['content']> | undefined;
  if (typeof story.id !== 'number' || content?.component !== 'Page' || !Array.isArray(content.body)) {
    log.warn('storyblok-input-not-a-page', { id: story.id ?? null });
    return null;
  }
  return {
    ...(story as PageStory),
    content: { title: '', description: '', activeNavigation: '', ...content, body: content.body.filter(isBlock) } as PageStory['content'],
  };
}

function isBlock(value: unknown): value is PageStory['content']['body'][number] {
  return Boolean(
    value &&
      typeof value === 'object' &&
      typeof (value as { component?: unknown }).component === 'string' &&
      typeof (value as { _uid?: unknown })._uid === 'string',
  );
}
