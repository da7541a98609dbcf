import { describe, expect, it } from 'vitest';
import { BLOCKS } from '../../src/shared/ui/blocks/registry';
import { storyblokComponents } from '../../src/worker/features/content/component-schema';

// `npm run content:schema` (issue "Blocks" 7): the components a Storyblok space imports, the
// same blocks and fields the code renders.
const components = storyblokComponents();
const byName = new Map(components.map((component) => [component.name, component]));

describe('Storyblok components from the block schemas', () => {
  it('has the Page and the product page as roots, every rendered block, and the nested item components', () => {
    expect(components.filter((component) => component.is_root).map((component) => component.name)).toEqual(['Page', 'ProductPage']);
    // spec §3 teaser page fields: teaser, uspTeaser, calculator, sku.
    const product = byName.get('ProductPage')!.schema;
    expect(product.teaser).toMatchObject({ type: 'bloks', component_whitelist: ['Teaser'] });
    expect(product.calculator).toMatchObject({ type: 'bloks', component_whitelist: ['Calculator'] });
    expect(product.uspTeaser).toMatchObject({ type: 'bloks', component_whitelist: ['UspTeaser'] });
    expect(product.sku).toMatchObject({ type: 'text' });
    for (const name of Object.keys(BLOCKS)) expect(byName.get(name)?.is_nestable, name).toBe(true);
    for (const item of ['BentoItem', 'ProductMatrixItem', 'ShopItem', 'SubTeaserItem', 'UspItem'])
      expect(byName.has(item), item).toBe(true);
    expect(byName.get('Page')?.schema.body).toMatchObject({ type: 'bloks', component_whitelist: Object.keys(BLOCKS).sort() });
  });

  it('gives each field the Storyblok type of what the code reads', () => {
    const teaser = byName.get('Teaser')!.schema;
    expect(teaser.headline).toMatchObject({ type: 'text', required: true });
    expect(teaser.image).toMatchObject({ type: 'asset', filetypes: ['images'] });
    expect(teaser.ctaLink).toMatchObject({ type: 'multilink' });
    expect(teaser.subline?.required).toBeUndefined();
    expect(byName.get('Text')!.schema.text).toMatchObject({ type: 'richtext' });
    expect(byName.get('Headline')!.schema.level).toMatchObject({
      type: 'option',
      options: [{ value: '1' }, { value: '2' }, { value: '3' }],
    });
    expect(byName.get('SubTeaser')!.schema.items).toMatchObject({ type: 'bloks', component_whitelist: ['SubTeaserItem'] });
    expect(byName.get('SizeOverview')!.schema.formats).toMatchObject({ type: 'options' });
    expect(byName.get('Information')!.schema.showDeliveryCountdown).toMatchObject({ type: 'boolean' });
    expect(byName.get('ABContent')!.schema.on).toMatchObject({ type: 'bloks' });
    // Colours are picked with the colour-selector plugin (decision 043).
    expect(byName.get('CalculatorLabel')!.schema.backgroundColor).toMatchObject({ type: 'custom', field_type: 'storyblok-colorpicker' });
    expect(teaser.ctaBackgroundColor).toMatchObject({ type: 'custom', field_type: 'storyblok-colorpicker' });
  });

  it('numbers the fields in the order the schema declares them', () => {
    const positions = Object.values(byName.get('Teaser')!.schema).map((field) => field.pos);
    expect(positions).toEqual(positions.map((_, index) => index));
  });
});
