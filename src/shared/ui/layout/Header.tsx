import { Fragment, type ReactNode, Suspense } from 'react';
import type { NavigationData } from '../../content/navigation';
import { START_PATH } from '../../routing/paths';
import { useBrowser } from '../browser';
import { ServerMarkup } from '../ServerMarkup';
import { BurgerPanel, preloadBurgerLevels } from '../shell/BurgerPanel';
import { MainNavigation } from '../shell/MainNavigation';
import { useShell } from '../shell/Shell';
import { SubNavigation } from '../shell/SubNavigation';
import { useShop } from '../shop-context';
import { splitComponent } from '../split-component';
import { useCustomer } from '../use-customer';

// The logo, the brand switch and the language choice never change in the browser: it keeps the server's markup of them,
// so their code is a chunk no page view loads (decision 024).
const Logo = splitComponent(() => import('./Logo').then((module) => module.Logo));
const Links = splitComponent(() => import('./HeaderLinks').then((module) => module.HeaderLinks));

// Dialogs open on a click, never in the server's HTML: their code loads when a visitor shows the
// intent to open one (pointer over or focus on its button, decision 021), so that it is usually in
// place by the click; until it is, the backdrop shows at once (issue 30, Build 6).
const LoginDialog = splitComponent(() => import('../shell/LoginDialog').then((module) => module.LoginDialog));
/** The whitelabel bar (decision 085): loaded only for a whitelabel customer. */
const WhitelabelBar = splitComponent(() => import('../shell/WhitelabelBar').then((module) => module.WhitelabelBar));
// A chunk that fails to load rejects, unhandled on purpose: the reload guard answers it (spec §4).
const preloadLoginDialog = () => void LoginDialog.preload();

/**
 * The page header (spec §2 "Header and navigation"): logo to the platform's start path, the app
 * header's back button on desktop, the brand switch, the language choice where the domain has
 * more than one (decision 074), the info items (magazine, service, account,
 * cart), the burger below 1000 px and the main navigation with flyouts and the sub-navigation
 * bar from 1000 px. Under the navigation, in the order of spec §2 error page: the page's action
 * bar, the whitelabel bar, the page's smartbanner (pages pass the bars they show).
 */
export function Header({ actionBar, smartbanner }: { actionBar?: ReactNode; smartbanner?: ReactNode } = {}) {
  const { data, t } = useShop();
  const browser = useBrowser();
  const { burger, burgerDo, dialog } = useShell();
  // spec §2: the app header's back button is hidden on the desktop start path.
  const showBack = data.platform === 'desktop' && !data.path.replace(/\/$/, '').endsWith(START_PATH.desktop);
  const info = data.navigation.infoItems;
  const customer = useCustomer();

  return (
    <>
      <header className="site-header">
        {showBack && (
          <button type="button" className="back-button" onClick={() => browser?.goBack()}>
            {t('header.back')}
          </button>
        )}
        <a className="logo" href={data.startPath} aria-label={t('header.home', { brand: data.brandName })}>
          <ServerMarkup fragment="logo">
            <Logo.Component channel={data.channel} brandName={data.brandName} />
          </ServerMarkup>
        </a>
        <ServerMarkup fragment="header-links">
          <Links.Component />
        </ServerMarkup>
        <ul className="info-items" aria-label={t('shell.infoItems')}>
          {info.map((item) => (
            <Fragment key={item.type}>
              {item.type === 'cart' && data.wishlistPath ? (
                // The wishlist, before the cart, where the channel has one (issue 30, Build 5; decision 081).
                <li>
                  <a className="info-item info-item--wishlist" href={data.wishlistPath}>
                    <span aria-hidden="true">♡</span> <span className="info-item__label">{t('wishlist.headline')}</span>
                    {customer.wishlistCount ? <span className="badge">{customer.wishlistCount}</span> : null}
                  </a>
                </li>
              ) : null}
              <li>
                <InfoItem item={item} />
              </li>
            </Fragment>
          ))}
        </ul>
        {/* A link to the panel, so that the menu opens before and without script too (the panel
            shows as the page's target, issue 30 Build 4); with script, a button that toggles it. */}
        {/* biome-ignore lint/a11y/useValidAnchor lint/a11y/useSemanticElements: a button does nothing before the script runs; a link works without, and with script it acts as the button its role says */}
        <a
          href="#burger"
          role="button"
          className="menu-button"
          aria-expanded={burger.isOpen}
          aria-controls="burger"
          onClick={(event) => {
            event.preventDefault();
            burgerDo({ type: 'toggle' });
          }}
          onKeyDown={(event) => {
            if (event.key === ' ') {
              event.preventDefault();
              burgerDo({ type: 'toggle' });
            }
          }}
          onPointerDown={preloadBurgerLevels}
          onFocus={preloadBurgerLevels}
        >
          {t('header.menu')}
        </a>
      </header>
      <BurgerPanel />
      {/* spec §2: the main navigation (and the sub-navigation under it) is part of the web header. */}
      {data.platform === 'web' ? (
        <>
          <MainNavigation />
          <SubNavigation />
        </>
      ) : null}
      {actionBar}
      {customer.isWhitelabelCustomer && data.platform === 'web' ? (
        // spec §2, §6: whitelabel customers on web see an extra bar, with the switch of decision 085.
        <Suspense fallback={null}>
          <WhitelabelBar.Component whitelabelOrder={customer.order.isWhitelabelOrder} />
        </Suspense>
      ) : null}
      {smartbanner}
      {dialog.dialogType === 'login' ? (
        <Suspense fallback={<div className="dialog-backdrop" />}>
          <LoginDialog.Component />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * One info item (spec §2): the account shows the customer's name with the logged-in icon and
 * links to the account, or opens the log-in dialog for visitors; the cart shows its article count.
 */
function InfoItem({ item }: { item: NavigationData['infoItems'][number] }) {
  const { t } = useShop();
  const { dialogDo } = useShell();
  const customer = useCustomer();
  if (item.type === 'account') {
    if (customer.isLoggedIn) {
      return (
        <a className="info-item info-item--account info-item--logged-in" href={item.href}>
          <span className="info-item__icon" aria-hidden="true">
            ●
          </span>{' '}
          {customer.fullName}
        </a>
      );
    }
    return (
      <button
        type="button"
        className="info-item info-item--account"
        onClick={() => dialogDo({ type: 'open', dialogType: 'login' })}
        onPointerEnter={preloadLoginDialog}
        onFocus={preloadLoginDialog}
      >
        {item.text}
      </button>
    );
  }
  const count = item.type === 'cart' ? customer.order.cartArticlesAmount : 0;
  return (
    <a className={`info-item info-item--${item.type}`} href={item.href}>
      {item.text}
      {count > 0 ? (
        <span className="badge">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t('shell.cartCount', { count })}</span>
        </span>
      ) : null}
    </a>
  );
}
