/**
 * The wishlist's public module: a visitor's wishlist joins the customer's at login (decision 054),
 * and the customer data carries how many designs it holds (decision 081).
 */
export { mergeVisitorWishlist } from './visitor-wishlist';
export { wishlistCount } from './wishlist-count';
