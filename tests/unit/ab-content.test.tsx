import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../support/render-block';

// spec §4 A/B content block: the on list with treatment on, otherwise the off list. Until flag
// bucketing exists every visitor has no treatments, so every flag reads off.
const ab = {
  component: 'ABContent',
  _uid: 'ab',
  featureFlag: 'VOLL-1785',
  on: [{ component: 'Headline', _uid: 'on', text: 'Neue Wandbilder', level: '2' }],
  off: [{ component: 'Headline', _uid: 'off', text: 'Klassische Wandbilder', level: '2' }],
};

describe('ABContent', () => {
  it('shows the off list without an on treatment', () => {
    const html = renderBlocks([ab]);
    expect(html).toContain('Klassische Wandbilder');
    expect(html).not.toContain('Neue Wandbilder');
    expect(html).toContain('data-treatment="off"');
  });

  it('shows the on list with the on treatment, and control reads as off', () => {
    const on = renderBlocks([ab], 'de-DE', { 'VOLL-1785': 'on' });
    expect(on).toContain('Neue Wandbilder');
    expect(on).not.toContain('Klassische Wandbilder');
    expect(renderBlocks([ab], 'de-DE', { 'VOLL-1785': 'control' })).toContain('Klassische Wandbilder');
  });

  it('skips a block without a flag name, and invalid nested blocks', () => {
    expect(renderBlocks([{ ...ab, featureFlag: '' }])).toBe('');
    const html = renderBlocks([{ ...ab, off: [{ component: 'Headline', _uid: 'x', text: '' }, ...ab.off] }]);
    expect(html).toContain('Klassische Wandbilder');
    expect(html.match(/<h2/g)).toHaveLength(1);
  });
});
