import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkStructure } from '../../scripts/structure/check-structure.mjs';

// The lint step that keeps the worker's shape (decision 068), run on small trees of its own.

let root: string;

function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'structure-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

const PLATFORM = { 'src/worker/platform/http/cache-policy.ts': 'export const CACHE = 1;\n' };

describe('the structure check', () => {
  it('lets features import the platform, src/shared and another feature through its public module', () => {
    const report = checkStructure(
      tree({
        ...PLATFORM,
        'src/shared/locale/locales.ts': 'export const LOCALES = [];\n',
        'src/worker/features/catalogue/prices.ts':
          "import { CACHE } from '../../platform/http/cache-policy';\nexport const PRICE = CACHE;\n",
        'src/worker/features/catalogue/public.ts': "export { PRICE } from './prices';\n",
        'src/worker/features/designer/hand-off.ts':
          "import type { LOCALES } from '../../../shared/locale/locales';\nimport { PRICE } from '../catalogue/public';\nexport const X = PRICE;\n",
        'src/worker/app.ts': "import { X } from './features/designer/hand-off';\nexport const app = X;\n",
      }),
    );
    expect(report.forbidden).toEqual([]);
    expect(report.cycles).toEqual([]);
    expect(report.imports).toBe(5);
  });

  it('refuses a feature reaching into another, the platform importing a feature, and shared code importing the worker', () => {
    const report = checkStructure(
      tree({
        ...PLATFORM,
        'src/worker/features/catalogue/prices.ts': 'export const PRICE = 1;\n',
        'src/worker/features/designer/hand-off.ts': "import { PRICE } from '../catalogue/prices';\nexport const X = PRICE;\n",
        'src/worker/platform/http/guards.ts': "import { X } from '../../features/designer/hand-off';\nexport const G = X;\n",
        'src/shared/links.ts': "export { CACHE } from '../worker/platform/http/cache-policy';\n",
      }),
    );
    expect(report.forbidden.map(({ from, to }) => `${from} -> ${to}`).sort()).toEqual([
      'src/shared/links.ts -> src/worker/platform/http/cache-policy.ts',
      'src/worker/features/designer/hand-off.ts -> src/worker/features/catalogue/prices.ts',
      'src/worker/platform/http/guards.ts -> src/worker/features/designer/hand-off.ts',
    ]);
  });

  it('finds a folder cycle that no file cycle shows, with the imports that tie it', () => {
    const report = checkStructure(
      tree({
        'src/worker/platform/http/answers.ts': "import { SITE } from '../request/site';\nexport const A = SITE;\n",
        'src/worker/platform/http/cache-policy.ts': 'export const CACHE = 1;\n',
        'src/worker/platform/request/site.ts': "import { CACHE } from '../http/cache-policy';\nexport const SITE = CACHE;\n",
      }),
    );
    expect(report.cycles).toEqual([
      {
        folders: ['src/worker/platform/http', 'src/worker/platform/request'],
        imports: [
          { from: 'src/worker/platform/http/answers.ts', to: 'src/worker/platform/request/site.ts' },
          { from: 'src/worker/platform/request/site.ts', to: 'src/worker/platform/http/cache-policy.ts' },
        ],
      },
    ]);
  });

  it('names the largest source file and an import of a file that is not there', () => {
    const report = checkStructure(
      tree({ ...PLATFORM, 'src/worker/index.ts': "import { gone } from './platform/gone';\n\n\nexport default gone;\n" }),
    );
    expect(report.largest).toEqual({ file: 'src/worker/index.ts', lines: 4 });
    expect(report.forbidden).toEqual([expect.objectContaining({ rule: 'imports a file that does not exist' })]);
  });
});
