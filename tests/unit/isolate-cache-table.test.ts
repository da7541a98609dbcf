import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../scripts/structure/import-graph.mjs';
import { ISOLATE_CACHES } from '../../src/worker/platform/memory/isolate-caches';

// What an isolate may keep is read in one table (decision 064): a cache made with bounds of its
// own would not be there.

const root = path.resolve(import.meta.dirname, '../..');

describe('the per-isolate caches', () => {
  // Made directly, or one per environment (`cachePerEnvironment`, whose own `new IsolateCache` takes the bounds it is given).
  const made = sourceFiles(root, 'src/worker').flatMap((file) => {
    if (file.endsWith('platform/memory/isolate-cache.ts')) return [];
    const text = readFileSync(path.join(root, file), 'utf8');
    return [...text.matchAll(/(?:new IsolateCache|cachePerEnvironment)(?:<[^>]*>)?\(([^)]*)\)?/g)].map((match) => ({
      file,
      bounds: match[1] ?? '',
    }));
  });

  it('are each made with bounds from the one table', () => {
    expect(made.length).toBeGreaterThanOrEqual(Object.keys(ISOLATE_CACHES).length);
    for (const { file, bounds } of made) {
      // The argument is the table's entry, spread or whole.
      const fromTable = /ISOLATE_CACHES\.\w+/.test(bounds);
      expect(fromTable, `${file}: new IsolateCache(${bounds.trim().slice(0, 60)})`).toBe(true);
    }
  });

  it('bound every cache by a lifetime and a number of entries, and the large ones by bytes', () => {
    for (const [name, bounds] of Object.entries(ISOLATE_CACHES)) {
      expect(bounds.entries, name).toBeGreaterThan(0);
      expect(bounds.lifetimeMs, name).toBeGreaterThan(0);
    }
    const bytes = Object.values(ISOLATE_CACHES).reduce((sum, bounds) => sum + ('bytes' in bounds ? bounds.bytes : 0), 0);
    // An isolate has 128 MB; the caches together keep well under a quarter of it.
    expect(bytes).toBeLessThan(32 * 1024 * 1024);
  });
});
