import { useId } from 'react';
import { linkHref } from '../../content/links';
import { TILE_GRID_IMAGE_SIZES } from '../image-sizes';
import { ContentImage } from '../media/ContentImage';
import { useLinkContext } from '../use-link-context';
import type { BlockProps } from './block-props';
import { entryKey } from './entry-key';
import type { ShopBlock } from './schemas/shop';

type ShopItem = ShopBlock['items'][number];

/**
 * Product tiles (docs/content-model.md `Shop`): image, title and an optional badge, each linking
 * to its product. A tile whose link cannot be followed is shown without a link.
 */
export function Shop({ block, position }: BlockProps<ShopBlock>) {
  const here = useLinkContext();
  const headingId = useId();
  return (
    <section className="block block--shop" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.headline}</h2>
      <ul className="block--shop__list">
        {block.items.map((item, index) => (
          <li key={entryKey(item, index)} className="block--shop__item">
            <Tile item={item} href={linkHref(item.link, here)} lead={position === 0 && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tile({ item, href, lead }: { item: ShopItem; href: string | null; lead: boolean }) {
  const badge = item.badge.trim();
  const content = (
    <>
      <ContentImage className="block--shop__image" asset={item.image} lead={lead} displayWidth={480} sizes={TILE_GRID_IMAGE_SIZES} />
      <h3 className="block--shop__title">{item.title}</h3>
      {/* After the title, so it is read after it; shown over the image's corner. */}
      {badge ? <span className="block--shop__badge">{badge}</span> : null}
    </>
  );
  return href ? (
    <a className="block--shop__tile" href={href}>
      {content}
    </a>
  ) : (
    <div className="block--shop__tile">{content}</div>
  );
}
