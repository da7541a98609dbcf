import { readFile } from 'node:fs/promises';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/** The OAuth client id the worker tests' Google ID tokens are issued to. */
const GOOGLE_TEST_CLIENT_ID = '1234567890-shoptest.apps.googleusercontent.com';

// Two kinds of test (the browser tests run under @playwright/test, see playwright.config.ts):
// - unit: pure functions of src/shared and src/worker, in Node;
// - worker: the real worker inside workerd with local KV and D1 (@cloudflare/vitest-plugin).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/preload-split-components.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // An empty database of its own for the test that migrates step by step (prices.test.ts).
              // A read replica that lags behind DB, for the Sessions API's read-your-writes (read-replicas.test.ts).
              d1Databases: ['MIGRATION_CHECK_DB', 'LAGGING_REPLICA_DB'],
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('migrations'),
                // The demo catalogue, so catalogue blocks and APIs read real rows (one statement per line).
                TEST_CATALOGUE_SEED: await readFile('seeds/demo-catalogue.sql', 'utf8'),
                SHOP_BACKEND_ORIGIN: `http://127.0.0.1:${inject('shopBackendPort')}`,
                STORYBLOK_TEST_ENDPOINT: `http://127.0.0.1:${inject('storyblokPort')}`,
                // The bot check and the mail API are loopback stand-ins speaking reCAPTCHA's and Resend's protocols.
                BOT_CHECK_VERIFY_URL: `http://127.0.0.1:${inject('botCheckPort')}/recaptcha/api/siteverify`,
                BOT_CHECK_SECRET: inject('botCheckSecret'),
                BOT_CHECK_TEST_ORIGIN: `http://127.0.0.1:${inject('botCheckPort')}`,
                MAIL_API_URL: `http://127.0.0.1:${inject('mailApiPort')}/emails`,
                MAIL_API_TOKEN: inject('mailApiKey'),
                MAIL_API_TEST_ORIGIN: `http://127.0.0.1:${inject('mailApiPort')}`,
                // Google sign-in against the key set stand-in (tests/worker/google-keys-server.ts).
                GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
                GOOGLE_JWKS_URL: `http://127.0.0.1:${inject('googleKeysPort')}/oauth2/v3/certs`,
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.{ts,tsx}'],
          globalSetup: [
            'tests/worker/shop-backend-server.ts',
            'tests/worker/storyblok-server.ts',
            'tests/worker/bot-check-server.ts',
            'tests/worker/mail-api-server.ts',
            'tests/worker/google-keys-server.ts',
          ],
          setupFiles: ['tests/worker/apply-migrations.ts', 'tests/support/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
