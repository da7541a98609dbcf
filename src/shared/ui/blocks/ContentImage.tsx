import { safeUrl } from '../../content/links';

/** A Storyblok asset field as far as images need it. */
export interface Asset {
  filename?: string;
  alt?: string;
}

/** Storyblok (and the demo assets) write the image size into the file name: `/…/1600x900/…`. */
const SIZE_IN_NAME = /\/(\d{1,5})x(\d{1,5})\//;

/**
 * A content image with its intrinsic size set, so the page does not shift when it loads; lazy
 * unless it is the first thing on the page. Nothing is rendered for an empty or unsafe file name.
 */
export function ContentImage({ asset, eager = false, className }: { asset: Asset | undefined; eager?: boolean; className?: string }) {
  const src = safeUrl(asset?.filename);
  if (!src) return null;
  const size = SIZE_IN_NAME.exec(src);
  return (
    <img
      className={className}
      src={src}
      alt={asset?.alt ?? ''}
      width={size ? Number(size[1]) : undefined}
      height={size ? Number(size[2]) : undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
