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
      /** Migrated, and behind DB: a read replica of it (tests/support/lagging-replica.ts). */
      LAGGING_REPLICA_DB: D1Database;
      /** Origin of the Storyblok stand-in (tests/support/storyblok-fake.ts). */
      STORYBLOK_TEST_ENDPOINT: string;
      /** Origin of the siteverify stand-in, for its `/_control/` reads (tests/worker/bot-check-server.ts). */
      BOT_CHECK_TEST_ORIGIN: string;
      /** Origin of the mail API stand-in, for its `/_control/` reads and switches (tests/worker/mail-api-server.ts). */
      MAIL_API_TEST_ORIGIN: string;
    }
    interface GlobalProps {
      mainModule: typeof import('../../src/worker/index');
    }
  }
}
