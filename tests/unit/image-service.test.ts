import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_IMAGE_HALVES } from '../../src/shared/content/demo-image-variants';
import { imageSources, imageSrcSet, imageUrl, intrinsicSize, PLACEHOLDER } from '../../src/shared/content/image-service';
import { autoFitImageSizes, COLUMN_IMAGE_SIZES, imageSizes, TILE_GRID_IMAGE_SIZES } from '../../src/shared/ui/image-sizes';

// spec §5 image options, §7 image service, §9 image constants.
const asset = 'https://a.storyblok.com/f/123456/1600x900/abc123/hero.jpg';

describe('image service URLs', () => {
  it('resizes Storyblok assets with quality 85 and webp by default', () => {
    expect(imageUrl(asset, { width: 800 })).toBe(`${asset}/m/800x0/filters:quality(85):format(webp)`);
    expect(imageSrcSet(asset, 400)).toBe(
      `${asset}/m/400x0/filters:quality(85):format(webp) 1x, ${asset}/m/800x0/filters:quality(85):format(webp) 2x`,
    );
  });

  it('writes the placeholder: 10×10, quality 50, blur 3', () => {
    expect(imageUrl(asset, PLACEHOLDER)).toBe(`${asset}/m/10x10/filters:quality(50):format(webp):blur(3)`);
  });

  it('takes only valid options (spec §5)', () => {
    expect(imageUrl(asset, { width: 100, brightness: 40, rotate: 90, format: 'png' })).toBe(
      `${asset}/m/100x0/filters:quality(85):format(png):brightness(40):rotate(90)`,
    );
    expect(imageUrl(asset, { width: 100, quality: 101, blur: -1, brightness: 100.5, rotate: 45, format: 'gif' })).toBe(
      `${asset}/m/100x0/filters:quality(85):format(webp)`,
    );
  });

  it('serves local and non-image files as they are, and refuses unsafe ones', () => {
    expect(imageUrl('/demo-assets/800x600/canvas.jpg', { width: 400 })).toBe('/demo-assets/800x600/canvas.jpg');
    expect(imageSrcSet('/demo-assets/800x600/canvas.jpg', 400)).toBeNull();
    expect(imageUrl('https://a.storyblok.com/f/1/100x100/x/logo.svg', { width: 50 })).toBe(
      'https://a.storyblok.com/f/1/100x100/x/logo.svg',
    );
    expect(imageUrl('javascript:alert(1)')).toBeNull();
    expect(imageUrl('//evil.example/x.jpg')).toBeNull();
  });

  it('reads the intrinsic size from the file name', () => {
    expect(intrinsicSize(asset)).toEqual({ width: 1600, height: 900 });
    expect(intrinsicSize('/demo-assets/600x600/envelope.jpg')).toEqual({ width: 600, height: 600 });
    expect(intrinsicSize('/x.jpg')).toBeNull();
  });
});

// Decision 025: the demo images come as two files each, full and half width.
describe('image sources', () => {
  it('offers a demo image as its half-width copy and its original, with the sizes it is shown at', () => {
    expect(imageSources('/demo-assets/1600x900/hero-cards.jpg', 800, '100vw')).toEqual({
      src: '/demo-assets/1600x900/hero-cards.jpg',
      srcSet: '/demo-assets/800x450/hero-cards.jpg 800w, /demo-assets/1600x900/hero-cards.jpg 1600w',
      sizes: '100vw',
    });
    expect(imageSources('/demo-assets/600x600/envelope.jpg', 110, '110px')).toEqual({
      src: '/demo-assets/600x600/envelope.jpg',
      srcSet: '/demo-assets/300x300/envelope.jpg 300w, /demo-assets/600x600/envelope.jpg 600w',
      sizes: '110px',
    });
  });

  it('resizes a Storyblok asset to the width shown and twice that (densities, so no sizes)', () => {
    expect(imageSources(asset, 400, '100vw')).toEqual({
      src: `${asset}/m/400x0/filters:quality(85):format(webp)`,
      srcSet: `${asset}/m/400x0/filters:quality(85):format(webp) 1x, ${asset}/m/800x0/filters:quality(85):format(webp) 2x`,
    });
    // Never wider than the file.
    expect(imageSources('https://a.storyblok.com/f/1/300x200/a/x.jpg', 800, '100vw')?.src).toBe(
      'https://a.storyblok.com/f/1/300x200/a/x.jpg/m/300x0/filters:quality(85):format(webp)',
    );
  });

  it('gives any other file alone, a copy of a demo image too, and refuses unsafe names', () => {
    expect(imageSources('/demo-assets/800x450/hero-cards.jpg', 800, '100vw')).toEqual({ src: '/demo-assets/800x450/hero-cards.jpg' });
    expect(imageSources('/demo-assets/video/print-studio.webm', 800, '100vw')).toEqual({ src: '/demo-assets/video/print-studio.webm' });
    expect(imageSources('https://example.com/1600x900/x.jpg', 800, '100vw')).toEqual({ src: 'https://example.com/1600x900/x.jpg' });
    expect(imageSources('javascript:alert(1)', 800, '100vw')).toBeNull();
  });

  it('finds the half-width copy of every demo image in public/, at half the size', async () => {
    const root = path.resolve(import.meta.dirname, '../../public/demo-assets');
    const originals = Object.keys(DEMO_IMAGE_HALVES);
    expect(originals.length).toBeGreaterThanOrEqual(4);
    let checked = 0;
    for (const folder of originals) {
      for (const file of await readdir(path.join(root, folder))) {
        const sources = imageSources(`/demo-assets/${folder}/${file}`, 800, '100vw');
        const half = sources?.srcSet?.split(' ')[0] ?? '';
        const meta = await sharp(path.join(root, '..', half)).metadata();
        const full = intrinsicSize(`/${folder}/`)!;
        expect([half, meta.width, meta.height, meta.format]).toEqual([half, full.width / 2, full.height / 2, 'jpeg']);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(69);
  });
});

// Decision 025: sizes written from the page's CSS (main: at most 1300px, padded 1rem, 2rem from 1000px).
describe('image sizes', () => {
  it('follows the column: full width, and a share of it from a breakpoint on', () => {
    expect(COLUMN_IMAGE_SIZES).toBe('(min-width: 1300px) 1236px, (min-width: 1000px) calc(100vw - 64px), calc(100vw - 32px)');
    expect(imageSizes([{ fromPx: 0 }, { fromPx: 1000, fraction: 3 / 5, minusPx: 16 }])).toBe(
      '(min-width: 1300px) 732px, (min-width: 1000px) calc(60vw - 48px), calc(100vw - 32px)',
    );
    expect(TILE_GRID_IMAGE_SIZES).toBe(
      '(min-width: 1300px) 291px, (min-width: 1000px) calc(25vw - 34px), (min-width: 600px) calc(33.33vw - 21.33px), calc(50vw - 24px)',
    );
  });

  it('stops at a max-width and starts from the width a covering image needs', () => {
    expect(imageSizes([{ fromPx: 0, maxPx: 480 }])).toBe('(min-width: 512px) 480px, calc(100vw - 32px)');
    expect(
      imageSizes([
        { fromPx: 0, minPx: 427 },
        { fromPx: 1000, fraction: 1 / 4, minusPx: 48, minPx: 619 },
      ]),
    ).toBe('(min-width: 1000px) 619px, (min-width: 459px) calc(100vw - 32px), 427px');
    expect(imageSizes([{ fromPx: 0, px: 76 }])).toBe('76px');
  });

  it('counts the columns of an auto-fit grid, never more than it has cards', () => {
    expect(autoFitImageSizes(256, 20, 1)).toBe(COLUMN_IMAGE_SIZES);
    expect(autoFitImageSizes(256, 20, 3)).toBe(
      '(min-width: 1300px) 399px, (min-width: 1000px) calc(33.33vw - 34.67px), (min-width: 840px) calc(33.33vw - 24px), (min-width: 564px) calc(50vw - 26px), calc(100vw - 32px)',
    );
    expect(autoFitImageSizes(256, 20, 8)).toMatch(/^\(min-width: 1300px\) 294px, \(min-width: 1148px\) calc\(25vw - 31px\), /);
  });
});
