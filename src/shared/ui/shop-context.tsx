import { createContext, useContext } from 'react';
import type { Translate } from '../i18n/translator';
import type { ShopData } from '../shop-data';

interface ShopContextValue {
  data: ShopData;
  t: Translate;
}

export const ShopContext = createContext<ShopContextValue | null>(null);

/** The page's ShopData and its translate function; only inside `<App>`. */
export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop() used outside <App>');
  return value;
}
