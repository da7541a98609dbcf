import type { BlockTable } from '../block-table';
import { ContactForm } from '../ContactForm';
import { Voucher } from '../Voucher';

/** The ContactForm and Voucher blocks: forms that post to the shop's APIs. (decision 021) */
export const blocks: BlockTable = {
  ContactForm,
  Voucher,
};
