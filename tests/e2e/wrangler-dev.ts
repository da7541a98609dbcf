import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStoryblokFake } from '../support/storyblok-fake';

/**
 * Serves the built shop with `wrangler dev` for the browser tests, exactly as `npm start` does,
 * on its own port and with its own local KV and D1 state, migrations applied. A second instance
 * reads a Storyblok space (the loopback stand-in) so editors' drafts can be tried in the browser.
 */
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.SHOP_E2E_PORT ?? 8788);
const wrangler = path.join(root, 'node_modules/.bin/wrangler');
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' };

/** The session of the customer in tests/fixtures/e2e-customer.sql. */
export const E2E_SESSION_TOKEN = 'e2eSessionToken0123456789abcdefghijklmnopqr';

/** Store pages of the wallart app, so the smartbanner has something to offer (decision 013). */
export const E2E_APP_STORES = {
  APP_STORE_URLS: '{"wallart":"https://apps.apple.com/app/id1000000001"}',
  PLAY_STORE_URLS: '{"wallart":"https://play.google.com/store/apps/details?id=example.wallart"}',
};

/** The Storyblok space the editor instance reads (tokens as the stand-in expects them). */
export const E2E_SPACE = '3001';

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(wrangler, args, { cwd: root, env: quietEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`wrangler ${args[0]} exited with ${code}`))));
  });
}

async function waitForHealth(child: ChildProcess, at: number, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${at}/_health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not become healthy on port ${at}:\n${output()}`);
}

async function startShop(at: number, stateName: string, vars: Record<string, string>): Promise<ChildProcess> {
  const state = path.join(root, '.wrangler', stateName);
  await rm(state, { recursive: true, force: true });
  await run(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  await run(['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', path.join(root, 'seeds/demo.sql')]);
  await run(['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', path.join(root, 'seeds/demo-catalogue.sql')]);
  await run(['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', path.join(root, 'tests/fixtures/e2e-customer.sql')]);
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
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(child, at, () => log);
  return child;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const storyblok = await startStoryblokFake();
  const storyblokOrigin = `http://127.0.0.1:${storyblok.port}`;
  const shops: [number, string, Record<string, string>][] = [
    [port, 'e2e-state', E2E_APP_STORES],
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
      },
    ],
  ];
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    }
    await storyblok.close();
  };
  try {
    // One after the other: two wrangler dev starting at once race for the same internal socket.
    for (const [at, state, vars] of shops) children.push(await startShop(at, state, vars));
  } catch (error) {
    // No server may outlive a failed start.
    await stop();
    throw error;
  }
  project.provide('shopPort', port);
  project.provide('editorShopPort', port + 1);
  project.provide('storyblokPort', storyblok.port);
  return stop;
}
