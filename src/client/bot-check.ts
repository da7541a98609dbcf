import type { BotCheckWidget } from '../shared/shop-data';
import { loadScript } from './runtime/script-loader';

/**
 * A token of the bot check for the newsletter (spec §7 "a bot-check token is involved"; decisions
 * 052, 055): reCAPTCHA v3's widget, loaded when the shopper first sends the form, asked through
 * `grecaptcha.ready` and `grecaptcha.execute(siteKey, {action})`. The token goes with the form; the
 * shop verifies it (src/worker/platform/bot-check/bot-check.ts).
 */

/** `grecaptcha` as reCAPTCHA v3 puts it in place, checked: the script is not ours. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<unknown>;
}

function grecaptchaOf(): Grecaptcha | null {
  const value: unknown = Reflect.get(window, 'grecaptcha');
  if (typeof value !== 'object' || value === null) return null;
  const { ready, execute } = value as Record<string, unknown>;
  if (typeof ready !== 'function' || typeof execute !== 'function') return null;
  return {
    ready: (callback) => ready.call(value, callback),
    execute: (siteKey, options) => Promise.resolve(execute.call(value, siteKey, options)),
  };
}

export async function botCheckToken(widget: BotCheckWidget, action: string): Promise<string> {
  await loadScript(widget.scriptUrl);
  const grecaptcha = grecaptchaOf();
  if (!grecaptcha) throw new Error('the bot check put no grecaptcha in place');
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  const token = await grecaptcha.execute(widget.siteKey, { action });
  if (typeof token !== 'string' || token === '') throw new Error('the bot check gave no token');
  return token;
}
