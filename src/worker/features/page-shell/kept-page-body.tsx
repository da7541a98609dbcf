import type { ReactNode } from 'react';
import type { PageData } from '../../../shared/shop-data';
import { pageKeepsServerMarkup } from '../../../shared/ui/blocks/static-blocks';
import { DesignerHandOffPage } from '../../../shared/ui/pages/DesignerHandOffPage';
import { ErrorPage } from '../../../shared/ui/pages/ErrorPage';
import { ProductsPage } from '../../../shared/ui/pages/ProductsPage';
import { ThemePage } from '../../../shared/ui/pages/ThemePage';
import { VisitorPage } from '../../../shared/ui/pages/VisitorPage';

/**
 * The body of a page whose markup never changes in the browser (decision 024): rendered here, on
 * the server, and kept as it is by the browser, which has no code for it (src/shared/ui/App.tsx).
 * Null for the pages the browser renders too: content pages and error pages with live blocks.
 */
export function keptPageBody(page: PageData): ReactNode {
  switch (page.kind) {
    case 'products':
      return <ProductsPage />;
    case 'designer':
      return <DesignerHandOffPage page={page} />;
    case 'error':
      return pageKeepsServerMarkup(page) ? <ErrorPage page={page} /> : null;
    case 'wishlist':
    case 'account':
    case 'new-password':
    case 'newsletter':
      // The visitor's own pages: the same for everyone here; the browser fills them in (decision 054).
      return <VisitorPage />;
    case 'theme':
      // The design with its price; its card calculator is started live by a module of its own (decision 070).
      return <ThemePage page={page} />;
    case 'content':
      return null;
  }
}
