import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Serves the built shop with `wrangler dev` for the browser tests, exactly as `npm start` does,
 * on its own port and with its own local KV and D1 state, migrations applied.
 */
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.SHOP_E2E_PORT ?? 8788);
const state = path.join(root, '.wrangler/e2e-state');
const wrangler = path.join(root, 'node_modules/.bin/wrangler');
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' };

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(wrangler, args, { cwd: root, env: quietEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`wrangler ${args[0]} exited with ${code}`))));
  });
}

async function waitForHealth(child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/_health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not become healthy on port ${port}:\n${output()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await rm(state, { recursive: true, force: true });
  await run(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  const child = spawn(wrangler, ['dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', state, '--show-interactive-dev-session=false'], {
    cwd: root,
    env: quietEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(child, () => log);
  project.provide('shopPort', port);
  return async () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
}
