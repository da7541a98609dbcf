type Resource = { kv: string; id: string } | { d1: string; id: string };

export interface Environment {
  name: string;
  hosts: Record<string, string>;
  www: boolean;
  resources: Record<string, Resource>;
  queues: { requests: string; dead: string };
  rateLimitNamespaces: number;
  vars: Record<string, string>;
  required: string[];
  secrets: string[];
}

export const ENVIRONMENTS: Record<'staging' | 'production', Environment>;

export function routedHosts(environment: Pick<Environment, 'hosts' | 'www'>, endings: readonly string[]): string[];
