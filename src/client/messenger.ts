import type { MessengerWidget } from '../shared/ui/browser';
import { loadScript } from './runtime/script-loader';

/**
 * The vendor side of the service messenger (decision 013): the script, once loaded, puts
 * `window.shopMessenger` in place and dispatches `shop-messenger:ready` on window; the shop calls
 * `open({ locale, channel })`, and the widget dispatches `shop-messenger:closed` when the shopper
 * closes it.
 */
interface VendorMessenger {
  open(context: { locale: string; channel: string }): void;
}
declare global {
  interface Window {
    shopMessenger?: VendorMessenger;
  }
}

const MESSENGER_READY_EVENT = 'shop-messenger:ready';
const MESSENGER_CLOSED_EVENT = 'shop-messenger:closed';

const widgets = new Map<string, Promise<MessengerWidget>>();

/** The widget of a vendor script, the script injected only on the first call for its URL. */
export function loadMessenger(scriptUrl: string, timeoutMs: number): Promise<MessengerWidget> {
  let widget = widgets.get(scriptUrl);
  if (!widget) {
    widget = vendorReady(scriptUrl, timeoutMs).then((vendor) => ({
      open: (context) => vendor.open(context),
      onClose: (callback) => {
        addEventListener(MESSENGER_CLOSED_EVENT, callback);
        return () => removeEventListener(MESSENGER_CLOSED_EVENT, callback);
      },
    }));
    widgets.set(scriptUrl, widget);
  }
  return widget;
}

function vendorReady(scriptUrl: string, timeoutMs: number): Promise<VendorMessenger> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      removeEventListener(MESSENGER_READY_EVENT, check);
    };
    // Ready is the event, or the API already in place when the script has run.
    const check = () => {
      const vendor = window.shopMessenger;
      if (vendor && typeof vendor.open === 'function') {
        stop();
        resolve(vendor);
      }
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`messenger did not report ready within ${timeoutMs} ms`));
    }, timeoutMs);
    addEventListener(MESSENGER_READY_EVENT, check);
    loadScript(scriptUrl).then(check, (error: unknown) => {
      stop();
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}
