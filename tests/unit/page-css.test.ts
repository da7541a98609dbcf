import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BLOCK_DESCRIPTORS } from '../../src/shared/ui/blocks/block-descriptors';
import { pageStylesheets } from '../../src/shared/ui/page-stylesheets';
import { FIRST_SCREEN_BLOCKS } from '../../src/worker/features/page-shell/styles';
import { INLINE_CSS, STYLESHEET } from '../../src/worker/platform/client-assets';

const root = path.resolve(import.meta.dirname, '../..');
/** The stylesheet file as the build wrote it (scripts/build-client.mjs). */
const STYLESHEET_CSS = await readFile(path.join(root, 'dist/public', STYLESHEET), 'utf8');

/** The rules of a stylesheet, one string each; a media query's rules carry the query. */
function rules(css: string): string[] {
  const found: string[] = [];
  for (const match of css.matchAll(/(@media[^{]+)\{((?:[^{}]+\{[^}]*\})+)\}|([^{}@]+\{[^}]*\})/g)) {
    if (match[3]) found.push(match[3].trim());
    else for (const inner of match[2]!.matchAll(/[^{}]+\{[^}]*\}/g)) found.push(`${match[1]!.trim()} ${inner[0].trim()}`);
  }
  return found;
}

/** The rules of one of the page's CSS files, minified as the build minifies them. */
async function rulesOf(file: string): Promise<string[]> {
  const { code } = await transform(await readFile(path.join(root, file), 'utf8'), { loader: 'css', minify: true });
  return rules(code);
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

  it("holds every rule of each block's stylesheet: inlined for the blocks that lead pages, in the file for the others", async () => {
    const inline = new Set(rules(INLINE_CSS));
    const file = new Set(rules(STYLESHEET_CSS));
    const { inline: inlineFiles, file: fileFiles } = pageStylesheets();
    for (const [name, block] of Object.entries(BLOCK_DESCRIPTORS)) {
      if (!('stylesheet' in block)) continue;
      const css = path.posix.normalize(`src/shared/ui/blocks/${block.stylesheet}`);
      const firstScreen = 'firstScreen' in block;
      expect(firstScreen ? inlineFiles : fileFiles, name).toContain(css);
      const own = await rulesOf(css);
      expect(own.length, css).toBeGreaterThan(0);
      for (const rule of own) expect(firstScreen ? inline : file, `${name}: ${rule}`).toContain(rule);
    }
    expect([...FIRST_SCREEN_BLOCKS].sort()).toEqual(['Headline', 'Teaser', 'Text', 'UspTeaser']);
  });
});
