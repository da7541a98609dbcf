import { z } from 'zod';
import { AssetField, BlockBase, entries, RequiredText, TextField } from '../../../content/fields';

/** A design of the voucher the editor offers: its name and picture. */
const GiftVoucherDesignSchema = z.looseObject({ name: RequiredText, image: AssetField });

/**
 * A gift voucher to buy (issue 31; decision 088): the editor's words and designs; the values and
 * their prices are the shop's (src/shared/pricing/gift-vouchers.ts).
 */
export const GiftVoucherSchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  text: TextField,
  designs: entries(GiftVoucherDesignSchema, 'GiftVoucherDesign'),
  buttonText: RequiredText,
});
export type GiftVoucherBlock = z.infer<typeof GiftVoucherSchema>;
