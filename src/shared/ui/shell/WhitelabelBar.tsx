import { WHITELABEL_SWITCH_PATH } from '../../whitelabel';
import { useShop } from '../shop-context';

/**
 * spec §2, §6: the bar a whitelabel customer sees on web, saying how this order is shipped, with
 * the switch to the other (spec §7 `/whitelabel/switch`; decision 085): a plain form, so it works
 * without script, that leads back to this page. A chunk of its own: few customers see it.
 */
export function WhitelabelBar({ whitelabelOrder }: { whitelabelOrder: boolean }) {
  const { data, t } = useShop();
  return (
    <div className="whitelabel-bar" role="note">
      <span>{t(whitelabelOrder ? 'shell.whitelabel' : 'shell.whitelabelOff')}</span>
      <form method="post" action={WHITELABEL_SWITCH_PATH}>
        <input type="hidden" name="to" value={whitelabelOrder ? 'shop' : 'whitelabel'} />
        <input type="hidden" name="back" value={data.path} />
        <button type="submit" className="link-button">
          {t(whitelabelOrder ? 'shell.whitelabelToShop' : 'shell.whitelabelToService')}
        </button>
      </form>
    </div>
  );
}
