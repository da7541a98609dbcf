import { describe, expect, it } from 'vitest';
import type { ShopConfig } from '../../src/worker/platform/env';
import { originFor, resolveSite, type Site } from '../../src/worker/platform/request/site';
import { defaultConfig } from './default-config';

const config = defaultConfig;

const site = (url: string) => resolveSite(new URL(url), config);

describe('resolveSite (host -> channel and domain ending)', () => {
  it('knows every channel on every ending', () => {
    for (const channel of ['kartenliebe', 'wallart'] as const) {
      for (const ending of ['de', 'at', 'ch', 'it', 'li', 'lu', 'co.uk', 'com', 'es', 'be', 'fr', 'nl'] as const) {
        expect(site(`https://${channel}.${ending}/`)).toEqual({
          kind: 'site',
          site: { channel, ending, origin: `https://${channel}.${ending}`, local: false },
        });
      }
    }
  });

  it('treats {domain}.localhost as a local alias of {domain}', () => {
    expect(site('http://wallart.co.uk.localhost:8787/x')).toEqual({
      kind: 'site',
      site: { channel: 'wallart', ending: 'co.uk', origin: 'http://wallart.co.uk.localhost:8787', local: true },
    });
  });

  it('serves the default channel on .de at plain localhost', () => {
    for (const url of ['http://localhost:8787/', 'http://127.0.0.1:8787/', 'http://[::1]:8787/']) {
      const resolved = site(url);
      expect(resolved.kind === 'site' && resolved.site.channel, url).toBe('kartenliebe');
      expect(resolved.kind === 'site' && resolved.site.ending, url).toBe('de');
    }
  });

  it('ignores case and a trailing dot', () => {
    const resolved = site('https://WallArt.CH./');
    expect(resolved.kind === 'site' && resolved.site.channel).toBe('wallart');
  });

  it('sends www. to the bare host, keeping path and query', () => {
    expect(site('https://www.wallart.fr/deco-murale?x=1')).toEqual({
      kind: 'redirect',
      location: 'https://wallart.fr/deco-murale?x=1',
    });
  });

  it('knows no other host', () => {
    for (const url of ['https://example.com/', 'https://kartenliebe.pl/', 'https://wallart.de.evil.example/', 'https://xkartenliebe.de/']) {
      expect(site(url), url).toEqual({ kind: 'unknown' });
    }
  });

  it('follows host templates of another environment', () => {
    const staging: ShopConfig = { ...config, hosts: { kartenliebe: 'stage.kartenliebe.{ending}', wallart: 'stage-wallart.{ending}' } };
    const resolved = resolveSite(new URL('https://stage-wallart.nl/'), staging);
    expect(resolved.kind === 'site' && resolved.site.channel).toBe('wallart');
    expect(resolveSite(new URL('https://wallart.nl/'), staging)).toEqual({ kind: 'unknown' });
  });

  it('links other sites the way the current one was reached', () => {
    const production: Site = { channel: 'kartenliebe', ending: 'de', origin: 'https://kartenliebe.de', local: false };
    const local: Site = { channel: 'kartenliebe', ending: 'de', origin: 'http://localhost:8787', local: true };
    expect(originFor(config, production, 'wallart', 'co.uk')).toBe('https://wallart.co.uk');
    expect(originFor(config, local, 'wallart', 'co.uk')).toBe('http://wallart.co.uk.localhost:8787');
  });
});
