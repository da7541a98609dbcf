import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_BLOCKS, INLINE_CSS } from '../../src/worker/features/page-shell/styles';
import { STYLESHEET_CSS } from '../../src/worker/features/page-shell/stylesheet';

/** The rules of a stylesheet, one string each; a media query's rules carry the query. */
function rules(css: string): string[] {
  const found: string[] = [];
  for (const match of css.matchAll(/(@media[^{]+)\{((?:[^{}]+\{[^}]*\})+)\}|([^{}@]+\{[^}]*\})/g)) {
    if (match[3]) found.push(match[3].trim());
    else for (const inner of match[2]!.matchAll(/[^{}]+\{[^}]*\}/g)) found.push(`${match[1]!.trim()} ${inner[0].trim()}`);
  }
  return found;
}

// Decision 021: the first screen's rules are inlined, the rest is one cached file, none in both.
describe('the page CSS', () => {
  it('has no rule both inlined and in the stylesheet file', () => {
    const inline = new Set(rules(INLINE_CSS));
    const twice = rules(STYLESHEET_CSS).filter((rule) => inline.has(rule));
    expect(twice).toEqual([]);
    expect(inline.size).toBeGreaterThan(50);
  });

  it('inlines the rules of the blocks that lead pages, and nothing of the others', () => {
    const inlineText = INLINE_CSS;
    expect(inlineText).toContain('.block--teaser{');
    expect(inlineText).toContain('.block--usp-teaser__list{');
    expect(FIRST_SCREEN_BLOCKS.has('Teaser')).toBe(true);
    for (const later of ['.block--toolbox', '.block--designs', '.block--quote', '.dialog{', '.action-bar']) {
      expect(inlineText, later).not.toContain(later);
      expect(STYLESHEET_CSS, later).toContain(later);
    }
  });
});
