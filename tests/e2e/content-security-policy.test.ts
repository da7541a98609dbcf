import { expect, test } from './fixtures';

// The CSP as the browser applies it (decision 014): a script that got into the page without this
// request's nonce does not run, and the browser reports the violation; the page's own scripts
// (the client bundle, React's streaming scripts) run and hydrate the page.

// This file reads the console itself: the violation is the expected error.
test.use({ failOnConsole: [] });

test('blocks an inline script injected into a page and reports the violation', async ({ page, shop }) => {
  // Whatever escaping missed: a script inserted into the HTML the worker sent, headers unchanged.
  // Plain localhost is the default shop (kartenliebe.de), and Node resolves it for route.fetch.
  const url = `http://localhost:${shop.port}/karten/`;
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>window.__injected = true;</script></body>');
    await route.fulfill({ response, body: html });
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(`violation: ${directive}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(d: string): void }).reportViolation(event.effectiveDirective),
    );
  });

  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-/);
  // The page's own scripts still run: it hydrates.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(() => violations).toContain('violation: script-src-elem');
  // Chromium also says so in the console, naming the directive.
  expect(violations.join('\n')).toMatch(
    /inline script violates the following Content Security Policy directive 'script-src .*has been blocked/,
  );
  expect(violations.join('\n')).not.toContain('hydration-error');
});

test('lets nobody frame a shop page', async ({ page, shop }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') blocked.push(message.text());
  });
  // A page of another site that frames the shop's voucher form.
  await page.setContent(`<!doctype html><title>Prize</title><iframe title="shop" src="${shop.origin('kartenliebe.de')}/karten/"></iframe>`);
  await expect.poll(() => blocked.join('\n')).toContain("frame-ancestors 'none'");
  const frame = page.frame({ url: /karten/ });
  // The frame stays empty: the shop's page is never shown inside another site.
  expect(
    await frame
      ?.locator('h1')
      .count()
      .catch(() => 0),
  ).toBeFalsy();
});
