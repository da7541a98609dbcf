import './tests/e2e/json-modules';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// The browser tests: Debian's Chromium (never a downloaded one) against two `wrangler dev`
// instances that tests/e2e/wrangler-dev.ts starts before the first test and stops after the last.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/wrangler-dev.ts',
  fullyParallel: true,
  // Two workers on this two-core machine: measured fastest; one leaves a core idle while a test
  // waits for the browser, three make the shops, the browsers and the renders fight for the cores.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
