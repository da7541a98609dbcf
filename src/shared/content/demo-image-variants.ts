/**
 * The demo images' two densities (spec §9; decision 025): each folder of `public/demo-assets/`
 * that holds originals, and the folder that holds their half-width copies under the same names.
 * Written by scripts/demo-image-variants.mjs from the SVG sources' sizes: run it again after
 * adding a demo image, not by hand.
 */
export const DEMO_IMAGE_HALVES: Readonly<Record<string, string>> = {
  '1280x720': '640x360',
  '1600x900': '800x450',
  '600x600': '300x300',
  '800x600': '400x300',
};
