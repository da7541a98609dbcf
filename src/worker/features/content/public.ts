/**
 * The content's public module: stories, the shell's navigation and footer, page outcomes and the
 * content generation the page cache keys by (decisions 006, 019).
 */
export { lastKnownGeneration, readGeneration, trustedGeneration } from './content-generation';
export { errorStoryOf } from './error-story';
export { loadFooter } from './footer';
export { loadNavigation, startShellReads } from './navigation';
export { loadPageExtras } from './page-extras';
export { pageOutcome } from './page-outcome';
export { type ProductEntry, productOverview } from './product-overview';
export { ContentSourceError } from './source';
export type { LoadedStory, StoryRequest } from './stories';
export { contentAccess, loadStory } from './stories';
