/** What the browser tests' shops are started with (./wrangler-dev.ts), known to the tests too. */

/** The session of the customer in tests/fixtures/e2e-customer.sql. */
export const E2E_SESSION_TOKEN = 'e2eSessionToken0123456789abcdefghijklmnopqr';

/** Store pages of the wallart app, so the smartbanner has something to offer (decision 013). */
export const E2E_APP_STORES = {
  APP_STORE_URLS: '{"wallart":"https://apps.apple.com/app/id1000000001"}',
  PLAY_STORE_URLS: '{"wallart":"https://play.google.com/store/apps/details?id=example.wallart"}',
};

/** The wrangler state (local KV and D1) of the shop with the demo content, under .wrangler/: its mail outbox is read from there. */
export const E2E_SHOP_STATE = 'e2e-state';

/** The consent platform's settings on the editor instance (its SDK is the loopback stand-in; decision 089). */
export const E2E_CONSENT_PLATFORM = {
  CONSENT_PLATFORM_NOTICE_ID: 'shop-notice',
  CONSENT_PLATFORM_COUNTRY: 'DE',
  CONSENT_PLATFORM_REGION: 'BY',
};

/** The Storyblok space the editor instance reads (tokens as the stand-in expects them). */
export const E2E_SPACE = '3001';

/** Environment variables through which the global setup hands its ports to the test workers. */
export const E2E_ENV = {
  /** `wrangler dev` with the demo content. */
  shopPort: 'E2E_SHOP_PORT',
  /** `wrangler dev` reading the Storyblok stand-in. */
  editorPort: 'E2E_EDITOR_SHOP_PORT',
  /** The Storyblok stand-in (tests/support/storyblok-fake.ts). */
  storyblokPort: 'E2E_STORYBLOK_PORT',
} as const;
