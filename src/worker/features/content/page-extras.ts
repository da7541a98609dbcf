import { CHANNEL_INFO, type Channel, type Platform } from '../../../shared/channel/channels';
import type { ServiceInfo } from '../../../shared/channel/service-hotlines';
import { resolveActionBar } from '../../../shared/content/action-bar';
import { type LinkContext, linkHref } from '../../../shared/content/links';
import type { AppStoresData, PageExtrasData } from '../../../shared/content/page-extras-data';
import type { Locale } from '../../../shared/locale/locales';
import type { PageExtrasConfig } from '../../platform/config/page-extras-config';
import { globalConfigOf, hotlineOf, serviceEmailOf } from './global-config';
import type { ContentAccess, StoryRequest } from './stories';

/**
 * Action bar, smartbanner and messenger of a page (spec §2 error page; decision 013). The action
 * bar and the messenger panel's contacts come from the global config story, the same read as the
 * footer's (globalConfigOf); the store pages and the vendor script from the configuration.
 * Without a usable story there is no action bar and the panel shows the domain's hotline.
 */
export async function loadPageExtras(
  access: ContentAccess,
  where: LinkContext & { locale: Locale; platform: Platform },
  config: PageExtrasConfig,
  fallbackHotline: ServiceInfo,
  draft: StoryRequest['draft'],
): Promise<PageExtrasData> {
  const story = await globalConfigOf(access, where, draft);
  return {
    actionBar: resolveActionBar(story?.actionBar, where),
    apps: appStoresOf(config, where),
    messenger: {
      scriptUrl: config.messengerScriptUrl?.replaceAll('{channel}', where.channel) ?? null,
      hotline: (story && hotlineOf(story, where.locale)) ?? { phone: fallbackHotline.phone, hours: '' },
      email: story ? serviceEmailOf(story) : null,
      contactHref: story ? linkHref(story.contactLink, where) : null,
    },
  };
}

/** spec §2, §3: the smartbanner offers the app of a channel that has one (`appsAvailable`), on the web. */
function appStoresOf(config: PageExtrasConfig, where: { channel: Channel; platform: Platform }): AppStoresData | null {
  if (!CHANNEL_INFO[where.channel].appsAvailable || where.platform !== 'web') return null;
  const appStore = config.appStoreUrls[where.channel] ?? null;
  const playStore = config.playStoreUrls[where.channel] ?? null;
  return appStore || playStore ? { appStore, playStore } : null;
}
