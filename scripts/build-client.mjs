// Builds the browser bundle into dist/public/assets with a content hash in its name, copies the
// static files of public/ beside it, and records the bundle's URL in dist/client-manifest.json
// for the worker to reference. Source maps go to dist/sourcemaps, outside what is served.

import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const publicDir = path.join(dist, 'public');

await rm(dist, { recursive: true, force: true });
await mkdir(publicDir, { recursive: true });
await cp(path.join(root, 'public'), publicDir, { recursive: true });

const result = await build({
  entryPoints: { client: path.join(root, 'src/client/entry.tsx') },
  outdir: path.join(publicDir, 'assets'),
  entryNames: '[name]-[hash]',
  bundle: true,
  format: 'esm',
  splitting: false,
  minify: true,
  // Maps are for error reports, not for visitors: written without a link in the bundle, then
  // moved out of dist/public to dist/sourcemaps, which is never served.
  sourcemap: 'external',
  target: ['es2022'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'warning',
});

const maps = path.join(dist, 'sourcemaps');
await mkdir(maps, { recursive: true });
for (const file of Object.keys(result.metafile.outputs).filter((name) => name.endsWith('.map'))) {
  await rename(path.join(root, file), path.join(maps, path.basename(file)));
}

const script = Object.keys(result.metafile.outputs).find((file) => file.endsWith('.js'));
if (!script) throw new Error('client build wrote no script');
const url = `/${path.relative(publicDir, path.join(root, script)).split(path.sep).join('/')}`;
await writeFile(path.join(dist, 'client-manifest.json'), `${JSON.stringify({ script: url }, null, 2)}\n`);
console.log(`client bundle: ${url} (${result.metafile.outputs[script].bytes} bytes)`);
