import { describe, expect, it } from 'vitest';
import { ACCESSORY_KINDS } from '../../src/shared/catalogue/accessory-sku';
import { chosenAccessories, PER_CARD_ACCESSORY_KINDS } from '../../src/shared/catalogue/card-accessories';
import type { CardAccessory } from '../../src/shared/catalogue/listing';
import { handOffWithList } from '../../src/shared/designer/hand-off-choice';
import { productKindOf } from '../../src/shared/designer/product-kind';
import { pageQueryOf } from '../../src/worker/platform/request/page-query';

// The accessories that come with every card of an order (spec §3 card accessory kinds, §9 per-card
// prices; decision 045): which kinds, how a page URL names them, and the designer link.

const offered: CardAccessory[] = [
  { sku: 'inlay-a6-105x148-transparent', kind: 'inlay', priceCurrent: 0.35, priceOriginal: null },
  { sku: 'ribbon-satin-10x1000-gold', kind: 'ribbon', priceCurrent: 0.45, priceOriginal: null },
  { sku: 'seal-rund-30x30-gold', kind: 'seal', priceCurrent: 0.4, priceOriginal: null },
];

describe('the accessory kinds a card takes one of', () => {
  it('are inlay, ribbon, seal and bow, spec §3 kinds; box, bag and pen are sold by the piece, the envelope has its own choice', () => {
    expect([...PER_CARD_ACCESSORY_KINDS].sort()).toEqual(['bow', 'inlay', 'ribbon', 'seal']);
    for (const kind of PER_CARD_ACCESSORY_KINDS) expect(ACCESSORY_KINDS).toContain(kind);
    for (const kind of ['box', 'bag', 'pen', 'envelope', 'posterbar', 'screw']) {
      expect(PER_CARD_ACCESSORY_KINDS as readonly string[]).not.toContain(kind);
    }
  });
});

describe('chosenAccessories', () => {
  it('keeps the offered accessories asked for, in the order offered, each once', () => {
    const chosen = chosenAccessories(['seal-rund-30x30-gold', 'inlay-a6-105x148-transparent', 'seal-rund-30x30-gold'], offered);
    expect(chosen.map((accessory) => accessory.sku)).toEqual(['inlay-a6-105x148-transparent', 'seal-rund-30x30-gold']);
  });

  it('leaves out what is not offered: another kind, an unknown SKU, nothing at all', () => {
    expect(chosenAccessories(['pen-gold', 'ribbon-nope', ''], offered)).toEqual([]);
    expect(chosenAccessories(['pen-gold', 'ribbon-satin-10x1000-gold'], offered).map((accessory) => accessory.sku)).toEqual([
      'ribbon-satin-10x1000-gold',
    ]);
    expect(chosenAccessories([], offered)).toEqual([]);
  });
});

describe('the page URL’s accessoryTypes', () => {
  it('reads the checkboxes a form sends (one per ticked accessory) and a comma-separated link alike', () => {
    const sent = new URLSearchParams(
      'quantity=100&envelope=standard&accessoryTypes=ribbon-satin-10x1000-gold&accessoryTypes=seal-rund-30x30-gold',
    );
    expect(pageQueryOf(sent)).toEqual({
      quantity: '100',
      envelope: 'standard',
      accessoryTypes: 'ribbon-satin-10x1000-gold,seal-rund-30x30-gold',
    });
    const linked = new URLSearchParams('accessoryTypes=ribbon-satin-10x1000-gold,seal-rund-30x30-gold');
    expect(pageQueryOf(linked).accessoryTypes).toBe('ribbon-satin-10x1000-gold,seal-rund-30x30-gold');
  });

  it('never shows a value that is not id-like', () => {
    expect(pageQueryOf(new URLSearchParams('accessoryTypes=%3Cscript%3E')).accessoryTypes).toBeUndefined();
    expect(pageQueryOf(new URLSearchParams('accessoryTypes=Seal_Gold')).accessoryTypes).toBeUndefined();
  });
});

describe('handOffWithList', () => {
  const handOff = 'themeId=2048&quantity=100&locale=de-DE';

  it('writes each value as name[] (spec §5), last, or where the hand-off had the list', () => {
    expect(handOffWithList(handOff, 'accessoryTypes', ['ribbon-satin-10x1000-gold', 'seal-rund-30x30-gold'])).toBe(
      'themeId=2048&quantity=100&locale=de-DE&accessoryTypes[]=ribbon-satin-10x1000-gold&accessoryTypes[]=seal-rund-30x30-gold',
    );
    expect(handOffWithList('themeId=2048&accessoryTypes[]=a&accessoryTypes[]=b&locale=de-DE', 'accessoryTypes', ['c'])).toBe(
      'themeId=2048&accessoryTypes[]=c&locale=de-DE',
    );
    expect(handOffWithList('', 'accessoryTypes', ['c'])).toBe('accessoryTypes[]=c');
  });

  it('leaves the parameter out for an empty list, and encodes values', () => {
    expect(handOffWithList(handOff, 'accessoryTypes', [])).toBe(handOff);
    expect(handOffWithList(`${handOff}&accessoryTypes[]=a`, 'accessoryTypes', [])).toBe(handOff);
    expect(handOffWithList(handOff, 'accessoryTypes', ['a&b=c'])).toBe(`${handOff}&accessoryTypes[]=a%26b%3Dc`);
  });

  it('keeps a card a card for the designer (spec §3 product kind)', () => {
    const query = new URLSearchParams(handOffWithList(handOff, 'accessoryTypes', ['seal-rund-30x30-gold']));
    expect(productKindOf(query)).toBe('card');
    expect(query.getAll('accessoryTypes[]')).toEqual(['seal-rund-30x30-gold']);
  });
});
