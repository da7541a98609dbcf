import { describe, expect, it } from 'vitest';
import { allElements, getByRole, parseHtml, textOf } from '../support/dom';
import { renderBlocks } from '../support/render-block';

// docs/content-model.md VideoBlock: lazy, nothing of the video loads before a click.
const video = (filename: string) => ({
  component: 'VideoBlock',
  _uid: 'v',
  video: { fieldtype: 'asset', filename, alt: '' },
  poster: { fieldtype: 'asset', filename: '/demo-assets/1280x720/video-poster.jpg', alt: 'Die Druckerei' },
  caption: 'Ein Blick in unsere Druckerei',
});

describe('VideoBlock', () => {
  it('shows the poster and a labelled play button, and no video element before a click', () => {
    const html = renderBlocks([video('/demo-assets/video/print-studio.mp4')]);
    expect(html).toContain('alt="Die Druckerei"');
    expect(html).toContain('aria-label="Ein Blick in unsere Druckerei abspielen"');
    expect(html).toContain('<figcaption>Ein Blick in unsere Druckerei</figcaption>');
    expect(html).not.toContain('<video');
    expect(html).not.toContain('print-studio.mp4');
  });

  it('skips blocks whose video is not an mp4 or webm file, or not a safe URL', () => {
    // Nothing to see or reach: no figure, poster, button or text. What stays is the empty slot the
    // block would wake in (decision 097), which takes no part in the layout.
    for (const filename of ['/demo-assets/800x600/canvas.jpg', 'javascript:alert(1)//.mp4']) {
      const skipped = parseHtml(renderBlocks([video(filename)]));
      const shown = allElements(skipped).map((element) => element.tagName);
      for (const tag of ['figure', 'img', 'button', 'video', 'a']) expect(shown, filename).not.toContain(tag);
      expect(textOf(skipped), filename).toBe('');
    }
    const webm = parseHtml(renderBlocks([video('https://a.storyblok.com/f/1/x/film.webm')]));
    getByRole(webm, 'button', { name: 'Ein Blick in unsere Druckerei abspielen' });
  });
});
