import { describe, expect, it } from 'vitest';
import { NavigationRefused, navigationTarget, REFUSED_PROTOCOL_MESSAGE } from '../../src/shared/routing/navigation-safety';

// spec §5: external navigation needs an explicit flag; dangerous protocols are refused; a payload
// URL must not contain a host and must not start with //.
const base = 'https://kartenliebe.ch/fr/';

describe('navigation safety', () => {
  it('resolves paths on this site', () => {
    expect(navigationTarget('/fr/cartes/', base)).toBe('https://kartenliebe.ch/fr/cartes/');
    expect(navigationTarget('cartes/', base)).toBe('https://kartenliebe.ch/fr/cartes/');
    expect(navigationTarget('/fr/panier/', base, { payload: true })).toBe('https://kartenliebe.ch/fr/panier/');
  });

  it('refuses dangerous protocols with the spec’s message', () => {
    for (const target of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' data:text/html,x', 'vbscript:x', 'file:///etc/passwd']) {
      expect(() => navigationTarget(target, base, { external: true })).toThrow(REFUSED_PROTOCOL_MESSAGE);
    }
  });

  it('needs the external flag to leave the site', () => {
    expect(() => navigationTarget('https://evil.example/', base)).toThrow(NavigationRefused);
    expect(() => navigationTarget('//evil.example/', base)).toThrow(NavigationRefused);
    expect(navigationTarget('https://wallart.ch/fr', base, { external: true })).toBe('https://wallart.ch/fr');
    expect(navigationTarget('mailto:service@kartenliebe.example', base)).toBe('mailto:service@kartenliebe.example');
  });

  it('refuses payload URLs with a host or starting with //, even when external', () => {
    expect(() => navigationTarget('//evil.example/x', base, { payload: true, external: true })).toThrow('without a host');
    expect(() => navigationTarget('https://kartenliebe.ch/x', base, { payload: true })).toThrow('without a host');
  });
});
