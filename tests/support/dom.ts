import { type DefaultTreeAdapterTypes, parse } from 'parse5';

/**
 * Server-rendered HTML read the way a shopper (or a screen reader) meets it, queried as Testing
 * Library does: by role and accessible name, by label, by text; never by CSS class. The HTML is
 * parsed with parse5, as a browser parses it; pure, so it runs in Node and in workerd alike.
 *
 * @example
 * const page = parseHtml(html);
 * const link = getByRole(page, 'link', { name: 'Karten' });
 * expect(attr(link, 'href')).toBe('/karten/');
 */

export type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
/** A string matches the whole text (spaces collapsed), a RegExp any part of it. */
export type TextMatch = string | RegExp;

export interface RoleOptions {
  /** The accessible name (aria-labelledby, aria-label, alt, label, or the text inside). */
  name?: TextMatch;
  /** The level of a heading. */
  level?: number;
  /** Also elements hidden from assistive technology (hidden, aria-hidden, display: none). */
  hidden?: boolean;
}

/**
 * The document a browser builds from `html` (a fragment lands in its body), with the parts the
 * server streamed in later moved into place, as React's inline reveal script (`$RC`) does for a
 * shopper: each `<div hidden id="S:n">` replaces the loading state that `<template id="B:n">`
 * marks, up to the boundary's closing `<!--/$-->` comment.
 */
export function parseHtml(html: string): DefaultTreeAdapterTypes.Document {
  const document = parse(html);
  revealStreamedParts(document);
  return document;
}

function revealStreamedParts(document: DefaultTreeAdapterTypes.Document): void {
  const byId = (id: string) => allElements(document).find((element) => attr(element, 'id') === id);
  for (const segment of allElements(document).filter((element) => /^S:/.test(attr(element, 'id') ?? ''))) {
    const placeholder = byId(`B:${attr(segment, 'id')?.slice(2)}`);
    if (!placeholder) continue;
    const parent = placeholder.parentNode as ParentNode;
    const siblings = parent.childNodes;
    let at = siblings.indexOf(placeholder);
    // The loading state: from the placeholder to the comment that closes the boundary.
    let end = at;
    while (end < siblings.length && !(siblings[end]?.nodeName === '#comment' && (siblings[end] as { data?: string }).data === '/$'))
      end += 1;
    siblings.splice(at, end - at, ...segment.childNodes);
    for (const moved of segment.childNodes) moved.parentNode = parent;
    at = (segment.parentNode as ParentNode).childNodes.indexOf(segment);
    (segment.parentNode as ParentNode).childNodes.splice(at, 1);
  }
}

/** The value of an attribute as the browser reads it (references decoded), or null. */
export function attr(element: Element, name: string): string | null {
  return element.attrs.find((each) => each.name === name)?.value ?? null;
}

/** Every attribute of an element by name, for `toMatchObject` (e.g. an image's src, alt, width, height, loading). */
export function attrs(element: Element): Record<string, string> {
  return Object.fromEntries(element.attrs.map((each) => [each.name, each.value]));
}

/** What a shopper reads of a node: its text with spaces collapsed, without scripts, styles or hidden parts. */
export function textOf(node: Node): string {
  return collapse(textIn(node, false));
}

/** The accessible name of an element, as a screen reader announces it (simplified accname). */
export function nameOf(element: Element): string {
  const named = labelOf(element) || nativeName(element);
  if (named) return named;
  const content = NAMED_BY_CONTENT.has(roleOf(element) ?? '') ? collapse(textIn(element, true)) : '';
  return content || collapse(attr(element, 'title') ?? '');
}

/** The element's ARIA role: its role attribute, else the implicit role of the HTML element. */
export function roleOf(element: Element): string | null {
  const explicit = attr(element, 'role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  const tag = element.tagName;
  switch (tag) {
    case 'a':
    case 'area':
      return attr(element, 'href') === null ? null : 'link';
    case 'img':
      return attr(element, 'alt') === '' ? 'presentation' : 'img';
    case 'input':
      return inputRole(attr(element, 'type')?.toLowerCase() ?? 'text');
    case 'select':
      return attr(element, 'multiple') !== null || Number(attr(element, 'size') ?? 1) > 1 ? 'listbox' : 'combobox';
    case 'section':
    case 'form':
      // A section or form is a landmark only with a name (html-aam).
      return attr(element, 'aria-label') || attr(element, 'aria-labelledby') ? (tag === 'form' ? 'form' : 'region') : null;
    case 'header':
    case 'footer':
      // Scoped to an article, aside, main, nav or section, they are no landmark.
      return ancestors(element).some((each) => SECTIONING.has(each.tagName)) ? null : tag === 'header' ? 'banner' : 'contentinfo';
    default:
      return /^h[1-6]$/.test(tag) ? 'heading' : (IMPLICIT_ROLES[tag] ?? null);
  }
}

/** Every element with `role` (and the name, level asked for), in document order. */
export function queryAllByRole(container: ParentNode, role: string, options: RoleOptions = {}): Element[] {
  return allElements(container).filter(
    (element) =>
      roleOf(element) === role &&
      (options.hidden || !isInaccessible(element)) &&
      (options.level === undefined || headingLevel(element) === options.level) &&
      (options.name === undefined || matches(nameOf(element), options.name)),
  );
}

/** The one element with `role`; throws, listing what there is, when there is none or more than one. */
export function getByRole(container: ParentNode, role: string, options: RoleOptions = {}): Element {
  return single(queryAllByRole(container, role, options), () => describeRole(container, role, options));
}

/** The elements with `role`; throws when there is none. */
export function getAllByRole(container: ParentNode, role: string, options: RoleOptions = {}): Element[] {
  return some(queryAllByRole(container, role, options), () => describeRole(container, role, options));
}

/** The one element with `role`, or null; throws when there is more than one. */
export function queryByRole(container: ParentNode, role: string, options: RoleOptions = {}): Element | null {
  const found = queryAllByRole(container, role, options);
  return found.length === 0 ? null : single(found, () => describeRole(container, role, options));
}

/** The innermost elements whose visible text matches, in document order. */
export function queryAllByText(container: ParentNode, text: TextMatch): Element[] {
  const found = allElements(container).filter((element) => !SKIPPED_TEXT.has(element.tagName) && matches(textOf(element), text));
  return found.filter((element) => !found.some((other) => other !== element && ancestors(other).includes(element)));
}

/** The one element whose visible text matches; throws when there is none or more than one. */
export function getByText(container: ParentNode, text: TextMatch): Element {
  return single(queryAllByText(container, text), () => `text ${String(text)} in ${JSON.stringify(textOf(container).slice(0, 300))}`);
}

/** The one form control whose label (label element, aria-labelledby or aria-label) matches. */
export function getByLabelText(container: ParentNode, text: TextMatch): Element {
  const controls = allElements(container).filter((element) => LABELABLE.has(element.tagName) && attr(element, 'type') !== 'hidden');
  const labelled = controls.filter((element) => matches(labelOf(element), text));
  return single(
    labelled,
    () => `a control labelled ${String(text)}; labels: ${controls.map((each) => JSON.stringify(labelOf(each))).join(', ')}`,
  );
}

// ---------------------------------------------------------------------------------------------

const IMPLICIT_ROLES: Readonly<Record<string, string>> = {
  article: 'article',
  aside: 'complementary',
  blockquote: 'blockquote',
  button: 'button',
  code: 'code',
  dd: 'definition',
  del: 'deletion',
  details: 'group',
  dialog: 'dialog',
  dt: 'term',
  em: 'emphasis',
  fieldset: 'group',
  figure: 'figure',
  hr: 'separator',
  ins: 'insertion',
  li: 'listitem',
  main: 'main',
  mark: 'mark',
  menu: 'list',
  nav: 'navigation',
  ol: 'list',
  optgroup: 'group',
  option: 'option',
  output: 'status',
  p: 'paragraph',
  progress: 'progressbar',
  s: 'deletion',
  strong: 'strong',
  sub: 'subscript',
  sup: 'superscript',
  table: 'table',
  tbody: 'rowgroup',
  td: 'cell',
  textarea: 'textbox',
  tfoot: 'rowgroup',
  th: 'columnheader',
  thead: 'rowgroup',
  time: 'time',
  tr: 'row',
  ul: 'list',
};
const INPUT_ROLES: Readonly<Record<string, string>> = {
  button: 'button',
  checkbox: 'checkbox',
  email: 'textbox',
  image: 'button',
  number: 'spinbutton',
  radio: 'radio',
  range: 'slider',
  reset: 'button',
  search: 'searchbox',
  submit: 'button',
  tel: 'textbox',
  text: 'textbox',
  url: 'textbox',
};
/** Roles whose name comes from the text inside when no label is given (accname "name from content"). */
const NAMED_BY_CONTENT = new Set([
  'button',
  'cell',
  'checkbox',
  'columnheader',
  'heading',
  'link',
  'menuitem',
  'option',
  'radio',
  'row',
  'switch',
  'tab',
  'term',
  'tooltip',
]);
const SECTIONING = new Set(['article', 'aside', 'main', 'nav', 'section']);
const LABELABLE = new Set(['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea']);
/** Elements whose content is never read as text. */
const SKIPPED_TEXT = new Set(['script', 'style', 'template', 'noscript', 'head']);
/**
 * Text-level elements that never separate words. Any other element boundary does: the shop lays
 * out names, sizes and prices of a card as boxes of their own, so they read as separate words.
 */
const INLINE = new Set([
  'abbr',
  'b',
  'bdi',
  'cite',
  'code',
  'data',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  'samp',
  'small',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);
/** Where an element boundary separates words; punctuation after it still sticks to the word before. */
const BOUNDARY = '\uE000';

function inputRole(type: string): string | null {
  return INPUT_ROLES[type] ?? (type === 'hidden' || type === 'file' || type === 'color' ? null : 'textbox');
}

function headingLevel(element: Element): number | undefined {
  const level = attr(element, 'aria-level') ?? /^h([1-6])$/.exec(element.tagName)?.[1];
  return level === undefined ? undefined : Number(level);
}

/** The label an element was given: aria-labelledby, aria-label, or the label elements of a form control. */
function labelOf(element: Element): string {
  const root = rootOf(element);
  const byId = (id: string) => allElements(root).find((each) => attr(each, 'id') === id);
  const ids = (attr(element, 'aria-labelledby') ?? '').split(/\s+/).filter((id) => id !== '');
  const labelledBy = ids.flatMap((id) => byId(id) ?? []);
  const fromIds = collapse(labelledBy.map((target) => textIn(target, true)).join(' '));
  if (fromIds) return fromIds;
  const label = collapse(attr(element, 'aria-label') ?? '');
  if (label || !LABELABLE.has(element.tagName)) return label;
  const id = attr(element, 'id');
  const labels = allElements(root).filter(
    (each) => each.tagName === 'label' && ((id !== null && attr(each, 'for') === id) || ancestors(element).includes(each)),
  );
  return collapse(labels.map((each) => textIn(each, true)).join(' '));
}

/** The name an element gets from its own markup: alt, legend, figcaption, caption, a button's value. */
function nativeName(element: Element): string {
  const tag = element.tagName;
  if (tag === 'img' || tag === 'area' || (tag === 'input' && attr(element, 'type') === 'image'))
    return collapse(attr(element, 'alt') ?? '');
  if (tag === 'input' && ['button', 'submit', 'reset'].includes(attr(element, 'type') ?? '')) return collapse(attr(element, 'value') ?? '');
  const caption = { fieldset: 'legend', figure: 'figcaption', table: 'caption' }[tag];
  const child = caption && element.childNodes.find((each): each is Element => isElement(each) && each.tagName === caption);
  return child ? collapse(textIn(child, true)) : '';
}

/** The text of a node; for a name (`forName`), hidden parts are left out and images count with their alt text. */
function textIn(node: Node, forName: boolean): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!isParent(node)) return '';
  if (isElement(node)) {
    if (SKIPPED_TEXT.has(node.tagName) || isHidden(node) || (forName && attr(node, 'aria-hidden') === 'true')) return '';
    if (forName && node.tagName === 'img') return `${BOUNDARY}${attr(node, 'alt') ?? ''}${BOUNDARY}`;
    if (node.tagName === 'br') return '\n';
    const label = forName ? attr(node, 'aria-label')?.trim() : undefined;
    const inner = label || node.childNodes.map((child) => textIn(child, forName)).join('');
    return INLINE.has(node.tagName) ? inner : `${BOUNDARY}${inner}${BOUNDARY}`;
  }
  return node.childNodes.map((child) => textIn(child, forName)).join('');
}

/** Hidden from everyone: the hidden attribute or an inline display: none / visibility: hidden. */
function isHidden(element: Element): boolean {
  return attr(element, 'hidden') !== null || /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(attr(element, 'style') ?? '');
}

/** Hidden from assistive technology: the element or an ancestor is hidden or aria-hidden. */
function isInaccessible(element: Element): boolean {
  return [element, ...ancestors(element)].some((each) => isHidden(each) || attr(each, 'aria-hidden') === 'true');
}

/** ASCII whitespace collapsed (no-break spaces are kept: they are what keeps a price or size together). */
function collapse(text: string): string {
  return text
    .replace(/\uE000+(?=[,.;:!?)])|(?<=\()\uE000+/g, '')
    .replace(/[ \t\n\r\f\uE000]+/g, ' ')
    .trim();
}

function matches(text: string, match: TextMatch): boolean {
  return typeof match === 'string' ? text === collapse(match) : match.test(text);
}

function isParent(node: Node): node is ParentNode {
  return 'childNodes' in node;
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

/** Every element under `container`, in document order (as `querySelectorAll('*')`). */
export function allElements(container: ParentNode): Element[] {
  return childElements(container).flatMap((child) => [child, ...allElements(child)]);
}

/** Whether the elements stand in their document in the order given (as `compareDocumentPosition` would tell). */
export function inDocumentOrder(...elements: Element[]): boolean {
  const all = elements[0] ? allElements(rootOf(elements[0])) : [];
  const positions = elements.map((element) => all.indexOf(element));
  return positions.every((position, index) => position >= 0 && (index === 0 || position > positions[index - 1]!));
}

/** The elements directly inside `container`, in order (as `children`). */
export function childElements(container: ParentNode): Element[] {
  return container.childNodes.filter(isElement);
}

/** The elements around `element`, innermost first (as walking `parentElement`). */
export function ancestors(element: Element): Element[] {
  const found: Element[] = [];
  for (let parent = element.parentNode; parent && isElement(parent); parent = parent.parentNode) found.push(parent);
  return found;
}

function rootOf(element: Element): ParentNode {
  let node: ParentNode = element;
  while ('parentNode' in node && node.parentNode) node = node.parentNode;
  return node;
}

function describeRole(container: ParentNode, role: string, options: RoleOptions): string {
  const present = allElements(container)
    .filter((element) => roleOf(element) !== null && (options.hidden || !isInaccessible(element)))
    .map((element) => `${roleOf(element)} ${JSON.stringify(nameOf(element) || textOf(element).slice(0, 40))}`);
  const wanted = `role ${role}${options.name === undefined ? '' : ` named ${String(options.name)}`}${options.level ? ` level ${options.level}` : ''}`;
  return `${wanted}; present: ${present.slice(0, 60).join(', ') || 'nothing'}`;
}

function single(found: Element[], what: () => string): Element {
  if (found.length !== 1) throw new Error(`Expected one element with ${what()}, found ${found.length}`);
  return found[0]!;
}

function some(found: Element[], what: () => string): Element[] {
  if (found.length === 0) throw new Error(`Expected elements with ${what()}, found none`);
  return found;
}
