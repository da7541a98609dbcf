import { beforeAll } from 'vitest';
import { preloadSplitComponents } from '../../src/shared/ui/split-component';

// Parts that are chunks of their own in the browser (decision 024) load asynchronously; the unit
// tests render synchronously, so every part the test file's modules define is loaded first.
beforeAll(preloadSplitComponents);
