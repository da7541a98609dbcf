import { useId } from 'react';
import { formatLabel } from '../../catalogue/format-labels';
import { useShop } from '../shop-context';
import type { BlockProps } from './block-props';
import type { SizeOverviewBlock } from './schemas/size-overview';

/**
 * The sizes a material comes in (docs/content-model.md `SizeOverview`): the format strings
 * (millimetres, spec §5) shown in the locale's unit (src/shared/catalogue/format-labels.ts); invalid formats (0x0) are left out.
 */
export function SizeOverview({ block }: BlockProps<SizeOverviewBlock>) {
  const { data, t } = useShop();
  const headingId = useId();
  const sizes = block.formats.map((format) => formatLabel(format, data.locale)).filter((label) => label !== '');
  return (
    <section className="block block--size-overview" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.headline}</h2>
      {block.materialType ? (
        <p className="block--size-overview__material">
          {t('blocks.sizeOverview.material', { material: t(`blocks.materials.${block.materialType}`) })}
        </p>
      ) : null}
      {block.text ? <p className="block--size-overview__text">{block.text}</p> : null}
      {sizes.length > 0 ? (
        <ul className="block--size-overview__list" aria-label={t('blocks.sizeOverview.formats')}>
          {sizes.map((label, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: plain format strings with no id, and an editor may list a format twice, so the label is not unique; the entries hold no state
            <li key={index} className="block--size-overview__size">
              {label}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
