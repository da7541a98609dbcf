import type { Context } from 'hono';
import { z } from 'zod';
import { createTranslator, type Translate } from '../../../shared/i18n/translator';
import type { Locale } from '../../../shared/locale/locales';
import type { AppEnv } from '../app-env';
import { messagesFor } from '../messages';
import { CACHE, cachePolicy } from './cache-policy';

/**
 * How the account calls answer (spec §8 login and signup errors; decision 048): in the visitor's
 * language, a 400 with the shop's problem (`error`), the text to show (`message`) and every wrong
 * field's text (`errors`, spec §8 payload.errors).
 */

/** spec §5 leaves password rules to the shop: at least this long; at most 200, a passphrase's length. */
const PASSWORD_LENGTH = 8;

export const NO_STORE = cachePolicy(CACHE.none);

/** The field texts of a body that fails its schema, by field, in the visitor's language. */
type FieldTexts = Record<string, string>;

/** An email address as the accounts keep it: trimmed, lower case, at most 254 characters. */
export const Email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());
/** A new password. */
export const Password = z.string().min(PASSWORD_LENGTH).max(200);

/** The visitor's language: the market's locale (`X-Locale`, else the domain's). */
export function translatorOf(c: Context<AppEnv>): Translate {
  return translatorFor(c.get('market').locale);
}

/** A locale's texts: a mail is written in the language its subscription or request was in. */
export function translatorFor(locale: Locale): Translate {
  return createTranslator(locale, messagesFor(locale));
}

/** What to tell the visitor about a field that is wrong (spec §8). */
export function fieldText(field: string, t: Translate): string {
  switch (field) {
    case 'email':
      return t('account.emailInvalid');
    case 'password':
      return t('account.passwordTooShort', { length: PASSWORD_LENGTH });
    case 'firstName':
      return t('account.firstNameRequired');
    case 'lastName':
      return t('account.lastNameRequired');
    default:
      return t('account.signupFailed');
  }
}

/** A 400 naming the field, with the text to show and every field's text. */
export function refused(c: Context<AppEnv>, field: string, message: string, errors: FieldTexts = { [field]: message }) {
  return c.json({ error: { field, problem: message }, message, errors }, 400, NO_STORE);
}

/**
 * A 400 for a body that failed its schema: it names the first wrong field, and shows `message`,
 * else that field's own text (a login's one field, a reset link's token).
 */
export function refusedFields(c: Context<AppEnv>, errors: FieldTexts, message?: string) {
  const [field, text] = Object.entries(errors)[0] ?? ['body', ''];
  return refused(c, field, message ?? text, errors);
}

/** The JSON body parsed by `schema`, or the text of each field that is wrong, as `textOf` words it. */
export async function bodyOf<Schema extends z.ZodType>(
  c: Context<AppEnv>,
  schema: Schema,
  textOf: (field: string) => string,
): Promise<{ ok: true; body: z.infer<Schema> } | { ok: false; errors: FieldTexts }> {
  const raw: unknown = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FieldTexts = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= textOf(field);
  }
  return { ok: false, errors };
}
