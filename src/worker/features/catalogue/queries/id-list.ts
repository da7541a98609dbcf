import { z } from 'zod';

// A JSON array of ids kept in a column (formats, category ids): checked on the way out.
const IdList = z.array(z.string());

/** The ids of a JSON array column (migrations/0007_design_groups.sql formats, category_ids). */
export const idsOf = (column: string): string[] => IdList.parse(JSON.parse(column));
