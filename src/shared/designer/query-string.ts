import { NO_REFINEMENT } from '../catalogue/refinements';

/** A value of a designer query: a string or number, a list of them, or a group of named values. */
type QueryValue = string | number | boolean | null | undefined | readonly QueryValue[] | { readonly [name: string]: QueryValue };

/** The parameters of a designer hand-off, by name. */
export type DesignerParameters = { readonly [name: string]: QueryValue };

/**
 * The query string of a designer hand-off (spec §5 query strings): null and undefined values are
 * left out, a list is written as `key[]=a&key[]=b`, a group as `key[sub]=v` (nested as deep as it
 * goes), a refinement of 'none', 'ohne' or '' is left out. Names and values are percent-encoded,
 * the brackets stay as they are. Parameters keep the order they are given in.
 * @example designerQuery({ themeId: '2048', quantity: 50, sample: null }) // 'themeId=2048&quantity=50'
 * @example designerQuery({ format: { width: 200, height: 300 }, types: ['ohne'] }) // 'format[width]=200&format[height]=300&types[]=ohne'
 */
export function designerQuery(params: DesignerParameters): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (name === 'refinement' && typeof value === 'string' && NO_REFINEMENT.includes(value)) continue;
    write(encodeURIComponent(name), value, pairs);
  }
  return pairs.join('&');
}

function write(key: string, value: QueryValue, pairs: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) write(`${key}[]`, item, pairs);
  } else if (typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) write(`${key}[${encodeURIComponent(name)}]`, item, pairs);
  } else {
    pairs.push(`${key}=${encodeURIComponent(String(value))}`);
  }
}
