import { describe, expect, it } from 'vitest';
import { app } from '../../src/worker/app';
import { fetchShop } from './worker-fetch';

// Decision 096: hono's SmartRouter takes its fastest router, RegExpRouter, only when every route is
// a pattern that router takes; one that is not sends every request of the shop through the TrieRouter.
describe('the app’s routes', () => {
  it('are all patterns hono’s fastest router takes', async () => {
    expect((await fetchShop('https://kartenliebe.de/web-api/shipping-information')).status).toBe(200);
    expect((app.router as { name: string }).name).toBe('SmartRouter + RegExpRouter');
  });
});
