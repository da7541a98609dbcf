export function wranglerDev(
  mode: 'start' | 'dev',
  backendOrigin: string,
  extraArgs?: string[],
  vars?: Record<string, string>,
): { args: string[]; env: Record<string, string> };
