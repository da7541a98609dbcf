import { Hono } from 'hono';
import { z } from 'zod';
import { log } from '../../../shared/log/log';
import { WHITELABEL_SWITCH_PATH, WHITELABEL_TARGETS } from '../../../shared/whitelabel';
import type { AppEnv } from '../../platform/app-env';
import { idempotent } from '../../platform/db/database';
import { NO_STORE, translatorOf } from '../../platform/http/form-answers';
import { formOrJsonBody } from '../../platform/http/validation';
import { SAME_SITE_PATH } from '../../platform/request/path-check';
import { sessionTokenHash, sessionTokenOf } from '../../platform/session/session-cookie';
import { customerOfSession } from './customer';

/**
 * spec §7 `/whitelabel/switch` (issue 31; decision 085): a whitelabel customer (spec §6) turns the
 * order of their session into a whitelabel order or back into a normal one. The bar's form posts
 * `to` and the page it was on (`back`) and is led back there (303); a call that sends JSON gets
 * the customer as customer-data tells it. Nothing else changes: the pages and their prices are
 * the same either way (the shop backend ships a whitelabel order neutrally).
 */
export const whitelabelSwitch = new Hono<AppEnv>();

const SwitchBody = z.object({
  to: z.enum(WHITELABEL_TARGETS),
  /** The page the form was on: only a path of this site, never elsewhere. */
  back: z.string().regex(SAME_SITE_PATH).optional(),
});

whitelabelSwitch.post(WHITELABEL_SWITCH_PATH, async (c) => {
  const { isForm, raw } = await formOrJsonBody(c);
  const parsed = SwitchBody.safeParse(raw);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'to');
    const problem = field === 'back' ? 'must be a path of this shop' : 'must be whitelabel or shop';
    return c.json({ error: { field, problem }, message: problem }, 400, NO_STORE);
  }
  const token = sessionTokenOf(c);
  const tokenHash = token ? await sessionTokenHash(token) : null;
  const switched = tokenHash
    ? await idempotent(
        c.env.DB.prepare(
          `UPDATE sessions SET is_whitelabel_order = ?2
            WHERE token_hash = ?1 AND expires_at > ?3
              AND customer_id IN (SELECT id FROM customers WHERE is_whitelabel = 1) RETURNING token_hash`,
        ).bind(tokenHash, parsed.data.to === 'whitelabel' ? 1 : 0, Date.now()),
      ).first()
    : null;
  if (!switched) {
    const message = translatorOf(c)('accountAnswers.whitelabelOnly');
    return c.json({ error: { field: 'customer', problem: message }, message }, 403, NO_STORE);
  }
  log.info('whitelabel-switched', { to: parsed.data.to });
  if (isForm) return new Response(null, { status: 303, headers: { location: parsed.data.back ?? '/', ...NO_STORE } });
  return c.json(await customerOfSession(c, tokenHash), 200, NO_STORE);
});
