import { Fragment } from 'react';
import { imageSources, intrinsicSize } from '../../content/image-service';
import type { NavItem } from '../../content/navigation';
import { withTrailingSlash } from '../../routing/paths';
import { useShop } from '../shop-context';
import { TILE_SIZES } from './constants';

/**
 * The link lists of the navigation that never change in the browser (decision 024): the server
 * renders them, the browser keeps its markup and never loads this module.
 */

/** A main-navigation item's flyout groups (spec §2): a titled list of links each. */
export function FlyoutGroups({ item }: { item: NavItem }) {
  return (
    <>
      {item.groups.map((group) => (
        <section key={group.id} className={`flyout__group flyout__group--${group.type}`} aria-label={group.title}>
          <h2 className="flyout__title">{group.title}</h2>
          <ul>
            {group.items.map((entry) => (
              <li key={entry.id}>
                <a href={entry.href}>{entry.text}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The tiles of the sub-navigation bar (spec §2): a heading where a new category starts, the tile of the current path marked. */
export function SubNavigationTiles({ item }: { item: NavItem }) {
  const { data } = useShop();
  return (
    <ul className="sub-nav__list">
      {item.tiles.map((tile, index) => {
        const size = TILE_SIZES[tile.tileType];
        const newCategory = tile.category !== '' && tile.category !== item.tiles[index - 1]?.category;
        return (
          <Fragment key={tile.id}>
            {newCategory ? <li className="sub-nav__category">{tile.category}</li> : null}
            <li className={`sub-nav__tile sub-nav__tile--${tile.tileType}`}>
              {isPagePath(tile.href, data.path) ? (
                // The page one is on: marked, and no link to itself (issue 30, Build 5).
                <span className="sub-nav__here" aria-current="page">
                  <TileFace tile={tile} size={size} />
                </span>
              ) : (
                <a href={tile.href}>
                  <TileFace tile={tile} size={size} />
                </a>
              )}
            </li>
          </Fragment>
        );
      })}
    </ul>
  );
}

/** What a tile shows, linked or not: its picture and its name. */
function TileFace({ tile, size }: { tile: NavItem['tiles'][number]; size: { width: number; height: number } }) {
  return (
    <>
      {tile.image ? <TileImage src={tile.image.src} size={size} /> : null}
      <span>{tile.text}</span>
    </>
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

/**
 * Whether a tile leads to the page at `path`: the same path, with or without its trailing slash,
 * whatever query the tile's link carries.
 */
export function isPagePath(href: string, path: string): boolean {
  const bare = (value: string) => withTrailingSlash(value.replace(/[?#].*$/, ''), false);
  return bare(href) === bare(path);
}
