// Writes the second density of every demo image (spec §9: image densities 1 and 2; issue "Fast by
// default"): a half-width copy of `public/demo-assets/{W}x{H}/{name}.jpg` as
// `public/demo-assets/{W/2}x{H/2}/{name}.jpg`, so the folder keeps naming the file's pixel size
// (which `intrinsicSize()` reads), and the list of size folders the image code derives the copies'
// names from (src/shared/content/demo-image-variants.ts). The originals are the SVG sources of
// scripts/demo-assets/, each rendered at its own size (scripts/demo-assets/README.md).
//
//   node scripts/demo-image-variants.mjs           # write the copies and the list, print their sizes
//   node scripts/demo-image-variants.mjs --check   # exit 1 if a copy or the list is missing or stale
//
// A one-off generator whose output is committed; it is not part of the build. Run it again after
// adding or re-rendering a demo image.

import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const sources = path.join(root, 'scripts/demo-assets');
const assets = path.join(root, 'public/demo-assets');
const listFile = path.join(root, 'src/shared/content/demo-image-variants.ts');
/** Progressive JPEG at about the originals' look: they are quality 82 or lower (render.sh). */
const JPEG = { quality: 78, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0' };
const check = process.argv.includes('--check');

/** The pixel size of an SVG source: its root element's width and height. */
async function svgSize(file) {
  const head = /<svg [^>]*>/.exec(await readFile(file, 'utf8'))?.[0] ?? '';
  const width = Number(/ width="(\d+)"/.exec(head)?.[1]);
  const height = Number(/ height="(\d+)"/.exec(head)?.[1]);
  if (!width || !height) throw new Error(`${file} has no pixel width and height`);
  if (width % 2 || height % 2) throw new Error(`${file}: ${width}x${height} cannot be halved exactly`);
  return { width, height };
}

const originals = [];
for (const entry of (await readdir(sources)).sort()) {
  if (!entry.endsWith('.svg')) continue;
  const { width, height } = await svgSize(path.join(sources, entry));
  originals.push({ name: entry.replace(/\.svg$/, ''), folder: `${width}x${height}`, half: `${width / 2}x${height / 2}`, width, height });
}

const folders = new Map(originals.map((image) => [image.folder, image.half]));
for (const [folder, half] of folders) {
  // A copy's folder must never be an originals' folder, or the names would no longer say which is which.
  if (folders.has(half)) throw new Error(`the half of ${folder} is ${half}, which holds originals`);
}
const list = `/**
 * The demo images' two densities (spec §9; decision 025): each folder of \`public/demo-assets/\`
 * that holds originals, and the folder that holds their half-width copies under the same names.
 * Written by scripts/demo-image-variants.mjs from the SVG sources' sizes: run it again after
 * adding a demo image, not by hand.
 */
export const DEMO_IMAGE_HALVES: Readonly<Record<string, string>> = {
${[...folders]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([folder, half]) => `  '${folder}': '${half}',`)
  .join('\n')}
};
`;

const problems = [];
let originalBytes = 0;
let halfBytes = 0;
for (const image of originals) {
  const source = path.join(assets, image.folder, `${image.name}.jpg`);
  const target = path.join(assets, image.half, `${image.name}.jpg`);
  if (check) {
    const meta = await sharp(target)
      .metadata()
      .catch(() => null);
    if (!meta) problems.push(`${path.relative(root, target)} is missing`);
    else if (meta.width !== image.width / 2 || meta.height !== image.height / 2) {
      problems.push(`${path.relative(root, target)} is ${meta.width}x${meta.height}`);
    }
    continue;
  }
  await mkdir(path.dirname(target), { recursive: true });
  const { size } = await sharp(source)
    .resize(image.width / 2, image.height / 2, { kernel: 'lanczos3' })
    .jpeg(JPEG)
    .toFile(target);
  const before = (await stat(source)).size;
  originalBytes += before;
  halfBytes += size;
  console.log(
    `${image.name.padEnd(34)} ${image.folder.padEnd(9)} ${String(before).padStart(7)} B -> ${image.half.padEnd(8)} ${String(size).padStart(7)} B`,
  );
}

if (check) {
  const written = await readFile(listFile, 'utf8').catch(() => '');
  if (written !== list)
    problems.push(`${path.relative(root, listFile)} is not what the sources give: run node scripts/demo-image-variants.mjs`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`${originals.length} demo images, each with its half-width copy`);
} else {
  await writeFile(listFile, list);
  console.log(`${originals.length} images: originals ${originalBytes} B, half-width copies ${halfBytes} B`);
}
