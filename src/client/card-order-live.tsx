import { hydrateRoot } from 'react-dom/client';
import { createTranslator } from '../shared/i18n/translator';
import { BrowserContext } from '../shared/ui/browser';
import { ThemeCardOrder } from '../shared/ui/catalogue/ThemeCardOrder';
import { ShopContext } from '../shared/ui/shop-context';
import { browser } from './browser';
import { readKeptPageData } from './kept-page-data';

/**
 * Hydrates a theme page's card calculator in its slot (./card-order.ts) as a root of its own, from
 * the data the server rendered it with. A choice the shopper made in the form before it is live is
 * chosen once it is, so nothing chosen is lost.
 */
export async function hydrateCardOrder(slot: HTMLElement): Promise<void> {
  const data = await readKeptPageData();
  if (data?.page.kind !== 'theme') return;
  // What the form shows now that the server did not write: the shopper's, until React takes the
  // fields over. The calculator hydrates as the server rendered (one started from another choice
  // would not match the server's markup) and then takes it, on top of any choice made meanwhile.
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
