import { useShop } from '../shop-context';
import { AccountPage } from './AccountPage';
import { NewPasswordPage } from './NewPasswordPage';
import { NewsletterPage } from './NewsletterPage';
import { NO_VISITOR_ACTIONS } from './visitor-actions';
import { WishlistPage } from './WishlistPage';

/**
 * The visitor's own pages (decision 054): the server renders them the same for everyone into
 * markup the app keeps, and src/client/visitor-page.tsx renders the body again in this slot, where
 * it reads the visitor's data.
 */
export function VisitorPage() {
  return (
    <div data-visitor-page="">
      <VisitorPageBody />
    </div>
  );
}

function VisitorPageBody() {
  const { page } = useShop().data;
  if (page.kind === 'wishlist') return <WishlistPage />;
  if (page.kind === 'account') return <AccountPage actions={NO_VISITOR_ACTIONS} />;
  if (page.kind === 'newsletter') return <NewsletterPage page={page} actions={NO_VISITOR_ACTIONS} />;
  return <NewPasswordPage actions={NO_VISITOR_ACTIONS} />;
}
