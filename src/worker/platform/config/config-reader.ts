import type { z } from 'zod';

/**
 * A reader of one part of the worker's configuration: parses the vars with `schema` once per env
 * object and shapes them with `build`. A bad var fails loudly, naming each offending var (the
 * visitor sees a generic 500; the details go to the log).
 */
export function configReader<Schema extends z.ZodType, Config>(
  what: string,
  schema: Schema,
  build: (vars: z.output<Schema>) => Config,
): (env: object) => Config {
  const parsed = new WeakMap<object, Config>();
  return (env) => {
    const cached = parsed.get(env);
    if (cached) return cached;
    const result = schema.safeParse(env);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new Error(`invalid ${what}: ${problems.join('; ')}`);
    }
    const config = build(result.data);
    parsed.set(env, config);
    return config;
  };
}
