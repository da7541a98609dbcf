import type { CSSProperties, ReactNode } from 'react';
import { FLAGS } from '../../../shared/flags/experiments';
import { createTranslator } from '../../../shared/i18n/translator';
import {
  APP_ROOT_ELEMENT_ID,
  type HydrationData,
  type PageData,
  SHOP_DATA_ELEMENT_ID,
  type ShopData,
  serialiseForScript,
} from '../../../shared/shop-data';
import { BLOCK_RULES } from '../../../shared/ui/blocks/block-rules';
import { BlockTableContext } from '../../../shared/ui/blocks/block-table';
import { SERVER_BLOCKS } from '../../../shared/ui/blocks/registry';
import { keepsServerMarkup } from '../../../shared/ui/blocks/static-blocks';
import { INLINE_CSS, messagesUrl, pageModules, STYLESHEET } from '../../platform/client-assets';
import { deepFrozen } from '../../platform/memory/deep-frozen';
import { styledExperiments } from '../flags/public';
import { keptBlockTable } from './kept-blocks';
import { pageDataJson } from './page-data-json';
import type { PageLinks } from './seo';
import { stylesheetBlocksFirstPaint } from './styles';

interface DocumentProps {
  data: ShopData;
  title: string;
  description: string;
  links: PageLinks;
  /** schema.org objects, written as JSON-LD. */
  structuredData: object[];
  /** The CSP nonce of the request: every script tag carries it. */
  nonce: string;
  children: ReactNode;
}

/**
 * The page as the browser renders it (decision 021): a content page's story without what only the
 * server reads (the translations of its slug for hreflang links, Storyblok's dates and folder
 * fields), and, unless an editor follows live edits that carry the real ones, with short ids for
 * what the browser only keeps: there a `_uid` is only ever a React key, which never reaches the
 * markup, and 36 random characters per block do not compress. A block the browser renders keeps
 * its id, which names its slot and its headings and fields in the markup (decision 097).
 */
function pageForBrowser(page: PageData, editor: boolean): PageData {
  if (page.kind !== 'content') return page;
  // The page of a kept story is the same frozen object from view to view (decision 106): its data
  // for the browser is made once, frozen, and so is its JSON (./page-data-json.ts).
  const known = editor ? undefined : FOR_BROWSER.get(page);
  if (known) return known;
  const { id, uuid, name, slug, full_slug, tag_list } = page.story;
  const content = editor ? page.story.content : contentForBrowser(page.story.content, new Map());
  const made: PageData = { kind: 'content', story: { id, uuid, name, slug, full_slug, content, tag_list, alternates: [] } };
  if (editor || !Object.isFrozen(page)) return made;
  FOR_BROWSER.set(page, deepFrozen(made));
  return made;
}
const FOR_BROWSER = new WeakMap<PageData, PageData>();

/**
 * What the browser reads of a block that keeps the server's markup, besides its component and id:
 * what static-blocks.ts decides from (a calculator keeps its markup by its product, decision 039; a
 * themes overview when browsable, decision 073).
 */
const KEPT_BLOCK_FIELDS = ['catalogueRef', 'product', 'browsable'] as const;

/**
 * A copy of a story's content in one walk: the `_uid` of items and of kept blocks replaced by a
 * short one (the same `_uid` by the same; a block the browser renders keeps its own), and each block that keeps the server's markup (decision 024) reduced to what the
 * browser reads of it: its component, its id, and the ref of the catalogue read whose answer the
 * server shows in it (by which static-blocks.ts knows the block keeps its markup). The browser
 * never renders such a block, so its text, links and images are in the HTML once, not twice.
 */
function contentForBrowser<T>(value: T, seen: Map<string, string>): T {
  if (Array.isArray(value)) return value.map((item) => contentForBrowser(item, seen)) as T;
  if (value === null || typeof value !== 'object') return value;
  const fields = value as Record<string, unknown>;
  const shortUid = (uid: string) => {
    if (!seen.has(uid)) seen.set(uid, seen.size.toString(36));
    return seen.get(uid);
  };
  if (typeof fields.component === 'string' && typeof fields._uid === 'string' && keepsServerMarkup(fields)) {
    const stub: Record<string, unknown> = { component: fields.component, _uid: shortUid(fields._uid) };
    for (const key of KEPT_BLOCK_FIELDS) if (fields[key] !== undefined) stub[key] = fields[key];
    return stub as T;
  }
  // A block the browser renders keeps its id: a block that wakes on touch is found by it, and a
  // block names its headings and fields by it, the same in whichever root it hydrates (decision 097).
  const named = typeof fields.component === 'string' && Object.hasOwn(BLOCK_RULES, fields.component);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(fields)) {
    copy[key] = key === '_uid' && typeof item === 'string' ? (named ? item : shortUid(item)) : contentForBrowser(item, seen);
  }
  return copy as T;
}

/** The blocks as the server renders them: those the browser keeps written from kept bytes where they can be (decision 105). */
const PAGE_BLOCKS = keptBlockTable(SERVER_BLOCKS);

/**
 * The HTML document around the app: rendered on the server only. The app inside
 * `#app` is what the client hydrates, from the data serialised beside it (decision 021): the
 * ShopData without the translations, which the client imports from a cached file. Every module
 * the page runs is preloaded from the head; the stylesheet of what is not inlined is linked in
 * the head only when the page's first screen needs it, otherwise after the content.
 */
export function Document({ data, title, description, links, structuredData, nonce, children }: DocumentProps) {
  const { messages: _inTheFile, ...rest } = data;
  const hydration: HydrationData = {
    ...rest,
    page: pageForBrowser(data.page, data.editor !== null),
    messagesUrl: messagesUrl(data.locale),
  };
  const stylesheetFirst = stylesheetBlocksFirstPaint(data.page);
  // The experiments the stylesheet draws (decision 061): only the server renders the body element.
  const experiments = styledExperiments(data.treatments);
  const nudge = experiments?.includes(FLAGS.nudgingLabels)
    ? ({ '--nudge-label': JSON.stringify(createTranslator(data.locale, data.messages)('experiments.nudgeLabel')) } as CSSProperties)
    : undefined;
  return (
    <html lang={data.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {links.noindex || data.editor ? <meta name="robots" content="noindex" /> : null}
        {links.canonical ? <link rel="canonical" href={links.canonical} /> : null}
        {links.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        {structuredData.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the document is rendered once on the server and never updated, and the schema.org objects have no id
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serialiseForScript escapes <, > and & so the JSON cannot close the script element
          <script key={index} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serialiseForScript(item) }} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: INLINE_CSS is the shop's own stylesheet, written by the build, with no content or request data in it */}
        <style dangerouslySetInnerHTML={{ __html: INLINE_CSS }} />
        {stylesheetFirst ? <link rel="stylesheet" href={STYLESHEET} /> : null}
        {pageModules(data).map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body data-experiments={experiments} style={nudge}>
        <div id={APP_ROOT_ELEMENT_ID}>
          <BlockTableContext.Provider value={PAGE_BLOCKS}>{children}</BlockTableContext.Provider>
        </div>
        <script
          type="application/json"
          id={SHOP_DATA_ELEMENT_ID}
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serialiseForScript escapes <, > and & so the JSON cannot close the script element
          dangerouslySetInnerHTML={{ __html: pageDataJson(hydration) }}
        />
        {stylesheetFirst ? null : <link rel="stylesheet" href={STYLESHEET} />}
      </body>
    </html>
  );
}
