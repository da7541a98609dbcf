import { Suspense, useEffect, useState } from 'react';
import { ACCOUNT_PATHS } from '../../account-paths';
import { EMAIL_CHANGE_OUTCOMES, EMAIL_CHANGE_QUERY, type EmailChangeOutcome } from '../../account-settings';
import { ANONYMOUS, CUSTOMER_DATA_PATH, type CustomerData } from '../../customer';
import { log } from '../../log/log';
import { useBrowser } from '../browser';
import { PAGE_TITLE_KEYS } from '../page-titles';
import { useShop } from '../shop-context';
import { splitComponent } from '../split-component';
import { useApiRead } from '../use-api-read';
import { customerSignedIn } from '../use-customer';
import type { VisitorActions } from './visitor-actions';

/** The settings (decision 083): a chunk loaded only for a customer who is logged in. */
const Settings = splitComponent(() => import('./account-settings/AccountSettings').then((module) => module.AccountSettings));

/**
 * The customer's account (issues 14, 31; decisions 054, 083): a greeting, the way to the wishlist,
 * logging out, and the customer's settings. The page is the same for everyone on the server (it stays in the page cache); the
 * browser reads the customer through SWR. A visitor is offered the log-in dialog, and the page
 * turns into the account as soon as the dialog has logged them in.
 */
export function AccountPage({ actions }: { actions: VisitorActions }) {
  const { data, t } = useShop();
  const browser = useBrowser();
  const { openLogin, takeQueryValue } = actions;
  // What became of an address change's link, or that the account is gone: said above everything.
  const [notice, setNotice] = useState<{ text: string; alert: boolean } | null>(null);
  const read = useApiRead<CustomerData>(CUSTOMER_DATA_PATH);
  const [status, setStatus] = useState<'idle' | 'sending' | 'loggedOut' | 'failed'>('idle');
  const customer = read.state === 'ready' ? read.data : null;

  useEffect(() => {
    const outcome = browser ? takeQueryValue(EMAIL_CHANGE_QUERY) : null;
    if (EMAIL_CHANGE_OUTCOMES.includes(outcome as EmailChangeOutcome)) {
      setNotice({ text: t(`accountSettings.emailOutcome.${outcome}`), alert: outcome !== 'changed' });
    }
  }, [browser, takeQueryValue, t]);

  const logout = async () => {
    if (!browser) return;
    setStatus('sending');
    try {
      const result = await browser.postJson(ACCOUNT_PATHS.logout, {});
      if (result.status !== 200) throw new Error(`logout answered ${result.status}`);
      await customerSignedIn(ANONYMOUS);
      setStatus('loggedOut');
    } catch (error) {
      log.warn('logout-error', {}, error);
      setStatus('failed');
    }
  };

  return (
    <section className="page page--account" aria-busy={read.state === 'loading'}>
      <h1>{t(PAGE_TITLE_KEYS.account)}</h1>
      {notice ? <p role={notice.alert ? 'alert' : 'status'}>{notice.text}</p> : null}
      {status === 'loggedOut' ? <p role="status">{t('account.page.loggedOut')}</p> : null}
      {customer?.isLoggedIn ? (
        <>
          <p className="account-page__greeting">{t('account.page.greeting', { name: customer.fullName ?? customer.firstName })}</p>
          <p>{t('account.page.intro')}</p>
          <p className="account-page__actions">
            {/* The channel's wishlist, where it has one (spec §3 wishlistAvailable; decision 081). */}
            {data.wishlistPath ? (
              <a className="cta cta--secondary" href={data.wishlistPath}>
                {t('account.page.toWishlist')}
              </a>
            ) : null}
            <button type="button" className="cta cta--primary" onClick={logout} aria-busy={status === 'sending' || undefined}>
              {t('account.page.logout')}
            </button>
          </p>
          {status === 'failed' ? <p role="alert">{t('account.unavailable')}</p> : null}
          <Suspense fallback={<p className="account-settings__loading">{t('accountSettings.loading')}</p>}>
            <Settings.Component customer={customer.number} onDeleted={(text) => setNotice({ text, alert: false })} />
          </Suspense>
        </>
      ) : null}
      {customer && !customer.isLoggedIn && !customer.unknown ? (
        <>
          {status === 'loggedOut' ? null : <p>{t('account.page.loginPrompt')}</p>}
          <button type="button" className="cta cta--primary" onClick={openLogin}>
            {t('account.page.login')}
          </button>
        </>
      ) : null}
      {/* The shop could not tell who this is just now (decision 062): no log-in prompt to a customer who is logged in. */}
      {read.state === 'failed' || customer?.unknown ? <p role="alert">{t('account.unavailable')}</p> : null}
    </section>
  );
}
