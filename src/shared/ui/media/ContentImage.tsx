import { CHANNEL_INFO, type ChannelInfo } from '../../channel/channels';
import { imageSources, imageUrl, intrinsicSize, isTransformable, PLACEHOLDER, PLACEHOLDER_GREY } from '../../content/image-service';
import { useShop } from '../shop-context';

/** A Storyblok asset field as far as images need it. */
interface Asset {
  filename?: string;
  alt?: string;
}

/**
 * A content image (spec §4, §7, §9): in two densities (through the image service at the width it is
 * shown and twice that, webp, quality 85; a demo image as its two files, decision 025), width and
 * height set from the file name so nothing shifts. The page's lead image, the largest of its first
 * screen, loads at once with high priority, and React writes its preload link from the same
 * `srcset` and `sizes` into the head; every other image loads lazily. Until it loads, a 10×10
 * blurred placeholder (or the grey) fills its place; if it fails, the image is hidden and the grey
 * #EFEFEF stays.
 */
export function ContentImage({
  asset,
  lead = false,
  className,
  displayWidth = 800,
  sizes,
}: {
  asset: Asset | undefined;
  /** The first image of the page's first block (one a page). */
  lead?: boolean;
  className?: string;
  /** The widest the image is shown at, in CSS pixels. */
  displayWidth?: number;
  /** How wide the layout shows the image at each viewport width (../image-sizes.ts). */
  sizes: string;
}) {
  const { data } = useShop();
  const filename = asset?.filename ?? '';
  const intrinsic = intrinsicSize(filename);
  const sources = filename ? imageSources(filename, displayWidth, sizes) : null;
  if (!sources) return null;
  const loading = imageLoading(lead, CHANNEL_INFO[data.channel]);
  const placeholder = isTransformable(filename) ? imageUrl(filename, PLACEHOLDER) : null;
  const background = placeholder ? `url("${encodeURI(placeholder)}")` : undefined;
  // The markup of the loading state; the browser writes the image's state into it when it loads or
  // fails (src/client/content-images.ts), also where the block keeps the server's markup (decision
  // 024). A new file is a new element, which starts loading again.
  return (
    <span
      key={sources.src}
      className={`content-image${className ? ` ${className}` : ''}`}
      data-state="loading"
      style={{
        backgroundColor: PLACEHOLDER_GREY,
        backgroundImage: background,
        aspectRatio: intrinsic ? `${intrinsic.width} / ${intrinsic.height}` : undefined,
      }}
    >
      <img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.sizes}
        alt={asset?.alt ?? ''}
        width={intrinsic?.width}
        height={intrinsic?.height}
        loading={loading}
        fetchPriority={loading === 'eager' ? 'high' : undefined}
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
