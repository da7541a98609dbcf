import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startBotCheckStandIn } from '../../scripts/bot-check-stand-in.mjs';
import { startConsentPlatformStandIn } from '../../scripts/consent-platform-stand-in.mjs';
import { startShopBackendStandIn } from '../../scripts/shop-backend-stand-in.mjs';
import { GOOGLE_FAKE, startGoogleFake } from '../support/google-fake';
import { startStoryblokFake } from '../support/storyblok-fake';
import { seedEditorSpace } from './editor-space';
import { E2E_APP_STORES, E2E_CONSENT_PLATFORM, E2E_ENV, E2E_SHOP_STATE, E2E_SPACE } from './shop-config';

/**
 * The browser tests' global setup (playwright.config.ts): serves the built shop with
 * `wrangler dev` exactly as `npm start` does, on its own port and with its own local KV and D1
 * state, migrations applied and seeded. A second instance reads a Storyblok space (the loopback
 * stand-in, seeded with ./editor-space.ts) so editors' drafts can be tried in the browser. The
 * ports reach the tests as environment variables (E2E_ENV, read by ./fixtures.ts); the returned
 * function is the global teardown.
 */
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.SHOP_E2E_PORT ?? 8788);
const wrangler = path.join(root, 'node_modules/.bin/wrangler');
const quietEnv = {
  ...process.env,
  // React's production build, as `npm start` serves it (wrangler.toml adds minify).
  NODE_ENV: 'production',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  CI: 'true',
};
const SEEDS = ['seeds/demo.sql', 'seeds/demo-catalogue.sql', 'tests/fixtures/e2e-customer.sql'];

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(wrangler, args, { cwd: root, env: quietEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`wrangler ${args[0]} exited with ${code}`))));
  });
}

async function answers(at: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${at}/_health`)).ok;
  } catch {
    return false;
  }
}

async function waitForHealth(child: ChildProcess, at: number, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output()}`);
    if (await answers(at)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`wrangler dev did not become healthy on port ${at}:\n${output()}`);
}

/** Local D1 state with the migrations and every seed applied, once; each instance gets a copy. */
async function prepareState(): Promise<string> {
  const state = path.join(root, '.wrangler', 'e2e-seeded-state');
  await rm(state, { recursive: true, force: true });
  await mkdir(state, { recursive: true });
  await run(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  // One execute for all seeds: each wrangler start costs about two seconds.
  const seed = path.join(root, '.wrangler', 'e2e-seed.sql');
  const statements = await Promise.all(SEEDS.map((file) => readFile(path.join(root, file), 'utf8')));
  await writeFile(seed, statements.join('\n'));
  await run(['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', seed]);
  return state;
}

async function startShop(at: number, seeded: string, stateName: string, vars: Record<string, string>): Promise<ChildProcess> {
  if (await answers(at)) throw new Error(`port ${at} already serves a shop: stop the wrangler dev left over from an earlier run`);
  const state = path.join(root, '.wrangler', stateName);
  await rm(state, { recursive: true, force: true });
  await cp(seeded, state, { recursive: true });
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
  const args = [
    'dev',
    '--port',
    String(at),
    '--ip',
    '127.0.0.1',
    '--inspector-port',
    String(at + 1000),
    '--persist-to',
    state,
    '--show-interactive-dev-session=false',
    ...varArgs,
  ];
  const child = spawn(wrangler, args, { cwd: root, env: quietEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  // The shop's own log lines, kept for after the run (.wrangler/e2e-shop-{port}.log): a failure a
  // browser saw as a bare 500 or 503 is explained there. Each run adds to the file under a line of
  // its own, so a failure of an earlier run can still be read after the next.
  await mkdir(path.join(root, '.wrangler'), { recursive: true });
  const kept = createWriteStream(path.join(root, '.wrangler', `e2e-shop-${at}.log`), { flags: 'a' });
  kept.write(`--- run started ${new Date().toISOString()}\n`);
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    kept.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    kept.write(chunk);
  });
  child.on('exit', () => kept.end());
  await waitForHealth(child, at, () => log);
  return child;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const storyblok = await startStoryblokFake();
  const storyblokOrigin = `http://127.0.0.1:${storyblok.port}`;
  // The newsletter's bot check: reCAPTCHA's widget and siteverify on loopback, the same stand-in
  // `npm start` runs (decisions 055, 084), on a port of its own.
  const botCheck = await startBotCheckStandIn(0);
  // The shop backend's pages (basket, checkout, ...): the stand-in `npm start` runs (decision 082).
  const backend = await startShopBackendStandIn(0);
  // The editor instance's consent platform: the stand-in speaking Didomi's web SDK protocol
  // (decision 089), for the notice of Bavaria's rules, so the settings reach the platform.
  const consentPlatform = await startConsentPlatformStandIn(0);
  // Google sign-in: Google Identity Services' script and Google's key set on loopback (decision 051).
  const google = await startGoogleFake();
  const googleOrigin = `http://127.0.0.1:${google.port}`;
  const shops: [number, string, Record<string, string>][] = [
    [
      port,
      E2E_SHOP_STATE,
      {
        ...E2E_APP_STORES,
        ...botCheck.vars,
        SHOP_BACKEND_ORIGIN: backend.origin,
        GOOGLE_CLIENT_ID: GOOGLE_FAKE.clientId,
        GOOGLE_JWKS_URL: `${googleOrigin}/oauth2/v3/certs`,
        GOOGLE_SCRIPT_URL: `${googleOrigin}/gsi/client`,
      },
    ],
    [
      port + 1,
      'e2e-editor-state',
      {
        CONTENT_SOURCE: 'storyblok',
        STORYBLOK_ENDPOINT: `${storyblokOrigin}/v2`,
        STORYBLOK_SPACE_ID: E2E_SPACE,
        STORYBLOK_PUBLIC_TOKEN: `tok-${E2E_SPACE}-public`,
        STORYBLOK_PREVIEW_TOKEN: `tok-${E2E_SPACE}-preview`,
        STORYBLOK_BRIDGE_URL: `${storyblokOrigin}/bridge.js`,
        ...consentPlatform.vars,
        ...E2E_CONSENT_PLATFORM,
      },
    ],
  ];
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    }
    await storyblok.close();
    const botCheckClosed = new Promise((resolve) => botCheck.server.close(resolve));
    botCheck.server.closeAllConnections();
    await botCheckClosed;
    for (const { server } of [backend, consentPlatform]) {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    }
    await google.close();
  };
  try {
    await seedEditorSpace(storyblokOrigin);
    const seeded = await prepareState();
    // One after the other: two wrangler dev starting at once race for the same internal socket.
    for (const [at, state, vars] of shops) children.push(await startShop(at, seeded, state, vars));
  } catch (error) {
    // No server may outlive a failed start.
    await stop();
    throw error;
  }
  // Read by the test workers, which start after this setup.
  process.env[E2E_ENV.shopPort] = String(port);
  process.env[E2E_ENV.editorPort] = String(port + 1);
  process.env[E2E_ENV.storyblokPort] = String(storyblok.port);
  return stop;
}
