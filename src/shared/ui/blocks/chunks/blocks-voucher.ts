import { Voucher } from '../Voucher';
import type { ChunkBlocks } from './chunk-blocks';

/** The Voucher block: redeems a code through the shop's API; pages with a contact form do without it. (decisions 021, 024) */
export const blocks: ChunkBlocks<'blocks-voucher'> = {
  Voucher,
};
