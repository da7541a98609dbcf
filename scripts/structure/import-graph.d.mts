/** Every source file under `dir` (relative to `root`), declaration files and build output left out. */
export function sourceFiles(root: string, dir: string): string[];

export function importsOf(root: string, files: string[]): { from: string; to: string }[];
