import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { CONTACT_FORM_PATH, CONTACT_LIMITS, contactAnchors } from '../../../shared/contact';
import { LOCALES } from '../../../shared/locale/locales';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { formOrJsonBody, problem, problemOf } from '../../platform/http/validation';
import { SAME_SITE_PATH } from '../../platform/request/path-check';

/**
 * The ContactForm block's endpoint: a validated message is stored in D1 for customer service and
 * answered 201; a bad field gets 400 naming it, and nothing is stored. The block's form also posts
 * here without script (or before its code has loaded): then the answer is a 303 back to the page
 * it was sent from, to the block's "sent" or "not sent" line (decision 100), so nothing the
 * shopper wrote ever goes into an address.
 */
export const contact = new Hono<AppEnv>();

const ContactSchema = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(CONTACT_LIMITS.name, `must be at most ${CONTACT_LIMITS.name} characters`),
  email: z.email('must be an e-mail address').max(CONTACT_LIMITS.email),
  subject: z.string().trim().min(1, 'must not be empty').max(CONTACT_LIMITS.subject),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, `must be at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.message, `must be at most ${CONTACT_LIMITS.message} characters`),
  locale: z.enum(LOCALES),
  page: z
    .string()
    .max(2048)
    .regex(/^\/(?![/\\])[^\s]*$/, 'must be a path')
    .default('/'),
});

/** The block a form was sent from, whose lines the answer leads back to. */
const BLOCK_ID = /^[A-Za-z0-9_-]{1,64}$/;

contact.post(CONTACT_FORM_PATH, async (c) => {
  const { isForm, raw } = await formOrJsonBody(c);
  const parsed = ContactSchema.safeParse(raw);
  if (isForm) {
    const fields = (raw ?? {}) as Record<string, unknown>;
    if (parsed.success) await store(c, parsed.data);
    return backToPage(c, parsed.success ? parsed.data.page : fields.page, fields.block, parsed.success);
  }
  if (raw === undefined) return c.json(problem('body', 'must be a JSON object'), 400, cachePolicy(CACHE.none));
  if (!parsed.success) return c.json(problemOf(parsed.error), 400, cachePolicy(CACHE.none));
  await store(c, parsed.data);
  return c.json({ status: 'received' }, 201, cachePolicy(CACHE.none));
});

async function store(c: Context<AppEnv>, form: z.infer<typeof ContactSchema>): Promise<void> {
  await c.env.DB.prepare(
    'INSERT INTO contact_messages (channel, locale, name, email, subject, message, page) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
  )
    .bind(c.get('site').channel, form.locale, form.name, form.email, form.subject, form.message, form.page)
    .run();
}

/**
 * A 303 to the block on the page the form was sent from, at its line that says whether the message
 * was sent. The page is a path of this shop's (SAME_SITE_PATH, as every form's way back), else its
 * start; the block's id, else no line.
 */
function backToPage(c: Context<AppEnv>, page: unknown, block: unknown, sent: boolean): Response {
  const target = new URL(typeof page === 'string' && SAME_SITE_PATH.test(page) ? page : '/', c.get('site').origin);
  if (typeof block === 'string' && BLOCK_ID.test(block)) target.hash = contactAnchors(block)[sent ? 'sent' : 'notSent'];
  return new Response(null, { status: 303, headers: { location: target.href, ...cachePolicy(CACHE.none) } });
}
