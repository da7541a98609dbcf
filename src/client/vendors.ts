/**
 * The third-party scripts the shop loads on demand, as one chunk (decisions 013, 051): the service
 * messenger's vendor and Google Identity Services. Each loader keeps its own module; the page's
 * code reaches both through one import, the first time one is asked for.
 */
export { loadGoogleSignIn } from './google-sign-in';
export { loadMessenger } from './messenger';
