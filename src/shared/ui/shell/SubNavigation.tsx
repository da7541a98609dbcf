import { Fragment } from 'react';
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
                    {tile.image ? (
                      <img src={tile.image.src} alt="" width={size.width} height={size.height} loading="lazy" decoding="async" />
                    ) : null}
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
