/**
 * The pages' public module: the shop backend's forwarding, which the API fallback also uses.
 */
export { forwardCallToShopBackend } from './shop-backend';
