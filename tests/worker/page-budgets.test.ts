import { describe, expect, it } from 'vitest';
import { visibleText } from '../support/visible-text';
import { fetchShop } from './worker-fetch';

// Issue 11 "Fewer bytes" and "Budgets" (decision 021): the home page's HTML stays small, its data
// carries no translations, and every file it loads is named by its content and kept for a year.
const KB = 1024;

async function gzipSize(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

function pageData(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="shop-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no page data in the page');
  return JSON.parse(json) as Record<string, unknown>;
}

describe('the home page', () => {
  for (const host of ['kartenliebe.de', 'wallart.de']) {
    it(`of ${host} is at most 15 KB of gzip HTML, with the translations in a file of their own`, async () => {
      const response = await fetchShop(`https://${host}/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(await gzipSize(html)).toBeLessThanOrEqual(15 * KB);
      const data = pageData(html);
      expect(data).not.toHaveProperty('messages');
      expect(data.messagesUrl).toMatch(/^\/assets\/messages-[A-Z0-9]{8}\.js$/);
      // The page preloads its translations with the code, so the client waits for neither in turn.
      expect(html).toContain(`<link rel="modulepreload" href="${data.messagesUrl}"/>`);
    });
  }

  it('loads only files named by their content, each kept for a year', async () => {
    const html = await (await fetchShop('https://kartenliebe.de/')).text();
    const files = [...html.matchAll(/<(?:link|script)[^>]+(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(2);
    for (const file of new Set(files)) {
      expect(file).toMatch(/^\/assets\/[\w-]+-[A-Z0-9]{8}\.(js|css)$/);
      const asset = await fetchShop(`https://kartenliebe.de${file}`);
      expect(asset.status, file).toBe(200);
      expect(asset.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
      await asset.arrayBuffer();
    }
    // A public file without a hash in its name may change with a deploy.
    const favicon = await fetchShop('https://kartenliebe.de/favicon.svg');
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('links the stylesheet after the content when its first blocks need only the inlined rules', async () => {
    const html = await (await fetchShop('https://kartenliebe.de/')).text();
    const stylesheet = html.indexOf('rel="stylesheet"');
    expect(stylesheet).toBeGreaterThan(html.indexOf('</head>'));
    // A page of a heading and text paints with the inlined rules alone.
    const imprint = await (await fetchShop('https://kartenliebe.de/impressum/')).text();
    expect(imprint.indexOf('rel="stylesheet"')).toBeGreaterThan(imprint.indexOf('</head>'));
    // A heading and a paragraph over a grid: the grid is on the first screen, and its rules with it
    // (decision 080), or the grid would move when they arrive.
    const giftIdeas = await (await fetchShop('https://kartenliebe.de/geschenkideen/')).text();
    expect(giftIdeas.indexOf('rel="stylesheet"')).toBeLessThan(giftIdeas.indexOf('</head>'));
    // The error page's action bar is at the top: its rules are in the file, linked in the head.
    const error = await (await fetchShop('https://kartenliebe.de/gibt-es-nicht/')).text();
    expect(error.indexOf('rel="stylesheet"')).toBeLessThan(error.indexOf('</head>'));
  });

  it('carries no text of the blocks that keep the server’s markup, which the browser never renders', async () => {
    const html = await (await fetchShop('https://kartenliebe.de/')).text();
    const data = pageData(html) as { page: { story: { content: { body: Record<string, unknown>[] } } } };
    const [teaser] = data.page.story.content.body;
    // The first block is a teaser: its headline is in the page once, in the HTML.
    expect(teaser).toEqual({ component: 'Teaser', _uid: expect.any(String) });
    expect(visibleText(html)).toContain('Karten, die von Herzen kommen');
  });
});
