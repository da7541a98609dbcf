import type { Browser } from 'playwright-core';

export const chromiumLaunchOptions: { executablePath: string; args: string[] };

export function launchChromium(): Promise<Browser>;
