import { CHANNEL_INFO } from '../../../shared/channel/channels';
import type { ServiceInfo } from '../../../shared/channel/service-hotlines';
import { pagePath } from '../../../shared/routing/paths';
import type { ShopData } from '../../../shared/shop-data';

/**
 * schema.org data for search engines (issue "Page shell" 8): the shop as an Organization on every
 * page, and a BreadcrumbList on content pages below the start page.
 */
export function structuredData(data: ShopData, origin: string, canonical: string | null, service: ServiceInfo): object[] {
  const home = `${origin}${data.startPath}`;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: data.brandName,
    url: home,
    logo: `${origin}/favicon.svg`,
    contactPoint: { '@type': 'ContactPoint', telephone: service.phone, contactType: 'customer service' },
  };
  const { page } = data;
  if (page.kind !== 'content' || page.story.slug === 'home' || !canonical) return [organization];

  // Levels above the page: their names are the slug's words (the stories are not loaded here).
  const levels = page.story.full_slug.split('/').slice(2, -1);
  const crumbs = [
    { name: data.brandName, item: home },
    ...levels.map((level, index) => ({
      name: level.replace(/-/g, ' '),
      item: `${origin}${pagePath({
        prefix: data.pathPrefix,
        platform: data.platform,
        inner: `/${levels.slice(0, index + 1).join('/')}`,
        trailingSlash: CHANNEL_INFO[data.channel].trailingSlash,
      })}`,
    })),
    { name: page.story.name, item: canonical },
  ];
  return [
    organization,
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.item })),
    },
  ];
}
