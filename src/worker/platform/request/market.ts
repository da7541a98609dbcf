import type { MiddlewareHandler } from 'hono';
import type { Channel } from '../../../shared/channel/channels';
import { DOMAIN_INFO, prefixOn } from '../../../shared/locale/domains';
import { isLocale, LOCALE_INFO } from '../../../shared/locale/locales';
import type { AppEnv, Market } from '../app-env';
import { CACHE, cachePolicy } from '../http/cache-policy';
import { problem } from '../http/validation';

type MarketResolution = { market: Market } | { field: string; problem: string };

/**
 * The market of a catalogue or pricing call (spec §7 headers; decision 033). The locale comes from
 * `X-Locale`, which must be served on the host's domain; else from the `locale` query parameter the
 * shop's own reads have always sent; else the domain's default. `X-Channel`, when sent, must say
 * the host's channel and the locale's country (`kartenliebe-ch`). The channel is always the host's.
 */
function resolveMarket(
  site: { channel: Channel; ending: keyof typeof DOMAIN_INFO },
  header: { locale: string | undefined; channel: string | undefined },
  queryLocale: string | undefined,
): MarketResolution {
  let locale = DOMAIN_INFO[site.ending].defaultLocale;
  if (header.locale !== undefined) {
    if (!isLocale(header.locale)) return { field: 'x-locale', problem: 'must be one of the shop locales, e.g. de-DE' };
    if (prefixOn(site.ending, header.locale) === null)
      return { field: 'x-locale', problem: `${header.locale} is not served on this domain` };
    locale = header.locale;
  } else if (queryLocale !== undefined) {
    if (!isLocale(queryLocale)) return { field: 'locale', problem: 'must be one of the shop locales, e.g. de-DE' };
    locale = queryLocale;
  }
  const expected = `${site.channel}-${LOCALE_INFO[locale].country}`;
  if (header.channel !== undefined && header.channel !== expected) {
    return { field: 'x-channel', problem: `must be ${expected} here (channel and country, spec §7)` };
  }
  return { market: { channel: site.channel, locale } };
}

/**
 * Puts the call's market on the context, or answers 400 naming the header or parameter that is
 * wrong. The answer varies by the two headers, which shared caches must know.
 */
export function requestMarket(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const resolved = resolveMarket(
      c.get('site'),
      { locale: c.req.header('x-locale'), channel: c.req.header('x-channel') },
      c.req.query('locale'),
    );
    if (!('market' in resolved)) return c.json(problem(resolved.field, resolved.problem), 400, cachePolicy(CACHE.none));
    c.set('market', resolved.market);
    await next();
    c.res.headers.append('vary', 'X-Locale, X-Channel');
  };
}
