import type { BlockTable } from '../block-table';
import { Voucher } from '../Voucher';

/** The Voucher block: redeems a code through the shop's API; pages with a contact form do without it. (decisions 021, 024) */
export const blocks: BlockTable = {
  Voucher,
};
