import { createContext, createElement, type ReactNode, useContext } from 'react';

/**
 * Whether content that keeps the server's markup keeps it: true in the browser (src/client) until
 * the visual editor re-renders the page; false on the server, which renders it.
 */
export const KeepServerMarkupContext = createContext(false);

/**
 * The shell fragments of the page the server renders (decision 095): the markup of slots whose
 * content depends only on what the fragments' scope names (channel, host, locale, platform, the
 * content generation, the build), rendered once and kept. Null in the browser and for drafts.
 */
export interface KeptFragments {
  /** The kept markup of the slot of `kind` showing `of`, or undefined when it is not kept yet. */
  html(kind: FragmentKind, of: unknown): string | undefined;
  /** Marks the slot as rendered here to be kept: the number its markup is read back by. */
  capture(kind: FragmentKind, of: unknown): number;
}

/** The kinds of kept slots of the shell; the server names each one's fragment (src/worker/features/page-shell/fragment-names.ts). */
export type FragmentKind = 'logo' | 'header-links' | 'flyout' | 'tiles' | 'burger' | 'footer-contact' | 'footer-legal';

export const KeptFragmentsContext = createContext<KeptFragments | null>(null);

/** The element around a slot's content the server reads back and takes out (src/worker/features/page-shell/shell-fragments.ts). */
export const CAPTURE_ELEMENT = 'kept-fragment';

/** What a kept slot's content is to React: nothing of its own, so the server's stays (see ServerMarkup). */
const SERVER_MARKUP = { __html: '' };

/**
 * Content whose markup never changes in the browser (decision 024): the server renders it into a
 * slot (`display: contents`, so the slot takes no part in the layout); the browser hydrates the
 * slot without the content's code and keeps what the server wrote in it. Hydrating an element
 * with `dangerouslySetInnerHTML`, React claims the element and neither compares nor writes its
 * inside (react-dom `prepareToHydrateHostInstance`, `popHydrationState`: it has no children to
 * hydrate), and the same object on every render means it is never written afterwards either.
 */
export function ServerMarkup({
  children,
  live = false,
  fragment,
  of,
}: {
  children: ReactNode;
  /** Rendered in the browser from now on. */
  live?: boolean;
  /**
   * The slot's kind among the page's shell fragments: the server then writes the markup kept for
   * it instead of rendering it again (decision 095).
   */
  fragment?: FragmentKind;
  /** What of the page's data the slot shows, when that names its fragment (a navigation item). */
  of?: unknown;
}) {
  const keep = useContext(KeepServerMarkupContext);
  const kept = useContext(KeptFragmentsContext);
  if (keep && !live) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string React never writes (see above); the content is the server's
    return <div className="server-markup" suppressHydrationWarning dangerouslySetInnerHTML={SERVER_MARKUP} />;
  }
  if (fragment && kept) {
    const html = kept.html(fragment, of);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React wrote for this slot on an earlier page of the same scope, kept as it was written
    if (html !== undefined) return <div className="server-markup" dangerouslySetInnerHTML={{ __html: html }} />;
    return <div className="server-markup">{createElement(CAPTURE_ELEMENT, { 'data-fragment': kept.capture(fragment, of) }, children)}</div>;
  }
  return <div className="server-markup">{children}</div>;
}

/** A list item whose content stays the server's: ServerMarkup where no wrapper may go, inside a list. */
export function KeptListItem({ className }: { className: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string React never writes (see ServerMarkup); the content is the server's
  return <li className={className} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_MARKUP} />;
}
