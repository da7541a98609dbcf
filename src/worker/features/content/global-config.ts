import type { Channel } from '../../../shared/channel/channels';
import { type GlobalConfig, GlobalConfigSchema } from '../../../shared/content/global-config';
import { SPECIAL_SLUGS } from '../../../shared/content/story-slugs';
import { LOCALE_INFO, type Locale } from '../../../shared/locale/locales';
import { loadSpecialStory } from './special-story';
import type { ContentAccess, StoryRequest } from './stories';

/**
 * The global config story of a channel and language, parsed, or null without a usable one. Read
 * once per request (the footer and the page extras share it; loadSpecialStory keeps the read).
 */
export function globalConfigOf(
  access: ContentAccess,
  where: { channel: Channel; locale: Locale },
  draft: StoryRequest['draft'],
): Promise<GlobalConfig | null> {
  return loadSpecialStory(access, where, SPECIAL_SLUGS.globalConfig, GlobalConfigSchema, draft, 'global-config');
}

/** The service hotline for the locale's country, else the story's first one. */
export function hotlineOf(config: GlobalConfig, locale: Locale): { phone: string; hours: string } | null {
  const country = LOCALE_INFO[locale].country.toUpperCase();
  const hotline = config.serviceHotlines.find((entry) => entry.country.toUpperCase() === country) ?? config.serviceHotlines[0];
  return hotline ? { phone: hotline.phone, hours: hotline.hours } : null;
}

/** The service e-mail address, if it looks like one (it ends up in a `mailto:` link). */
export function serviceEmailOf(config: GlobalConfig): string | null {
  return /^[^\s@<>"']+@[^\s@<>"']+$/.test(config.serviceEmail) ? config.serviceEmail : null;
}
