import { ContactForm } from '../ContactForm';
import type { ChunkBlocks } from './chunk-blocks';

/** The ContactForm block: a form that posts to the shop's API. (decisions 021, 024) */
export const blocks: ChunkBlocks<'blocks-forms'> = {
  ContactForm,
};
