import { linkHref, safeUrl } from '../../content/links';
import { COLUMN_IMAGE_SIZES } from '../image-sizes';
import { ContentImage } from '../media/ContentImage';
import { useLinkContext } from '../use-link-context';
import type { BlockProps } from './block-props';
import type { ImageBlockBlock } from './schemas/image-block';

/**
 * A single image (docs/content-model.md `ImageBlock`) with an optional caption below it and an
 * optional link around the image. Nothing is rendered when the image cannot be shown.
 */
export function ImageBlock({ block, position }: BlockProps<ImageBlockBlock>) {
  const here = useLinkContext();
  if (!safeUrl(block.image?.filename)) return null;
  const href = linkHref(block.link, here);
  const image = (
    <ContentImage
      className="block--image-block__image"
      asset={block.image}
      lead={position === 0}
      displayWidth={1240}
      sizes={COLUMN_IMAGE_SIZES}
    />
  );
  return (
    <section className="block block--image-block">
      <figure>
        {href ? (
          // Named by the image's alt text; an image without one borrows the caption.
          <a className="block--image-block__link" href={href} aria-label={block.image?.alt ? undefined : block.caption || undefined}>
            {image}
          </a>
        ) : (
          image
        )}
        {block.caption ? <figcaption className="block--image-block__caption">{block.caption}</figcaption> : null}
      </figure>
    </section>
  );
}
