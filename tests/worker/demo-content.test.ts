import { describe, expect, it } from 'vitest';
import { CHANNEL_INFO } from '../../src/shared/channel/channels';
import { LANGUAGE_HOME } from '../../src/shared/locale/domains';
import { withTrailingSlash } from '../../src/shared/routing/paths';
import { loadDemoFiles } from '../../src/worker/features/content/demo/demo-files';
import { fetchShop } from './worker-fetch';

const DEMO_FILES = await loadDemoFiles();

// `npm start` without a Storyblok token serves the bundled demo content for every channel and
// language (issue "Content", Show). The worker runs as configured in wrangler.toml.
const hostOf = (channel: string, ending: string) => `${channel}.${ending}`;

describe('demo content served by the worker', () => {
  for (const file of DEMO_FILES) {
    it(`serves every page of ${file.channel}/${file.language}`, async () => {
      const origin = `https://${hostOf(file.channel, LANGUAGE_HOME[file.language])}`;
      const trailingSlash = CHANNEL_INFO[file.channel].trailingSlash;
      const answers: string[] = [];
      for (const story of file.stories) {
        // Pages, and product pages (spec §3 teaser page), which are served as pages.
        if (!['Page', 'ProductPage'].includes(story.content.component) || story.slug === 'error') continue;
        const path = story.slug === 'home' ? '/' : withTrailingSlash(`/${story.slug}`, trailingSlash);
        const response = await fetchShop(`${origin}${path}`);
        const redirects = Boolean((story.content as { target?: { cached_url?: string } }).target?.cached_url);
        answers.push(`${path} ${response.status}`);
        expect(`${path} ${response.status}`).toBe(`${path} ${redirects ? 301 : 200}`);
        if (!redirects) expect(await response.text()).toContain(`data-story-slug="${file.channel}/${file.language}/${story.slug}"`);
      }
      expect(answers.length).toBeGreaterThanOrEqual(14);
    });
  }

  it('does not serve the special stories as pages', async () => {
    for (const slug of ['home', 'navigation', 'global-config']) {
      expect((await fetchShop(`https://kartenliebe.de/${slug}/`)).status).toBe(404);
    }
  });
});
