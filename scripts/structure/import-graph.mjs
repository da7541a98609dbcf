// The project's import graph, read from the source text: every `import … from`, `export … from`,
// side-effect `import '…'` and `import('…')` with a literal path, type-only imports included (a
// type is a dependency of the design even when the bundle drops it). Relative paths are resolved
// the way the bundler does (.ts, .tsx, .mjs, index files); package imports are left out.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const CODE = /\.(ts|tsx|mjs)$/;
/** What tools write beside the sources: never read as the project's code. */
const SKIP = new Set(['node_modules', 'dist', '.wrangler', 'test-results']);
const STATIC = /^\s*(?:import|export)\b(?:[^;'"]|'[^']*'(?!\s*;)|"[^"]*"(?!\s*;))*?\bfrom\s*['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Every source file under `dir` (relative to `root`), declaration files left out. */
export function sourceFiles(root, dir) {
  const files = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(root, relative));
    else if (CODE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(relative);
  }
  return files;
}

function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function resolve(root, from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.join(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    const absolute = path.join(root, candidate);
    if (existsSync(absolute) && statSync(absolute).isFile()) return candidate;
  }
  return `${base} (not found)`;
}

/** [{ from, to }] for every relative import of the given files, `to` as a root-relative path. */
export function importsOf(root, files) {
  const arrows = [];
  for (const from of files) {
    const text = withoutComments(readFileSync(path.join(root, from), 'utf8'));
    for (const pattern of [STATIC, BARE, DYNAMIC]) {
      for (const [, specifier] of text.matchAll(pattern)) {
        const to = resolve(root, from, specifier);
        if (to) arrows.push({ from, to });
      }
    }
  }
  return arrows;
}
