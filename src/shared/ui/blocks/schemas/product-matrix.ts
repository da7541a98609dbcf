import { z } from 'zod';
import { PRODUCT_KINDS } from '../../../catalogue/product-kinds';
import { AssetField, BlockBase, entries, LinkField, RequiredText, TextField } from '../../../content/fields';

const ProductMatrixItemSchema = z.looseObject({
  title: RequiredText,
  text: TextField,
  image: AssetField,
  link: LinkField,
  // Not one of the kinds: the card is still shown, only without its kind.
  productKind: z.enum(PRODUCT_KINDS).optional().catch(undefined),
});

export const ProductMatrixSchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  items: entries(ProductMatrixItemSchema, 'ProductMatrixItem').refine((items) => items.length > 0, 'needs at least one item'),
});
export type ProductMatrixBlock = z.infer<typeof ProductMatrixSchema>;
