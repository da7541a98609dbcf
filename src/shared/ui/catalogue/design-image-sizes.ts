import { imageSizes } from '../image-sizes';

/** The picture of one design or accessory: the column's width, at most 480px (styles/catalogue.ts `.block--design-detail__image`). */
export const DESIGN_DETAIL_SIZES = imageSizes([{ fromPx: 0, maxPx: 480 }]);
