import { hydrateRoot } from 'react-dom/client';
import { createTranslator } from '../shared/i18n/translator';
import { BrowserContext } from '../shared/ui/browser';
import { ThemeCardOrder } from '../shared/ui/catalogue/ThemeCardOrder';
import { ShopContext } from '../shared/ui/shop-context';
import { browser } from './browser';
import { readKeptPageData } from './kept-page-data';

/**
 * Hydrates a theme page's card calculator in its slot (./card-order.ts) as a root of its own, from
 * the data the server rendered it with. A choice the shopper made before the code arrived is read
 * from the form and chosen once it is live, so nothing chosen is lost.
 */
export async function hydrateCardOrder(slot: HTMLElement): Promise<void> {
  const data = await readKeptPageData();
  if (!data || data.page.kind !== 'theme') return;
  // A choice made before the code arrived: hydrated as the server rendered, then chosen (a
  // calculator started from it would not match the server's markup).
  const form = slot.querySelector('form');
  const sent = form && changedSinceServer(form) ? new FormData(form) : null;
  const pending = sent
    ? {
        quantity: Number(sent.get('quantity')),
        envelope: sent.get('envelope') === 'none' ? ('none' as const) : ('standard' as const),
        accessories: sent.getAll('accessoryTypes').map(String),
      }
    : undefined;
  hydrateRoot(
    slot,
    <BrowserContext.Provider value={browser}>
      <ShopContext.Provider value={{ data, t: createTranslator(data.locale, data.messages) }}>
        <ThemeCardOrder page={data.page} pending={pending} />
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
