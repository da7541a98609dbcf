import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, routedHosts } from '../../scripts/deploy/environments.mjs';
import { DOMAIN_ENDINGS, DOMAIN_INFO } from '../../src/shared/locale/domains';
import { fetchShopWithVars } from './worker-fetch';

// Issue 32, Build 1 (decision 091): every host an environment routes to the worker (wrangler.toml's
// `routes`, written from the same table) is a shop the worker serves with that environment's
// SHOP_HOSTS: its channel, in its domain's default language; `www.` goes to the bare host. A host
// routed but not served, or served but not routed, fails here or in the lint's drift check.

describe.each(Object.entries(ENVIRONMENTS))('the %s environment', (_name, environment) => {
  const vars = { SHOP_HOSTS: JSON.stringify(environment.hosts) };

  it('serves every routed host as its channel’s shop in its domain’s language', async () => {
    const hosts = routedHosts(environment, DOMAIN_ENDINGS);
    expect(hosts.length).toBe(Object.keys(environment.hosts).length * DOMAIN_ENDINGS.length * (environment.www ? 2 : 1));
    for (const [channel, template] of Object.entries(environment.hosts)) {
      for (const ending of DOMAIN_ENDINGS) {
        const host = template.replaceAll('{ending}', ending);
        expect(hosts).toContain(host);
        const response = await fetchShopWithVars(`https://${host}/`, vars);
        expect(response.status, host).toBe(200);
        const html = await response.text();
        expect(html, host).toContain(`<html lang="${DOMAIN_INFO[ending].defaultLocale}"`);
        expect(html, host).toContain(channel === 'kartenliebe' ? 'Kartenliebe' : 'Wallart');
        if (environment.www) {
          const www = await fetchShopWithVars(`https://www.${host}/karten/?a=1`, vars);
          expect(www.status, `www.${host}`).toBe(301);
          expect(www.headers.get('location')).toBe(`https://${host}/karten/?a=1`);
        }
      }
    }
  });
});
