import { createContext, type ReactNode, useContext } from 'react';

/**
 * Whether content that keeps the server's markup keeps it: true in the browser (src/client) until
 * the visual editor re-renders the page; false on the server, which renders it.
 */
export const KeepServerMarkupContext = createContext(false);

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
}: {
  children: ReactNode /** Rendered in the browser from now on. */;
  live?: boolean;
}) {
  const keep = useContext(KeepServerMarkupContext);
  if (keep && !live) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string React never writes (see above); the content is the server's
    return <div className="server-markup" suppressHydrationWarning dangerouslySetInnerHTML={SERVER_MARKUP} />;
  }
  return <div className="server-markup">{children}</div>;
}

/** A list item whose content stays the server's: ServerMarkup where no wrapper may go, inside a list. */
export function KeptListItem({ className }: { className: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string React never writes (see ServerMarkup); the content is the server's
  return <li className={className} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_MARKUP} />;
}
