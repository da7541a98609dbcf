import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../src/shared/account-paths';
import { countedD1, countedKv, noStorage, type StorageCount } from '../support/counted-bindings';
import { sessionOf } from './account-calls';
import { shopWithBindings } from './worker-fetch';

// Issue 32, docs/capacity.md: what a view costs on Cloudflare's bill (KV keys read and written, D1
// queries, rows read and written), counted on the real worker with local KV and D1, in an isolate
// that has served the page before (the steady state of a busy shop). The capacity paper multiplies
// these by a million views; each ceiling here is what it assumes, so a change that costs more per
// view fails here before it shows on the bill.

/** An isolate of the shop whose KV and D1 count, with the page cache on or off. */
function countedShop(pageCache: boolean) {
  const count = noStorage();
  const fetchIt = shopWithBindings({
    DB: countedD1(env.DB, count),
    CONTENT: countedKv(env.CONTENT, count),
    FLAGS: countedKv(env.FLAGS, count),
    ...(pageCache ? {} : { PAGE_CACHE_SECONDS: '0' }),
  });
  /** One view as a shopper's browser makes it, its answer read whole, and what it cost. */
  return async (url: string, init: RequestInit = {}): Promise<{ response: Response; cost: StorageCount }> => {
    const before = { ...count };
    const response = await fetchIt(url, init);
    await response.clone().arrayBuffer();
    const cost = Object.fromEntries(
      Object.entries(count).map(([name, value]) => [name, value - before[name as keyof StorageCount]]),
    ) as unknown as StorageCount;
    return { response, cost };
  };
}

/**
 * The ceilings docs/capacity.md assumes for a render (steady state): the stories it reads from KV
 * (the page's, the navigation, the global config, the error story) and its catalogue's D1 queries.
 */
const PAGES = [
  { kind: 'home', url: 'https://kartenliebe.de/', renderQueries: 0 },
  { kind: 'category', url: 'https://wallart.de/wandbilder', renderQueries: 1 },
  { kind: 'product', url: 'https://wallart.de/products/leinwand', renderQueries: 1 },
  { kind: 'theme', url: 'https://kartenliebe.de/themes/2000/', renderQueries: 3 },
];
const RENDER_KV_READS = 4;

describe('a page view', () => {
  for (const page of PAGES) {
    it(`of a kept ${page.kind} page reads at most the content generation from KV, nothing of D1`, async () => {
      const view = countedShop(true);
      await view(page.url);
      const { response, cost } = await view(page.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-page-cache')).toBe('hit');
      expect(cost).toMatchObject({ kvWrites: 0, d1Queries: 0, d1RowsWritten: 0 });
      expect(cost.kvReads).toBeLessThanOrEqual(1);
    });

    it(`of a ${page.kind} page rendered reads its stories and its catalogue in at most ${page.renderQueries} D1 queries`, async () => {
      const view = countedShop(false);
      await view(page.url);
      const { response, cost } = await view(page.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-page-cache')).not.toBe('hit');
      expect(cost).toMatchObject({ kvWrites: 0, d1RowsWritten: 0 });
      expect(cost.d1Queries).toBeLessThanOrEqual(page.renderQueries);
      expect(cost.kvReads).toBeLessThanOrEqual(RENDER_KV_READS);
    });
  }
});

describe('an API call', () => {
  it('for prices reads one D1 query, no KV', async () => {
    const view = countedShop(true);
    const { response, cost } = await view(
      'https://wallart.de/price-api/prices/formats?locale=de-DE&materialType=poster&formats=100x100,100x120',
    );
    expect(response.status).toBe(200);
    expect(cost).toMatchObject({ kvReads: 0, kvWrites: 0, d1Queries: 1, d1RowsWritten: 0 });
  });

  it('for shipping information reads nothing', async () => {
    const view = countedShop(true);
    const { response, cost } = await view('https://kartenliebe.de/web-api/shipping-information');
    expect(response.status).toBe(200);
    expect(cost).toEqual(noStorage());
  });

  it('for a visitor’s customer data reads nothing; a customer’s, two queries', async () => {
    const view = countedShop(true);
    const anonymous = await view('https://kartenliebe.de/web-api/customer-data');
    expect(anonymous.cost).toEqual(noStorage());

    const signup = await view(`https://kartenliebe.de${ACCOUNT_PATHS.signup}`, {
      method: 'POST',
      headers: { origin: 'https://kartenliebe.de', 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `capacity-${Date.now()}@example.org`,
        password: 'Lange-genug-2026',
        firstName: 'Ada',
        lastName: 'Lovelace',
      }),
    });
    expect(signup.response.status).toBe(200);
    expect(signup.cost.d1Queries).toBeLessThanOrEqual(6);
    expect(signup.cost.d1RowsWritten).toBeLessThanOrEqual(8);

    const customer = await view('https://kartenliebe.de/web-api/customer-data', {
      headers: { cookie: sessionOf(signup.response.headers) },
    });
    expect(await customer.response.json()).toMatchObject({ isLoggedIn: true });
    expect(customer.cost).toMatchObject({ kvReads: 0, kvWrites: 0, d1RowsWritten: 0 });
    expect(customer.cost.d1Queries).toBeLessThanOrEqual(2);
  });
});
