import { describe, expect, it } from 'vitest';
import { serialiseForScript } from '../../src/shared/shop-data';
import { pageDataJson } from '../../src/worker/features/page-shell/page-data-json';
import { deepFrozen } from '../../src/worker/platform/memory/deep-frozen';

// The page data's script element (decision 106): the navigation a kept story resolved to is one
// frozen object for every page of a scope, and its JSON is written once.
describe('the page data’s JSON', () => {
  const navigation = deepFrozen({
    shopLinks: [{ channel: 'wallart', text: 'Wandbilder </script><script>alert(1)</script>', href: 'https://wallart.de/?a=1&b=2' }],
    items: [{ text: 'Karten \u2028 neu', groups: [] }],
  });
  const page = (path: string) => ({ channel: 'kartenliebe', path, navigation, editor: null, treatments: {}, partsInPlace: undefined });

  it('is the bytes serialiseForScript writes: a script element it cannot close, fields without a value left out', () => {
    for (const data of [page('/'), page('/karten/'), { only: undefined }, {}]) {
      expect(pageDataJson(data)).toBe(serialiseForScript(data));
      expect(JSON.parse(pageDataJson(data))).toEqual(JSON.parse(JSON.stringify(data)));
    }
    expect(pageDataJson(page('/'))).not.toContain('</script>');
  });

  it('shows a field of the request’s own as it is now, and a frozen one as it is', () => {
    const data = page('/');
    expect(pageDataJson(data)).toContain('"path":"/"');
    data.path = '/fotobuch/';
    expect(pageDataJson(data)).toContain('"path":"/fotobuch/"');
    expect(pageDataJson(data)).toBe(serialiseForScript(data));
  });
});
