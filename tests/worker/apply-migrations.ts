import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Setup files run outside per-file storage isolation and may run more than once;
// applyD1Migrations only applies what is missing.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The demo catalogue: INSERT OR REPLACE, so running it again changes nothing. Comment lines are
// left out, as exec() runs one statement per line.
await env.DB.exec(
  env.TEST_CATALOGUE_SEED.split('\n')
    .filter((line) => line.startsWith('INSERT'))
    .join('\n'),
);
