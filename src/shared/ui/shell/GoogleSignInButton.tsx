import { useEffect, useRef } from 'react';
import { log } from '../../log/log';
import type { GoogleSignInData } from '../../shop-data';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';

/**
 * Google's sign-in button in the log-in dialog (spec §1 Google sign-in; decision 051), shown when
 * the page carries the shop's Google client id, with the script to load. Google's script loads when
 * the dialog opens, not before; a sign-in hands `onCredential` the ID token for the shop's call. A
 * script that fails logs the spec §8 event `google-not-loaded`, a button with nowhere to go
 * `google-button-not-found`.
 */
export function GoogleSignInButton({ google, onCredential }: { google: GoogleSignInData; onCredential: (credential: string) => void }) {
  const { data } = useShop();
  const { clientId, scriptUrl } = google;
  const browser = useBrowser();
  const container = useRef<HTMLDivElement>(null);
  // The button stays as Google rendered it while the dialog re-renders; its sign-in reaches the latest callback.
  const latest = useRef(onCredential);
  useEffect(() => {
    latest.current = onCredential;
  });
  useEffect(() => {
    if (!browser) return;
    let shown = true;
    browser
      .vendorScripts()
      .then((vendors) => vendors.loadGoogleSignIn({ clientId, scriptUrl }))
      .then(
        (signIn) => {
          if (!shown) return;
          if (!container.current) {
            log.warn('google-button-not-found', {});
            return;
          }
          signIn.renderButton(container.current, data.locale, (credential) => latest.current(credential));
        },
        (error: unknown) => log.warn('google-not-loaded', {}, error),
      );
    return () => {
      shown = false;
    };
  }, [browser, clientId, scriptUrl, data.locale]);
  // Google's button brings its own label, in the page's language.
  return <div ref={container} className="account-form" />;
}
