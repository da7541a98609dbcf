import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../support/render-block';

// docs/content-model.md Accessory; spec §3 card accessory kinds.
const accessory = {
  component: 'Accessory',
  _uid: 'a',
  headline: 'Der passende Umschlag',
  text: 'Mit dem richtigen Umschlag wird schon das Öffnen zum Erlebnis.',
  accessoryKind: 'envelope',
  image: { fieldtype: 'asset', filename: '/demo-assets/600x600/envelope.jpg', alt: 'Umschlag aus Kraftpapier' },
};

describe('Accessory', () => {
  it('shows the kind in the visitor’s language, headline, text and picture', () => {
    const german = renderBlocks([accessory]);
    expect(german).toContain('<p class="block--accessory__kind">Umschlag</p>');
    expect(german).toContain('Der passende Umschlag</h2>');
    expect(german).toContain('alt="Umschlag aus Kraftpapier"');
    expect(renderBlocks([accessory], 'fr-FR')).toContain('<p class="block--accessory__kind">Enveloppe</p>');
  });

  it('leaves out an unknown kind and skips a block without a headline', () => {
    expect(renderBlocks([{ ...accessory, accessoryKind: 'rocket' }])).not.toContain('block--accessory__kind');
    expect(renderBlocks([{ ...accessory, headline: '' }])).toBe('');
  });
});
