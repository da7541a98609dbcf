import type { Server } from 'node:http';

export function startBotCheckStandIn(port?: number): Promise<{
  origin: string;
  server: Server;
  vars: { BOT_CHECK_SITE_KEY: string; BOT_CHECK_SECRET: string; BOT_CHECK_SCRIPT_URL: string; BOT_CHECK_VERIFY_URL: string };
}>;
