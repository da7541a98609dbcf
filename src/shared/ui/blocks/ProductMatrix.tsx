import { useId } from 'react';
import { linkHref } from '../../content/links';
import { useLinkContext } from '../use-link-context';
import type { BlockProps } from './block-props';
import { ContentImage } from './ContentImage';
import { entryKey } from './entry-key';
import type { ProductMatrixBlock } from './schemas/product-matrix';

type ProductMatrixItem = ProductMatrixBlock['items'][number];

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
            <Card item={item} href={linkHref(item.link, here)} eager={position === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Card({ item, href, eager }: { item: ProductMatrixItem; href: string | null; eager: boolean }) {
  const content = (
    <>
      <ContentImage
        className="block--product-matrix__image"
        asset={item.image}
        eager={eager}
        displayWidth={640}
        sizes="(min-width: 1000px) 420px, (min-width: 600px) 50vw, 100vw"
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
