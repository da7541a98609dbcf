import { describe, expect, it } from 'vitest';
import deDE from '../../locales/de-DE.json';
import enGB from '../../locales/en-GB.json';
import esES from '../../locales/es-ES.json';
import frFR from '../../locales/fr-FR.json';
import itIT from '../../locales/it-IT.json';
import nlNL from '../../locales/nl-NL.json';
import { allElements, attr, type Element, getByRole, parseHtml, textOf } from '../support/dom';
import { pageStory, seedSpace, storyblokVars } from './storyblok';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// The channel flags of spec §3 that change what a shopper sees (decision 086, extending 003):
// condolencebooksAvailable and guestbooksAvailable (the card brand's), showInfoInPhotobookDropdown
// (the card brand's) and collagePdpBeforeDesigner (the poster brand's). pricesInProductOverview,
// true on both, is tests/worker/product-overview.test.ts.

const SPACE = '2860';

/** The elements of a page's main region. */
async function mainOf(url: string, response?: Response): Promise<Element[]> {
  response ??= await fetchShop(url);
  expect(response.status, url).toBe(200);
  return allElements(getByRole(parseHtml(await response.text()), 'main'));
}

describe('photo books for an occasion (spec §3 condolencebooksAvailable, guestbooksAvailable)', () => {
  interface SetAnswer {
    categoryIds: string[];
    groups: { photobookType: string; format: string; templateId: string; categoryIds: string[] }[];
  }
  const set = (host: string, path: string) => fetchShop(`https://${host}/web-api/photobook-design-group-set/${path}`);

  it('answers the condolence and guest book sets where the channel offers them, and not where it does not', async () => {
    for (const [id, category] of [
      ['304', 'kondolenzbuch'],
      ['305', 'gaestebuch'],
    ] as const) {
      const offered = await set('kartenliebe.de', id);
      expect(offered.status, id).toBe(200);
      const { groups } = (await offered.json()) as SetAnswer;
      expect(groups, id).toHaveLength(16);
      expect(groups.every((group) => group.categoryIds.includes(category) && group.templateId.startsWith(id))).toBe(true);
      // Asked by its category, on the card brand: the set's groups; on the poster brand, nothing of it.
      expect(((await (await set('kartenliebe.de', `${id}?categoryIds[]=${category}`)).json()) as SetAnswer).groups).toHaveLength(16);
      for (const path of [id, `${id}?categoryIds[]=${category}`]) {
        const refused = await set('wallart.de', path);
        expect(refused.status, path).toBe(404);
        expect(((await refused.json()) as { error: { field: string } }).error.field).toBe('designGroupSetId');
      }
    }
    // The other sets are the same on both brands.
    for (const host of ['kartenliebe.de', 'wallart.de']) {
      expect(((await (await set(host, '302?categoryIds[]=hochzeit')).json()) as SetAnswer).groups, host).toHaveLength(16);
    }
  });

  it('hands a condolence or guest book off with its set’s templates only where the channel offers it, on the page and in the price call', async () => {
    const book = (channel: string, slug: string, setId: string) =>
      pageStory(`${channel}/de/${slug}`, 'Kondolenzbuch', {
        body: [
          {
            _uid: `${slug}-calculator`,
            component: 'Calculator',
            headline: 'Buch gestalten',
            product: 'photobook',
            options: [],
            labels: [],
            designId: setId,
          },
        ],
      });
    await seedSpace(SPACE, {
      published: [
        book('kartenliebe', 'kondolenzbuch', '304'),
        book('wallart', 'kondolenzbuch', '304'),
        book('wallart', 'gaestebuch', '305'),
      ],
    });
    const vars = storyblokVars(SPACE, { PAGE_CACHE_SECONDS: '0' });
    const page = async (url: string) => {
      const response = await fetchShopWithVars(url, vars);
      expect(response.status, url).toBe(200);
      return response.text();
    };
    // Every kind and format of the card brand's condolence book opens the designer with its template.
    const offered = await page('https://kartenliebe.de/kondolenzbuch/');
    expect(offered.match(/templateId=304\d{3}/g)?.length).toBeGreaterThanOrEqual(16);
    // The poster brand's page sells a plain photo book: no template of the set.
    for (const url of ['https://wallart.de/kondolenzbuch', 'https://wallart.de/gaestebuch']) {
      const plain = await page(url);
      expect(plain, url).toContain('photobookPrinting=echtfotobuch');
      expect(plain, url).not.toContain('templateId=');
    }
    // The price call answers the same.
    const reference = async (host: string, setId: string) =>
      JSON.stringify(await (await fetchShop(`https://${host}/web-api/calculator/reference?product=photobook&designId=${setId}`)).json());
    expect(await reference('kartenliebe.de', '305')).toMatch(/templateId=305\d{3}/);
    expect(await reference('wallart.de', '305')).not.toContain('templateId=');
    expect(await reference('wallart.de', '301')).toMatch(/templateId=301\d{3}/);
  });
});

describe('the photo book kinds in the calculator (spec §3 showInfoInPhotobookDropdown)', () => {
  const KINDS = ['digitalfotobuch', 'echtfotobuch', 'fotoheft'] as const;
  const options = async (url: string) =>
    (await mainOf(url))
      .filter((element) => element.tagName === 'select' && attr(element, 'name') === 'materialType')
      .flatMap((select) => allElements(select).filter((element) => element.tagName === 'option'))
      .map((option) => ({ value: attr(option, 'value'), text: textOf(option) }));

  it('says what each kind is on the card brand, in each language', async () => {
    for (const [host, messages] of [
      ['kartenliebe.de', deDE],
      ['kartenliebe.co.uk', enGB],
      ['kartenliebe.es', esES],
      ['kartenliebe.fr', frFR],
      ['kartenliebe.it', itIT],
      ['kartenliebe.nl', nlNL],
    ] as const) {
      const shown = await options(`https://${host}/products/fotobuch/`);
      expect(shown.map((option) => option.value)).toEqual(KINDS);
      for (const { value, text } of shown) {
        const kind = value as (typeof KINDS)[number];
        const { photobookKinds, photobookKindInfo } = messages.calculator;
        expect(text, `${host} ${kind}`).toBe(`${photobookKinds[kind]}, ${messages.designer.laminations.matt} – ${photobookKindInfo[kind]}`);
      }
    }
  });

  it('names the kinds only on the poster brand', async () => {
    const shown = await options('https://wallart.de/products/fotobuch');
    expect(shown.map((option) => option.text)).toEqual([
      'Digitaldruck-Fotobuch, Goldveredelung, Glanzkaschierung',
      'Echtfotobuch, Goldveredelung, Glanzkaschierung',
      'Fotoheft, Goldveredelung, Glanzkaschierung',
    ]);
  });
});

describe('a collage’s way to the designer (spec §3 collagePdpBeforeDesigner)', () => {
  /** The links of the collage designs of the gift ideas page: each card of the list, and the detail's call to action. */
  async function collageLinks(url: string): Promise<{ cards: string[]; detail: string }> {
    const main = await mainOf(url);
    const inBlock = (variant: string) =>
      main.filter((element) => attr(element, 'class')?.includes(`block--${variant}`)).flatMap((block) => allElements(block));
    const cards = inBlock('collage-overview-wrapper').filter((element) => attr(element, 'class') === 'block--designs__card');
    const detail = inBlock('collage-detail-wrapper').find(
      (element) => element.tagName === 'a' && attr(element, 'class') === 'cta cta--primary',
    );
    return { cards: cards.map((card) => attr(card, 'href') ?? ''), detail: (detail && attr(detail, 'href')) ?? '' };
  }

  it('leads to the collage’s product page first, with its design, on the poster brand', async () => {
    const { cards, detail } = await collageLinks('https://wallart.de/geschenkideen');
    expect(cards.length).toBeGreaterThan(5);
    for (const href of [...cards, detail]) expect(href).toMatch(/^\/products\/collage\?designId=\d+$/);
    // In the page's language, with its prefix.
    expect((await collageLinks('https://wallart.ch/fr/idees-cadeaux')).detail).toMatch(/^\/fr\/products\/collage\?designId=\d+$/);
  });

  it('goes straight into the designer on the card brand', async () => {
    const { cards, detail } = await collageLinks('https://kartenliebe.de/geschenkideen/');
    expect(cards.length).toBeGreaterThan(5);
    for (const href of [...cards, detail]) expect(href).toMatch(/^\/configurator-collage\?designId=\d+&/);
  });

  it('hands the design on from the product page: its prices and every way into the designer carry it', async () => {
    const designNow = async (url: string) => {
      const link = (await mainOf(url)).find((element) => attr(element, 'class') === 'cta cta--primary calculator__cta');
      return new URLSearchParams((link && attr(link, 'href'))?.split('?')[1] ?? '');
    };
    const chosen = await designNow('https://wallart.de/products/collage?designId=7');
    expect(chosen.get('designId')).toBe('7');
    expect(chosen.get('materialType')).toBe('leinwand');
    // Without a design, the channel's default collage (spec §3 defaultCollageId).
    expect((await designNow('https://wallart.de/products/collage')).get('designId')).toBe('13');
    // The browser's later reads ask with the design: the page's calculator block carries it.
    const html = await (await fetchShop('https://wallart.de/products/collage?designId=7')).text();
    const data = /<script type="application\/json" id="shop-data"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    const { page } = JSON.parse(data) as { page: { story: { content: { body: { component: string; designId?: string }[] } } } };
    expect(page.story.content.body.find((block) => block.component === 'Calculator')?.designId).toBe('7');
  });
});
