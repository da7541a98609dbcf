export function preflight(input: {
  envName: string;
  config: { vars: Record<string, unknown>; kv_namespaces: { binding: string; id?: string }[]; d1_databases: { binding: string; database_name?: string; database_id?: string }[] };
  configProblems: (vars: Record<string, string>) => string[];
  secretNames: string[] | null;
}): { problems: string[]; toFill: string[] };
