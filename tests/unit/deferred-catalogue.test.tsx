import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FormatPrice } from '../../src/shared/catalogue/listing';
import type { Block } from '../../src/shared/content/story';
import { BlockList } from '../../src/shared/ui/blocks/BlockList';
import { CatalogueReadsContext } from '../../src/shared/ui/catalogue/DeferredCatalogue';
import { cleanBlocks } from '../../src/worker/content/clean-blocks';
import { parseHtml, textOf } from '../support/dom';
import { inShop } from '../support/render-block';

// Issue "Fast by default": the page streams before its catalogue reads settle; each catalogue
// block holds its place with its loading state and streams in filled, with its answer beside it
// for the browser to hydrate from.

// Parsed as the server parses a page's blocks; the server's catalogue reads name the second.
const [headline, formats] = cleanBlocks(
  [
    { _uid: 'h1', component: 'Headline', text: 'Deine Fotos', level: '1' },
    { _uid: 'f1', component: 'FormatsAndPrices', headline: 'Formate & Preise', materialType: 'poster', formats: ['130x90'] },
  ],
  'test',
);
const blocks = [headline, { ...formats, catalogueRef: 'c0' }] as Block[];
const prices: FormatPrice[] = [{ format: '130x90', price: { current: 0.25, original: null } }];

async function startRender(read: Promise<unknown>) {
  const stream = await renderToReadableStream(
    <CatalogueReadsContext.Provider value={new Map([['c0', read]])}>
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

describe('catalogue blocks behind the page', () => {
  it('sends the page before the catalogue answers, the block in its loading state', async () => {
    let answer: (value: unknown) => void = () => {};
    const { first, rest } = await startRender(new Promise((resolve) => (answer = resolve)));
    const shell = textOf(parseHtml(first));
    expect(shell).toContain('Deine Fotos');
    expect(shell).toContain('Formate & Preise');
    expect(first).toContain('aria-busy="true"');
    expect(shell).not.toContain('0,25');

    answer(prices);
    const page = first + (await rest());
    const shown = textOf(parseHtml(page)).replace(/\u00a0/g, ' ');
    expect(shown).toContain('13 × 9 cm 0,25 €');
    // The answer is written into the page for the browser (src/shared/ui/Deferred.tsx).
    expect(page).toContain('id="deferred-catalogue-c0"');
    expect(JSON.parse(/id="deferred-catalogue-c0"[^>]*>([^<]*)</.exec(page)?.[1] ?? 'null')).toEqual(prices);
  });

  it('shows "not available" when the read settles without an answer', async () => {
    const { first, rest } = await startRender(Promise.resolve(null));
    const shown = textOf(parseHtml(first + (await rest())));
    expect(shown).toContain('Die Preise können gerade nicht geladen werden.');
  });
});
