// `npm run deploy -- --env staging|production [--dry-run] [--no-build]` (decision 091): a deploy an
// operator can run.
// 1. Builds the client and the worker and checks them: types and the script budgets.
// 2. Preflight, before anything reaches Cloudflare: the environment's vars pass the worker's own
//    config checks (src/worker/config-check.ts), every KV namespace and D1 database has a real id,
//    every var the environment requires has a value, and (asked of Cloudflare) every secret it needs
//    is set. A real deploy stops at the first problem found and names each one.
// 3. Applies the D1 migrations remotely, before the new code goes live: a migration must work with
//    the code before it (docs/operations.md "Deploy").
// 4. Deploys, and says how to roll back.
// `--dry-run` needs no account: it builds, runs the config checks and `wrangler deploy --dry-run`,
// and lists what an operator must still fill in (ids, vars, secrets) without failing on it.

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { unstable_readConfig } from 'wrangler';
import { shopModules } from '../shop-modules.mjs';
import { ENVIRONMENTS } from './environments.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const WRANGLER = path.join(root, 'node_modules/.bin/wrangler');
const QUIET = { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

/** An id that only the local default may have: none at all, or one of the placeholders of wrangler.toml's top level. */
const isPlaceholder = (id) => !id || /^(0+|1+|0{8}-0{4}-0{4}-0{4}-0{12})$/.test(id);

/**
 * What stands between an environment and a real deploy, from its configuration as wrangler reads
 * it (`config`), the worker's config checks (`configProblems`), and the names of the secrets set
 * on its worker (`secretNames`; null when not asked, as in a dry run).
 * - `problems`: what the shop itself would refuse (a var of the wrong form); fails a dry run too.
 * - `toFill`: what an operator must still provide; a real deploy refuses it, a dry run lists it.
 */
export function preflight({ envName, config, configProblems, secretNames }) {
  const environment = ENVIRONMENTS[envName];
  const problems = configProblems(config.vars).map((problem) => `vars: ${problem}`);
  const toFill = [];
  for (const namespace of config.kv_namespaces) {
    if (isPlaceholder(namespace.id)) {
      const name = environment.resources[namespace.binding]?.kv;
      toFill.push(`KV ${namespace.binding}: its id (\`wrangler kv namespace create ${name}\`, then scripts/deploy/environments.mjs)`);
    }
  }
  for (const database of config.d1_databases) {
    if (isPlaceholder(database.database_id)) {
      toFill.push(
        `D1 ${database.binding}: its id (\`wrangler d1 create ${database.database_name}\`, then scripts/deploy/environments.mjs)`,
      );
    }
  }
  for (const name of environment.required) {
    if (!config.vars[name]) toFill.push(`var ${name}: a value (scripts/deploy/environments.mjs, its \`vars\`)`);
  }
  for (const name of environment.secrets) {
    if (secretNames === null)
      toFill.push(`secret ${name}: set? (\`wrangler secret put ${name} --env ${envName}\`; a real deploy asks Cloudflare)`);
    else if (!secretNames.includes(name)) toFill.push(`secret ${name}: not set (\`wrangler secret put ${name} --env ${envName}\`)`);
  }
  return { problems, toFill };
}

/** Runs a command with its output shown; stops the deploy when it fails. */
function run(command, args, what) {
  console.log(`\n> ${[path.basename(command), ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...QUIET } });
  if (result.status !== 0) {
    console.error(`\ndeploy stopped: ${what} failed`);
    process.exit(result.status ?? 1);
  }
}

/** The names of the secrets set on the environment's worker, as Cloudflare lists them (a real deploy only). */
function secretNamesOf(envName) {
  const result = spawnSync(WRANGLER, ['secret', 'list', '--env', envName, '--format', 'json'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...QUIET },
  });
  if (result.status !== 0) {
    console.error(result.stderr);
    console.error('deploy stopped: the secrets could not be listed (is `wrangler login` done, or CLOUDFLARE_API_TOKEN set?)');
    process.exit(1);
  }
  return JSON.parse(result.stdout).map((secret) => secret.name);
}

function parseArguments(argv) {
  const envAt = argv.indexOf('--env');
  const envName = envAt >= 0 ? argv[envAt + 1] : undefined;
  if (!envName || !Object.hasOwn(ENVIRONMENTS, envName)) {
    console.error(`usage: npm run deploy -- --env ${Object.keys(ENVIRONMENTS).join('|')} [--dry-run] [--no-build]`);
    process.exit(2);
  }
  return { envName, dryRun: argv.includes('--dry-run'), build: !argv.includes('--no-build') };
}

async function main() {
  const { envName, dryRun, build } = parseArguments(process.argv.slice(2));
  if (build) {
    run('npm', ['run', 'build'], 'the client build');
    run('npm', ['run', 'build:worker'], 'the worker build');
    run('npm', ['run', 'typecheck'], 'the type check');
    run('node', ['scripts/check-budgets.mjs'], 'the budgets');
  }

  const config = unstable_readConfig({ config: path.join(root, 'wrangler.toml'), env: envName });
  const { configProblems } = await shopModules({ configProblems: 'src/worker/config-check' });
  // Local checks first: a deploy with a placeholder id never reaches Cloudflare.
  const local = preflight({ envName, config, configProblems, secretNames: null });
  const withSecrets =
    dryRun || local.toFill.some((item) => !item.startsWith('secret '))
      ? local
      : preflight({ envName, config, configProblems, secretNames: secretNamesOf(envName) });
  const { problems, toFill } = withSecrets;
  for (const problem of problems) console.error(`✘ ${problem}`);
  if (problems.length > 0) {
    console.error(`\ndeploy of ${envName} refused: the worker would refuse these vars`);
    process.exit(1);
  }

  if (dryRun) {
    run(WRANGLER, ['deploy', '--dry-run', '--env', envName, '--outdir', `dist/deploy-${envName}`], 'wrangler deploy --dry-run');
    console.log(`\ndry run of ${envName} passed: the build, the config checks and wrangler's own.`);
    if (toFill.length > 0) console.log(`Still to fill in before a real deploy:\n${toFill.map((item) => `  - ${item}`).join('\n')}`);
    return;
  }
  if (toFill.length > 0) {
    console.error(`deploy of ${envName} refused, still to fill in:\n${toFill.map((item) => `  - ${item}`).join('\n')}`);
    process.exit(1);
  }

  // Migrations before code: the code going live may read what they add; the code still live must
  // work with them (each migration is written to be compatible with the code before it).
  run(WRANGLER, ['d1', 'migrations', 'apply', 'DB', '--remote', '--env', envName], 'the D1 migrations');
  run(WRANGLER, ['deploy', '--env', envName], 'wrangler deploy');
  console.log(`
${envName} is live. To roll back the code: \`wrangler rollback --env ${envName}\` (the version before
this one; \`wrangler deployments list --env ${envName}\` lists them). A rollback does not undo a D1
migration: the migrations are written so that the code before them still works with them, and a
migration that must be undone is a new migration (docs/operations.md "Roll back").`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
