import { serialiseForScript } from '../../../shared/shop-data';

/**
 * The page data's JSON for its script element, the same bytes `serialiseForScript` writes, with
 * each frozen object among its fields serialised once per isolate: what the isolate keeps for many
 * pages (the navigation resolved from a kept story, decisions 104 and 106) is the same object, and
 * its JSON the same text, on every page of a scope. A field of the request's own is serialised anew.
 */
export function pageDataJson(data: Readonly<Record<string, unknown>>): string {
  const fields: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    // Left out, as JSON.stringify leaves out a field without a value.
    if (value === undefined) continue;
    fields.push(`${serialiseForScript(key)}:${fieldJson(value)}`);
  }
  return `{${fields.join(',')}}`;
}

function fieldJson(value: unknown): string {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return serialiseForScript(value);
  let json = KEPT_JSON.get(value);
  if (json === undefined) {
    json = serialiseForScript(value);
    KEPT_JSON.set(value, json);
  }
  return json;
}
/** Held weakly by the object: its JSON goes with it. */
const KEPT_JSON = new WeakMap<object, string>();
