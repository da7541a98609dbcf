/** One import, as paths from the checked tree's root. */
interface Arrow {
  from: string;
  to: string;
}

export interface StructureReport {
  files: number;
  imports: number;
  forbidden: (Arrow & { rule: string })[];
  cycles: { folders: string[]; imports: Arrow[] }[];
  largest: { file: string; lines: number };
}

export function checkStructure(root: string): StructureReport;
