import { describe, expect, it } from 'vitest';
import { fetchShop } from './worker-fetch';

// llms.txt (spec §2 lists it among the shop's pages; issue 31): per domain and locale, what the
// shop sells and its main pages, written from the content the pages show.

/** The meta description a page's HTML carries, as a reader would see it. */
async function pageDescription(url: string): Promise<string> {
  const html = await (await fetchShop(url)).text();
  const content = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return content
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

const linksOf = (text: string) => [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1] ?? '');

describe('llms.txt', () => {
  it('names the brand and sums up the shop with its start page’s own description', async () => {
    const response = await fetchShop('https://kartenliebe.de/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    const text = await response.text();
    const description = await pageDescription('https://kartenliebe.de/');
    expect(description.length).toBeGreaterThan(20);
    expect(
      text.startsWith(`# Kartenliebe\n\n> ${description}\n\nSprache: Deutsch. Währung: EUR. Startseite: https://kartenliebe.de/\n`),
    ).toBe(true);
  });

  it('lists the main navigation’s pages, each with that page’s description, and every link answers', async () => {
    const text = await (await fetchShop('https://wallart.ch/fr/llms.txt')).text();
    expect(text).toMatch(/^# Wallart\n/);
    expect(text).toContain('Langue\u202f: Français. Devise\u202f: CHF.');
    const products = text.split('\n## ')[1] ?? '';
    expect(products.startsWith('Produits\n')).toBe(true);
    const entries = [...products.matchAll(/^- \[([^\]]+)\]\((\S+)\)(?:: (.*))?$/gm)];
    expect(entries.length).toBeGreaterThanOrEqual(4);
    for (const [, , href, note] of entries) {
      expect(href).toMatch(/^https:\/\/wallart\.ch\/fr\//);
      expect(note, href).toBe(await pageDescription(href ?? ''));
    }
    const links = linksOf(text);
    expect(new Set(links).size).toBeGreaterThan(entries.length);
    for (const link of new Set(links)) {
      expect((await fetchShop(link)).status, link).toBe(200);
    }
  });

  it('leads to the other languages of the domain, and an unknown prefix goes the way of any path', async () => {
    const text = await (await fetchShop('https://kartenliebe.ch/it/llms.txt')).text();
    expect(text).toContain(
      '## Altre lingue\n\n- [Deutsch](https://kartenliebe.ch/llms.txt)\n- [Français](https://kartenliebe.ch/fr/llms.txt)',
    );
    expect((await fetchShop('https://kartenliebe.ch/fr/llms.txt')).status).toBe(200);
    const unknown = await fetchShop('https://kartenliebe.ch/xx/llms.txt');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toContain('/error');
    // A domain of one language names no other.
    expect(await (await fetchShop('https://kartenliebe.de/llms.txt')).text()).not.toContain('## Weitere Sprachen');
  });
});
