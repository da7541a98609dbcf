import type { D1Migration } from '@cloudflare/vitest-plugin';

// Types of the test environment: the worker's Env (src/worker/worker-configuration.d.ts) plus the migrations binding of
// vitest.config.ts, and the worker module as `exports` of cloudflare:workers.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      TEST_CATALOGUE_SEED: string;
      /** Empty, unmigrated: for a test that applies the migrations one at a time. */
      MIGRATION_CHECK_DB: D1Database;
      /** Origin of the Storyblok stand-in (tests/support/storyblok-fake.ts). */
      STORYBLOK_TEST_ENDPOINT: string;
    }
    interface GlobalProps {
      mainModule: typeof import('../../src/worker/index');
    }
  }
}
