import type { D1Migration } from '@cloudflare/vitest-plugin';
import type { Env as WorkerEnv } from '../../src/worker/env';

// Types of the test environment: the worker's Env plus the migrations binding of
// vitest.config.ts, and the worker module as `exports` of cloudflare:workers.
declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      TEST_CATALOGUE_SEED: string;
      /** Origin of the Storyblok stand-in (tests/support/storyblok-fake.ts). */
      STORYBLOK_TEST_ENDPOINT: string;
    }
    interface GlobalProps {
      mainModule: typeof import('../../src/worker/index');
    }
  }
}
