import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { PricedMaterial } from '../../src/shared/catalogue/listing';
import { wallArtSku } from '../../src/shared/catalogue/wall-art-sku';
import { cardHandOff } from '../../src/shared/designer/hand-offs';
import { createTranslator } from '../../src/shared/i18n/translator';
import type { Locale } from '../../src/shared/locale/locales';
import type { ShopData } from '../../src/shared/shop-data';
import { Calculator } from '../../src/shared/ui/blocks/Calculator';
import { calculatorNeed } from '../../src/shared/ui/blocks/calculator-need';
import { CalculatorSchema } from '../../src/shared/ui/blocks/schemas/calculator';
import { accessoryName } from '../../src/shared/ui/catalogue/accessory-name';
import { wallArtReference } from '../../src/worker/features/catalogue/calculator-options';
import { messagesFor } from '../../src/worker/platform/messages';
import { allElements, attr, parseHtml, textOf } from '../support/dom';
import { failOnMissingTranslations } from '../support/missing-translations';
import { renderInShop } from '../support/render-block';
import { visibleText } from '../support/visible-text';

// spec §2 price calculator, §3 calculator, §4 calculator states; decision 038.

failOnMissingTranslations();

const price = (current: number, original: number | null = null) => ({ priceCurrent: current, priceOriginal: original });
/** Canvas in eight formats (six listed, two behind "More formats") and acrylic glass in two. */
const priced: PricedMaterial[] = [
  {
    value: 'leinwand',
    labelTranslationKey: 'blocks.materials.leinwand',
    formats: [
      { value: '300x200', ...price(19.95) },
      { value: '400x300', ...price(29.95) },
      { value: '600x400', ...price(44.95, 59.95) },
      { value: '800x600', ...price(69.95) },
      { value: '900x600', ...price(79.95) },
      { value: '1000x700', ...price(99.95) },
      { value: '1200x800', ...price(119.95) },
      { value: '1500x1000', ...price(179.95) },
    ],
    initiallySelectedFormat: '600x400',
  },
  {
    value: 'acrylglas',
    labelTranslationKey: 'blocks.materials.acrylglas',
    formats: [
      { value: '600x450', ...price(113, 129.9) },
      { value: '900x600', ...price(159) },
    ],
    initiallySelectedFormat: '600x450',
  },
];

function render(fields: Record<string, unknown>, options: { locale?: Locale; pageQuery?: ShopData['pageQuery'] } = {}) {
  const parsed = CalculatorSchema.parse({ component: 'Calculator', _uid: 'c1', headline: 'Größe wählen', ...fields });
  // The catalogue's answer as the server writes it for this block (decision 039).
  const need = calculatorNeed(parsed);
  if (need.type !== 'calculator') throw new Error('a wall-art calculator');
  // The market of the page renderInShop renders (a kartenliebe page).
  const market = { channel: 'kartenliebe' as const, locale: options.locale ?? 'de-DE' };
  const preset = need.sku ? wallArtSku(need.sku) : null;
  const block = { ...(parsed as object), catalogue: wallArtReference(priced, market, { ...need, preset }) };
  const Render = Calculator as ComponentType<{ block: unknown; position: number }>;
  const html = renderInShop(<Render block={block} position={0} />, options);
  const elements = allElements(parseHtml(html));
  const checked = elements.find((element) => element.tagName === 'input' && attr(element, 'checked') !== null);
  const cta = elements.find((element) => element.tagName === 'a');
  return {
    html,
    text: visibleText(html).replace(/[\u00a0\u202f]/g, ' '),
    elements,
    checked: checked ? attr(checked, 'value') : null,
    cta: cta ? attr(cta, 'href') : null,
  };
}

describe('the price calculator', () => {
  it('shows the materials, the listed formats with their prices, and the initial format chosen', () => {
    const { text, elements, checked, cta } = render({ options: ['leinwand', 'acrylglas'], selectedValue: 'leinwand' });
    const select = elements.find((element) => element.tagName === 'select');
    expect(select && attr(select, 'name')).toBe('materialType');
    expect(text).toContain('Material Leinwand Acrylglas');
    // Six formats listed, the other two behind "More formats", and a size of the shopper's (decision
    // 044), in the same radio group.
    const radios = elements.filter((element) => element.tagName === 'input' && attr(element, 'type') === 'radio');
    expect(radios.map((radio) => attr(radio, 'value')).slice(6)).toEqual(['1200x800', '1500x1000', 'custom']);
    expect(radios.every((radio) => attr(radio, 'name') === 'formatType')).toBe(true);
    expect(text).toContain('60 × 40 cm 59,95 € 44,95 €');
    expect(text).toMatch(/Weitere Formate 120 × 80 cm 119,95 € 150 × 100 cm 179,95 €/);
    expect(checked).toBe('600x400');
    expect(text).toContain('Preis 59,95 € 44,95 €');
    // spec §2: a link to the designer with the choice, not a submit.
    expect(cta).toBe('/configurator-photo-frame?materialType=leinwand&formatType=600x400&unit=cm&locale=de-DE');
  });

  it('describes the page’s product with every offer of its calculator in the locale’s currency', () => {
    const { html } = render({ options: ['leinwand', 'acrylglas'] }, { locale: 'de-CH', pageQuery: { materialType: 'acrylglas' } });
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null';
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Größe wählen',
      offers: { '@type': 'AggregateOffer', priceCurrency: 'CHF', lowPrice: 19.95, highPrice: 179.95, offerCount: 10 },
    });
  });

  it('starts from the selection of the page URL, a format of the dialog shown as the extra entry', () => {
    const chosen = render({ options: ['leinwand', 'acrylglas'] }, { pageQuery: { materialType: 'acrylglas', formatType: '900x600' } });
    expect(chosen.checked).toBe('900x600');
    expect(chosen.cta).toContain('materialType=acrylglas&formatType=900x600');
    const extra = render({ options: ['leinwand'] }, { pageQuery: { materialType: 'leinwand', formatType: '1500x1000' } });
    expect(extra.checked).toBe('1500x1000');
    // The extra entry joins the listed formats; "More formats" keeps only the one left.
    expect(extra.text).toMatch(/100 × 70 cm 99,95 € 150 × 100 cm 179,95 € Weitere Formate 120 × 80 cm 119,95 €/);
    // Sent by the form with a new material, the old material's format gives way to the new one's (spec §4).
    const changed = render(
      { options: ['leinwand', 'acrylglas'] },
      { pageQuery: { materialType: 'acrylglas', formatType: '900x600', shownMaterialType: 'leinwand' } },
    );
    expect(changed.checked).toBe('600x450');
    // A format no material offers is not taken from the URL.
    expect(render({ options: ['leinwand'] }, { pageQuery: { materialType: 'leinwand', formatType: '123x45' } }).checked).toBe('600x400');
  });

  it('starts from the page’s SKU preset, a format outside the list as the extra entry (spec §4)', () => {
    expect(render({ options: ['leinwand', 'acrylglas'], sku: 'acrylglas-900x600' }).checked).toBe('900x600');
    const extra = render({ options: ['leinwand', 'acrylglas'], sku: 'leinwand-1200x800' });
    expect(extra.checked).toBe('1200x800');
    expect(extra.text).toMatch(/100 × 70 cm 99,95 € 120 × 80 cm 119,95 € Weitere Formate 150 × 100 cm/);
    // The URL's choice comes before the preset; a SKU that is none starts as without one.
    const chosen = render(
      { options: ['leinwand'], sku: 'leinwand-1200x800' },
      { pageQuery: { materialType: 'leinwand', formatType: '300x200' } },
    );
    expect(chosen.checked).toBe('300x200');
    expect(render({ options: ['leinwand'], sku: 'gold-1x1' }).checked).toBe('600x400');
  });

  it('shows the editor’s label on its format, "TOP DEAL" when it has no text', () => {
    const { text } = render({ options: ['leinwand'], labels: [{ component: 'CalculatorLabel', _uid: 'l1', index: 1, text: '' }] });
    expect(text).toMatch(/40 × 30 cm\s+29,95 €\s+TOP DEAL/);
  });

  it('colours a label as the colour-selector plugin stores it, or as hex text, and ignores anything else (decision 043)', () => {
    const label = (backgroundColor: unknown, textColor: unknown) =>
      render({
        options: ['leinwand'],
        labels: [{ component: 'CalculatorLabel', _uid: 'l1', index: 0, text: 'Neu', backgroundColor, textColor }],
      }).html;
    const plugin = { _uid: 'c1', plugin: 'storyblok-colorpicker', color: '#1F3A5F' };
    expect(label(plugin, '#ffffff')).toContain('style="background-color:#1F3A5F;color:#ffffff"');
    const hostile = label({ plugin: 'storyblok-colorpicker', color: 'red;background:url(javascript:alert(1))' }, { color: 42 });
    expect(hostile).toContain('<span class="calculator__badge">Neu</span>');
    expect(hostile).not.toContain('javascript');
  });

  it('speaks the locale: inches and dollars… and PERSONALIZE in en-US; a photo frame keeps its frame', () => {
    const american = render(
      { product: 'photoframe', options: ['leinwand'], frameType: 'schattenfuge-leinwand-weiss' },
      { locale: 'en-US' },
    );
    expect(american.text).toContain('PERSONALIZE');
    expect(american.text).toMatch(/23\.6 × 15\.7 in/);
    expect(american.cta).toContain('frameType=schattenfuge-leinwand-weiss');
    expect(american.cta).toContain('unit=cm');
  });
});

describe('the calculator of a card theme (spec §9 quantities and envelopes)', () => {
  const card = {
    tiers: [
      { fromQuantity: 1, priceCurrent: 4.47, priceOriginal: null },
      { fromQuantity: 50, priceCurrent: 2.01, priceOriginal: null },
      { fromQuantity: 100, priceCurrent: 1.79, priceOriginal: 2.2 },
    ],
    envelope: { priceCurrent: 0.95, priceOriginal: null },
    accessories: [
      { sku: 'ribbon-satin-10x1000-gold', kind: 'ribbon', priceCurrent: 0.45, priceOriginal: null },
      { sku: 'seal-rund-30x30-gold', kind: 'seal', priceCurrent: 0.4, priceOriginal: null },
      { sku: 'bow-satin-60x40-rose', kind: 'bow', priceCurrent: 0.6, priceOriginal: 0.75 },
    ],
    sample: { priceCurrent: 1, priceOriginal: null },
  };
  function renderCard(pageQuery: ShopData['pageQuery'] = {}, locale: Locale = 'de-DE') {
    const block = {
      ...(CalculatorSchema.parse({
        component: 'Calculator',
        _uid: 'k1',
        headline: 'Menge wählen',
        product: 'card',
        themeId: '2048',
      }) as object),
      catalogue: {
        ...card,
        // The server writes each accessory's name in the locale's words (decision 070).
        accessories: card.accessories.map((accessory) => ({
          ...accessory,
          name: accessoryName(accessory.sku, createTranslator(locale, messagesFor(locale))),
        })),
        handOff: cardHandOff({ themeId: '2048' }, { channel: 'kartenliebe', locale }),
        sampleHandOff: cardHandOff({ themeId: '2048', sample: true }, { channel: 'kartenliebe', locale }),
      },
    };
    const Render = Calculator as ComponentType<{ block: unknown; position: number }>;
    const html = renderInShop(<Render block={block} position={0} />, { locale, pageQuery });
    const elements = allElements(parseHtml(html));
    const options = (name: string) => {
      const select = elements.find((element) => element.tagName === 'select' && attr(element, 'name') === name);
      return select ? allElements(select).filter((element) => element.tagName === 'option') : [];
    };
    const selected = (name: string) => {
      const option = options(name).find((element) => attr(element, 'selected') !== null);
      return option ? textOf(option) : null;
    };
    const links = elements.filter((element) => element.tagName === 'a');
    const cta = links[0];
    const sample = links.find((element) => attr(element, 'href')?.includes('isSample'));
    const checkboxes = elements.filter((element) => element.tagName === 'input' && attr(element, 'type') === 'checkbox');
    const ticked = checkboxes.filter((element) => attr(element, 'checked') !== null).map((element) => attr(element, 'value'));
    return {
      text: visibleText(html).replace(/[\u00a0\u202f]/g, ' '),
      options,
      selected,
      checkboxes,
      ticked,
      cta: cta ? attr(cta, 'href') : null,
      sample: sample ? attr(sample, 'href') : null,
    };
  }

  it('starts at the eleventh quantity step, 50, with envelopes, and sums cards and envelopes', () => {
    const { text, options, selected, cta } = renderCard();
    expect(options('quantity')).toHaveLength(154);
    expect(selected('quantity')).toBe('50');
    expect(text).toContain('Preis pro Karte 2,01 €');
    expect(text).toContain('Umschlag pro Karte 0,95 €');
    // 50 × 2,01 € + 50 × 0,95 € = 148,00 €
    expect(text).toContain('Gesamt für 50 Karten 148,00 €');
    // The envelope goes to the designer with the cards (decision 070).
    expect(cta).toBe('/configurator-card?themeId=2048&quantity=50&locale=de-DE&envelope=standard');
  });

  it('offers one sample card of the theme into the designer, with its price (spec §3: a sample is quantity 1)', () => {
    const { text, sample } = renderCard({ quantity: '250' });
    expect(sample).toBe('/configurator-card?themeId=2048&quantity=1&isSample=true&locale=de-DE');
    expect(text).toContain('Musterkarte bestellen 1,00 €');
  });

  it('follows the quantity and envelope of the page URL, the tier of the quantity, a discount summed too', () => {
    const { text, cta } = renderCard({ quantity: '250', envelope: 'none' });
    expect(text).toContain('Preis pro Karte 2,20 € 1,79 €');
    expect(text).not.toContain('Umschlag pro Karte');
    // 250 × 1,79 € = 447,50 €, instead of 250 × 2,20 € = 550,00 €.
    expect(text).toMatch(/Gesamt für 250 Karten 550,00 € 447,50 €/);
    expect(cta).toContain('quantity=250');
    expect(cta).not.toContain('envelope');
    // A quantity that is no step of §9 is the default.
    expect(renderCard({ quantity: '7' }).selected('quantity')).toBe('50');
  });

  it('offers each accessory of the theme as a checkbox with its name and price per card, none ticked (decision 045)', () => {
    const { text, checkboxes, ticked, cta } = renderCard();
    expect(checkboxes.map((box) => [attr(box, 'name'), attr(box, 'value')])).toEqual([
      ['accessoryTypes', 'ribbon-satin-10x1000-gold'],
      ['accessoryTypes', 'seal-rund-30x30-gold'],
      ['accessoryTypes', 'bow-satin-60x40-rose'],
    ]);
    expect(ticked).toEqual([]);
    expect(text).toContain('Zubehör zu jeder Karte');
    expect(text).toContain('Band, Gold 0,45 € pro Karte');
    expect(text).toContain('Siegel, Gold 0,40 € pro Karte');
    expect(text).toContain('Schleife, rosé 0,75 € 0,60 € pro Karte');
    expect(text).not.toContain('Zubehör pro Karte');
    expect(cta).not.toContain('accessoryTypes');
  });

  it('adds the accessories the page URL ticks to every card, and hands them to the designer', () => {
    const { text, ticked, cta } = renderCard({ quantity: '100', accessoryTypes: 'seal-rund-30x30-gold,ribbon-satin-10x1000-gold' });
    expect(ticked).toEqual(['ribbon-satin-10x1000-gold', 'seal-rund-30x30-gold']);
    expect(text).toContain('Zubehör pro Karte 0,85 €');
    // 100 × (1,79 € + 0,95 € + 0,45 € + 0,40 €) = 359,00 €; the originals: 100 × (2,20 € + 0,95 € + 0,85 €) = 400,00 €.
    expect(text).toMatch(/Gesamt für 100 Karten 400,00 € 359,00 €/);
    expect(cta).toBe(
      '/configurator-card?themeId=2048&quantity=100&locale=de-DE&envelope=standard&accessoryTypes[]=ribbon-satin-10x1000-gold&accessoryTypes[]=seal-rund-30x30-gold',
    );
  });

  it('ignores accessories of the page URL the theme does not offer, and sums a discounted one by its original too', () => {
    const { text, ticked, cta } = renderCard({ envelope: 'none', accessoryTypes: 'pen-gold,bow-satin-60x40-rose,ribbon-nope' });
    expect(ticked).toEqual(['bow-satin-60x40-rose']);
    expect(text).toContain('Zubehör pro Karte 0,75 € 0,60 €');
    // 50 × (2,01 € + 0,60 €) = 130,50 €, instead of 50 × (2,01 € + 0,75 €) = 138,00 €.
    expect(text).toMatch(/Gesamt für 50 Karten 138,00 € 130,50 €/);
    expect(cta).toBe('/configurator-card?themeId=2048&quantity=50&locale=de-DE&accessoryTypes[]=bow-satin-60x40-rose');
  });

  it('prices the accessories in the locale’s currency and number format (spec §9: CHF grouped with an apostrophe)', () => {
    const { text } = renderCard({ quantity: '1000', accessoryTypes: 'ribbon-satin-10x1000-gold' }, 'de-CH');
    // The fixture's tiers stand for any currency: 1000 × (1.79 + 0.95 + 0.45) = 3'190.00 CHF, originally 1000 × (2.20 + 0.95 + 0.45).
    expect(text).toContain('Band, Gold 0.45 CHF pro Karte');
    expect(text).toMatch(/Gesamt für 1000 Karten 3'600.00 CHF 3'190.00 CHF/);
  });
});
