import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DesignPage, FormatsAnswer } from '../../src/shared/catalogue/listing';
import type { Block } from '../../src/shared/content/story';
import { BlockList } from '../../src/shared/ui/blocks/BlockList';
import { CatalogueReadsContext } from '../../src/shared/ui/catalogue/DeferredCatalogue';
import { cleanBlocks } from '../../src/worker/features/content/clean-blocks';
import { parseHtml, textOf } from '../support/dom';
import { inShop } from '../support/render-block';

// Issue "Fast by default": the page streams before its catalogue reads settle; each catalogue
// block holds its place with its loading state and streams in filled. A block the browser
// hydrates (a design list, which pages on with "show more") gets its answer written beside it; a
// block that keeps the server's markup (a price table, decision 024) does not need it.

// Parsed as the server parses a page's blocks; the server's catalogue reads name the last two.
const [headline, formats, feed] = cleanBlocks(
  [
    { _uid: 'h1', component: 'Headline', text: 'Deine Fotos', level: '1' },
    { _uid: 'f1', component: 'FormatsAndPrices', headline: 'Formate & Preise', materialType: 'poster', formats: ['130x90'] },
    { _uid: 'd1', component: 'Feed', headline: 'Karten für jeden Anlass', feedType: 'card', pageSize: '12' },
  ],
  'test',
);
const blocks = [headline, { ...formats, catalogueRef: 'c0' }, { ...feed, catalogueRef: 'c1' }] as Block[];
const prices: FormatsAnswer = { payload: { formats: [{ formatType: '130x90', priceCurrent: 0.25, priceOriginal: null }] } };
const designs: DesignPage = {
  items: [
    {
      kind: 'card',
      id: '2048',
      name: 'Eukalyptus',
      handOff: 'themeId=2048&quantity=50&locale=de-DE',
      image: '/demo-assets/600x600/design-card-x.jpg',
      price: { current: 1.49, original: null },
    },
  ],
  page: 1,
  pageSize: 12,
  total: 1,
};

async function startRender(reads: { prices: Promise<unknown>; designs: Promise<unknown> }) {
  const stream = await renderToReadableStream(
    <CatalogueReadsContext.Provider
      value={
        new Map([
          ['c0', reads.prices],
          ['c1', reads.designs],
        ])
      }
    >
      {inShop(
        // As on a page: the blocks sit inside the main element.
        <main>
          <BlockList blocks={blocks} />
        </main>,
      )}
    </CatalogueReadsContext.Provider>,
  );
  const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
  const rest = async () => {
    let html = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += chunk.value;
    return html;
  };
  return { first: (await reader.read()).value ?? '', rest };
}

/** The JSON a streamed part carries for the browser, or undefined without one. */
const carried = (html: string, ref: string) => {
  const json = new RegExp(`id="deferred-catalogue-${ref}"[^>]*>([^<]*)<`).exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe('catalogue blocks behind the page', () => {
  it('sends the page before the catalogue answers, each block in its loading state', async () => {
    let answer: (value: unknown) => void = () => {};
    let list: (value: unknown) => void = () => {};
    const { first, rest } = await startRender({
      prices: new Promise((resolve) => (answer = resolve)),
      designs: new Promise((resolve) => (list = resolve)),
    });
    const shell = textOf(parseHtml(first));
    expect(shell).toContain('Deine Fotos');
    expect(shell).toContain('Formate & Preise');
    expect(shell).toContain('Karten für jeden Anlass');
    expect(first.match(/aria-busy="true"/g)).toHaveLength(2);
    expect(shell).not.toContain('0,25');
    expect(shell).not.toContain('Eukalyptus');

    answer(prices);
    list(designs);
    const page = first + (await rest());
    const shown = textOf(parseHtml(page)).replace(/\u00a0/g, ' ');
    expect(shown).toContain('13 × 9 cm 0,25 €');
    expect(shown).toContain('Eukalyptus ab 1,49 € pro Karte');
    // The design list hydrates from the answer written beside it (src/shared/ui/Deferred.tsx);
    // the price table keeps the server's markup and carries none.
    expect(carried(page, 'c1')).toEqual(designs);
    expect(carried(page, 'c0')).toBeUndefined();
  });

  it('shows "not available" when a read settles without an answer', async () => {
    const { first, rest } = await startRender({ prices: Promise.resolve(null), designs: Promise.resolve(null) });
    const shown = textOf(parseHtml(first + (await rest())));
    expect(shown).toContain('Die Preise können gerade nicht geladen werden.');
    expect(shown).toContain('Die Designs können gerade nicht geladen werden.');
  });
});
