import { TILE_GRID_IMAGE_SIZES } from '../image-sizes';
import { ContentImage } from '../media/ContentImage';

/** The picture of a card in a grid of designs or accessories: decorative, as the card names what it shows. */
export function CardImage({ filename, lead }: { filename: string; lead: boolean }) {
  return (
    <ContentImage
      className="block--designs__image"
      asset={{ filename, alt: '' }}
      lead={lead}
      displayWidth={300}
      sizes={TILE_GRID_IMAGE_SIZES}
    />
  );
}
