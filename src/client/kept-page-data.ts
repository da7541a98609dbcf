import type { Messages } from '../shared/i18n/translator';
import { type HydrationData, SHOP_DATA_ELEMENT_ID, type ShopData } from '../shared/shop-data';

/**
 * The page's data as a module beside the entry reads it (decision 054): the JSON the server wrote,
 * with the messages of its language, read once for every root of the page that hydrates from it
 * (a visitor's page, a theme page's card calculator, the blocks that wake on touch). The entry
 * imports the same messages module: one download, one instance. Null when the page has none.
 */
let read: Promise<ShopData | null> | undefined;
export function readKeptPageData(): Promise<ShopData | null> {
  read ??= readOnce();
  return read;
}

async function readOnce(): Promise<ShopData | null> {
  const dataElement = document.getElementById(SHOP_DATA_ELEMENT_ID);
  if (!dataElement?.textContent) return null;
  const { messagesUrl, ...hydration } = JSON.parse(dataElement.textContent) as HydrationData;
  const module: { default?: Messages } = await import(messagesUrl);
  const messages = module.default;
  if (!messages) throw new Error(`no messages in ${messagesUrl}`);
  return { ...hydration, messages };
}
