// Dead exports: a name exported by a module of src/ that no other file of the project mentions.
// Biome finds unused variables and imports inside a file, not exports nobody imports; this does,
// by name (a word match across src/, tests/ and scripts/), which is enough for a code base whose
// names say what things are. Exit code 1 lists them.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sourceFiles } from './structure/import-graph.mjs';

const root = path.resolve(import.meta.dirname, '..');
const files = ['src', 'tests', 'scripts'].flatMap((dir) => sourceFiles(root, dir));
files.push('vitest.config.ts', 'playwright.config.ts');
const texts = new Map();
for (const file of files) {
  try {
    texts.set(file, await readFile(path.join(root, file), 'utf8'));
  } catch {
    // a config that does not exist (yet) has nothing to say
  }
}

const EXPORTED = /^export (?:declare )?(?:async )?(?:function\*? |const |let |class |interface |type |enum )(\w+)/gm;
const dead = [];
for (const [file, text] of texts) {
  if (!file.startsWith('src/')) continue;
  for (const [, name] of text.matchAll(EXPORTED)) {
    const word = new RegExp(`\\b${name}\\b`);
    const used = [...texts].some(([other, otherText]) => other !== file && word.test(otherText));
    if (!used) dead.push(`${file}: ${name}`);
  }
}

if (dead.length > 0) {
  console.error(`exported but used nowhere else (remove the export, or the code):\n  ${dead.join('\n  ')}`);
  process.exit(1);
}
console.log(`exports: ${files.length} files checked, none unused`);
