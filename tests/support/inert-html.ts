import { type DefaultTreeAdapterTypes, parse } from 'parse5';

/**
 * Whether server-rendered HTML is inert: the checks the injection tests (unit, worker, browser)
 * share. The HTML is parsed with parse5, which follows the HTML standard (tags, quoted and
 * unquoted attributes, character references, comments, raw-text elements such as script and
 * style, foreign content such as svg), so markup a payload smuggled in is seen the way a browser
 * sees it. Pure, so it runs in Node and in workerd alike.
 */

interface HtmlElement {
  tag: string;
  /** Qualified names (`xlink:href`), values with their references resolved. */
  attrs: { name: string; value: string }[];
  /** Text of a script, style or other element holding only text. */
  text: string;
}

interface ParsedHtml {
  /** Every element in document order, including those inside a template. */
  elements: HtmlElement[];
  comments: number;
  /** What the document ended inside of, when it ended in the middle of a tag, comment or text-only element. */
  unterminated: string | null;
}

/** Elements that run code or change how the page is read; the page may have them only where our own markup puts them. */
const ACTIVE_ELEMENTS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'base',
  'form',
  'meta',
  'link',
  'style',
  'template',
  'noscript',
  'portal',
  'xmp',
  'plaintext',
];
/** Attributes whose value is loaded or followed as a URL. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'xlink:href',
  'data',
  'background',
  'cite',
  'ping',
  'manifest',
  'codebase',
  'lowsrc',
  'dynsrc',
  'longdesc',
  'icon',
  'usemap',
  'archive',
]);
/** Attributes holding a list of `url descriptor` candidates. */
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);
/** Schemes a link or resource of the shop may use (spec §5: dangerous URL protocols are refused). */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const JSON_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json']);
/** The parse errors that mean the input stopped inside something, by what it stopped inside. */
const UNTERMINATED: Readonly<Record<string, string>> = {
  'eof-in-tag': 'a tag',
  'eof-in-comment': 'a comment',
  'eof-in-doctype': 'a doctype',
  'eof-in-cdata': 'a CDATA section',
  'eof-in-script-html-comment-like-text': 'a comment in a script',
  'eof-in-element-that-can-contain-only-text': 'an element of text only (script, style, textarea, title, ...)',
};

/**
 * The comments React writes itself: the empty one between two text nodes and the markers of a
 * Suspense boundary. How many a page has follows its structure (a button's label beside its icon
 * writes one), not its content, so only other comments count as a payload's doing.
 */
const REACT_MARKERS: ReadonlySet<string> = new Set([' ', '$', '/$', '$?', '$!']);
const REACT_MARKUP = /<!--(?: |\$|\/\$|\$\?|\$!)-->/g;

/** The elements and comments of `html` as a browser parses it (React's own comments not counted). */
function parseHtml(html: string): ParsedHtml {
  let unterminated: string | null = null;
  const document = parse(html, {
    onParseError: (error) => {
      unterminated ??= UNTERMINATED[error.code] ?? null;
    },
  });
  const parsed: ParsedHtml = { elements: [], comments: 0, unterminated: null };
  collect(document, parsed);
  return { ...parsed, unterminated };
}

function collect(node: DefaultTreeAdapterTypes.ParentNode, into: ParsedHtml): void {
  const children = 'content' in node ? [...node.childNodes, ...node.content.childNodes] : node.childNodes;
  for (const child of children) {
    if (child.nodeName === '#comment' && !REACT_MARKERS.has((child as DefaultTreeAdapterTypes.CommentNode).data)) into.comments += 1;
    if (!('tagName' in child)) continue;
    into.elements.push({
      tag: child.tagName.toLowerCase(),
      // Foreign content (svg, math) keeps camelCase names such as viewBox; HTML reads names case-insensitively.
      attrs: child.attrs.map(({ prefix, name, value }) => ({ name: (prefix ? `${prefix}:${name}` : name).toLowerCase(), value })),
      text: child.childNodes.map((each) => (each.nodeName === '#text' ? (each as DefaultTreeAdapterTypes.TextNode).value : '')).join(''),
    });
    collect(child, into);
  }
}

/**
 * What is wrong with a URL as an href or src of the shop, or null: a scheme other than http,
 * https, mailto and tel (javascript:, vbscript:, data:, file: ...), or a protocol-relative
 * address of another host. Read the way a browser reads it: tabs and newlines anywhere are
 * dropped, control characters and spaces around it are trimmed, `\` counts as `/`.
 */
export function urlProblem(written: string): string | null {
  const url = trimControls(written.replace(/[\t\n\r]/g, ''));
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined)
    return SAFE_SCHEMES.has(scheme) ? null : `URL with the scheme ${scheme}: ${JSON.stringify(written.slice(0, 80))}`;
  if (/^[/\\]{2}/.test(url)) return `protocol-relative URL ${JSON.stringify(written.slice(0, 80))}`;
  return null;
}

/** `text` without the C0 control characters and spaces around it (code points up to U+0020), as a URL parser trims it. */
function trimControls(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end -= 1;
  return text.slice(start, end);
}

/**
 * What is wrong with a style attribute, or null. Our components write colours that passed a
 * colour check and, for content images, `background-image: url("https://…")` of a placeholder
 * built from a checked asset URL; so a url() is accepted only quoted and with a URL that passes
 * urlProblem, and anything that can hide or run code in CSS is refused.
 */
function styleProblem(style: string): string | null {
  const css = style.toLowerCase();
  for (const bad of ['expression(', 'javascript:', 'vbscript:', '-moz-binding', 'behavior', '@import', '\\', '/*', '<', 'data:']) {
    if (css.includes(bad)) return `style with ${JSON.stringify(bad)}: ${JSON.stringify(style.slice(0, 120))}`;
  }
  const withoutUrls = css.replace(/url\(\s*"([^"]*)"\s*\)/g, (_, url: string) => (urlProblem(url) ? 'BAD-URL' : ''));
  if (withoutUrls.includes('url(') || withoutUrls.includes('bad-url'))
    return `style with a url() that is not a quoted safe URL: ${JSON.stringify(style.slice(0, 120))}`;
  return null;
}

export interface InertOptions {
  /** The same page rendered from harmless content: the active elements it has are our own. */
  baseline?: string;
  /** The hostile strings in the content; none of their markup may appear unescaped. */
  payloads?: readonly string[];
  /** The name every payload calls if it runs; it must not stand in code. */
  marker?: string;
}

/**
 * Everything that makes `html` not inert, as readable lines (empty when it is inert):
 * - it ends inside a tag or comment (a payload swallowed the rest of the page);
 * - more script, iframe, object, embed, svg, style, form, base, meta, ... elements than the
 *   baseline has (a payload introduced them);
 * - any `on*` event-handler attribute, or an attribute name no component writes;
 * - an href/src/srcset/action/formaction/poster/xlink:href/... with a dangerous scheme or a
 *   protocol-relative address; a style with expression(), url() of anything but a safe URL, ...;
 * - a JSON script that is not valid JSON or holds `<`, an inline script that names the marker,
 *   a script with a foreign src;
 * - markup of a payload (`<script`, `<img src=x on…`) verbatim, more often than in the baseline.
 */
export function inertnessProblems(html: string, options: InertOptions = {}): string[] {
  const problems: string[] = [];
  const parsed = parseHtml(html);
  if (parsed.unterminated) problems.push(`document ends inside ${parsed.unterminated}`);
  const baseline = options.baseline === undefined ? null : parseHtml(options.baseline);

  const count = (elements: readonly HtmlElement[], tag: string) => elements.filter((element) => element.tag === tag).length;
  for (const tag of ACTIVE_ELEMENTS) {
    const found = count(parsed.elements, tag);
    const allowed = baseline ? count(baseline.elements, tag) : 0;
    if (found > allowed) problems.push(`${found} <${tag}> elements where the harmless page has ${allowed}`);
  }
  if (baseline && parsed.comments > baseline.comments + 2)
    problems.push(`${parsed.comments} comments where the harmless page has ${baseline.comments}`);

  for (const element of parsed.elements) {
    for (const { name, value } of element.attrs) {
      if (name.startsWith('on')) problems.push(`<${element.tag}> has the event handler ${name}=${JSON.stringify(value.slice(0, 80))}`);
      else if (!/^[a-z_:][-a-z0-9_:.]*$/.test(name))
        problems.push(`<${element.tag}> has the attribute name ${JSON.stringify(name.slice(0, 40))}`);
      if (URL_ATTRIBUTES.has(name)) {
        const problem = urlProblem(value);
        if (problem) problems.push(`<${element.tag} ${name}>: ${problem}`);
      }
      if (SRCSET_ATTRIBUTES.has(name)) {
        for (const candidate of value.split(',')) {
          const problem = urlProblem(candidate.trim().split(/\s+/)[0] ?? '');
          if (problem) problems.push(`<${element.tag} ${name}>: ${problem}`);
        }
      }
      if (name === 'style') {
        const problem = styleProblem(value);
        if (problem) problems.push(`<${element.tag}>: ${problem}`);
      }
      if (name === 'http-equiv' && value.toLowerCase() === 'refresh') problems.push(`<meta http-equiv="refresh">`);
    }
    if (element.tag === 'script') problems.push(...scriptProblems(element, options.marker));
  }

  for (const payload of options.payloads ?? []) {
    for (const fragment of new Set(markupOf(payload))) {
      const found = occurrences(html.replace(REACT_MARKUP, ''), fragment);
      const allowed = options.baseline === undefined ? 0 : occurrences(options.baseline.replace(REACT_MARKUP, ''), fragment);
      if (found > allowed)
        problems.push(`payload markup ${JSON.stringify(fragment.slice(0, 60))} stands unescaped ${found}× (harmless page: ${allowed}×)`);
    }
  }
  return [...new Set(problems)];
}

function scriptProblems(script: HtmlElement, marker: string | undefined): string[] {
  const type = (script.attrs.find((attr) => attr.name === 'type')?.value ?? '').trim().toLowerCase();
  const src = script.attrs.find((attr) => attr.name === 'src');
  const text = script.text;
  const id = script.attrs.find((attr) => attr.name === 'id')?.value;
  const name = `<script${type ? ` type="${type}"` : ''}${id ? ` id="${id}"` : ''}>`;
  const problems: string[] = [];
  if (text.includes('<!--') || /<\/?script/i.test(text)) problems.push(`${name} content holds markup that changes where the script ends`);
  if (JSON_SCRIPT_TYPES.has(type)) {
    if (text.includes('<') || /[\u2028\u2029]/.test(text)) problems.push(`${name} holds an unescaped < or line separator`);
    try {
      JSON.parse(text);
    } catch {
      problems.push(`${name} is not valid JSON (the data was cut short): ${JSON.stringify(text.slice(0, 80))}`);
    }
    return problems;
  }
  if (src) {
    // Only the shop's own bundles and the editor bridge (checked by the editor tests) load scripts.
    if (!src.value.startsWith('/') || src.value.startsWith('//') || text.trim() !== '')
      problems.push(`${name} loads ${JSON.stringify(src.value.slice(0, 80))}`);
  }
  if (marker && text.includes(marker)) problems.push(`${name} runs code that names ${marker}: ${JSON.stringify(text.slice(0, 80))}`);
  return problems;
}

/** The pieces of a payload that would be markup if written unescaped: `<tag …`, `</tag`, `<!--`. */
function markupOf(payload: string): string[] {
  return [...payload.matchAll(/<[!/?A-Za-z][^<>]*/g)].map((match) => match[0]).filter((fragment) => fragment.length >= 3);
}

function occurrences(text: string, fragment: string): number {
  let found = 0;
  for (let at = text.indexOf(fragment); at >= 0; at = text.indexOf(fragment, at + fragment.length)) found += 1;
  return found;
}
