import { createPortal } from 'react-dom';
import { useBrowser } from '../browser';
import { ConsentNotice } from './ConsentNotice';
import { LocationBanner } from './LocationBanner';
import { NOTICES_ID } from './Notices';

/** The notices, shown in their region at the top of the page (Notices). */
export function NoticeViews({ privacyHref, consentAsked }: { privacyHref: string | null; consentAsked: number }) {
  const host = useBrowser()?.elementById(NOTICES_ID);
  if (!host) return null;
  return createPortal(
    <>
      {/* The consent question first, for the keyboard too; the location banner below it. */}
      <ConsentNotice privacyHref={privacyHref} asked={consentAsked} />
      <LocationBanner />
    </>,
    host,
  );
}
