import { z } from 'zod';
import type { BotCheckWidget } from '../../../shared/shop-data';
import { configReader } from '../config/config-reader';
import { emptyAsUnset, serviceUrl } from '../env';

/**
 * The bot check of the newsletter subscription (spec §7 "a bot-check token is involved", §8
 * newsletter-recaptcha-error; decision 052): the browser's token is verified with reCAPTCHA's
 * siteverify protocol, `POST` form-urlencoded `secret`, `response`, `remoteip`, answered with JSON
 * `{success, score?, action?, hostname?, "error-codes"?}`
 * (https://developers.google.com/recaptcha/docs/verify).
 */
interface BotCheckConfig {
  verifyUrl: string;
  /** The public site key the browser's widget needs; empty when none is set. */
  siteKey: string;
  /** The widget's script (reCAPTCHA v3's `api.js`), loaded by the newsletter page (decision 055). */
  scriptUrl: string;
  /** The secret key (`BOT_CHECK_SECRET`); unset: nothing can be checked. */
  secret: string | undefined;
  /** reCAPTCHA v3's score below which a token counts as a bot's; v2 answers carry none. */
  minScore: number;
}

const BotCheckConfigSchema = z.object({
  BOT_CHECK_VERIFY_URL: z.preprocess(emptyAsUnset, serviceUrl.default('https://www.google.com/recaptcha/api/siteverify')),
  BOT_CHECK_SITE_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a reCAPTCHA site key')
      .default(''),
  ),
  BOT_CHECK_SCRIPT_URL: z.preprocess(emptyAsUnset, serviceUrl.default('https://www.google.com/recaptcha/api.js')),
  BOT_CHECK_SECRET: z.preprocess(emptyAsUnset, z.string().optional()),
  BOT_CHECK_MIN_SCORE: z.preprocess(emptyAsUnset, z.coerce.number().min(0).max(1).default(0.5)),
});

/** The bot check's configuration of the worker's env, checked once per env object. */
export const botCheckConfig: (env: Env) => BotCheckConfig = configReader('bot check configuration', BotCheckConfigSchema, (vars) => ({
  verifyUrl: vars.BOT_CHECK_VERIFY_URL,
  siteKey: vars.BOT_CHECK_SITE_KEY,
  scriptUrl: vars.BOT_CHECK_SCRIPT_URL,
  secret: vars.BOT_CHECK_SECRET,
  minScore: vars.BOT_CHECK_MIN_SCORE,
}));

/**
 * What the newsletter page needs of the bot check (decision 055): the site key and the widget's
 * script with it (`?render=`, as reCAPTCHA v3 loads), or null when no site key is set, and the page
 * says the newsletter cannot be subscribed to now.
 */
export function botCheckWidget(config: BotCheckConfig): BotCheckWidget | null {
  if (!config.siteKey) return null;
  const script = new URL(config.scriptUrl);
  script.searchParams.set('render', config.siteKey);
  return { siteKey: config.siteKey, scriptUrl: script.href };
}

/** The action the subscription's token is made for (reCAPTCHA v3 `grecaptcha.execute(key, {action})`). */
const ACTION = 'newsletter';
/** siteverify's error codes that say the shop asked wrongly. */
const SHOP_FAULTS = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);
/** A siteverify call slower than this counts as unreachable. */
const TIMEOUT_MS = 5_000;

/** siteverify's answer, as far as the shop reads it. */
const VerifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/**
 * What the check said: passed; `refused` (the token is not a person's: a failed check, the
 * visitor's to try again); `unavailable` (no answer to rely on, or no secret to ask with: the
 * shop's fault).
 */
type BotCheckResult =
  | { passed: true }
  | { passed: false; reason: 'refused'; errorCodes: string[]; score?: number; action?: string }
  | { passed: false; reason: 'unavailable' | 'not-configured'; detail: string };

/** Asks the configured siteverify endpoint about `token`, from the visitor at `remoteIp`. */
export async function verifyBotCheck(config: BotCheckConfig, token: string, remoteIp: string | undefined): Promise<BotCheckResult> {
  if (!config.secret) return { passed: false, reason: 'not-configured', detail: 'the secret BOT_CHECK_SECRET is not set' };
  const form = new URLSearchParams({ secret: config.secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let answer: z.infer<typeof VerifyAnswer>;
  try {
    const response = await fetch(config.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return { passed: false, reason: 'unavailable', detail: `HTTP ${response.status}` };
    const parsed = VerifyAnswer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) return { passed: false, reason: 'unavailable', detail: 'not a siteverify answer' };
    answer = parsed.data;
  } catch (error) {
    return { passed: false, reason: 'unavailable', detail: error instanceof Error ? error.name : 'fetch failed' };
  }
  const { success, score, action } = answer;
  const errorCodes = answer['error-codes'] ?? [];
  // A wrong or missing secret, or a request siteverify could not read, is the shop's to mend, not the visitor's.
  if (!success && errorCodes.some((code) => SHOP_FAULTS.has(code)))
    return { passed: false, reason: 'unavailable', detail: errorCodes.join(' ') };
  if (!success) return { passed: false, reason: 'refused', errorCodes, score, action };
  if (score !== undefined && score < config.minScore)
    return { passed: false, reason: 'refused', errorCodes: ['score-too-low'], score, action };
  if (action !== undefined && action !== ACTION)
    return { passed: false, reason: 'refused', errorCodes: ['action-mismatch'], score, action };
  return { passed: true };
}
