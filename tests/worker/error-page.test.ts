import { describe, expect, it } from 'vitest';
import kartenliebeDe from '../../src/worker/content/demo/stories/kartenliebe/de.json';
import wallartIt from '../../src/worker/content/demo/stories/wallart/it.json';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// spec §2 error page: the content service's error story of the locale, error details only with
// their flag.
const errorHeadline = (file: { stories: { slug: string; content: unknown }[] }) =>
  (file.stories.find((story) => story.slug === 'error')?.content as { body: { text?: string }[] }).body[0]?.text;

describe('error page', () => {
  it('shows the error story of the locale under the message, for unknown paths in two languages', async () => {
    const german = await fetchShop('https://kartenliebe.de/gibt-es-nicht/');
    expect(german.status).toBe(404);
    const html = await german.text();
    expect(html).toContain('Page not found: /gibt-es-nicht/');
    expect(html).toContain(`<h1>${errorHeadline(kartenliebeDe)}</h1>`);
    const italian = await (await fetchShop('https://wallart.it/non-esiste')).text();
    expect(italian).toContain(`<h1>${errorHeadline(wallartIt)}</h1>`);
    expect(italian).not.toContain('class="error-details"');
  });

  it('keeps its own texts for errors the story is not written for', async () => {
    const html = await (await fetchShopWithVars('https://kartenliebe.de/warenkorb/', { SHOP_BACKEND_ORIGIN: '' })).text();
    expect(html).not.toContain(`${errorHeadline(kartenliebeDe)}`);
    expect(html).toContain('<h1>');
  });
});
