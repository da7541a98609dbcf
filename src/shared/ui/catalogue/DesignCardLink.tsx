import type { Ref } from 'react';
import { designHref } from '../../catalogue/design-links';
import type { DesignCard } from '../../catalogue/listing';
import { ContentImage } from '../blocks/ContentImage';
import { useLinkContext } from '../use-link-context';
import { PriceTag } from './PriceTag';

/**
 * One design of a design list (./DesignList.tsx): picture, name and from-price, leading to the
 * theme page or the designer. A chunk of its own in the browser, which keeps the server's markup of
 * the cards a page comes with and loads this for the designs "show more" adds (decision 024).
 */
export function DesignCardLink({ design, eager, linkRef }: { design: DesignCard; eager: boolean; linkRef?: Ref<HTMLAnchorElement> }) {
  const here = useLinkContext();
  return (
    <a className="block--designs__card" href={designHref(design.kind, design.id, here)} ref={linkRef}>
      <ContentImage
        className="block--designs__image"
        asset={{ filename: design.image, alt: '' }}
        eager={eager}
        displayWidth={300}
        sizes="(min-width: 1000px) 25vw, 50vw"
      />
      <span className="block--designs__name">{design.name}</span>
      <PriceTag price={design.price} from unit={design.kind === 'card' ? 'perCard' : undefined} />
    </a>
  );
}
