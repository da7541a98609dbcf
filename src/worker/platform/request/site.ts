import type { Channel, Platform } from '../../../shared/channel/channels';
import { DEFAULT_ENDING, DOMAIN_ENDINGS, type DomainEnding } from '../../../shared/locale/domains';
import type { ShopConfig } from '../env';

/** The shop a request is for: which channel on which domain ending, and how it was reached. */
export interface Site {
  channel: Channel;
  ending: DomainEnding;
  /**
   * How the visitor reaches this site: `https://kartenliebe.ch` in production,
   * `http://kartenliebe.ch.localhost:8787` through the local alias. Other sites are linked the same way.
   */
  origin: string;
  /** `{domain}.localhost` alias or plain localhost: links to other sites stay on loopback. */
  local: boolean;
}

type SiteResolution = { kind: 'site'; site: Site } | { kind: 'redirect'; location: string } | { kind: 'unknown' };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const LOCAL_ALIAS_SUFFIX = '.localhost';

/** The host name a channel uses on a domain ending, e.g. `wallart.co.uk`. */
function hostFor(config: ShopConfig, channel: Channel, ending: DomainEnding): string {
  return config.hosts[channel].replace('{ending}', ending);
}

/**
 * The origin of a channel on an ending, seen from the current site: a production site links to
 * production hosts, a local one to the `.localhost` alias on the same port.
 * @example originFor(config, localSite, 'wallart', 'es') // 'http://wallart.es.localhost:8787'
 */
export function originFor(config: ShopConfig, from: Site, channel: Channel, ending: DomainEnding): string {
  const host = hostFor(config, channel, ending);
  if (!from.local) return `https://${host}`;
  const { protocol, port } = new URL(from.origin);
  return `${protocol}//${host}${LOCAL_ALIAS_SUFFIX}${port ? `:${port}` : ''}`;
}

/**
 * Decides channel and domain ending from the request's host (spec §2, DESIGN "who is asking").
 * `www.` goes to the bare host; `{domain}.localhost` is a local alias of `{domain}`; plain
 * localhost is the default channel on the default ending; anything else is unknown.
 */
export function resolveSite(url: URL, config: ShopConfig): SiteResolution {
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  const port = url.port ? `:${url.port}` : '';

  if (LOOPBACK_HOSTS.has(hostname)) {
    const site = { channel: config.defaultChannel, ending: DEFAULT_ENDING, origin: url.origin, local: true };
    return { kind: 'site', site };
  }

  const local = hostname.endsWith(LOCAL_ALIAS_SUFFIX);
  const bare = local ? hostname.slice(0, -LOCAL_ALIAS_SUFFIX.length) : hostname;
  const www = bare.startsWith('www.');
  const known = findShopHost(www ? bare.slice(4) : bare, config);
  if (!known) return { kind: 'unknown' };

  // A shop domain is always named as configured, over https: never with the request's port or a
  // trailing dot, which would end up in redirects, canonical links, the sitemap and JSON-LD.
  // A local alias keeps the port it is served on, or its links would lead nowhere.
  const host = www ? bare.slice(4) : bare;
  const origin = local ? `${url.protocol}//${host}${LOCAL_ALIAS_SUFFIX}${port}` : `https://${host}`;
  if (www) return { kind: 'redirect', location: `${origin}${url.pathname}${url.search}` };
  return { kind: 'site', site: { ...known, origin, local } };
}

const shopHostsOf = new WeakMap<ShopConfig, Map<string, { channel: Channel; ending: DomainEnding }>>();

/** The channel and ending of a shop host, from a table of every host built once per configuration. */
function findShopHost(host: string, config: ShopConfig): { channel: Channel; ending: DomainEnding } | null {
  let hosts = shopHostsOf.get(config);
  if (!hosts) {
    hosts = new Map();
    for (const channel of Object.keys(config.hosts) as Channel[]) {
      for (const ending of DOMAIN_ENDINGS) {
        const name = hostFor(config, channel, ending);
        if (!hosts.has(name)) hosts.set(name, { channel, ending });
      }
    }
    shopHostsOf.set(config, hosts);
  }
  return hosts.get(host) ?? null;
}

/**
 * The designer's origin for this site and platform (decision 031), or null when none is configured
 * and the shop hands off to its embedded page.
 * @example designerOriginFor(config, site, 'web') // 'https://designer.kartenliebe.ch'
 */
export function designerOriginFor(config: ShopConfig, site: Site, platform: Platform): string | null {
  return config.designerOrigins[site.channel]?.[platform].replace('{ending}', site.ending) ?? null;
}
