import { COLUMN_IMAGE_SIZES } from '../image-sizes';
import { ContentImage } from '../media/ContentImage';

/**
 * The video block's poster, as wide as the column (decision 025). A module of its own, so the
 * image code and the layout's sizes load with the click that needs them (decision 024).
 */
export function VideoPoster({ asset, lead }: { asset: { filename?: string; alt?: string } | undefined; lead: boolean }) {
  return <ContentImage asset={asset} lead={lead} displayWidth={1280} sizes={COLUMN_IMAGE_SIZES} />;
}
