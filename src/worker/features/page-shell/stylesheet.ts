import { BLOCKS_A_CSS } from './styles/blocks-a';
import { BLOCKS_B_CSS } from './styles/blocks-b';
import { CATALOGUE_CSS } from './styles/catalogue';
import { DIALOG_VIDEO_ACCESSORY_CSS } from './styles/dialog-video-accessory';
import { PAGE_EXTRAS_CSS } from './styles/page-extras';
import { TOOLBOX_CSS } from './styles/toolbox';

/**
 * The rules no page needs for its first paint unless one of these blocks leads it (decision 021):
 * written by the build (scripts/build-client.mjs) to one hashed file, `/assets/styles-[hash].css`,
 * cached for a year. The worker never bundles this module; it links the file
 * (src/worker/platform/client-assets.ts).
 */
export const STYLESHEET_CSS = BLOCKS_A_CSS + BLOCKS_B_CSS + CATALOGUE_CSS + TOOLBOX_CSS + PAGE_EXTRAS_CSS + DIALOG_VIDEO_ACCESSORY_CSS;
