import { describe, expect, it } from 'vitest';
import { allElements, attr, attrs, type Element, parseHtml } from '../support/dom';
import { fetchShop } from './worker-fetch';

// Issue "Fast by default" (decision 025; spec §4 images, §9 densities 1 and 2): the image that
// leads the page loads at once with high priority, preloaded from the head as the same file the
// browser will pick from its srcset; every other image is lazy; every image has its size, and
// every file a srcset names is there.
const PAGES = ['https://kartenliebe.de/', 'https://wallart.de/', 'https://kartenliebe.de/karten/'];

/** The files of a srcset, without their descriptors. */
const filesOf = (srcset: string) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!);

async function page(url: string) {
  const response = await fetchShop(url);
  expect(response.status, url).toBe(200);
  const document = parseHtml(await response.text());
  const elements = allElements(document);
  const images = elements.filter((element) => element.tagName === 'img');
  const imagePreloads = elements.filter(
    (element) => element.tagName === 'link' && attr(element, 'rel') === 'preload' && attr(element, 'as') === 'image',
  );
  const main = elements.find((element) => element.tagName === 'main');
  return { images, imagePreloads, mainImages: main ? allElements(main).filter((element) => element.tagName === 'img') : [] };
}

describe('images of the first screen and the rest', () => {
  for (const url of PAGES) {
    it(`${url} loads its lead image at once, preloaded as the file it shows, and every other image lazily`, async () => {
      const { images, imagePreloads, mainImages } = await page(url);
      const [lead, ...rest] = images.filter((image) => attr(image, 'loading') !== 'lazy');
      expect(lead, 'a lead image').toBeDefined();
      expect(rest.map((image) => attr(image, 'src'))).toEqual([]);
      const leadImage = lead as Element;
      expect(attrs(leadImage)).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
      // Two files, full and half width, with the width each is shown at (decision 025).
      expect(attr(leadImage, 'srcset')).toMatch(/^\/demo-assets\/\d+x\d+\/[\w-]+\.jpg \d+w, \/demo-assets\/\d+x\d+\/[\w-]+\.jpg \d+w$/);
      expect(attr(leadImage, 'sizes')).toMatch(/\(min-width: 1000px\)/);
      expect(Number(attr(leadImage, 'width'))).toBeGreaterThan(0);
      expect(Number(attr(leadImage, 'height'))).toBeGreaterThan(0);
      // The lead image is the first of the page's content, the largest of its first screen.
      expect(mainImages.indexOf(leadImage)).toBe(0);

      // React writes the preload into the head from the image's own attributes: one, the same files.
      expect(imagePreloads.map(attrs)).toEqual([
        expect.objectContaining({
          imagesrcset: attr(leadImage, 'srcset'),
          imagesizes: attr(leadImage, 'sizes'),
          fetchpriority: 'high',
        }),
      ]);
      expect((imagePreloads[0]!.parentNode as Element).tagName).toBe('head');

      for (const image of images.filter((each) => each !== leadImage)) {
        const name = attr(image, 'src');
        expect(attrs(image), `${name}`).toMatchObject({ loading: 'lazy' });
        expect(attr(image, 'fetchpriority'), `${name}`).toBeNull();
        expect(Number(attr(image, 'width')), `${name} width`).toBeGreaterThan(0);
        expect(Number(attr(image, 'height')), `${name} height`).toBeGreaterThan(0);
      }
    });

    it(`${url} names only files that are there in its srcsets, and says how wide each is shown`, async () => {
      const { images, imagePreloads } = await page(url);
      const withSrcset = images.filter((image) => attr(image, 'srcset') !== null);
      // Every demo image comes in two files (the sub-navigation's tiles too).
      expect(withSrcset.length).toBe(images.length);
      const files = new Set<string>();
      for (const image of withSrcset) {
        expect(attr(image, 'sizes'), `${attr(image, 'src')}`).toBeTruthy();
        for (const file of filesOf(attr(image, 'srcset')!)) files.add(file);
        // The src is the srcset's widest file: browsers without srcset show the full picture.
        expect(filesOf(attr(image, 'srcset')!).at(-1)).toBe(attr(image, 'src'));
      }
      for (const preload of imagePreloads) for (const file of filesOf(attr(preload, 'imagesrcset')!)) files.add(file);
      expect(files.size).toBeGreaterThan(2);
      const origin = new URL(url).origin;
      for (const file of files) {
        const response = await fetchShop(`${origin}${file}`);
        expect(`${file} ${response.status} ${response.headers.get('content-type')}`).toBe(`${file} 200 image/jpeg`);
        await response.arrayBuffer();
      }
    });
  }
});
