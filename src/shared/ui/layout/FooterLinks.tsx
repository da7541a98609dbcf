import { CONSENT_SETTINGS_PATH } from '../shell/constants';
import { useShop } from '../shop-context';
import type { FooterData } from './footer-data';

/** Names of payment methods as their owners write them; the invoice is a word of the language. */
const PAYMENT_NAMES: Readonly<Record<string, string>> = {
  paypal: 'PayPal',
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  klarna: 'Klarna',
  twint: 'TWINT',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
};
const SOCIAL_NAMES: Readonly<Record<string, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/**
 * The footer's service line, link columns, payment methods and social links (docs/content-model.md
 * global config): links and text only, so the browser keeps the server's markup of them and never
 * loads this code (decision 024).
 */
export function FooterContact({ content }: { content: FooterData }) {
  const { t } = useShop();
  // A label before its value, with the colon as the language sets it (French: a narrow space before it).
  const label = (text: string) => t('footer.labelled', { label: text });
  return (
    <>
      {content.hotline ? (
        <p className="service">
          {label(t('footer.service'))} <a href={`tel:${content.hotline.phone.replace(/[^+\d]/g, '')}`}>{content.hotline.phone}</a>
          {content.hotline.hours ? ` (${content.hotline.hours})` : null}
          {content.email ? (
            <>
              {' · '}
              {label(t('footer.email'))} <a href={`mailto:${content.email}`}>{content.email}</a>
            </>
          ) : null}
        </p>
      ) : null}
      {content.columns.length > 0 ? (
        <div className="site-footer__columns">
          {content.columns.map((column) => (
            <nav key={column.title} className="site-footer__column" aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={`${link.href}-${link.text}`}>
                    <a href={link.href}>{link.text}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      ) : null}
      {content.payments.length > 0 ? (
        <p className="site-footer__payments">
          {label(t('footer.payment'))} {content.payments.map((method) => PAYMENT_NAMES[method] ?? t('footer.invoice')).join(' · ')}
        </p>
      ) : null}
      {content.social.length > 0 ? (
        <p className="site-footer__social">
          {label(t('footer.social'))}{' '}
          {content.social.map((entry, index) => (
            <span key={entry.href}>
              {index > 0 ? ' · ' : null}
              <a href={entry.href} rel="noopener noreferrer" target="_blank">
                {SOCIAL_NAMES[entry.network] ?? entry.network}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </>
  );
}

/** The footer's legal links (imprint, privacy, terms...): kept as the server wrote them, like FooterContact. */
export function FooterLegal({ content }: { content: FooterData }) {
  const { data, t } = useShop();
  return (
    <nav className="site-footer__legal" aria-label={t('footer.legal')}>
      {content.legal.map((entry) => (
        <a key={entry.kind} href={entry.href}>
          {t(`footer.${entry.kind}`)}
        </a>
      ))}
      {/* spec §4 consent: the choice can be changed later. A form, so it needs no code in the page: the
          worker forgets the choice and sends the visitor back here, where the notice asks again. */}
      <form method="post" action={CONSENT_SETTINGS_PATH} className="site-footer__consent">
        <input type="hidden" name="page" value={data.path} />
        <button type="submit">{t('consent.label')}</button>
      </form>
    </nav>
  );
}
