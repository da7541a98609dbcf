/**
 * The wishlist's public module: a visitor's wishlist joins the customer's at login (decision 054),
 * the customer data carries how many designs it holds (decision 081), and a customer's data export
 * and deletion reach it (decision 083).
 */
export { customerWishlistRows, forgetCustomerWishlistStatement } from './queries/wishlist';
export { mergeVisitorWishlist } from './visitor-wishlist';
export { wishlistCount } from './wishlist-count';
