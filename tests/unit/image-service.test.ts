import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, intrinsicSize, PLACEHOLDER } from '../../src/shared/content/image-service';

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
