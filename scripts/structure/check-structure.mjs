// The shape of src/ as its imports draw it (decision 068): which folder may import which, and no
// folder cycles at any depth. Run by `npm run lint`; exit code 1 lists what breaks a rule.
//   src/shared           imports nothing of src/worker or src/client (it runs on both sides)
//   src/client           imports nothing of src/worker
//   src/worker/platform  imports no feature and not the composition (app.ts, index.ts)
//   src/worker/features  import the platform and src/shared; another feature only through its
//                        public module (features/<name>/public.ts), never the composition
// A folder cycle: sibling folders A and B where a file under A imports one under B and a file
// under B, directly or through other siblings, imports one under A.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, sourceFiles } from './import-graph.mjs';

const FEATURES = 'src/worker/features/';
const COMPOSITION = new Set(['src/worker/app.ts', 'src/worker/index.ts']);
/** Where a folder cycle fails the check: everywhere. */
const ACYCLIC = ['src'];

const featureOf = (file) => (file.startsWith(FEATURES) ? file.slice(FEATURES.length).split('/')[0] : null);

/** The rule an arrow breaks, or null. */
function ruleBroken({ from, to }) {
  if (to.endsWith('(not found)')) return 'imports a file that does not exist';
  if (from.startsWith('src/shared/') && !to.startsWith('src/shared/')) return 'src/shared runs on both sides: it imports only src/shared';
  if (from.startsWith('src/client/') && to.startsWith('src/worker/')) return 'the browser bundle imports no worker code';
  if (from.startsWith('src/worker/platform/') && (to.startsWith(FEATURES) || COMPOSITION.has(to))) {
    return 'the platform imports no feature: a feature registers with it, or its part belongs in the platform';
  }
  const feature = featureOf(from);
  if (feature && COMPOSITION.has(to)) return 'a feature does not import the composition';
  const target = featureOf(to);
  if (feature && target && feature !== target && to !== `${FEATURES}${target}/public.ts`) {
    return `another feature only through ${FEATURES}${target}/public.ts`;
  }
  return null;
}

/** The folder directly under `parent` that holds `file`, or null when the file sits in `parent` itself. */
function childFolder(parent, file) {
  if (!file.startsWith(`${parent}/`)) return null;
  const rest = file.slice(parent.length + 1).split('/');
  return rest.length > 1 ? `${parent}/${rest[0]}` : null;
}

/** Strongly connected groups of two or more folders (Tarjan's algorithm): each is a folder cycle. */
function cyclesAmong(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (stack.includes(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** Every folder holding a file of `files`, and every folder above it. */
function foldersOf(files) {
  const folders = new Set();
  for (const file of files) {
    const parts = file.split('/');
    for (let depth = 1; depth < parts.length; depth++) folders.add(parts.slice(0, depth).join('/'));
  }
  return folders;
}

/** The folder cycles under `parent`'s direct children, each with the imports that tie it. */
function folderCycles(parent, arrows) {
  const edges = new Map();
  const ties = [];
  for (const arrow of arrows) {
    const a = childFolder(parent, arrow.from);
    const b = childFolder(parent, arrow.to);
    if (!a || !b || a === b) continue;
    if (!edges.has(a)) edges.set(a, new Set());
    edges.get(a).add(b);
    ties.push({ ...arrow, a, b });
  }
  return cyclesAmong(edges).map((folders) => ({
    folders,
    imports: ties.filter(({ a, b }) => folders.includes(a) && folders.includes(b)).map(({ from, to }) => ({ from, to })),
  }));
}

/** What the check finds in the tree at `root`. */
export function checkStructure(root) {
  const files = sourceFiles(root, 'src');
  const arrows = importsOf(root, files).filter(({ to }) => to.startsWith('src/'));
  const forbidden = arrows.map((arrow) => ({ ...arrow, rule: ruleBroken(arrow) })).filter(({ rule }) => rule);
  const cycles = [...foldersOf(files)]
    .filter((folder) => ACYCLIC.some((scope) => folder === scope || folder.startsWith(`${scope}/`)))
    .flatMap((folder) => folderCycles(folder, arrows));
  const largest = files
    .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
    .reduce((a, b) => (b.lines > a.lines ? b : a));
  return { files: files.length, imports: arrows.length, forbidden, cycles, largest };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = checkStructure(path.resolve(import.meta.dirname, '../..'));
  for (const { from, to, rule } of report.forbidden) console.error(`forbidden: ${from} -> ${to}\n    ${rule}`);
  for (const { folders, imports } of report.cycles) {
    console.error(`folder cycle: ${folders.join(' <-> ')}\n    ${imports.map(({ from, to }) => `${from} -> ${to}`).join('\n    ')}`);
  }
  console.log(
    `structure: ${report.files} files, ${report.imports} imports; ${report.cycles.length} folder cycles in ${ACYCLIC.join(' and ')}, ` +
      `${report.forbidden.length} forbidden imports; largest file ${report.largest.file} (${report.largest.lines} lines)`,
  );
  if (report.forbidden.length > 0 || report.cycles.length > 0) process.exit(1);
}
