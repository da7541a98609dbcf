import { linkHref } from '../../content/links';
import { useShop } from '../shop-context';
import { useLinkContext } from '../use-link-context';
import type { BlockProps } from './block-props';
import type { CTABlock } from './schemas/cta';

/** Call-to-action colours when neither the block nor its page sets any. */
const CTA_DEFAULTS = { backgroundColor: '#1d1d1b', textColor: '#ffffff' } as const;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

function colour(value: string | undefined): string | undefined {
  return value && HEX_COLOUR.test(value) ? value : undefined;
}

/**
 * A call to action (docs/content-model.md `CTA`): a link styled as a button, in the block's
 * colours, else the page's action colours, else dark with white text. Without a link that can be
 * followed from this page there is nothing to act on, so nothing is rendered.
 */
export function CTA({ block }: BlockProps<CTABlock>) {
  const here = useLinkContext();
  const { data } = useShop();
  const href = linkHref(block.link, here);
  if (!href) return null;
  const page = data.page.kind === 'content' ? data.page.story.content.actionColor : undefined;
  const backgroundColor = block.backgroundColor ?? colour(page?.ctaColor) ?? CTA_DEFAULTS.backgroundColor;
  const color = block.textColor ?? colour(page?.ctaTextColor) ?? CTA_DEFAULTS.textColor;
  return (
    <section className={`block block--cta block--align-${block.align}`}>
      <a className="cta block--cta__link" href={href} style={{ backgroundColor, color }}>
        {block.text}
      </a>
    </section>
  );
}
