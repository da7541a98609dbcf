import { describe, expect, it } from 'vitest';
import { designerLink, localiseDesignerLink } from '../../src/shared/designer/designer-url';
import { pagePath, withTrailingSlash } from '../../src/shared/routing/paths';

describe('pagePath', () => {
  it('writes prefix, desktop marker and trailing slash', () => {
    expect(pagePath({ prefix: 'fr', platform: 'web', inner: '/fotokalender', trailingSlash: true })).toBe('/fr/fotokalender/');
    expect(pagePath({ prefix: '', platform: 'desktop', inner: '/products', trailingSlash: false })).toBe('/d/products');
    expect(pagePath({ prefix: '', platform: 'web', inner: '/', trailingSlash: true })).toBe('/');
    expect(pagePath({ prefix: 'it', platform: 'web', inner: '/', trailingSlash: false })).toBe('/it');
  });

  it('writes the desktop start path without a marker', () => {
    expect(pagePath({ prefix: 'fr', platform: 'desktop', inner: '/desktop-startseite', trailingSlash: false })).toBe(
      '/fr/desktop-startseite',
    );
  });
});

describe('withTrailingSlash', () => {
  it('adds or removes the slash but never on file names or the root', () => {
    expect(withTrailingSlash('/a', true)).toBe('/a/');
    expect(withTrailingSlash('/a///', false)).toBe('/a');
    expect(withTrailingSlash('/robots.txt', true)).toBe('/robots.txt');
    expect(withTrailingSlash('/', false)).toBe('/');
  });
});

describe('localiseDesignerLink (spec §2 designer base paths)', () => {
  it('adds the locale prefix to configurator links that lack it', () => {
    expect(localiseDesignerLink('/configurator-card?themeId=4', 'fr')).toBe('/fr/configurator-card?themeId=4');
    expect(localiseDesignerLink('configurator-photobook', 'it')).toBe('/it/configurator-photobook');
  });

  it('leaves other links and already prefixed ones alone', () => {
    expect(localiseDesignerLink('/fr/configurator-card', 'fr')).toBe('/fr/configurator-card');
    expect(localiseDesignerLink('/fotokalender', 'fr')).toBe('/fotokalender');
    expect(localiseDesignerLink('configurator-card', '')).toBe('/configurator-card');
  });
});

describe('designerLink (decision 031)', () => {
  const zurich = { prefix: 'fr', designerOrigin: 'https://designer.kartenliebe.ch' };
  it('puts designer links on the designer’s origin, localised', () => {
    expect(designerLink('/configurator-card?themeId=4', zurich)).toBe('https://designer.kartenliebe.ch/fr/configurator-card?themeId=4');
    expect(designerLink('configurator-photobook', zurich)).toBe('https://designer.kartenliebe.ch/fr/configurator-photobook');
    expect(designerLink('/fr/configurator-collage', zurich)).toBe('https://designer.kartenliebe.ch/fr/configurator-collage');
  });

  it('keeps them on the shop’s host without a designer origin, and leaves other links alone', () => {
    expect(designerLink('/configurator-card', { prefix: 'fr', designerOrigin: null })).toBe('/fr/configurator-card');
    expect(designerLink('/fotokalender', zurich)).toBe('/fotokalender');
    expect(designerLink('https://evil.example/configurator-card', zurich)).toBe('https://evil.example/configurator-card');
  });
});
