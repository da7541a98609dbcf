import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { preflight } from '../../scripts/deploy/deploy.mjs';
import { ENVIRONMENTS } from '../../scripts/deploy/environments.mjs';
import { configProblems } from '../../src/worker/config-check';

// Issue 32, Build 2 (decision 091): the deploy's preflight refuses a real deploy, with its reason,
// on a placeholder id, a var left empty that the environment requires, a missing secret, and a var
// the worker itself would refuse; all without reaching Cloudflare.

const root = path.resolve(import.meta.dirname, '../..');
const configOf = (env: string) => unstable_readConfig({ config: path.join(root, 'wrangler.toml'), env });

/** The production configuration as an operator leaves it after the first setup: ids and required vars filled. */
function filledProduction() {
  const config = configOf('production');
  const ids = ['3f2a'.repeat(8), '9c1e'.repeat(8)];
  return {
    ...config,
    kv_namespaces: config.kv_namespaces.map((namespace: { binding: string; id?: string }, index: number) => ({
      ...namespace,
      id: ids[index],
    })),
    d1_databases: config.d1_databases.map((database: { binding: string }) => ({
      ...database,
      database_id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    })),
    vars: {
      ...config.vars,
      STORYBLOK_SPACE_ID: '288512',
      SHOP_BACKEND_ORIGIN: 'https://backend.kartenliebe.example',
      MAIL_API_URL: 'https://api.resend.com/emails',
      BOT_CHECK_SITE_KEY: '6LcExampleSiteKey',
    },
  };
}
const ALL_SECRETS = ENVIRONMENTS.production.secrets;

describe('the deploy preflight', () => {
  it('names the placeholder ids and the empty required vars of the environments as wrangler.toml has them', () => {
    for (const envName of ['staging', 'production']) {
      const { problems, toFill } = preflight({ envName, config: configOf(envName), configProblems, secretNames: ALL_SECRETS });
      expect(problems, envName).toEqual([]);
      expect(toFill.filter((item: string) => item.startsWith('KV ')).length, envName).toBe(2);
      expect(toFill.some((item: string) => item.startsWith('D1 DB: its id (`wrangler d1 create shop-'))).toBe(true);
      expect(toFill).toContain('var STORYBLOK_SPACE_ID: a value (scripts/deploy/environments.mjs, its `vars`)');
    }
  });

  it('passes a filled environment with every secret set, and names a missing secret', () => {
    const config = filledProduction();
    expect(preflight({ envName: 'production', config, configProblems, secretNames: ALL_SECRETS })).toEqual({ problems: [], toFill: [] });
    const missing = preflight({
      envName: 'production',
      config,
      configProblems,
      secretNames: ALL_SECRETS.filter((name) => name !== 'MAIL_API_TOKEN'),
    });
    expect(missing.toFill).toEqual(['secret MAIL_API_TOKEN: not set (`wrangler secret put MAIL_API_TOKEN --env production`)']);
    // A placeholder id left from the local default is no id.
    const zeros = { ...config, kv_namespaces: [{ binding: 'CONTENT', id: '00000000000000000000000000000000' }] };
    expect(preflight({ envName: 'production', config: zeros, configProblems, secretNames: ALL_SECRETS }).toFill).toEqual([
      'KV CONTENT: its id (`wrangler kv namespace create shop-content-production`, then scripts/deploy/environments.mjs)',
    ]);
  });

  it('refuses vars the worker would refuse, naming each', () => {
    const config = filledProduction();
    const wrong = {
      ...config,
      vars: { ...config.vars, TAG_MANAGER_ID: 'UA-1234-1', SHOP_BACKEND_ORIGIN: 'backend.example', CONSENT_PLATFORM_REGION: 'CA' },
    };
    const { problems } = preflight({ envName: 'production', config: wrong, configProblems, secretNames: ALL_SECRETS });
    expect(problems.join('\n')).toContain('TAG_MANAGER_ID: must be GTM- or G-');
    expect(problems.join('\n')).toContain('SHOP_BACKEND_ORIGIN');
    expect(problems.join('\n')).toContain('CONSENT_PLATFORM_REGION: needs CONSENT_PLATFORM_COUNTRY');
  });

  it('stops a real deploy with placeholder ids before it reaches Cloudflare, and says what to fill in', () => {
    const result = spawnSync(process.execPath, ['scripts/deploy/deploy.mjs', '--env', 'production', '--no-build'], {
      cwd: root,
      encoding: 'utf8',
      // No account and no network: anything that tried Cloudflare would fail differently.
      env: { ...process.env, CLOUDFLARE_API_TOKEN: '', CLOUDFLARE_ACCOUNT_ID: '' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('deploy of production refused, still to fill in:');
    expect(result.stderr).toContain('KV CONTENT: its id');
    expect(result.stdout).not.toContain('> wrangler');
  });
});
