import { describe, expect, it } from 'vitest';
import { normalisePagePath, resolveLocalePath } from '../../src/worker/platform/request/locale-path';
import type { Site } from '../../src/worker/platform/request/site';
import { defaultConfig } from './default-config';

const config = defaultConfig;
const swissCards: Site = { channel: 'kartenliebe', ending: 'ch', origin: 'https://kartenliebe.ch', local: false };
const dutchWallArt: Site = { channel: 'wallart', ending: 'nl', origin: 'https://wallart.nl', local: false };

const resolve = (site: Site, path: string) => resolveLocalePath(new URL(`${site.origin}${path}`), site, config);

describe('normalisePagePath', () => {
  it('folds slashes, lowercases the prefix and sets the trailing slash', () => {
    expect(normalisePagePath('//FR//fotokalender', true)).toBe('/fr/fotokalender/');
    expect(normalisePagePath('/fr/fotokalender/', false)).toBe('/fr/fotokalender');
    expect(normalisePagePath('/d/IT/x', false)).toBe('/d/it/x');
    expect(normalisePagePath('/', true)).toBe('/');
    expect(normalisePagePath('///', false)).toBe('/');
  });

  it('leaves slugs other than the prefix as they are', () => {
    expect(normalisePagePath('/Fotokalender/A4', true)).toBe('/Fotokalender/A4/');
  });

  it('gives file names no trailing slash', () => {
    expect(normalisePagePath('/llms.txt/', true)).toBe('/llms.txt');
  });
});

describe('resolveLocalePath', () => {
  it('reads the prefixes a domain serves', () => {
    expect(resolve(swissCards, '/fr/fotokalender/')).toEqual({
      kind: 'page',
      location: { locale: 'fr-CH', prefix: 'fr', platform: 'web', inner: '/fotokalender' },
    });
    expect(resolve(swissCards, '/')).toEqual({
      kind: 'page',
      location: { locale: 'de-CH', prefix: '', platform: 'web', inner: '/' },
    });
    expect(resolve(dutchWallArt, '/nl')).toEqual({
      kind: 'page',
      location: { locale: 'nl-NL', prefix: 'nl', platform: 'web', inner: '/' },
    });
  });

  it('reads the desktop marker before or after the prefix', () => {
    for (const path of ['/d/it/products/', '/it/d/products/']) {
      expect(resolve(swissCards, path)).toEqual({
        kind: 'page',
        location: { locale: 'it-CH', prefix: 'it', platform: 'desktop', inner: '/products' },
      });
    }
  });

  it('puts the desktop start path on the desktop platform', () => {
    expect(resolve(dutchWallArt, '/desktop-startseite')).toEqual({
      kind: 'page',
      location: { locale: 'nl-NL', prefix: '', platform: 'desktop', inner: '/desktop-startseite' },
    });
  });

  it('sends a language served elsewhere to its home with the unchanged path', () => {
    expect(resolve(swissCards, '/nl/x?a=1')).toEqual({ kind: 'redirect', location: 'https://kartenliebe.nl/nl/x?a=1', status: 302 });
    expect(resolve(dutchWallArt, '/EN//x')).toEqual({ kind: 'redirect', location: 'https://wallart.co.uk/EN//x', status: 302 });
    expect(resolve(dutchWallArt, '/d/es/')).toEqual({ kind: 'redirect', location: 'https://wallart.es/d/es/', status: 302 });
  });

  it('reports an unknown prefix', () => {
    expect(resolve(swissCards, '/xx/')).toEqual({ kind: 'unknown-prefix' });
    expect(resolve(swissCards, '/d/zz/a/')).toEqual({ kind: 'unknown-prefix' });
  });

  it('redirects to the canonical spelling, keeping the query', () => {
    expect(resolve(swissCards, '/FR/a?b=1')).toEqual({ kind: 'redirect', location: '/fr/a/?b=1', status: 301 });
    expect(resolve(dutchWallArt, '//a//b/')).toEqual({ kind: 'redirect', location: '/a/b', status: 301 });
  });
});
