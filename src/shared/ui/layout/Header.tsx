import { useState } from 'react';
import { START_PATH } from '../../routing/paths';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import { Logo } from './Logo';

/**
 * The page header (spec §2 "Header and navigation"): the logo linking to the platform's start
 * path, the app header's back button on desktop, and the menu with the switch to the other brand.
 */
export function Header() {
  const { data, t } = useShop();
  const browser = useBrowser();
  const [menuOpen, setMenuOpen] = useState(false);
  // spec §2: the app header's back button is hidden on the desktop start path.
  const showBack = data.platform === 'desktop' && !data.path.replace(/\/$/, '').endsWith(START_PATH.desktop);

  return (
    <header className="site-header">
      {showBack && (
        <button type="button" className="back-button" onClick={() => browser?.goBack()}>
          {t('header.back')}
        </button>
      )}
      <a className="logo" href={data.startPath} aria-label={t('header.home', { brand: data.brandName })}>
        <Logo channel={data.channel} brandName={data.brandName} />
      </a>
      <button
        type="button"
        className="menu-button"
        aria-expanded={menuOpen}
        aria-controls="site-menu"
        onClick={() => setMenuOpen((open) => !open)}
      >
        {t('header.menu')}
      </button>
      <nav id="site-menu" className="site-menu" aria-label={t('header.navigation')} hidden={!menuOpen}>
        <h2 className="site-menu__title">{t('header.brands')}</h2>
        <ul>
          {data.channelLinks.map((link) => (
            <li key={link.channel}>
              <a href={link.href} aria-current={link.channel === data.channel ? 'true' : undefined}>
                {link.brandName}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
