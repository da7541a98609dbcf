// Writes dist/storyblok-components.json: the content space's components, generated from the
// block schemas (src/worker/features/content/component-schema.ts), for import into a Storyblok space
// (docs/operations.md "Content operations").
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const bundle = path.join(tmpdir(), `component-schema-${process.pid}.mjs`);
await build({
  entryPoints: [path.join(root, 'src/worker/features/content/component-schema.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: bundle,
  logLevel: 'error',
});
const { storyblokComponents } = await import(bundle);
await rm(bundle, { force: true });
const components = storyblokComponents();
const target = path.join(root, 'dist/storyblok-components.json');
await mkdir(path.dirname(target), { recursive: true });
await writeFile(target, `${JSON.stringify({ components }, null, 2)}\n`);
console.log(`${path.relative(root, target)}: ${components.length} components`);
