import { describe, expect, it } from 'vitest';
import { getByRole, parseHtml, queryAllByRole, textOf } from '../support/dom';
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

/** The block's section, named by its h2 headline. */
const section = (html: string) => {
  const found = getByRole(parseHtml(html), 'region', { name: accessory.headline });
  getByRole(found, 'heading', { level: 2, name: accessory.headline });
  return found;
};
/** The lines of text around the headline, in order: the kind (when known), then the text. */
const lines = (html: string) => queryAllByRole(section(html), 'paragraph').map(textOf);

describe('Accessory', () => {
  it('shows the kind in the visitor’s language, headline, text and picture', () => {
    const german = renderBlocks([accessory]);
    expect(lines(german)).toEqual(['Umschlag', accessory.text]);
    getByRole(section(german), 'img', { name: 'Umschlag aus Kraftpapier' });
    expect(lines(renderBlocks([accessory], 'fr-FR'))).toEqual(['Enveloppe', accessory.text]);
  });

  it('leaves out an unknown kind and skips a block without a headline', () => {
    expect(lines(renderBlocks([{ ...accessory, accessoryKind: 'rocket' }]))).toEqual([accessory.text]);
    expect(renderBlocks([{ ...accessory, headline: '' }])).toBe('');
  });
});
