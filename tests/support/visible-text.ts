import { parseHtml, textOf } from './dom';

/** What a shopper reads of server-rendered markup: its text as a browser parses it, spaces collapsed (tests/support/dom.ts). */
export function visibleText(html: string): string {
  return textOf(parseHtml(html));
}
