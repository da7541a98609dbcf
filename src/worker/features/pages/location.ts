import { Hono } from 'hono';
import { DOMAIN_ENDINGS, DOMAIN_INFO, type DomainEnding } from '../../../shared/locale/domains';
import { LOCALE_INFO } from '../../../shared/locale/locales';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { originFor } from '../../platform/request/site';

/**
 * `/api/get-location/` (spec §7): the visitor's country as the edge sees it, and the shop's
 * domain for that country when it is not the one being visited (issue "Page shell" 11).
 */
export const location = new Hono<AppEnv>();

/** The domain ending whose default locale is of this country (`gb` → co.uk, `ch` → ch). */
function endingForCountry(country: string): DomainEnding | null {
  const lower = country.toLowerCase();
  return DOMAIN_ENDINGS.find((ending) => LOCALE_INFO[DOMAIN_INFO[ending].defaultLocale].country === lower) ?? null;
}

location.get('/api/get-location/', (c) => {
  const cf = (c.req.raw as Request & { cf?: { country?: unknown } }).cf;
  const country = typeof cf?.country === 'string' && /^[A-Z]{2}$/.test(cf.country) ? cf.country : null;
  const ending = country ? endingForCountry(country) : null;
  const config = c.get('config');
  const site = c.get('site');
  // The locale names the page's alternate there (hreflang), so the banner can offer the same page.
  const suggestion =
    ending && ending !== site.ending
      ? { ending, url: `${originFor(config, site, site.channel, ending)}/`, locale: DOMAIN_INFO[ending].defaultLocale }
      : null;
  return c.json({ country, suggestion }, 200, cachePolicy(CACHE.none));
});
