import { Fragment } from 'react';
import { imageSources, intrinsicSize } from '../../content/image-service';
import { useShop } from '../shop-context';
import { subNavigationItem } from './active-navigation';
import { TILE_SIZES } from './constants';
import { ScrollRow } from './ScrollRow';

/**
 * The sub-navigation bar (spec §2): the tiles of the page's navigation type, a heading where a
 * new category starts, the tile of the current path marked active.
 */
export function SubNavigation() {
  const { data, t } = useShop();
  const item = subNavigationItem(data);
  if (!item) return null;
  const label = item.subnaviTitle || t('shell.subNavigation', { name: item.text });
  return (
    <nav className="sub-nav" aria-label={label}>
      <ScrollRow className="sub-nav__row" label={label}>
        <ul className="sub-nav__list">
          {item.tiles.map((tile, index) => {
            const size = TILE_SIZES[tile.tileType];
            const newCategory = tile.category !== '' && tile.category !== item.tiles[index - 1]?.category;
            return (
              <Fragment key={tile.id}>
                {newCategory ? <li className="sub-nav__category">{tile.category}</li> : null}
                <li className={`sub-nav__tile sub-nav__tile--${tile.tileType}`}>
                  <a href={tile.href} aria-current={tile.href === data.path ? 'page' : undefined}>
                    {tile.image ? <TileImage src={tile.image.src} size={size} /> : null}
                    <span>{tile.text}</span>
                  </a>
                </li>
              </Fragment>
            );
          })}
        </ul>
      </ScrollRow>
    </nav>
  );
}

/**
 * A tile's picture at the spec §9 tile size: width and height are the tile's, not the file's,
 * since the picture covers the tile (`object-fit: cover`) whatever its proportions. The file is
 * chosen for the width it is drawn at: the tile's, or wider where a wide picture fills its height.
 */
function TileImage({ src, size }: { src: string; size: { width: number; height: number } }) {
  const intrinsic = intrinsicSize(src);
  const drawn = Math.ceil(Math.max(size.width, intrinsic ? (size.height * intrinsic.width) / intrinsic.height : 0));
  const sources = imageSources(src, drawn, `${drawn}px`);
  if (!sources) return null;
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt=""
      width={size.width}
      height={size.height}
      loading="lazy"
      decoding="async"
    />
  );
}
