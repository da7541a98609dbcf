import { hydrateRoot } from 'react-dom/client';
import { createTranslator } from '../shared/i18n/translator';
import type { PageQueryKey, ShopData } from '../shared/shop-data';
import { BrowserContext } from '../shared/ui/browser';
import { ThemeCardOrder } from '../shared/ui/catalogue/ThemeCardOrder';
import { ShopContext } from '../shared/ui/shop-context';
import { browser } from './browser';
import { readKeptPageData } from './kept-page-data';

/** The page URL's fields of the card calculator's form (src/shared/ui/catalogue/CardOrderCalculator.tsx). */
const CHOICE_FIELDS = ['quantity', 'envelope', 'accessoryTypes'] as const;

/**
 * Hydrates a theme page's card calculator in its slot (./card-order.ts) as a root of its own, from
 * the data the server rendered it with. A choice the shopper made before the code arrived is read
 * from the form and starts the calculator, so nothing chosen is lost.
 */
export async function hydrateCardOrder(slot: HTMLElement): Promise<void> {
  const data = await readKeptPageData();
  if (!data || data.page.kind !== 'theme') return;
  const form = slot.querySelector('form');
  const pageQuery: Partial<Record<PageQueryKey, string>> = { ...data.pageQuery };
  if (form && changedSinceServer(form)) {
    // A choice made before the code arrived starts the calculator and goes into the URL, as every later one does.
    const sent = new FormData(form);
    for (const name of CHOICE_FIELDS) {
      const values = sent.getAll(name).map(String);
      if (values.length > 0) pageQuery[name] = values.join(',');
      else delete pageQuery[name];
    }
    browser.replaceQuery((query) => {
      for (const name of CHOICE_FIELDS) {
        const value = pageQuery[name];
        if (value) query.set(name, value);
        else query.delete(name);
      }
      return query;
    });
  }
  const chosen: ShopData = { ...data, pageQuery };
  hydrateRoot(
    slot,
    <BrowserContext.Provider value={browser}>
      <ShopContext.Provider value={{ data: chosen, t: createTranslator(chosen.locale, chosen.messages) }}>
        <ThemeCardOrder page={data.page} />
      </ShopContext.Provider>
    </BrowserContext.Provider>,
  );
}

/** Whether the shopper changed a field of the server's form: a select's option or a checkbox no longer as the server wrote it. */
function changedSinceServer(form: HTMLFormElement): boolean {
  return (
    [...form.querySelectorAll('option')].some((option) => option.selected !== option.defaultSelected) ||
    [...form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].some((box) => box.checked !== box.defaultChecked)
  );
}
