import type { FakeStory } from '../support/storyblok-fake';
import { E2E_SPACE } from './shop-config';

/**
 * The stories of the Storyblok space that the editor instance reads. The stand-in replaces a
 * space's stories as a whole, so the global setup seeds them all once, before any test runs;
 * tests running side by side never overwrite each other's stories.
 */

/** The page of the visual-editor tests (./editor.test.ts): published, and a draft of it. */
export const LIVE_EDIT_STORY = {
  id: 4711,
  uuid: '00000000-0000-4000-a000-000000004711',
  name: 'Live',
  slug: 'live-edit',
  full_slug: 'kartenliebe/de/live-edit',
  tag_list: [],
  content: {
    _uid: 'page-1',
    component: 'Page',
    title: 'Live',
    body: [{ _uid: 'headline-1', component: 'Headline', text: 'Veröffentlichte Fassung', level: '1', align: 'left' }],
  },
};

/** The live-edit page with another headline. */
export const withHeadline = (text: string): typeof LIVE_EDIT_STORY => ({
  ...LIVE_EDIT_STORY,
  content: { ...LIVE_EDIT_STORY.content, body: [{ ...LIVE_EDIT_STORY.content.body[0]!, text }] },
});

/** The headline of the live-edit page's draft. */
export const DRAFT_HEADLINE = 'Entwurf vom Montag';

const teaser = (uid: string, headline: string, filename: string) => ({
  _uid: uid,
  component: 'Teaser',
  headline,
  image: { fieldtype: 'asset', filename, alt: headline },
  ctaText: '',
  ctaLink: '',
});

/** The page of the image tests (./images.test.ts): an image that loads, one that fails, a missing video. */
const IMAGES_STORY: FakeStory = {
  id: 5101,
  uuid: '00000000-0000-4000-a000-000000005101',
  name: 'Bilder',
  slug: 'bilder',
  full_slug: 'kartenliebe/de/bilder',
  content: {
    _uid: 'page',
    component: 'Page',
    title: 'Bilder',
    body: [
      teaser('ok', 'Vorhanden', '/demo-assets/800x600/canvas.jpg'),
      teaser('broken', 'Kaputt', '/demo-assets/800x600/gibt-es-nicht.jpg'),
      {
        _uid: 'video',
        component: 'VideoBlock',
        video: { fieldtype: 'asset', filename: '/demo-assets/video/gibt-es-nicht.webm', alt: 'Fehlt' },
        poster: { fieldtype: 'asset', filename: '/demo-assets/1280x720/video-poster.jpg', alt: 'Standbild' },
        caption: 'Ein Film, den es nicht gibt',
      },
    ],
  },
};

/** Puts every story above into the stand-in at `storyblokOrigin`. */
export async function seedEditorSpace(storyblokOrigin: string): Promise<void> {
  const response = await fetch(`${storyblokOrigin}/_control/${E2E_SPACE}/stories`, {
    method: 'PUT',
    body: JSON.stringify({ published: [LIVE_EDIT_STORY, IMAGES_STORY], draft: [withHeadline(DRAFT_HEADLINE), IMAGES_STORY] }),
  });
  if (!response.ok) throw new Error(`the Storyblok stand-in refused the stories: ${response.status}`);
}
