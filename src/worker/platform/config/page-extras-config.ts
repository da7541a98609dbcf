import { z } from 'zod';
import { CHANNELS, type Channel } from '../../../shared/channel/channels';
import { log } from '../../../shared/log/log';
import { jsonText } from '../env';
import { configReader } from './config-reader';

/**
 * Configuration of the page extras (docs/configuration.md, decision 013): the store pages of the
 * channels' apps for the smartbanner and the vendor script of the service messenger. Unlike the
 * shop's own vars, a bad value here never answers a 500: it is logged as a warning and counts as
 * unset, so the page simply goes without the banner or falls back to the first-party panel.
 */
export interface PageExtrasConfig {
  appStoreUrls: Partial<Record<Channel, string>>;
  playStoreUrls: Partial<Record<Channel, string>>;
  /** `{channel}` in it stands for the page's channel. */
  messengerScriptUrl: string | undefined;
}

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });

/** An optional var: unset when empty, logged and unset when it is not valid. */
function lenient<T extends z.ZodType>(name: string, schema: T) {
  return z
    .preprocess((value) => (value === '' ? undefined : value), schema.optional())
    .catch(({ error }) => {
      log.warn('config-var-ignored', { var: name, issue: error.issues[0]?.message });
      return undefined;
    });
}

/** A JSON object of https URLs by channel, e.g. `{"wallart":"https://apps.apple.com/app/id123"}`. */
const StoreUrlsSchema = jsonText.pipe(z.partialRecord(z.enum(CHANNELS), httpsUrl));

const PageExtrasConfigSchema = z.object({
  APP_STORE_URLS: lenient('APP_STORE_URLS', StoreUrlsSchema),
  PLAY_STORE_URLS: lenient('PLAY_STORE_URLS', StoreUrlsSchema),
  MESSENGER_SCRIPT_URL: lenient('MESSENGER_SCRIPT_URL', httpsUrl),
});

/** The page extras configuration from the worker's env, checked once per env object. */
export const pageExtrasConfig: (env: Env | Record<string, string>) => PageExtrasConfig = configReader(
  'page extras configuration',
  PageExtrasConfigSchema,
  (vars) => ({
    appStoreUrls: vars.APP_STORE_URLS ?? {},
    playStoreUrls: vars.PLAY_STORE_URLS ?? {},
    messengerScriptUrl: vars.MESSENGER_SCRIPT_URL,
  }),
);
