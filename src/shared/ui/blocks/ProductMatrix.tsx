import { useId } from 'react';
import { linkHref } from '../../content/links';
import { imageSizes } from '../image-sizes';
import { ContentImage } from '../media/ContentImage';
import { useLinkContext } from '../use-link-context';
import type { BlockProps } from './block-props';
import { entryKey } from './entry-key';
import type { ProductMatrixBlock } from './schemas/product-matrix';

type ProductMatrixItem = ProductMatrixBlock['items'][number];

/** One column, two with a 1.5rem gap from 600px, three with 2rem from 1000px (styles/blocks-b.ts `.block--product-matrix__list`). */
const PRODUCT_MATRIX_IMAGE_SIZES = imageSizes([
  { fromPx: 0 },
  { fromPx: 600, fraction: 1 / 2, minusPx: 24 },
  { fromPx: 1000, fraction: 1 / 3, minusPx: 64 },
]);

/**
 * A grid of product cards (docs/content-model.md `ProductMatrix`): each card shows an image, a
 * title and a short text and links to the product's page. A card whose link cannot be followed
 * is shown without a link.
 */
export function ProductMatrix({ block, position }: BlockProps<ProductMatrixBlock>) {
  const here = useLinkContext();
  const headingId = useId();
  return (
    <section className="block block--product-matrix" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.headline}</h2>
      <ul className="block--product-matrix__list">
        {block.items.map((item, index) => (
          <li key={entryKey(item, index)} className="block--product-matrix__item" data-product-kind={item.productKind}>
            <Card item={item} href={linkHref(item.link, here)} lead={position === 0 && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Card({ item, href, lead }: { item: ProductMatrixItem; href: string | null; lead: boolean }) {
  const content = (
    <>
      <ContentImage
        className="block--product-matrix__image"
        asset={item.image}
        lead={lead}
        displayWidth={640}
        sizes={PRODUCT_MATRIX_IMAGE_SIZES}
      />
      <h3 className="block--product-matrix__title">{item.title}</h3>
      {item.text ? <p className="block--product-matrix__text">{item.text}</p> : null}
    </>
  );
  return href ? (
    <a className="block--product-matrix__card" href={href}>
      {content}
    </a>
  ) : (
    <div className="block--product-matrix__card">{content}</div>
  );
}
