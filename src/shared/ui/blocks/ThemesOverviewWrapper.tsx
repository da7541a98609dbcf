import type { CardCataloguePage } from '../../catalogue/card-catalogue';
import type { DesignPage } from '../../catalogue/listing';
import { DesignList } from '../catalogue/DesignList';
import { splitComponent } from '../split-component';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { ThemesOverviewWrapperBlock } from './schemas/design-overviews';

// A browsable catalogue keeps the server's markup (decision 073): the browser never loads this.
const Catalogue = splitComponent(() => import('../catalogue/CardCatalogue').then((module) => module.CardCatalogue));

/**
 * Card themes of a category and occasion (spec §2 `ThemesOverviewWrapper`, §3 card filters and
 * sorting). A browsable one the server filled is the card catalogue of decision 073; without its
 * read (a live edit) it shows the first page, as every other does, with "show more".
 */
export function ThemesOverviewWrapper({
  block,
  position,
}: BlockProps<WithCatalogue<ThemesOverviewWrapperBlock, DesignPage | CardCataloguePage>>) {
  const { catalogue } = block;
  if (block.browsable && catalogue && 'filterValues' in catalogue) {
    return <Catalogue.Component headline={block.headline} text={block.text} block={block} page={catalogue} eager={position === 0} />;
  }
  return (
    <DesignList
      uid={block._uid}
      headline={block.headline}
      text={block.text}
      need={NEEDS.ThemesOverviewWrapper(block)}
      filled={catalogue}
      eager={position === 0}
      variant="themes-overview-wrapper"
    />
  );
}
