import type { PageStory } from '../../content/story';
import { BlockList } from '../blocks/BlockList';

/**
 * A content page (spec §2 content pages): the story's blocks top to bottom. The story id and
 * uuid mark the section so the visual editor and tests can tell which story is shown.
 */
export function ContentPage({ story }: { story: PageStory }) {
  return (
    <article className="page page--content" data-story-id={story.id} data-story-slug={story.full_slug}>
      <BlockList blocks={story.content.body} />
    </article>
  );
}
