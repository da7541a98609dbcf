import type { GoogleSignInData } from '../shared/shop-data';
import type { GoogleSignIn } from '../shared/ui/browser';
import { loadScript } from './runtime/script-loader';

/**
 * The browser side of Google sign-in (decision 051): Google Identity Services' script (the page
 * names it: Google's, or a stand-in in the browser tests), loaded when the log-in dialog first asks
 * for it, initialised once with the shop's client id, and its button rendered where the dialog
 * says. Google's callback hands over the ID token (`credential`) that the dialog posts to the shop.
 */

/** What the shop calls of `google.accounts.id`, checked once the script has run (it is not ours). */
interface GoogleAccountsId {
  initialize(config: { client_id: string; callback: (response: unknown) => void; ux_mode: 'popup' }): void;
  renderButton(
    parent: HTMLElement,
    options: { type: 'standard'; theme: 'outline'; size: 'large'; text: 'signin_with'; locale: string },
  ): void;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `google.accounts.id` as the script put it in place, or null when it did not. */
function accountsId(): GoogleAccountsId | null {
  const google: unknown = Reflect.get(window, 'google');
  const accounts = isObject(google) ? google.accounts : undefined;
  const id = isObject(accounts) ? accounts.id : undefined;
  if (!isObject(id)) return null;
  const { initialize, renderButton } = id;
  if (typeof initialize !== 'function' || typeof renderButton !== 'function') return null;
  return {
    initialize: (config) => initialize.call(id, config),
    renderButton: (parent, options) => renderButton.call(id, parent, options),
  };
}

/** Who gets the next credential: the dialog that rendered the button last. */
let onCredential: ((credential: string) => void) | null = null;
const loaded = new Map<string, Promise<GoogleSignIn>>();

export function loadGoogleSignIn({ clientId, scriptUrl }: GoogleSignInData): Promise<GoogleSignIn> {
  let signIn = loaded.get(clientId);
  if (!signIn) {
    signIn = loadScript(scriptUrl).then(() => {
      const id = accountsId();
      if (!id) throw new Error('Google Identity Services put no google.accounts.id in place');
      // Once per page: Google warns when it is initialised again.
      id.initialize({
        client_id: clientId,
        ux_mode: 'popup',
        callback: (response) => {
          const credential = isObject(response) ? response.credential : undefined;
          if (typeof credential === 'string') onCredential?.(credential);
        },
      });
      return {
        renderButton: (container, locale, callback) => {
          onCredential = callback;
          id.renderButton(container, { type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', locale });
        },
      };
    });
    // A script that failed may load on the next opening of the dialog.
    signIn.catch(() => loaded.delete(clientId));
    loaded.set(clientId, signIn);
  }
  return signIn;
}
