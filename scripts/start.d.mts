export function wranglerDev(
  mode: 'start' | 'dev',
  backendOrigin: string,
  extraArgs?: string[],
): { args: string[]; env: Record<string, string> };
