import { describe, expect, it } from 'vitest';
import { matchPageRoute } from '../../src/shared/routing/page-routes';
import { findShopPage, SHOP_PAGE_PREFIXES } from '../../src/shared/routing/shop-pages';

describe('matchPageRoute (spec §2 named routes)', () => {
  it('matches the start paths', () => {
    expect(matchPageRoute('/')).toEqual({ name: 'home' });
    expect(matchPageRoute('/desktop-startseite')).toEqual({ name: 'home' });
  });

  it('matches products and its German configurator aliases', () => {
    expect(matchPageRoute('/products')).toEqual({ name: 'products', detail: null });
    expect(matchPageRoute('/kalender-konfigurator')).toEqual({ name: 'products', detail: null });
    expect(matchPageRoute('/karten-konfigurator')).toEqual({ name: 'products', detail: null });
    expect(matchPageRoute('/products/leinwand')).toEqual({ name: 'products', detail: 'leinwand' });
    expect(matchPageRoute('/products/a/b')).toEqual({ name: 'invalid' });
  });

  it('needs an id for a theme', () => {
    expect(matchPageRoute('/themes/4711')).toEqual({ name: 'themes-id-theme', id: '4711' });
    expect(matchPageRoute('/themes')).toEqual({ name: 'invalid' });
    expect(matchPageRoute('/themes/%3Cb%3E')).toEqual({ name: 'invalid' });
  });

  it('matches wishlist and error', () => {
    expect(matchPageRoute('/wishlist')).toEqual({ name: 'wishlist' });
    expect(matchPageRoute('/error')).toEqual({ name: 'error' });
  });

  it('hands shop-backend prefixes on and renders everything else as content', () => {
    expect(matchPageRoute('/warenkorb')).toMatchObject({ name: 'shop-page', entry: { topic: 'basket' } });
    expect(matchPageRoute('/cerrar-sesion/now')).toMatchObject({ name: 'shop-page', entry: { topic: 'logout' } });
    expect(matchPageRoute('/fotokalender/wandkalender')).toEqual({ name: 'catch-all', slug: 'fotokalender/wandkalender' });
    expect(matchPageRoute('/warenkorb-tipps')).toEqual({ name: 'catch-all', slug: 'warenkorb-tipps' });
  });
});

describe('shop-page prefix table', () => {
  it('names each prefix once', () => {
    const prefixes = SHOP_PAGE_PREFIXES.flatMap((entry) => entry.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('has the words the spec names for logout and basket in every language', () => {
    for (const word of ['abmeldung', 'cancellazione', 'desabonnement', 'cerrar-sesion', 'afmelden', 'logout']) {
      expect(findShopPage([word])?.topic, word).toBe('logout');
    }
    for (const word of ['warenkorb', 'carrello', 'panier', 'carrito', 'winkelmandje', 'basket']) {
      expect(findShopPage([word])?.topic, word).toBe('basket');
    }
  });

  it('matches the two-segment registration prefix and prefers the longest prefix', () => {
    expect(findShopPage(['registreren', 'verificatie', 'abc'])?.topic).toBe('registration-verification');
    expect(findShopPage(['registreren'])).toBeNull();
    expect(findShopPage(['fotobuch-software'])?.topic).toBe('photo-book-software');
  });

  it('keeps the product category prefixes of spec §2 as content pages', () => {
    for (const word of ['bilderbox', 'fotoabzuege', 'calendrier-photo', 'leinwanddruck', 'cuadros-personalizados']) {
      expect(findShopPage([word])?.handler, word).toBe('content');
    }
  });
});
