// Evaluates named exports of the shop's TypeScript modules in Node, for the build scripts: they
// are bundled with esbuild and imported, so the scripts read the same tables as the worker.
//
//   const { LOCALES } = await shopModules({ LOCALES: 'src/shared/locale/locales' });

import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** The named exports, each from the module (a path from the project root, without extension) given for it. */
export async function shopModules(exports) {
  const result = await build({
    stdin: {
      contents: Object.entries(exports)
        .map(([name, module]) => `export { ${name} } from './${module}';`)
        .join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    write: false,
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].contents).toString('base64')}`);
}
