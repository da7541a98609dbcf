import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { CONSENT_COOKIE, CONSENT_SETTINGS_PATH } from '../../../shared/ui/shell/constants';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { problem } from '../../platform/http/validation';
import { SAME_SITE_PATH } from '../../platform/request/path-check';

/**
 * The footer's "Cookie settings" (spec §4: the consent can be changed later; decision 060): a form
 * post, so that no page carries code for it. The visitor's choice is forgotten (the consent cookie
 * removed) and they are sent back to the page they were on, where the notice asks again; until
 * they answer, nothing tracks (src/worker/platform/response/consented-scripts.ts). POSTs pass the request
 * guards first (same origin, body limit).
 */
export const consentSettings = new Hono<AppEnv>();

consentSettings.post(CONSENT_SETTINGS_PATH, async (c) => {
  const form = await c.req.parseBody().catch(() => null);
  const page = form?.page;
  if (typeof page !== 'string' || !SAME_SITE_PATH.test(page)) {
    return c.json(problem('page', 'must be a path of this shop, such as /impressum/'), 400, cachePolicy(CACHE.none));
  }
  deleteCookie(c, CONSENT_COOKIE, { path: '/' });
  return c.redirect(page, 303);
});
