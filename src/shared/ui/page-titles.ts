/**
 * The heading of each page the shop writes itself, by its translation key: the pages use the table
 * for their `<h1>`, pageHeading (./page-heading.ts) for their `<title>`: a module of its own, so that
 * the visitor's pages carry no more than the table (decision 098).
 */
export const PAGE_TITLE_KEYS = {
  wishlist: 'wishlist.headline',
  account: 'account.page.title',
  'new-password': 'account.newPassword.title',
  newsletter: 'newsletterPage.title',
  designer: 'designer.title',
} as const;
