import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import { z } from 'zod';

/** The shop's 4xx body: which field is wrong and what is wrong with it. */
interface ApiProblem {
  error: { field: string; problem: string; code?: string };
}

export function problem(field: string, text: string, code?: string): ApiProblem {
  return { error: { field, problem: text, ...(code ? { code } : {}) } };
}

/** The first issue of a failed parse as an ApiProblem. */
export function problemOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): ApiProblem {
  const issue = error.issues[0];
  return problem(issue?.path.map(String).join('.') || 'input', issue?.message ?? 'invalid');
}

/**
 * @hono/zod-validator with the shop's error body: a request that fails the schema gets 400 and
 * names the field, before the handler runs.
 */
export function validated<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c: Context) => {
    if (!result.success) return c.json(problemOf(result.error), 400);
  });
}

/**
 * A list parameter (spec §5 query strings): `name[]` repeated, or, as the shop's own links write
 * it, comma-separated; empty entries dropped. `problem` names what a value that is neither is.
 */
export const commaList = (problem: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: problem })
    .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((each) => each.split(',')).filter((each) => each !== ''));

/**
 * The body of a call that a page's form also makes without script (decisions 085, 088, 100): the
 * form's fields, or the JSON its script sends, and which of the two it was. `raw` is undefined when
 * the body cannot be read as what its type says.
 */
export async function formOrJsonBody(c: Context): Promise<{ isForm: boolean; raw: unknown }> {
  const isForm = !/^application\/json\b/i.test(c.req.header('content-type') ?? '');
  const raw: unknown = isForm ? await c.req.parseBody().catch(() => undefined) : await c.req.json().catch(() => undefined);
  return { isForm, raw };
}
