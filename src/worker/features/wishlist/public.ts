/**
 * The wishlist's public module: a visitor's wishlist joins the customer's at login (decision 054).
 */
export { mergeVisitorWishlist } from './visitor-wishlist';
