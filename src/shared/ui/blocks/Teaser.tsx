import { linkHref } from '../../content/links';
import type { Link } from '../../content/story';
import { useLinkContext } from '../use-link-context';
import { record, text, type BlockProps } from './block-props';
import { ContentImage, type Asset } from './ContentImage';

/** spec §3 teaser defaults: call-to-action red with white text. */
export const TEASER_CTA_DEFAULTS = { backgroundColor: '#e30613', textColor: '#ffffff' } as const;
const COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * A hero teaser: image, headline, subline and a call to action. The first block of a page is its
 * main heading (h1); further teasers are sections (h2).
 */
export function Teaser({ block, position }: BlockProps) {
  const here = useLinkContext();
  const Heading = position === 0 ? 'h1' : 'h2';
  const href = linkHref(record<Link>(block, 'ctaLink'), here);
  const ctaText = text(block, 'ctaText');
  const background = COLOUR.test(text(block, 'ctaBackgroundColor')) ? text(block, 'ctaBackgroundColor') : TEASER_CTA_DEFAULTS.backgroundColor;
  const color = COLOUR.test(text(block, 'ctaTextColor')) ? text(block, 'ctaTextColor') : TEASER_CTA_DEFAULTS.textColor;
  return (
    <section className="block block--teaser">
      <ContentImage className="block--teaser__image" asset={record<Asset>(block, 'image')} eager={position === 0} />
      <div className="block--teaser__text">
        <Heading>{text(block, 'headline')}</Heading>
        {text(block, 'subline') ? <p>{text(block, 'subline')}</p> : null}
        {href && ctaText ? (
          <a className="cta" href={href} style={{ backgroundColor: background, color }}>
            {ctaText}
          </a>
        ) : null}
      </div>
    </section>
  );
}
