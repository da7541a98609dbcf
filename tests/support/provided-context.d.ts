// Values the test projects' global setups provide to their tests (vitest `provide`/`inject`).
declare module 'vitest' {
  interface ProvidedContext {
    /** Port of the shop-backend stand-in (tests/worker/shop-backend-server.ts). */
    shopBackendPort: number;
    /** Port of the Storyblok stand-in (tests/support/storyblok-fake.ts). */
    storyblokPort: number;
    /** Port of `wrangler dev` for the browser tests (tests/e2e/wrangler-dev.ts). */
    shopPort: number;
    /** Port of the `wrangler dev` that reads the Storyblok stand-in (tests/e2e/wrangler-dev.ts). */
    editorShopPort: number;
  }
}

export {};
