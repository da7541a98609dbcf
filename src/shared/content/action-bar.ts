import type { ActionBarConfig } from './global-config';
import { type LinkContext, linkHref } from './links';
import type { ActionBarData } from './page-extras-data';

/** Background of an action bar whose editor chose none (the shell's dark ink). */
const ACTION_BAR_BACKGROUND = '#1d1d1b';
const DARK = '#1d1d1b';
const LIGHT = '#ffffff';
/** WCAG 2 AA for normal text. */
const MIN_CONTRAST = 4.5;

/**
 * The action bar as a page shows it, from the global config's entry: the link through the safe
 * link rules (spec §5; a `javascript:` link leaves the text unlinked), the background as chosen
 * or the default, and a text colour that can be read on it: the editor's when it reaches 4.5:1,
 * otherwise dark or white, whichever reads better.
 * @example resolveActionBar({ text: 'Free proof check', link: undefined, backgroundColor: '#ffe08a', textColor: undefined }, here)
 * // { text: 'Free proof check', href: null, backgroundColor: '#ffe08a', textColor: '#1d1d1b' }
 */
export function resolveActionBar(config: ActionBarConfig | undefined, here: LinkContext): ActionBarData | null {
  const text = config?.text.trim() ?? '';
  if (!config || text === '') return null;
  const backgroundColor = (config.backgroundColor ?? ACTION_BAR_BACKGROUND).toLowerCase();
  const chosen = config.textColor?.toLowerCase();
  const textColor =
    chosen && contrastRatio(chosen, backgroundColor) >= MIN_CONTRAST
      ? chosen
      : contrastRatio(DARK, backgroundColor) >= contrastRatio(LIGHT, backgroundColor)
        ? DARK
        : LIGHT;
  return { text, href: linkHref(config.link, here), backgroundColor, textColor };
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
