import type { ActionBarData } from '../../content/page-extras-data';
import { safeUrl } from '../../content/safe-url';
import { useShop } from '../shop-context';

/**
 * The action bar (spec §2 error page "action bar if configured"): one line of offer or service
 * news from the global config, in the editor's colours, linked when the link is safe (spec §5).
 */
export function ActionBar({ bar }: { bar: ActionBarData }) {
  const { t } = useShop();
  // The server resolved the link already; the check here keeps the component safe with any data.
  const href = safeUrl(bar.href ?? undefined);
  return (
    <aside className="action-bar" aria-label={t('actionBar.label')} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      {href ? (
        <a className="action-bar__link" href={href}>
          {bar.text}
        </a>
      ) : (
        <p className="action-bar__text">{bar.text}</p>
      )}
    </aside>
  );
}
