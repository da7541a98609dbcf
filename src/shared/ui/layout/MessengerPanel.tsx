import { useEffect, useId, useRef } from 'react';
import type { MessengerData } from '../../content/page-extras-data';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';

/**
 * The first-party service panel the messenger launcher opens when no vendor chat is configured or
 * it failed (decision 013): the service hotline and e-mail of the global config and the contact
 * page. A non-modal dialog: focus moves in when it opens, Escape or the close button close it,
 * and focus goes back to where it was.
 */
export function MessengerPanel({ id, messenger, onClose }: { id: string; messenger: MessengerData; onClose: () => void }) {
  const { t } = useShop();
  const browser = useBrowser();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!panel.current || !browser) return;
    const before = browser.focusedElement();
    browser.focusFirstIn(panel.current);
    return () => {
      if (before) browser.focus(before);
    };
  }, [browser]);

  const { hotline, email, contactHref } = messenger;
  return (
    <div
      id={id}
      ref={panel}
      className="messenger-panel"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="messenger-panel__head">
        <h2 id={titleId}>{t('messenger.title')}</h2>
        <button type="button" className="messenger-panel__close" onClick={onClose} aria-label={t('messenger.close')}>
          ×
        </button>
      </div>
      <p>{t('messenger.intro')}</p>
      <ul className="messenger-panel__ways">
        {hotline ? (
          <li>
            <span className="messenger-panel__way">{t('messenger.phone')}</span>
            <a href={`tel:${hotline.phone.replace(/[^+\d]/g, '')}`}>{hotline.phone}</a>
            {hotline.hours ? <span className="messenger-panel__hours">{hotline.hours}</span> : null}
          </li>
        ) : null}
        {email ? (
          <li>
            <span className="messenger-panel__way">{t('messenger.email')}</span>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        ) : null}
        {contactHref ? (
          <li>
            <a className="cta cta--primary" href={contactHref}>
              {t('messenger.contactForm')}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
