import { mutate } from 'swr';
import { ACCOUNT_SETTINGS_PATHS, type AccountDetails } from '../../../account-settings';
import { ANONYMOUS, type CustomerData } from '../../../customer';
import { useShop } from '../../shop-context';
import { useApiRead } from '../../use-api-read';
import { customerSignedIn } from '../../use-customer';
import { type SettingsField, SettingsForm } from './SettingsForm';

/**
 * What a logged-in customer changes of their account on its page (issue 31; decision 083): name,
 * address, password, their data, and the account itself. A chunk of its own, loaded once the page
 * knows a customer is logged in; the details are read by the browser only, never put in the HTML.
 */
export function AccountSettings({ customer, onDeleted }: { customer: string | null; onDeleted: (message: string) => void }) {
  const { t } = useShop();
  // Read per customer (the number names the read): another customer logged in on this page never
  // sees the details read for the one before.
  const path = `${ACCOUNT_SETTINGS_PATHS.details}?customer=${customer ?? ''}`;
  const read = useApiRead<AccountDetails | null>(path);
  if (read.state === 'loading') return <p className="account-settings__loading">{t('accountSettings.loading')}</p>;
  if (read.state === 'failed') return <p role="alert">{t('account.unavailable')}</p>;
  // The session ended meanwhile (a new password elsewhere): the page's next read says so.
  if (read.data === null) return null;
  const details = read.data;
  const current: SettingsField[] = details.hasPassword
    ? [{ name: 'currentPassword', type: 'password', autoComplete: 'current-password', label: t('accountSettings.password.current') }]
    : [];
  const changed = (next: Partial<AccountDetails>) => mutate(path, { ...details, ...next }, { revalidate: false });

  return (
    <div className="account-settings">
      <SettingsForm
        title={t('accountSettings.name.title')}
        path={ACCOUNT_SETTINGS_PATHS.name}
        fields={[
          { name: 'firstName', type: 'text', autoComplete: 'given-name', label: t('account.fields.firstName'), value: details.firstName },
          { name: 'lastName', type: 'text', autoComplete: 'family-name', label: t('account.fields.lastName'), value: details.lastName },
        ]}
        submitLabel={t('accountSettings.name.submit')}
        onDone={async (body) => {
          const customer = body.customer as CustomerData;
          await customerSignedIn(customer);
          await changed({ firstName: customer.firstName, lastName: customer.lastName });
        }}
      />
      <SettingsForm
        title={t('accountSettings.email.title')}
        intro={
          <>
            <p>{t('accountSettings.email.current', { email: details.email })}</p>
            {details.pendingEmail ? <p>{t('accountSettings.email.pending', { email: details.pendingEmail })}</p> : null}
          </>
        }
        path={ACCOUNT_SETTINGS_PATHS.email}
        fields={[{ name: 'email', type: 'email', autoComplete: 'email', label: t('accountSettings.email.field') }, ...current]}
        submitLabel={t('accountSettings.email.submit')}
        onDone={async (body) => {
          await changed({ pendingEmail: String(body.pendingEmail) });
        }}
      />
      <SettingsForm
        title={t('accountSettings.password.title')}
        path={ACCOUNT_SETTINGS_PATHS.password}
        fields={[
          ...current,
          {
            name: 'password',
            type: 'password',
            autoComplete: 'new-password',
            label: t('accountSettings.password.field'),
            hint: t('accountSettings.password.hint'),
          },
        ]}
        submitLabel={t('accountSettings.password.submit')}
        onDone={async () => {
          await changed({ hasPassword: true });
        }}
      />
      <section className="account-settings__section" aria-labelledby="account-data-title">
        <h2 id="account-data-title">{t('accountSettings.data.title')}</h2>
        <p>{t('accountSettings.data.intro')}</p>
        <a className="cta cta--secondary" href={ACCOUNT_SETTINGS_PATHS.dataExport} download>
          {t('accountSettings.data.download')}
        </a>
      </section>
      <SettingsForm
        title={t('accountSettings.deletion.title')}
        intro={<p>{t('accountSettings.deletion.intro')}</p>}
        path={ACCOUNT_SETTINGS_PATHS.deletion}
        fields={[...current, { name: 'confirm', type: 'checkbox', label: t('accountSettings.deletion.confirm') }]}
        submitLabel={t('accountSettings.deletion.submit')}
        danger
        onDone={async (body) => {
          await customerSignedIn(ANONYMOUS);
          onDeleted(String(body.message));
        }}
      />
    </div>
  );
}
