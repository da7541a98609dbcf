import { describe, expect, it } from 'vitest';
import { type LinkContext, linkHref, safeUrl } from '../../src/shared/content/links';
import { isSaneSlug, splitFullSlug } from '../../src/shared/content/story-slugs';

const swissFrench: LinkContext = { channel: 'kartenliebe', language: 'fr', prefix: 'fr', platform: 'web', designerOrigin: null };

describe('content links (spec §5 dangerous protocols)', () => {
  it('turns story links of the page folder into page paths', () => {
    expect(linkHref({ linktype: 'story', cached_url: 'kartenliebe/fr/cartes', url: '' }, swissFrench)).toBe('/fr/cartes/');
    expect(linkHref({ linktype: 'story', cached_url: 'kartenliebe/fr/home', url: '' }, swissFrench)).toBe('/fr/');
    expect(
      linkHref(
        { linktype: 'story', cached_url: 'kartenliebe/fr/cartes', url: '' },
        { ...swissFrench, platform: 'desktop', designerOrigin: null },
      ),
    ).toBe('/fr/d/cartes/');
    expect(
      linkHref(
        { linktype: 'story', cached_url: 'wallart/de/wandbilder', url: '' },
        { channel: 'wallart', language: 'de', prefix: '', platform: 'web', designerOrigin: null },
      ),
    ).toBe('/wandbilder');
    // Another channel or language folder is not a path on this site.
    expect(linkHref({ linktype: 'story', cached_url: 'kartenliebe/de/karten', url: '' }, swissFrench)).toBeNull();
  });

  it('localises an editor’s designer link and sends it to the designer’s origin (spec §2)', () => {
    const link = (url: string) => ({ linktype: 'url', url, cached_url: url }) as const;
    expect(linkHref(link('configurator-card?themeId=7'), swissFrench)).toBe('/fr/configurator-card?themeId=7');
    expect(linkHref(link('/configurator-card'), { ...swissFrench, designerOrigin: 'https://designer.kartenliebe.ch' })).toBe(
      'https://designer.kartenliebe.ch/fr/configurator-card',
    );
  });

  it('keeps an editor’s path of the shop in the page’s language (decision 074)', () => {
    const link = (url: string) => ({ linktype: 'url', url, cached_url: url }) as const;
    // kartenliebe.ch/fr: the cart and the account in French, not the domain's German.
    expect(linkHref(link('/panier'), swissFrench)).toBe('/fr/panier');
    expect(linkHref(link('/espace-client?tab=orders#top'), swissFrench)).toBe('/fr/espace-client?tab=orders#top');
    // Already in a language, a file, a call, another host: as written.
    expect(linkHref(link('/fr/panier'), swissFrench)).toBe('/fr/panier');
    expect(linkHref(link('/it/carrello'), swissFrench)).toBe('/it/carrello');
    expect(linkHref(link('/fr'), swissFrench)).toBe('/fr');
    expect(linkHref(link('/demo-assets/agb.pdf'), swissFrench)).toBe('/demo-assets/agb.pdf');
    expect(linkHref(link('/web-api/themes'), swissFrench)).toBe('/web-api/themes');
    expect(linkHref(link('https://kartenliebe.de/panier'), swissFrench)).toBe('https://kartenliebe.de/panier');
    // The domain's own language has no prefix.
    expect(linkHref(link('/warenkorb'), { ...swissFrench, language: 'de', prefix: '' })).toBe('/warenkorb');
  });

  it('refuses dangerous protocols and protocol-relative URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox',
      '//evil.example/x',
      '/\\evil.example',
      'file:///etc/passwd',
    ]) {
      expect([url, safeUrl(url)]).toEqual([url, null]);
      expect(linkHref({ linktype: 'url', url, cached_url: url }, swissFrench)).toBeNull();
    }
    for (const url of [
      'https://www.hahnemuehle.com/',
      'http://example.org/a?b=1',
      '/fr/cartes/',
      'tel:+41445550100',
      'mailto:service@kartenliebe.example',
    ]) {
      expect(safeUrl(url)).toBe(url);
    }
  });

  it('writes email links as mailto only for addresses', () => {
    expect(linkHref({ linktype: 'email', email: 'service@kartenliebe.example', url: '', cached_url: '' }, swissFrench)).toBe(
      'mailto:service@kartenliebe.example',
    );
    expect(linkHref({ linktype: 'email', email: 'x" onmouseover="alert(1)', url: '', cached_url: '' }, swissFrench)).toBeNull();
  });
});

describe('story slugs (spec §2 slug sanity check)', () => {
  it('accepts lowercase words separated by slashes, nothing else', () => {
    for (const slug of ['fotokalender', 'magazin/winter-tipps', 'a_b/c-1']) expect([slug, isSaneSlug(slug)]).toEqual([slug, true]);
    for (const slug of ['', 'Gross', 'a//b', '/a', 'a/', 'punkt.html', 'x y', '-a', '..', 'a/../b', 'ä', 'a'.repeat(201)]) {
      expect([slug, isSaneSlug(slug)]).toEqual([slug, false]);
    }
  });

  it('splits full slugs into channel, language and slug', () => {
    expect(splitFullSlug('wallart/en/wall-art')).toEqual({ channel: 'wallart', language: 'en', slug: 'wall-art' });
    expect(splitFullSlug('kartenliebe/de/magazin/x')?.slug).toBe('magazin/x');
    expect(splitFullSlug('other/de/x')).toBeNull();
    expect(splitFullSlug('kartenliebe/pt/x')).toBeNull();
    expect(splitFullSlug('kartenliebe/de')).toBeNull();
  });
});
