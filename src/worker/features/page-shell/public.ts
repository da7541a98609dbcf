/**
 * The page shell's public module: every rendered page goes through `renderPage`.
 */
export type { RenderOptions } from './render-page';
export { renderPage } from './render-page';
export { localisedUrls } from './seo';
