import { CHANNEL_INFO, type Channel } from '../../../shared/channel/channels';
import { PRODUCTS_FOLDER } from '../../../shared/content/story-slugs';
import { inLocalWording } from '../../../shared/locale/local-wording';
import { LOCALE_INFO } from '../../../shared/locale/locales';
import { log } from '../../../shared/log/log';
import { pagePath } from '../../../shared/routing/paths';
import type { PageLocation } from '../../platform/request/locale-path';
import type { ContentAccess } from './stories';

/** One product of the overview: its story's name, its page, and its story's slug in the language's folder (`products/leinwand`). */
export interface ProductEntry {
  name: string;
  href: string;
  slug: string;
}

/**
 * The products of the channel in the page's language, for the `/products` overview (spec §2
 * route products; issue 30, Build 5): every story of the language's `products/` folder (decision
 * 038), by its name as the editor gave it, in the language's alphabetical order. When the content
 * source cannot answer, the overview is null: the page shows its introduction and no dead list.
 */
export async function productOverview(access: ContentAccess, channel: Channel, location: PageLocation): Promise<ProductEntry[] | null> {
  const folder = `${channel}/${LOCALE_INFO[location.locale].language}/${PRODUCTS_FOLDER}/`;
  try {
    const links = await access.source.links(folder, 'published');
    return links
      .filter((link) => !link.is_folder && link.slug.length > folder.length)
      .map((link) => {
        const slug = `${PRODUCTS_FOLDER}/${link.slug.slice(folder.length)}`;
        return {
          name: inLocalWording(location.locale, link.name),
          href: pagePath({
            prefix: location.prefix,
            platform: location.platform,
            inner: `/${slug}`,
            trailingSlash: CHANNEL_INFO[channel].trailingSlash,
          }),
          slug,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name, location.locale));
  } catch (error) {
    log.error('content-source-failed', { folder }, error);
    return null;
  }
}
