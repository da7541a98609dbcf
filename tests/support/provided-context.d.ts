// Values the worker tests' global setups provide to their tests (vitest `provide`/`inject`).
declare module 'vitest' {
  interface ProvidedContext {
    /** Port of the shop-backend stand-in (tests/worker/shop-backend-server.ts). */
    shopBackendPort: number;
    /** Port of the Storyblok stand-in (tests/support/storyblok-fake.ts). */
    storyblokPort: number;
  }
}

export {};
