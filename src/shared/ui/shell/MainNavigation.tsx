import { useEffect, useRef, useState } from 'react';
import type { NavItem } from '../../content/navigation';
import { ServerMarkup } from '../ServerMarkup';
import { useShop } from '../shop-context';
import { splitComponent } from '../split-component';
import { isSelected } from './active-navigation';
import { SHELL } from './constants';
import { ScrollRow } from './ScrollRow';

// A flyout's groups are links only: the browser keeps the server's markup of them and only shows
// or hides the flyout, so their code is a chunk no page view loads (decision 024).
const FlyoutGroups = splitComponent(() => import('./navigation-lists').then((module) => module.FlyoutGroups));

/**
 * The main navigation (spec §2), shown from 1000 px: a scrollable row of the navigation items
 * except the burger-only ones. An item with flyout groups (and not sub-navigation-only) opens its
 * flyout on hover or by its toggle; the toggle closes only what it opened. Leaving closes it after
 * a short delay, and Escape closes it at once.
 */
export function MainNavigation() {
  const { data, t } = useShop();
  const [open, setOpen] = useState<string | null>(null);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Whether the open flyout was opened by its toggle: a click then closes it. One the pointer
  // opened stays open on a click, so that hovering and clicking do the same (issue 30, Build 6).
  const byToggle = useRef(false);
  useEffect(() => () => clearTimeout(closing.current), []);
  const items = data.navigation.items.filter((item) => !item.onlyInBurger);
  if (items.length === 0) return null;

  const openNow = (id: string) => {
    clearTimeout(closing.current);
    if (open !== id) byToggle.current = false;
    setOpen(id);
  };
  const closeSoon = () => {
    clearTimeout(closing.current);
    closing.current = setTimeout(() => setOpen(null), SHELL.flyoutCloseDelayMs);
  };
  const label = t('header.navigation');

  return (
    <nav className="main-nav" aria-label={label} onKeyDown={(event) => event.key === 'Escape' && setOpen(null)}>
      <ScrollRow className="main-nav__row" label={label}>
        <ul className="main-nav__list">
          {items.map((item) => {
            const hasFlyout = item.groups.length > 0 && !item.subNaviOnly;
            const flyoutId = `flyout-${item.id}`;
            return (
              <li
                key={item.id}
                className="main-nav__item"
                onMouseEnter={hasFlyout ? () => openNow(item.id) : undefined}
                onMouseLeave={hasFlyout ? closeSoon : undefined}
              >
                <a href={item.href} className="main-nav__link" aria-current={isSelected(item, data) ? 'page' : undefined}>
                  {item.text}
                </a>
                {hasFlyout ? (
                  <button
                    type="button"
                    className="main-nav__toggle"
                    aria-expanded={open === item.id}
                    aria-controls={flyoutId}
                    aria-label={t('shell.showGroups', { name: item.text })}
                    onClick={() => {
                      const close = open === item.id && byToggle.current;
                      openNow(item.id);
                      byToggle.current = !close;
                      if (close) setOpen(null);
                    }}
                  >
                    ▾
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </ScrollRow>
      {items
        .filter((item) => item.groups.length > 0 && !item.subNaviOnly)
        .map((item) => (
          <Flyout key={item.id} item={item} open={open === item.id} onEnter={() => openNow(item.id)} onLeave={closeSoon} />
        ))}
    </nav>
  );
}

function Flyout({ item, open, onEnter, onLeave }: { item: NavItem; open: boolean; onEnter: () => void; onLeave: () => void }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only keeps the flyout open while the pointer is over it; keyboard users open it with its toggle button and close it with Escape
    <div id={`flyout-${item.id}`} className="flyout" hidden={!open} onMouseEnter={onEnter} onMouseLeave={onLeave}>
      <ServerMarkup fragment="flyout" of={item}>
        <FlyoutGroups.Component item={item} />
      </ServerMarkup>
    </div>
  );
}
