import { ConsentNotice } from './ConsentNotice';
import { LocationBanner } from './LocationBanner';

/**
 * The notices that appear after the page is interactive, the "shop for your country" banner and
 * the cookie-consent notice, stacked in one region fixed to the bottom of the viewport (decision
 * 023): they cover part of the page while shown instead of pushing it down, so nothing moves when
 * they appear or go, and the page's HTML stays the same for every visitor. Each is a labelled
 * landmark that takes no focus of its own and closes with one of its buttons.
 */
export function Notices({ privacyHref }: { privacyHref: string | null }) {
  return (
    <div className="notices">
      <LocationBanner />
      <ConsentNotice privacyHref={privacyHref} />
    </div>
  );
}
