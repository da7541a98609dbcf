import type { ServiceInfo } from '../../shared/channel/service-hotlines';
import { GlobalConfigSchema } from '../../shared/content/global-config';
import { linkHref, type LinkContext } from '../../shared/content/links';
import { SPECIAL_SLUGS } from '../../shared/content/story-slugs';
import { LOCALE_INFO, type Locale } from '../../shared/locale/locales';
import type { FooterData } from '../../shared/ui/layout/footer-data';
import { loadSpecialStory } from './special-story';
import type { ContentAccess, StoryRequest } from './stories';

/**
 * The footer of a page from the global config story of its channel and language: the hotline of
 * the locale's country, link columns, legal links, payment methods and social links. Without a
 * usable story the footer still shows the domain's hotline. An editor's page reads the draft, like
 * the page itself, without the cache.
 */
export async function loadFooter(
  access: ContentAccess,
  where: LinkContext & { locale: Locale },
  fallbackHotline: ServiceInfo,
  draft: StoryRequest['draft'],
): Promise<FooterData> {
  const empty: FooterData = { hotline: { phone: fallbackHotline.phone, hours: '' }, email: null, columns: [], legal: [], payments: [], social: [] };
  const config = await loadSpecialStory(access, where, SPECIAL_SLUGS.globalConfig, GlobalConfigSchema, draft, 'global-config');
  if (!config) return empty;
  const country = LOCALE_INFO[where.locale].country.toUpperCase();
  const hotline = config.serviceHotlines.find((entry) => entry.country.toUpperCase() === country) ?? config.serviceHotlines[0];
  const href = (link: Parameters<typeof linkHref>[0]) => linkHref(link, where);
  const legal = (
    [
      ['privacy', config.privacyPolicyLink],
      ['imprint', config.imprintLink],
      ['terms', config.termsLink],
    ] as const
  ).flatMap(([kind, link]) => {
    const target = href(link);
    return target ? [{ kind, href: target }] : [];
  });
  return {
    hotline: hotline ? { phone: hotline.phone, hours: hotline.hours } : empty.hotline,
    email: /^[^\s@<>"']+@[^\s@<>"']+$/.test(config.serviceEmail) ? config.serviceEmail : null,
    columns: config.footerColumns.map((column) => ({
      title: column.title,
      links: column.links.flatMap((entry) => {
        const target = href(entry.link);
        return target ? [{ text: entry.text, href: target }] : [];
      }),
    })),
    legal,
    payments: config.paymentMethods,
    social: config.socialLinks.flatMap((entry) => {
      const target = href(entry.link);
      return target ? [{ network: entry.network, href: target }] : [];
    }),
  };
}
