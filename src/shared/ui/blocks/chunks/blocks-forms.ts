import type { BlockTable } from '../block-table';
import { ContactForm } from '../ContactForm';

/** The ContactForm block: a form that posts to the shop's API. (decisions 021, 024) */
export const blocks: BlockTable = {
  ContactForm,
};
