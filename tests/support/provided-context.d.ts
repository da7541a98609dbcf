import type { JWK } from 'jose';

// Values the worker tests' global setups provide to their tests (vitest `provide`/`inject`).
declare module 'vitest' {
  interface ProvidedContext {
    /** Port of the shop-backend stand-in (tests/worker/shop-backend-server.ts). */
    shopBackendPort: number;
    /** Port of the Storyblok stand-in (tests/support/storyblok-fake.ts). */
    storyblokPort: number;
    /** Port of the reCAPTCHA siteverify stand-in (tests/worker/bot-check-server.ts). */
    botCheckPort: number;
    /** Port of the Resend stand-in (tests/worker/mail-api-server.ts). */
    mailApiPort: number;
    /** The key the Resend stand-in takes. */
    mailApiKey: string;
    /** The secret the siteverify stand-in knows. */
    botCheckSecret: string;
    /** Port of Google's key set stand-in (tests/worker/google-keys-server.ts). */
    googleKeysPort: number;
    /** The private key whose public half the stand-in serves: ID tokens signed with it are Google's. */
    googlePrivateJwk: JWK;
    /** The public half, as the stand-in serves it. */
    googlePublicJwk: JWK;
    /** A key Google never published, under the same key id: tokens signed with it are forged. */
    foreignPrivateJwk: JWK;
  }
}
