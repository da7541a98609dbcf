import { describe, expect, it } from 'vitest';
import { pageStory, seedSpace, storyblokVars } from './storyblok';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// The footer from the global config story (docs/content-model.md): hotline of the visitor's
// country, link columns, legal links; the domain's hotline when the story is missing.
/** The footer's content, which streams in after the page (the part from `<footer` on). */
const footerOf = (html: string) => html.slice(html.indexOf('<footer'));

describe('footer from the global config', () => {
  it('shows the hotline of the locale’s country and the legal links of the language', async () => {
    const swiss = footerOf(await (await fetchShop('https://kartenliebe.ch/fr/')).text());
    expect(swiss).toMatch(/href="tel:\+41\d+"/);
    expect(swiss).toContain('href="/fr/mentions-legales/"');
    expect(swiss).toContain('href="/fr/confidentialite/"');
    const french = footerOf(await (await fetchShop('https://kartenliebe.fr/')).text());
    expect(french).toMatch(/href="tel:\+33\d+"/);
    expect(french).toContain('href="/mentions-legales/"');
    const german = footerOf(await (await fetchShop('https://wallart.de/')).text());
    expect(german).toContain('href="/impressum"');
    expect(german).toContain('Zahlungsarten');
  });

  it('falls back to the domain’s hotline without a global config story', async () => {
    await seedSpace('2005', { published: [pageStory('kartenliebe/de/home', 'Start')] });
    const html = await (await fetchShopWithVars('https://kartenliebe.de/', storyblokVars('2005'))).text();
    expect(footerOf(html)).toContain('href="tel:+4930555');
  });
});
