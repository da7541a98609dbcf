import type { DesignPage } from '../../catalogue/listing';
import { DesignList } from '../catalogue/DesignList';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { ThemesOverviewWrapperBlock } from './schemas/design-overviews';

/** Card themes of a category and occasion (spec §2 `ThemesOverviewWrapper`, §3 card filters and sorting). */
export function ThemesOverviewWrapper({ block, position }: BlockProps<WithCatalogue<ThemesOverviewWrapperBlock, DesignPage>>) {
  return (
    <DesignList
      headline={block.headline}
      text={block.text}
      need={NEEDS.ThemesOverviewWrapper(block)}
      filled={block.catalogue}
      eager={position === 0}
      variant="themes-overview-wrapper"
    />
  );
}
