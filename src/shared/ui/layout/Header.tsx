import { START_PATH } from '../../routing/paths';
import { useBrowser } from '../browser';
import { BurgerPanel, ShopLinks } from '../shell/BurgerPanel';
import { LocationBanner } from '../shell/LocationBanner';
import { LoginDialog } from '../shell/LoginDialog';
import { MainNavigation } from '../shell/MainNavigation';
import { useShell } from '../shell/Shell';
import { SubNavigation } from '../shell/SubNavigation';
import { useShop } from '../shop-context';
import { Logo } from './Logo';

/**
 * The page header (spec §2 "Header and navigation"): logo to the platform's start path, the app
 * header's back button on desktop, the brand switch, the info items (magazine, service, account,
 * cart), the burger below 1000 px and the main navigation with flyouts and the sub-navigation
 * bar from 1000 px.
 */
export function Header() {
  const { data, t } = useShop();
  const browser = useBrowser();
  const { burger, burgerDo, dialogDo } = useShell();
  // spec §2: the app header's back button is hidden on the desktop start path.
  const showBack = data.platform === 'desktop' && !data.path.replace(/\/$/, '').endsWith(START_PATH.desktop);
  const info = data.navigation.infoItems;
  const account = info.find((item) => item.type === 'account') ?? null;

  return (
    <>
      <header className="site-header">
        {showBack && (
          <button type="button" className="back-button" onClick={() => browser?.goBack()}>
            {t('header.back')}
          </button>
        )}
        <a className="logo" href={data.startPath} aria-label={t('header.home', { brand: data.brandName })}>
          <Logo channel={data.channel} brandName={data.brandName} />
        </a>
        <nav className="shop-links" aria-label={t('header.brands')}>
          <ShopLinks />
        </nav>
        <ul className="info-items" aria-label={t('shell.infoItems')}>
          {info.map((item) =>
            item.type === 'account' ? (
              // spec §2: logged out, the account item opens the log-in dialog.
              <li key={item.type}>
                <button type="button" className={`info-item info-item--${item.type}`} onClick={() => dialogDo({ type: 'open', dialogType: 'login' })}>
                  {item.text}
                </button>
              </li>
            ) : (
              <li key={item.type}>
                <a className={`info-item info-item--${item.type}`} href={item.href}>
                  {item.text}
                </a>
              </li>
            ),
          )}
        </ul>
        <button
          type="button"
          className="menu-button"
          aria-expanded={burger.isOpen}
          aria-controls="burger"
          onClick={() => burgerDo({ type: 'toggle' })}
        >
          {t('header.menu')}
        </button>
      </header>
      <BurgerPanel />
      <MainNavigation />
      <SubNavigation />
      <LoginDialog accountHref={account?.href ?? null} />
      <LocationBanner />
    </>
  );
}
