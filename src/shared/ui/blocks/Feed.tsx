import type { DesignPage } from '../../catalogue/listing';
import { DesignList } from '../catalogue/DesignList';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { FeedBlock } from './schemas/feed';

/** A stream of designs of one kind (spec §2 `Feed`), 12 or 48 at a time (spec §9 page sizes). */
export function Feed({ block, position }: BlockProps<WithCatalogue<FeedBlock, DesignPage>>) {
  return (
    <DesignList
      uid={block._uid}
      headline={block.headline}
      text={block.text}
      need={NEEDS.Feed(block)}
      filled={block.catalogue}
      eager={position === 0}
      variant="feed"
    />
  );
}
