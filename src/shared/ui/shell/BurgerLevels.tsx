import { type RefObject, useEffect, useRef } from 'react';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import { useShell } from './Shell';

/**
 * What the burger panel shows (spec §2, §4): a bar with back and close, the primary level with
 * every item and the shop links, the secondary level with an item's groups (or its tiles), the
 * tertiary level with a group's links. The server renders the primary level into the closed panel;
 * the browser loads this code when the panel first opens (./BurgerPanel.tsx, decision 024).
 */
export function BurgerLevels({ panel }: { panel: RefObject<HTMLDivElement | null> }) {
  const { data, t } = useShop();
  const { burger, burgerDo } = useShell();
  const browser = useBrowser();
  const primary = useRef<HTMLUListElement>(null);
  // The server writes the closed panel's markup, which is the whole menu before and without script
  // (issue 30, Build 4): links to each item's page and a link that closes it. Open, it is live.
  const live = burger.isOpen;
  const item = data.navigation.items.find((entry) => entry.id === burger.activeItem) ?? null;
  const group = item?.groups.find((entry) => entry.id === burger.activeAccordion) ?? null;

  // Opening the panel and every change of level replace what is shown: the focus goes to the first control again.
  const openLevel = burger.isOpen ? burger.currentLevel : null;
  useEffect(() => {
    if (openLevel && panel.current) browser?.focusFirstIn(panel.current);
  }, [browser, openLevel, panel]);

  return (
    <>
      <div className="burger__bar">
        {burger.currentLevel !== 'primary' ? (
          <button type="button" className="burger__back" onClick={() => burgerDo({ type: 'back' })}>
            {t('header.back')}
          </button>
        ) : null}
        {live ? (
          <button type="button" className="burger__close" onClick={() => burgerDo({ type: 'close' })}>
            {t('shell.close')}
          </button>
        ) : (
          <a href="#main" className="burger__close">
            {t('shell.close')}
          </a>
        )}
      </div>

      {burger.currentLevel === 'primary' ? (
        <>
          <ul className="burger__list" ref={primary} data-level="primary">
            {data.navigation.items.map((entry) => {
              const deeper = entry.groups.length > 0 || entry.tiles.length > 0;
              return (
                <li key={entry.id}>
                  {deeper && live ? (
                    <button
                      type="button"
                      onClick={() =>
                        burgerDo({
                          type: 'show-item',
                          item: entry.id,
                          scrollTop: primary.current && browser ? browser.scrollTopOf(primary.current) : 0,
                        })
                      }
                    >
                      {entry.text} <span aria-hidden="true">›</span>
                    </button>
                  ) : (
                    <a href={entry.href}>{entry.text}</a>
                  )}
                </li>
              );
            })}
          </ul>
          <section className="burger__shops" aria-label={t('header.brands')}>
            <h2>{t('header.brands')}</h2>
            <ShopLinks />
          </section>
        </>
      ) : null}

      {burger.currentLevel === 'secondary' && item ? (
        <ul className="burger__list" data-level="secondary">
          <li>
            <a href={item.href}>{t('shell.allOf', { name: item.text })}</a>
          </li>
          {item.groups.map((entry) => (
            <li key={entry.id}>
              <button type="button" onClick={() => burgerDo({ type: 'show-group', group: entry.id })}>
                {entry.title} <span aria-hidden="true">›</span>
              </button>
            </li>
          ))}
          {item.groups.length === 0
            ? item.tiles.map((tile) => (
                <li key={tile.id}>
                  <a href={tile.href}>{tile.text}</a>
                </li>
              ))
            : null}
        </ul>
      ) : null}

      {burger.currentLevel === 'tertiary' && group ? (
        <ul className="burger__list" data-level="tertiary" aria-label={group.title}>
          {group.items.map((entry) => (
            <li key={entry.id}>
              <a href={entry.href}>{entry.text}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The brand switch (spec §1: a visitor can switch channels): the story's shop links, or the channels themselves. */
export function ShopLinks() {
  const { data } = useShop();
  const links =
    data.navigation.shopLinks.length > 0
      ? data.navigation.shopLinks.map((link) => ({
          text: link.text,
          href: link.href,
          color: link.color,
          icon: link.icon,
          current: link.channel === data.channel,
        }))
      : data.channelLinks.map((link) => ({
          text: link.brandName,
          href: link.href,
          color: '',
          icon: '',
          current: link.channel === data.channel,
        }));
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={link.current ? 'true' : undefined} style={link.color ? { borderColor: link.color } : undefined}>
            <ShopIcon name={link.icon} color={link.color} />
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The small pictogram of a shop link (navigation story `icon`): a card or a framed picture. */
function ShopIcon({ name, color }: { name: string; color: string }) {
  const stroke = color || 'currentColor';
  if (name === 'cards') {
    return (
      <svg className="shop-icon" viewBox="0 0 20 14" width="20" height="14" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="18" height="12" rx="1.5" fill="none" stroke={stroke} strokeWidth="1.6" />
        <path d="M1.5 2 10 8l8.5-6" fill="none" stroke={stroke} strokeWidth="1.6" />
      </svg>
    );
  }
  if (name === 'wall-art') {
    return (
      <svg className="shop-icon" viewBox="0 0 18 16" width="18" height="16" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="16" height="14" fill="none" stroke={stroke} strokeWidth="1.6" />
        <path d="M3.5 12 7.5 7l3 3.5 2-2 2.5 3.5Z" fill={stroke} />
      </svg>
    );
  }
  return null;
}
