import { CHANNEL_INFO, type ChannelInfo } from '../../channel/channels';
import { imageSrcSet, imageUrl, intrinsicSize, isTransformable, PLACEHOLDER, PLACEHOLDER_GREY } from '../../content/image-service';
import { useShop } from '../shop-context';

/** A Storyblok asset field as far as images need it. */
interface Asset {
  filename?: string;
  alt?: string;
}

/**
 * A content image (spec §4, §7, §9): through the image service at the width it is shown (densities
 * 1 and 2, webp, quality 85), width and height set from the file name so nothing shifts, lazy
 * unless it leads the page. Until it loads, a 10×10 blurred placeholder (or the grey) fills its
 * place; if it fails, the image is hidden and the grey #EFEFEF stays.
 */
export function ContentImage({
  asset,
  eager = false,
  className,
  displayWidth = 800,
  sizes,
}: {
  asset: Asset | undefined;
  eager?: boolean;
  className?: string;
  /** The widest the image is shown at, in CSS pixels. */
  displayWidth?: number;
  sizes?: string;
}) {
  const { data } = useShop();
  const filename = asset?.filename ?? '';
  const intrinsic = intrinsicSize(filename);
  const width = Math.min(intrinsic?.width ?? displayWidth, displayWidth);
  const src = filename ? imageUrl(filename, { width }) : null;
  if (!src) return null;
  const placeholder = isTransformable(filename) ? imageUrl(filename, PLACEHOLDER) : null;
  const background = placeholder ? `url("${encodeURI(placeholder)}")` : undefined;
  // The markup of the loading state; the browser writes the image's state into it when it loads or
  // fails (src/client/content-images.ts), also where the block keeps the server's markup (decision
  // 024). A new file is a new element, which starts loading again.
  return (
    <span
      key={src}
      className={`content-image${className ? ` ${className}` : ''}`}
      data-state="loading"
      style={{
        backgroundColor: PLACEHOLDER_GREY,
        backgroundImage: background,
        aspectRatio: intrinsic ? `${intrinsic.width} / ${intrinsic.height}` : undefined,
      }}
    >
      <img
        src={src}
        srcSet={imageSrcSet(filename, width) ?? undefined}
        sizes={sizes}
        alt={asset?.alt ?? ''}
        width={intrinsic?.width}
        height={intrinsic?.height}
        loading={imageLoading(eager, CHANNEL_INFO[data.channel])}
        decoding="async"
      />
    </span>
  );
}

/**
 * spec §4, §3 `loadingFirstImgLazy`: images load lazily, except the one that leads the page,
 * unless the channel has even that one load lazily.
 * @example imageLoading(true, CHANNEL_INFO.kartenliebe) // 'eager'
 */
export function imageLoading(leadsThePage: boolean, channel: Pick<ChannelInfo, 'loadingFirstImgLazy'>): 'eager' | 'lazy' {
  return leadsThePage && !channel.loadingFirstImgLazy ? 'eager' : 'lazy';
}
