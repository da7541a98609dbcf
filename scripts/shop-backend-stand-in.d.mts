import type { IncomingHttpHeaders, Server } from 'node:http';

export const STAND_IN_PORT: number;

export function shopBackendAnswer(request: { method?: string; url?: string; headers: IncomingHttpHeaders }): {
  status: number;
  headers: Record<string, string>;
  body: string;
};

export function startShopBackendStandIn(port?: number): Promise<{ server: Server; origin: string }>;
