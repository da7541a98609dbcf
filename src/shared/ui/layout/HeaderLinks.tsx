import { ShopLinks } from '../shell/BurgerLevels';
import { useShop } from '../shop-context';
import { LanguageChoice } from './LanguageChoice';

/**
 * The header's links that never change in the browser: the brand switch (shown from 1000 px) and
 * the language choice (decision 074). One kept slot for both, so the header's own code names
 * neither (decision 024).
 */
export function HeaderLinks() {
  const { t } = useShop();
  return (
    <>
      <nav className="shop-links" aria-label={t('header.brands')}>
        <ShopLinks />
      </nav>
      <LanguageChoice />
    </>
  );
}
