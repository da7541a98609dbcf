import type { Translate } from '../i18n/translator';
import type { ErrorReason, PageData } from '../shop-data';

/** Title and explanation of each kind of error page (spec §8). */
export const ERROR_TEXT_KEYS: Readonly<Record<ErrorReason, { title: string; text: string }>> = {
  'not-found': { title: 'error.notFound', text: 'error.notFoundText' },
  'invalid-route': { title: 'error.notFound', text: 'error.notFoundText' },
  'bad-request': { title: 'error.badRequest', text: 'error.badRequestText' },
  unavailable: { title: 'error.unavailable', text: 'error.unavailableText' },
  'server-error': { title: 'error.serverError', text: 'error.serverErrorText' },
};

/** A page's main heading, used for its `<h1>` and its `<title>` alike. */
export function pageHeading(page: PageData, t: Translate): string {
  switch (page.kind) {
    case 'content':
      return page.story.content.title || page.story.name;
    case 'products':
      return page.detail ?? t('products.headline');
    case 'theme':
      return page.design.name;
    case 'wishlist':
      return t('wishlist.headline');
    case 'account':
      return t('account.page.title');
    case 'new-password':
      return t('account.newPassword.title');
    case 'newsletter':
      return t('newsletterPage.title');
    case 'designer':
      return t('designer.title');
    case 'error':
      return t(ERROR_TEXT_KEYS[page.reason].title);
  }
}
