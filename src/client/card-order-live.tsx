import { createTranslator } from '../shared/i18n/translator';
import { BrowserContext } from '../shared/ui/browser';
import { ThemeCardOrder } from '../shared/ui/catalogue/ThemeCardOrder';
import { ShopContext } from '../shared/ui/shop-context';
import { browser } from './browser';
import { hydrateSlot } from './hydrate-slot';
import { readKeptPageData } from './kept-page-data';

/**
 * Hydrates a theme page's card calculator in its slot (./woken-blocks.ts) as a root of its own, from
 * the data the server rendered it with. It hydrates as the server rendered (one started from
 * another choice would not match the server's markup, React error 418); a choice the shopper made
 * in the form before it is live is chosen again once it is (./hydrate-slot.tsx), so nothing chosen
 * is lost; then `onLive` runs.
 */
export async function hydrateCardOrder(slot: HTMLElement, onLive: () => void): Promise<void> {
  const data = await readKeptPageData();
  if (data?.page.kind !== 'theme') return;
  hydrateSlot(
    slot,
    <BrowserContext.Provider value={browser}>
      <ShopContext.Provider value={{ data, t: createTranslator(data.locale, data.messages) }}>
        <ThemeCardOrder page={data.page} />
      </ShopContext.Provider>
    </BrowserContext.Provider>,
    'ThemeCardOrder',
    onLive,
  );
}
