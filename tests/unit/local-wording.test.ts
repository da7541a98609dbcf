import { describe, expect, it } from 'vitest';
import { inLocalWording, inLocalWordingDeep, STORY_FIELDS_NOT_PROSE } from '../../src/shared/locale/local-wording';

// How a locale writes the texts it shares with its language (issue 30, Build 3; decision 075).

describe('local wording', () => {
  it('writes ss for ß in Switzerland and Liechtenstein, and nowhere else', () => {
    expect(inLocalWording('de-CH', 'Herzliche Grüße aus der Straße, GROẞ')).toBe('Herzliche Grüsse aus der Strasse, GROSS');
    expect(inLocalWording('de-LI', 'Weiße Lilie')).toBe('Weisse Lilie');
    expect(inLocalWording('de-DE', 'Weiße Lilie')).toBe('Weiße Lilie');
    expect(inLocalWording('de-AT', 'Weiße Lilie')).toBe('Weiße Lilie');
  });

  it('spells American in the United States, keeping capitals, endings and other words', () => {
    expect(inLocalWording('en-US', 'Personalised cards in your favourite colours')).toBe('Personalized cards in your favorite colors');
    expect(inLocalWording('en-US', 'Personalise')).toBe('Personalize');
    expect(inLocalWording('en-US', 'Your shopping basket · Basket')).toBe('Your shopping cart · Cart');
    expect(inLocalWording('en-US', 'Forgotten your password?')).toBe('Forgot your password?');
    expect(inLocalWording('en-US', 'take centre stage; 30 centimetres; a cancelled enquiry; the catalogue')).toBe(
      'take center stage; 30 centimeters; a canceled inquiry; the catalog',
    );
    expect(inLocalWording('en-US', 'Colourful, coloured, Optimise, organisation')).toBe('Colorful, colored, Optimize, organization');
    // Words that only look alike stay.
    expect(inLocalWording('en-US', 'Basketball in the centrefold? Realistic, practical')).toBe(
      'Basketball in the centrefold? Realistic, practical',
    );
    expect(inLocalWording('en-GB', 'Personalised in colour')).toBe('Personalised in colour');
  });

  it('leaves the placeholders of a translation as they are', () => {
    expect(inLocalWording('en-US', 'Pick a {{colour}} colour')).toBe('Pick a {{colour}} color');
  });

  it('rewords the prose of a story and keeps its slugs, links and keys', () => {
    const story = {
      full_slug: 'kartenliebe/en/colourful-cards',
      content: {
        component: 'Page',
        headline: 'Colourful cards',
        link: { linktype: 'story', cached_url: 'kartenliebe/en/colourful-cards', url: '' },
        body: [{ _uid: 'colour-1', text: 'Your favourite colour', color: { color: '#ffffff' } }],
      },
    };
    expect(inLocalWordingDeep('en-US', story, STORY_FIELDS_NOT_PROSE)).toEqual({
      full_slug: 'kartenliebe/en/colourful-cards',
      content: {
        component: 'Page',
        headline: 'Colorful cards',
        link: { linktype: 'story', cached_url: 'kartenliebe/en/colourful-cards', url: '' },
        body: [{ _uid: 'colour-1', text: 'Your favorite color', color: { color: '#ffffff' } }],
      },
    });
    // A locale without a wording of its own gets the very same value.
    expect(inLocalWordingDeep('en-GB', story, STORY_FIELDS_NOT_PROSE)).toBe(story);
  });
});
