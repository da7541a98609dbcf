import type { ServiceInfo } from '../../../shared/channel/service-hotlines';
import { type LinkContext, linkHref } from '../../../shared/content/links';
import type { Locale } from '../../../shared/locale/locales';
import type { FooterData } from '../../../shared/ui/layout/footer-data';
import { globalConfigOf, hotlineOf, serviceEmailOf } from './global-config';
import type { ContentAccess, StoryRequest } from './stories';

/**
 * The footer of a page from the global config story of its channel and language: the hotline of
 * the locale's country, link columns, legal links, payment methods and social links. Without a
 * usable story the footer still shows the domain's hotline. An editor's page reads the draft, like
 * the page itself, without the cache. The story is read once per request (globalConfigOf).
 */
export async function loadFooter(
  access: ContentAccess,
  where: LinkContext & { locale: Locale },
  fallbackHotline: ServiceInfo,
  draft: StoryRequest['draft'],
): Promise<FooterData> {
  const empty: FooterData = {
    hotline: { phone: fallbackHotline.phone, hours: '' },
    email: null,
    columns: [],
    legal: [],
    payments: [],
    social: [],
  };
  const config = await globalConfigOf(access, where, draft);
  if (!config) return empty;
  const hotline = hotlineOf(config, where.locale);
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
    hotline: hotline ?? empty.hotline,
    email: serviceEmailOf(config),
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
