// `npm start` and `npm run dev`: the whole shop on this machine. First the steps it needs (client
// build, D1 migrations, demo data), then the stand-ins on loopback for the shop backend (decision
// 082) and the newsletter's bot check (decision 084), and `wrangler dev` pointed at them. Ctrl-C
// (wrangler's own key, or SIGINT, SIGTERM, SIGHUP) stops them all; when wrangler stops on its own,
// so do the stand-ins, and a wrangler that failed makes this fail. Arguments after the mode go to
// wrangler dev (`npm start -- --port 8800`; `-- --var SHOP_BACKEND_ORIGIN:https://…` names another
// backend, `-- --var BOT_CHECK_SITE_KEY:…` and the other BOT_CHECK_* vars another bot check).

import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBotCheckStandIn } from './bot-check-stand-in.mjs';
import { startShopBackendStandIn } from './shop-backend-stand-in.mjs';

const root = path.resolve(import.meta.dirname, '..');

// wrangler's command line itself, not its `bin` launcher: the launcher starts it as a child of its
// own and passes no signal on, so stopping the launcher would leave the shop running.
const WRANGLER_CLI = path.join(root, 'node_modules/wrangler/wrangler-dist/cli.js');

const MODES = {
  // The production build, as deployed: wrangler.toml minifies (decision 022).
  start: { nodeEnv: 'production', flags: [] },
  // React's development build, the worker unminified and rebuilt on every change.
  dev: { nodeEnv: 'development', flags: ['--minify=false'] },
};

/** The npm scripts that run before the shop starts, in order. */
const STEPS = ['build', 'db:migrate', 'db:seed'];

/**
 * How `wrangler dev` is started in a mode, the worker's shop backend at `backendOrigin` and `vars`
 * of its own (the bot check's): wrangler's arguments, the caller's `extraArgs` last so that they
 * win, and the environment it adds (nothing leaves the machine: no metrics, no banner, no
 * `request.cf` fetch).
 * @example wranglerDev('dev', 'http://127.0.0.1:8790').args // ['dev', '--minify=false', '--var', 'SHOP_BACKEND_ORIGIN:http://127.0.0.1:8790']
 * @example wranglerDev('start', 'http://127.0.0.1:8790', [], { BOT_CHECK_SITE_KEY: 'local-demo' }).args // ['dev', '--var', 'SHOP_BACKEND_ORIGIN:http://127.0.0.1:8790', '--var', 'BOT_CHECK_SITE_KEY:local-demo']
 */
export function wranglerDev(mode, backendOrigin, extraArgs = [], vars = {}) {
  const { nodeEnv, flags } = MODES[mode];
  const varArgs = Object.entries({ SHOP_BACKEND_ORIGIN: backendOrigin, ...vars }).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
  return {
    args: ['dev', ...flags, ...varArgs, ...extraArgs],
    env: { NODE_ENV: nodeEnv, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  };
}

async function main() {
  // wrangler needs Node 22; `npm run` puts the `node` package's Node 22 first on the PATH.
  if (Number(process.versions.node.split('.')[0]) < 22) {
    console.error(`wrangler needs Node 22 or newer, this is ${process.version}: run it as \`npm start\` or \`npm run dev\`.`);
    process.exit(1);
  }
  const [mode, ...extraArgs] = process.argv.slice(2);
  if (!Object.hasOwn(MODES, mode ?? '')) {
    console.error('usage: node scripts/start.mjs start|dev [wrangler dev options]');
    process.exit(2);
  }

  let child = null;
  const standIns = [];
  const stopStandIns = () => {
    for (const { server } of standIns) {
      server.close();
      server.closeAllConnections();
    }
  };
  let stopping = false;
  const stop = (signal) => {
    // npm passes the terminal's Ctrl-C on as well: the first signal is the one that counts.
    if (stopping) return;
    stopping = true;
    stopStandIns();
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    else process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

  const run = (command, args, env = {}) =>
    new Promise((resolve) => {
      child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
      child.on('error', (error) => resolve({ code: 1, error }));
      child.on('exit', (code, signal) => resolve({ code, signal }));
    });

  for (const step of STEPS) {
    const { code } = await run('npm', ['run', step]);
    if (stopping) process.exit(0);
    if (code !== 0) process.exit(code ?? 1);
  }

  const backend = await startShopBackendStandIn();
  standIns.push(backend);
  console.log(`Shop backend stand-in on ${backend.origin}`);
  const botCheck = await startBotCheckStandIn();
  standIns.push(botCheck);
  console.log(`Bot check stand-in on ${botCheck.origin} (local, not reCAPTCHA)`);
  const wrangler = wranglerDev(mode, backend.origin, extraArgs, botCheck.vars);
  const { code, signal, error } = await run(process.execPath, ['--no-warnings', WRANGLER_CLI, ...wrangler.args], wrangler.env);
  stopStandIns();
  // Stopped by a signal passed on, or by its own exit key: the shop was asked to stop.
  if (stopping || code === 0) process.exit(0);
  console.error(`wrangler dev stopped (${error?.message ?? signal ?? `exit code ${code}`})`);
  process.exit(code || 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
