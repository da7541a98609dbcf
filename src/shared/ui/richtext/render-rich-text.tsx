import type { ReactNode } from 'react';
import { imageSources, intrinsicSize } from '../../content/image-service';
import { type LinkContext, linkHref, safeUrl } from '../../content/links';
import type { Block } from '../../content/story';
import { log } from '../../log/log';
import { COLUMN_IMAGE_SIZES, imageSizes } from '../image-sizes';

/**
 * Storyblok rich text (spec §3 node types and marks) to React elements. Built eagerly as a pure
 * function, so a failure can be caught here and the rest of the page renders (spec §8
 * `richtext-render-error`); an unknown node logs an error and renders nothing. Links follow the
 * content link rules (only safe protocols), colours only pass as plain colour values, and every
 * text is a React text node, so nothing in a story becomes markup.
 */
export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: RichTextNode[];
}

interface RichTextContext {
  links: LinkContext;
  /** Renders the blocks of a `blok` node (a component placed inside rich text). */
  renderBlocks: (blocks: Block[]) => ReactNode;
}

/** An emoji's picture stands in a line of text, as high as the letters. */
const EMOJI_PX = 20;
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
/** A colour as written in CSS, without anything that could reach further than a colour. */
const COLOUR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20}|rgba?\([\d\s.,%]+\))$/;

export function renderRichText(document: unknown, context: RichTextContext): ReactNode {
  if (!isNode(document)) return null;
  try {
    return node(document, context, 'r');
  } catch (error) {
    log.error('richtext-render-error', {}, error);
    return null;
  }
}

function isNode(value: unknown): value is RichTextNode {
  return Boolean(value && typeof value === 'object' && typeof (value as RichTextNode).type === 'string');
}

function children(parent: RichTextNode, context: RichTextContext, key: string): ReactNode[] {
  return (Array.isArray(parent.content) ? parent.content : [])
    .filter(isNode)
    .map((child, index) => node(child, context, `${key}.${index}`));
}

function attr(current: RichTextNode, name: string): unknown {
  return current.attrs?.[name];
}

function node(current: RichTextNode, context: RichTextContext, key: string): ReactNode {
  const inner = () => children(current, context, key);
  switch (current.type) {
    case 'doc':
      return (
        <div key={key} className="rich-text">
          {inner()}
        </div>
      );
    case 'paragraph':
      return <p key={key}>{inner()}</p>;
    case 'heading': {
      const level = Number(attr(current, 'level'));
      const Tag = HEADINGS[Math.min(Math.max(Number.isInteger(level) ? level : 2, 1), 6) - 1] ?? 'h2';
      return <Tag key={key}>{inner()}</Tag>;
    }
    case 'blockquote':
      return <blockquote key={key}>{inner()}</blockquote>;
    case 'bullet_list':
      return <ul key={key}>{inner()}</ul>;
    case 'ordered_list': {
      const start = Number(attr(current, 'order') ?? 1);
      return (
        <ol key={key} start={Number.isInteger(start) && start !== 1 ? start : undefined}>
          {inner()}
        </ol>
      );
    }
    case 'list_item':
      return <li key={key}>{inner()}</li>;
    case 'code_block':
      return (
        <pre key={key}>
          <code>{inner()}</code>
        </pre>
      );
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'hard_break':
      return <br key={key} />;
    case 'image': {
      const src = safeUrl(String(attr(current, 'src') ?? ''));
      if (!src) return null;
      // As wide as the file or the column, whichever is less (`.rich-text img`); its size, where the file name says it.
      const intrinsic = intrinsicSize(src);
      const sizes = intrinsic ? imageSizes([{ fromPx: 0, maxPx: intrinsic.width }]) : COLUMN_IMAGE_SIZES;
      const sources = imageSources(src, intrinsic?.width ?? 800, sizes);
      if (!sources) return null;
      return (
        <img
          key={key}
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.sizes}
          width={intrinsic?.width}
          height={intrinsic?.height}
          alt={String(attr(current, 'alt') ?? '')}
          title={textAttr(current, 'title')}
          loading="lazy"
          decoding="async"
        />
      );
    }
    case 'emoji': {
      const emoji = textAttr(current, 'emoji');
      if (emoji)
        return (
          <span key={key} role="img" aria-label={textAttr(current, 'name') ?? emoji}>
            {emoji}
          </span>
        );
      const fallback = safeUrl(String(attr(current, 'fallbackImage') ?? ''));
      return fallback ? (
        <img
          key={key}
          className="emoji"
          src={fallback}
          alt={textAttr(current, 'name') ?? ''}
          width={EMOJI_PX}
          height={EMOJI_PX}
          loading="lazy"
          decoding="async"
        />
      ) : null;
    }
    case 'blok': {
      const body = attr(current, 'body');
      return Array.isArray(body) ? (
        <div key={key} className="rich-text__blocks">
          {context.renderBlocks(body as Block[])}
        </div>
      ) : null;
    }
    case 'table':
      return (
        <table key={key}>
          <tbody>{inner()}</tbody>
        </table>
      );
    case 'tableRow':
      return <tr key={key}>{inner()}</tr>;
    case 'tableHeader':
    case 'tableCell': {
      const Cell = current.type === 'tableHeader' ? 'th' : 'td';
      const colSpan = Number(attr(current, 'colspan') ?? 1);
      const rowSpan = Number(attr(current, 'rowspan') ?? 1);
      return (
        <Cell key={key} colSpan={colSpan > 1 ? colSpan : undefined} rowSpan={rowSpan > 1 ? rowSpan : undefined}>
          {inner()}
        </Cell>
      );
    }
    case 'text':
      return marked(current.text ?? '', current.marks ?? [], context, key);
    default:
      log.error('richtext-unknown-node', { type: current.type });
      return null;
  }
}

function textAttr(current: RichTextNode, name: string): string | undefined {
  const value = attr(current, name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A text wrapped in its marks, the first mark outermost. */
function marked(text: string, marks: NonNullable<RichTextNode['marks']>, context: RichTextContext, key: string): ReactNode {
  return marks.reduceRight<ReactNode>((content, mark, index) => wrap(content, mark, context, `${key}.m${index}`), text);
}

function wrap(
  content: ReactNode,
  mark: { type: string; attrs?: Record<string, unknown> },
  context: RichTextContext,
  key: string,
): ReactNode {
  const attrs = mark.attrs ?? {};
  switch (mark.type) {
    case 'bold':
    case 'strong':
      return <strong key={key}>{content}</strong>;
    case 'italic':
      return <em key={key}>{content}</em>;
    case 'strike':
      return <s key={key}>{content}</s>;
    case 'underline':
      return <u key={key}>{content}</u>;
    case 'code':
      return <code key={key}>{content}</code>;
    case 'superscript':
      return <sup key={key}>{content}</sup>;
    case 'subscript':
      return <sub key={key}>{content}</sub>;
    case 'anchor':
      return typeof attrs.id === 'string' && /^[A-Za-z][\w-]{0,80}$/.test(attrs.id) ? (
        <span key={key} id={attrs.id}>
          {content}
        </span>
      ) : (
        content
      );
    case 'styled':
      return typeof attrs.class === 'string' && /^[a-z][\w-]{0,40}$/.test(attrs.class) ? (
        <span key={key} className={`rt-${attrs.class}`}>
          {content}
        </span>
      ) : (
        content
      );
    case 'textStyle':
      return typeof attrs.color === 'string' && COLOUR.test(attrs.color) ? (
        <span key={key} style={{ color: attrs.color }}>
          {content}
        </span>
      ) : (
        content
      );
    case 'highlight':
      return (
        <mark key={key} style={typeof attrs.color === 'string' && COLOUR.test(attrs.color) ? { backgroundColor: attrs.color } : undefined}>
          {content}
        </mark>
      );
    case 'link': {
      const linktype = attrs.linktype === 'story' || attrs.linktype === 'email' || attrs.linktype === 'asset' ? attrs.linktype : 'url';
      const href = String(attrs.href ?? '');
      const target = linkHref(
        linktype === 'story'
          ? { linktype, cached_url: href.replace(/^\//, ''), url: '' }
          : linktype === 'email'
            ? { linktype, email: href, url: '', cached_url: '' }
            : { linktype, url: href, cached_url: href },
        context.links,
      );
      if (!target) return content;
      const anchor = typeof attrs.anchor === 'string' && /^[\w-]{1,80}$/.test(attrs.anchor) ? `#${attrs.anchor}` : '';
      const newTab = attrs.target === '_blank';
      return (
        <a key={key} href={`${target}${anchor}`} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
          {content}
        </a>
      );
    }
    default:
      log.error('richtext-unknown-mark', { type: mark.type });
      return content;
  }
}
