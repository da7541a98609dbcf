import { useReducer } from 'react';
import { Deferred } from '../Deferred';
import { ServerMarkup } from '../ServerMarkup';
import { CONSENT_SETTINGS_PATH } from '../shell/constants';
import { Notices } from '../shell/Notices';
import { useShop } from '../shop-context';
import { splitComponent } from '../split-component';
import type { FooterData } from './footer-data';

// The footer's links and texts never change in the browser: it keeps the server's markup of them,
// so their code is a chunk no page view loads (decision 024). The notices between them do change.
const Contact = splitComponent(() => import('./FooterLinks').then((module) => module.FooterContact));
const Legal = splitComponent(() => import('./FooterLinks').then((module) => module.FooterLegal));

/** The footer's id as a deferred part of the page (Deferred's). */
export const FOOTER_PART = 'footer';

/**
 * The page footer from the channel's global config (docs/content-model.md): service hotline of
 * the visitor's country, link columns, legal links, payment methods, social links. Written in
 * place when its story settles before the page goes out, as it does when the stores are well;
 * streamed in after the rest of the page when it does not (decision 076).
 */
export function Footer({ footer }: { footer: Promise<FooterData> | undefined }) {
  const { data, t } = useShop();
  const [consentAsked, askConsent] = useReducer((count: number) => count + 1, 0);
  // spec §2: the footer belongs to the web pages (the desktop app has its own frame); the notices
  // it carries (cookie consent, the visitor's country) are shown there all the same.
  if (data.platform !== 'web') {
    return (
      <Deferred id={FOOTER_PART} source={footer} fallback={null}>
        {(content) => <Notices privacyHref={privacyHref(content)} consentAsked={consentAsked} />}
      </Deferred>
    );
  }
  return (
    <footer
      className="site-footer"
      onSubmit={(event) => {
        // spec §4: "Cookie settings" ask again in place; without script its form asks the worker (decision 060).
        if (String((event.target as { action?: string }).action).endsWith(CONSENT_SETTINGS_PATH)) {
          event.preventDefault();
          askConsent();
        }
      }}
    >
      <Deferred id={FOOTER_PART} source={footer} fallback={<p className="service">{t('footer.loading')}</p>}>
        {(content) => (
          <>
            <ServerMarkup fragment="footer-contact">
              <Contact.Component content={content} />
            </ServerMarkup>
            <Notices privacyHref={privacyHref(content)} consentAsked={consentAsked} />
            <ServerMarkup fragment="footer-legal">
              <Legal.Component content={content} />
            </ServerMarkup>
          </>
        )}
      </Deferred>
      <p className="rights">
        © {data.brandName}. {t('footer.rights')}
      </p>
    </footer>
  );
}

function privacyHref(content: FooterData): string | null {
  return content.legal.find((entry) => entry.kind === 'privacy')?.href ?? null;
}
