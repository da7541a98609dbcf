/**
 * The page cache's public module: a page route serves its pages through it (decision 019).
 */
export { servePage } from './page-cache';
