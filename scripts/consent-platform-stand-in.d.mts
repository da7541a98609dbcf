import type { Server } from 'node:http';

export function startConsentPlatformStandIn(port?: number): Promise<{
  origin: string;
  server: Server;
  vars: { CONSENT_PLATFORM_ID: string; CONSENT_PLATFORM_SDK_URL: string; CONSENT_PLATFORM_API_URL: string };
}>;
