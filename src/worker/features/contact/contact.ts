import { Hono } from 'hono';
import { z } from 'zod';
import { CONTACT_FORM_PATH, CONTACT_LIMITS } from '../../../shared/contact';
import { LOCALES } from '../../../shared/locale/locales';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { validated } from '../../platform/http/validation';

/**
 * The ContactForm block's endpoint: a validated message is stored in D1 for customer service and
 * answered 201; a bad field gets 400 naming it, and nothing is stored.
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
    .regex(/^\/[^\s]*$/, 'must be a path')
    .default('/'),
});

contact.post(CONTACT_FORM_PATH, validated('json', ContactSchema), async (c) => {
  const form = c.req.valid('json');
  await c.env.DB.prepare(
    'INSERT INTO contact_messages (channel, locale, name, email, subject, message, page) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
  )
    .bind(c.get('site').channel, form.locale, form.name, form.email, form.subject, form.message, form.page)
    .run();
  return c.json({ status: 'received' }, 201, cachePolicy(CACHE.none));
});
