import { readFile } from 'node:fs/promises';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Three kinds of test, one runner:
// - unit: pure functions of src/shared and src/worker, in Node;
// - worker: the real worker inside workerd with local KV and D1 (@cloudflare/vitest-plugin);
// - e2e: Debian's Chromium (playwright-core) against `wrangler dev`.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('migrations'),
                // The demo catalogue, so catalogue blocks and APIs read real rows (one statement per line).
                TEST_CATALOGUE_SEED: await readFile('seeds/demo-catalogue.sql', 'utf8'),
                SHOP_BACKEND_ORIGIN: `http://127.0.0.1:${inject('shopBackendPort')}`,
                STORYBLOK_TEST_ENDPOINT: `http://127.0.0.1:${inject('storyblokPort')}`,
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/worker/shop-backend-server.ts', 'tests/worker/storyblok-server.ts'],
          setupFiles: ['tests/worker/apply-migrations.ts', 'tests/support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/wrangler-dev.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
