import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

// An unexpected console.error fails the test (STYLE "Tests"). A test that provokes an error on
// purpose calls expectConsoleErrors() and asserts on what was logged.
let consoleError: MockInstance<typeof console.error>;
let expected = false;

beforeEach(() => {
  expected = false;
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (!expected && calls.length > 0) {
    throw new Error(`unexpected console.error:\n${calls.map((call) => call.map(String).join(' ')).join('\n')}`);
  }
});

/** Allows console.error in this test; returns the spy so the test can assert on the log. */
export function expectConsoleErrors(): MockInstance<typeof console.error> {
  expected = true;
  return consoleError;
}
