import { registerHooks } from 'node:module';

/**
 * The browser tests import JSON as the worker's bundler does (`import data from './x.json'`,
 * demo stories and locales, also inside src/), while Node's ES modules want
 * `with { type: 'json' }`. Playwright loads the tests as ES modules (package.json `"type":
 * "module"`), so every `.json` import gets that attribute here; imported by playwright.config.ts,
 * which each test process loads before any test file.
 */
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (!resolved.url.endsWith('.json') || context.importAttributes.type !== undefined) return resolved;
    return { ...resolved, importAttributes: { ...context.importAttributes, type: 'json' } };
  },
});
