import { linkHref } from '../../content/links';
import { PriceTextsTag } from '../catalogue/PriceTextsTag';
import { imageSizes } from '../image-sizes';
import { ContentImage } from '../media/ContentImage';
import { useShop } from '../shop-context';
import { useLinkContext } from '../use-link-context';
import type { BlockProps } from './block-props';
import type { TeaserBlock } from './schemas/teaser';

/** The column's width; from 1000px the image's track of `3fr 2fr` with a 1rem gap (styles.ts `.block--teaser`). */
const TEASER_IMAGE_SIZES = imageSizes([{ fromPx: 0 }, { fromPx: 1000, fraction: 3 / 5, minusPx: 16 }]);

/** spec §3 teaser defaults: call-to-action red with white text. */
const TEASER_CTA_DEFAULTS = { backgroundColor: '#e30613', textColor: '#ffffff' } as const;

/**
 * A hero teaser: image, headline, subline and a call to action. The first block of a page is its
 * main heading (h1); further teasers are sections (h2).
 */
export function Teaser({ block, position }: BlockProps<TeaserBlock>) {
  const here = useLinkContext();
  const { t } = useShop();
  const Heading = position === 0 ? 'h1' : 'h2';
  const href = linkHref(block.ctaLink, here);
  const background = block.ctaBackgroundColor ?? TEASER_CTA_DEFAULTS.backgroundColor;
  const color = block.ctaTextColor ?? TEASER_CTA_DEFAULTS.textColor;
  return (
    <section className="block block--teaser">
      <ContentImage className="block--teaser__image" asset={block.image} lead={position === 0} sizes={TEASER_IMAGE_SIZES} />
      <div className="block--teaser__text">
        <Heading>{block.headline}</Heading>
        {block.subline ? <p>{block.subline}</p> : null}
        {block.price ? (
          <p className="block--teaser__price">
            {t('experiments.wallPicturesOffer', { size: block.price.size })} <PriceTextsTag texts={block.price.texts} />
          </p>
        ) : null}
        {href && block.ctaText ? (
          <a className="cta" href={href} style={{ backgroundColor: background, color }}>
            {block.ctaText}
          </a>
        ) : null}
      </div>
    </section>
  );
}
