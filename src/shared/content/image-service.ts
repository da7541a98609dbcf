import { DEMO_IMAGE_HALVES } from './demo-image-variants';
import { safeUrl } from './safe-url';

/**
 * Image URLs through Storyblok's image service (spec §7 images, §9 image constants): an asset on
 * Storyblok's asset host is resized by appending `/m/{width}x{height}/filters:...`. Local files
 * (the demo assets) are served as they are. Options follow spec §5: blur, quality and brightness
 * 0–100, rotate 90, 180 or 270, format webp, png or jpeg; anything else is left out. The demo
 * images cannot be resized by URL: each comes as two files, full and half width (decision 025).
 */
const IMAGE_DEFAULTS = { quality: 85, format: 'webp', densities: [1, 2] } as const;
/** spec §9 placeholder: 10×10, quality 50, blur 3, shown until the image has loaded. */
export const PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;
/** spec §4: the grey that stays where an image failed to load. */
export const PLACEHOLDER_GREY = '#EFEFEF';

interface ImageOptions {
  width?: number;
  height?: number;
  quality?: number;
  blur?: number;
  brightness?: number;
  rotate?: number;
  format?: string;
}

const STORYBLOK_ASSET = /^https:\/\/a(-us|-ap|-ca)?\.storyblok\.com\/f\/\d+\//;
const ROTATIONS = new Set([90, 180, 270]);
const FORMATS = new Set(['webp', 'png', 'jpeg']);

const percent = (value: number | undefined) =>
  value !== undefined && Number.isInteger(value) && value >= 0 && value <= 100 ? value : undefined;
const pixels = (value: number | undefined) => (value !== undefined && Number.isInteger(value) && value > 0 && value <= 8000 ? value : 0);

/** Whether the image service can transform this file. */
export function isTransformable(filename: string): boolean {
  return STORYBLOK_ASSET.test(filename) && /\.(jpe?g|png|webp)$/i.test(filename);
}

/**
 * The URL of an image at a size and with filters, or null for an unsafe file name.
 * @example imageUrl('https://a.storyblok.com/f/1/1600x900/abc/x.jpg', { width: 800 })
 *          // 'https://a.storyblok.com/f/1/1600x900/abc/x.jpg/m/800x0/filters:quality(85):format(webp)'
 */
export function imageUrl(filename: string, options: ImageOptions = {}): string | null {
  const src = safeUrl(filename);
  if (!src) return null;
  if (!isTransformable(src)) return src;
  const filters = [
    `quality(${percent(options.quality) ?? IMAGE_DEFAULTS.quality})`,
    `format(${options.format && FORMATS.has(options.format) ? options.format : IMAGE_DEFAULTS.format})`,
  ];
  const blur = percent(options.blur);
  if (blur !== undefined && blur > 0) filters.push(`blur(${blur})`);
  const brightness = percent(options.brightness);
  if (brightness !== undefined) filters.push(`brightness(${brightness})`);
  if (options.rotate !== undefined && ROTATIONS.has(options.rotate)) filters.push(`rotate(${options.rotate})`);
  return `${src}/m/${pixels(options.width)}x${pixels(options.height)}/filters:${filters.join(':')}`;
}

/** The size Storyblok (and the demo assets) write into a file name: `/…/1600x900/…`. */
export function intrinsicSize(filename: string): { width: number; height: number } | null {
  const match = /\/(\d{1,5})x(\d{1,5})\//.exec(filename);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** `srcset` for densities 1 and 2 at a display width; null when the file cannot be transformed. */
export function imageSrcSet(filename: string, width: number, options: Omit<ImageOptions, 'width'> = {}): string | null {
  if (!isTransformable(filename)) return null;
  return IMAGE_DEFAULTS.densities.map((density) => `${imageUrl(filename, { ...options, width: width * density })} ${density}x`).join(', ');
}

/** A demo image (`/demo-assets/{W}x{H}/{name}.jpg`) whose folder holds originals with half-width copies. */
const DEMO_IMAGE = /^\/demo-assets\/(\d{1,5}x\d{1,5})\/([\w-]+\.jpg)$/;

/** What an `<img>` needs to show a file: its URL, and the files to choose from with the width it is shown at. */
interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The files an `<img>` chooses from (spec §9 densities 1 and 2): a Storyblok asset resized to the
 * width it is shown at and twice that; a demo image as its half-width copy and its original, with
 * width descriptors and `sizes` (the width the layout gives it, see ../ui/image-sizes.ts), since
 * those two files are all there is; any other file alone. Null for an unsafe file name.
 * @example imageSources('/demo-assets/1600x900/hero-cards.jpg', 800, '100vw')
 *          // { src: '/demo-assets/1600x900/hero-cards.jpg', sizes: '100vw',
 *          //   srcSet: '/demo-assets/800x450/hero-cards.jpg 800w, /demo-assets/1600x900/hero-cards.jpg 1600w' }
 */
export function imageSources(filename: string, displayWidth: number, sizes: string): ImageSources | null {
  const src = safeUrl(filename);
  if (!src) return null;
  const intrinsic = intrinsicSize(src);
  if (isTransformable(src)) {
    const width = Math.min(intrinsic?.width ?? displayWidth, displayWidth);
    return { src: imageUrl(src, { width }) ?? src, srcSet: imageSrcSet(src, width) ?? undefined };
  }
  const [, folder = '', file] = DEMO_IMAGE.exec(src) ?? [];
  const half = DEMO_IMAGE_HALVES[folder];
  if (!half || !intrinsic) return { src };
  return { src, srcSet: `/demo-assets/${half}/${file} ${intrinsic.width / 2}w, ${src} ${intrinsic.width}w`, sizes };
}
