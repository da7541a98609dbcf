import { ON } from '../../flags/experiments';
import { useShop } from '../shop-context';
import { BlockList } from './BlockList';
import type { BlockProps } from './block-props';
import type { ABContentBlock } from './schemas/ab-content';

/**
 * spec §4 A/B content block: the `on` blocks when the visitor's treatment of the flag is on,
 * otherwise the `off` blocks (off, control and unknown flags alike).
 */
export function ABContent({ block, position }: BlockProps<ABContentBlock>) {
  const { data } = useShop();
  const on = data.treatments[block.featureFlag] === ON;
  return (
    <div className="block block--ab-content" data-feature-flag={block.featureFlag} data-treatment={on ? 'on' : 'off'}>
      <BlockList blocks={on ? block.on : block.off} from={position} />
    </div>
  );
}
