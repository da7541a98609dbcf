import type { Translate } from '../i18n/translator';
import type { ErrorReason, PageData } from '../shop-data';
import { PAGE_TITLE_KEYS } from './page-titles';

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
    case 'account':
    case 'new-password':
    case 'newsletter':
    case 'designer':
      return t(PAGE_TITLE_KEYS[page.kind]);
    case 'error':
      return t(ERROR_TEXT_KEYS[page.reason].title);
  }
}
