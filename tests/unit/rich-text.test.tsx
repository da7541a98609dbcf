import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LinkContext } from '../../src/shared/content/links';
import { type RichTextNode, renderRichText } from '../../src/shared/ui/richtext/render-rich-text';
import {
  allElements,
  ancestors,
  attr,
  attrs,
  childElements,
  type Element,
  getAllByRole,
  getByRole,
  getByText,
  parseHtml,
  roleOf,
  textOf,
} from '../support/dom';
import { expectConsoleErrors } from '../support/fail-on-console-error';

// spec §3 rich text: every node type and mark, safe links only; §8: an unknown node logs an
// error and renders nothing; a render failure logs richtext-render-error.
const links: LinkContext = { channel: 'kartenliebe', language: 'de', prefix: '', platform: 'web', designerOrigin: null };
const html = (doc: RichTextNode, renderBlocks = () => null as never) => renderToStaticMarkup(renderRichText(doc, { links, renderBlocks }));
const doc = (...content: RichTextNode[]): RichTextNode => ({ type: 'doc', content });
const text = (value: string, ...marks: RichTextNode['marks'] & object): RichTextNode => ({ type: 'text', text: value, marks });
const p = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
/** The one element the rich text renders, holding its nodes (as a browser parses the markup). */
function container(out: string): Element {
  const body = allElements(parseHtml(out)).find((element) => element.tagName === 'body')!;
  const [found, ...more] = childElements(body);
  expect(more).toEqual([]);
  return found!;
}
/** Each node of the rich text in order: its role (its element where it has none) and its text. */
const outline = (out: string) => childElements(container(out)).map((element) => [roleOf(element) ?? element.tagName, textOf(element)]);

describe('rich text nodes', () => {
  it('renders every block node type', () => {
    const out = html(
      doc(
        { type: 'heading', attrs: { level: 3 }, content: [text('Titel')] },
        p(text('eins'), { type: 'hard_break' }, text('zwei')),
        { type: 'blockquote', content: [p(text('Zitat'))] },
        { type: 'bullet_list', content: [{ type: 'list_item', content: [p(text('a'))] }] },
        { type: 'ordered_list', attrs: { order: 3 }, content: [{ type: 'list_item', content: [p(text('c'))] }] },
        { type: 'code_block', content: [text('x < y')] },
        { type: 'horizontal_rule' },
        { type: 'image', attrs: { src: '/demo-assets/800x600/canvas.jpg', alt: 'Leinwand' } },
        { type: 'emoji', attrs: { name: 'heart', emoji: '❤️' } },
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [
                { type: 'tableHeader', content: [p(text('K'))] },
                { type: 'tableCell', attrs: { colspan: 2 }, content: [p(text('V'))] },
              ],
            },
          ],
        },
      ),
    );
    expect(outline(out)).toEqual([
      ['heading', 'Titel'],
      ['paragraph', 'eins zwei'],
      ['blockquote', 'Zitat'],
      ['list', 'a'],
      ['list', 'c'],
      ['pre', 'x < y'],
      ['separator', ''],
      ['img', ''],
      ['img', '❤️'],
      ['table', 'K V'],
    ]);
    const page = container(out);
    getByRole(page, 'heading', { level: 3, name: 'Titel' });
    // The hard break is a line break inside the paragraph.
    const [paragraph] = getAllByRole(page, 'paragraph');
    expect(childElements(paragraph!).map((element) => element.tagName)).toEqual(['br']);
    expect(getAllByRole(getByRole(page, 'blockquote'), 'paragraph').map(textOf)).toEqual(['Zitat']);
    const [bullets, numbers] = getAllByRole(page, 'list');
    expect([bullets!.tagName, attr(bullets!, 'start')]).toEqual(['ul', null]);
    expect([numbers!.tagName, attr(numbers!, 'start')]).toEqual(['ol', '3']);
    expect(getAllByRole(page, 'listitem').map(textOf)).toEqual(['a', 'c']);
    expect(textOf(getByRole(page, 'code'))).toBe('x < y');
    expect(attrs(getByRole(page, 'img', { name: 'Leinwand' }))).toEqual({
      src: '/demo-assets/800x600/canvas.jpg',
      alt: 'Leinwand',
      loading: 'lazy',
      decoding: 'async',
      // Its size from the file name, and its half-width copy for narrow screens (decision 025).
      width: '800',
      height: '600',
      srcset: '/demo-assets/400x300/canvas.jpg 400w, /demo-assets/800x600/canvas.jpg 800w',
      sizes: '(min-width: 832px) 800px, calc(100vw - 32px)',
    });
    expect(textOf(getByRole(page, 'img', { name: 'heart' }))).toBe('❤️');
    const table = getByRole(page, 'table');
    getByRole(table, 'columnheader', { name: 'K' });
    expect(attr(getByRole(table, 'cell', { name: 'V' }), 'colspan')).toBe('2');
  });

  it('renders every mark, the first one outermost', () => {
    const marks = ['bold', 'italic', 'strike', 'underline', 'code', 'superscript', 'subscript'].map((type) => ({ type }));
    const marked = html(doc(p(text('x', ...marks))));
    expect(outline(marked)).toEqual([['paragraph', 'x']]);
    // From the text outwards to its paragraph: subscript, superscript, code, underline, strike, emphasis, strong.
    const x = getByText(container(marked), 'x');
    const around = ancestors(x);
    const wrapped = [
      x,
      ...around.slice(
        0,
        around.findIndex((element) => element.tagName === 'p'),
      ),
    ];
    expect(wrapped.map((element) => element.tagName)).toEqual(['sub', 'sup', 'code', 'u', 's', 'em', 'strong']);
    const styled = container(
      html(
        doc(
          p(
            text('farbig', { type: 'textStyle', attrs: { color: '#c8102e' } }),
            text('hell', { type: 'highlight', attrs: { color: '#fff3a3' } }),
            text('a', { type: 'anchor', attrs: { id: 'faq' } }),
          ),
        ),
      ),
    );
    expect(attrs(getByText(styled, 'farbig'))).toEqual({ style: 'color:#c8102e' });
    const highlight = getByRole(styled, 'mark');
    expect([textOf(highlight), attrs(highlight)]).toEqual(['hell', { style: 'background-color:#fff3a3' }]);
    // An anchor other links can jump to.
    expect(attrs(getByText(styled, 'a'))).toEqual({ id: 'faq' });
  });

  it('writes links of type story, url, email and asset, and opens new tabs safely', () => {
    const link = (attrs: Record<string, unknown>) => text('hier', { type: 'link', attrs });
    expect(html(doc(p(link({ linktype: 'story', href: 'kartenliebe/de/fotokalender', anchor: 'preise' }))))).toContain(
      '<a href="/fotokalender/#preise">hier</a>',
    );
    expect(html(doc(p(link({ linktype: 'url', href: 'https://www.hahnemuehle.com/', target: '_blank' }))))).toContain(
      '<a href="https://www.hahnemuehle.com/" target="_blank" rel="noopener noreferrer">hier</a>',
    );
    expect(html(doc(p(link({ linktype: 'email', href: 'service@kartenliebe.example' }))))).toContain(
      '<a href="mailto:service@kartenliebe.example">hier</a>',
    );
    expect(html(doc(p(link({ linktype: 'asset', href: '/demo-assets/800x600/canvas.jpg' }))))).toContain(
      '<a href="/demo-assets/800x600/canvas.jpg">hier</a>',
    );
  });
});

describe('rich text against injection', () => {
  it('keeps script, markup and event handlers as text, and drops dangerous URLs and styles', () => {
    const out = html(
      doc(
        p(text('<script>alert(1)</script><img src=x onerror=alert(1)>')),
        p(text('js', { type: 'link', attrs: { linktype: 'url', href: 'javascript:alert(1)' } })),
        p(text('data', { type: 'link', attrs: { linktype: 'url', href: 'data:text/html,<script>alert(1)</script>' } })),
        p(text('proto', { type: 'link', attrs: { linktype: 'url', href: '//evil.example/' } })),
        p(text('mail', { type: 'link', attrs: { linktype: 'email', href: 'x" onclick="alert(1)' } })),
        p(text('css', { type: 'textStyle', attrs: { color: 'red;background:url(javascript:alert(1))' } })),
        p(text('cls', { type: 'styled', attrs: { class: 'x" onmouseover="alert(1)' } })),
        { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x' } },
        { type: 'heading', attrs: { level: '1 onclick=alert(1)' }, content: [text('h')] },
      ),
    );
    // No element, attribute or URL from the story survives; the markup is shown as text.
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/<[^>]+\son\w+=/i);
    expect(out).not.toMatch(/(href|src)="(javascript|data):/i);
    expect(out).not.toMatch(/evil\.example|url\(/i);
    expect(out).not.toContain('<a ');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('<h2>h</h2>');
  });
});

describe('rich text failures (spec §8)', () => {
  it('logs an unknown node and renders nothing for it, keeping its siblings', () => {
    const log = expectConsoleErrors();
    expect(outline(html(doc(p(text('vorher')), { type: 'marquee', content: [text('nein')] }, p(text('nachher')))))).toEqual([
      ['paragraph', 'vorher'],
      ['paragraph', 'nachher'],
    ]);
    expect(String(log.mock.calls[0])).toContain('richtext-unknown-node');
  });

  it('logs richtext-render-error and renders nothing when rendering fails', () => {
    const log = expectConsoleErrors();
    const failing = () => {
      throw new Error('broken block');
    };
    expect(html(doc(p(text('a')), { type: 'blok', attrs: { body: [{ component: 'X', _uid: '1' }] } }), failing)).toBe('');
    expect(String(log.mock.calls[0])).toContain('richtext-render-error');
  });
});
