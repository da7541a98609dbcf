import { useShop } from '../shop-context';
import { Dialog } from './Dialog';

/**
 * The log-in dialog the account item opens for visitors (spec §2 account item). Log-in itself
 * lives in the customer account of the shop backend until the customer work lands here.
 */
export function LoginDialog({ accountHref }: { accountHref: string | null }) {
  const { t } = useShop();
  return (
    <Dialog type="login" title={t('shell.loginTitle')}>
      <p>{t('shell.loginText')}</p>
      {accountHref ? (
        <p>
          <a className="cta cta--primary" href={accountHref}>
            {t('shell.loginToAccount')}
          </a>
        </p>
      ) : null}
    </Dialog>
  );
}
