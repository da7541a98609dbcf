import { blockDescriptors } from './blocks/block-descriptors';

/** Where the CSS files named here and in the block descriptors are, from the project's root. */
const UI = 'src/shared/ui';

/**
 * The page's CSS files in cascade order, from the project's root, as the build bundles them
 * (scripts/build-client.mjs, decision 021): `inline`, the rules of every page's first screen (the
 * shell, and the blocks that lead pages), goes into the head of every page; `file`, everything
 * else, is the hashed stylesheet file. A file in both would put its rules in both.
 */
export function pageStylesheets(): { inline: string[]; file: string[] } {
  const inline = [`${UI}/styles/shell.css`];
  const file: string[] = [];
  for (const [, block] of blockDescriptors()) {
    if (!block.stylesheet) continue;
    const path = `${UI}/blocks/${block.stylesheet}`.replace('/blocks/../', '/');
    const part = block.firstScreen ? inline : file;
    if (!part.includes(path)) part.push(path);
  }
  // What pages show besides blocks, none of it on a first screen: the visitor's and the designer's pages, the extras, dialogs.
  file.push(`${UI}/styles/account-pages.css`, `${UI}/styles/designer-page.css`, `${UI}/styles/page-extras.css`, `${UI}/styles/dialogs.css`);
  const twice = inline.filter((each) => file.includes(each));
  if (twice.length > 0) throw new Error(`a stylesheet of a first-screen block is also another block's: ${twice.join(', ')}`);
  return { inline, file };
}
