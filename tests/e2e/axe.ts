import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
let source: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Rules Lighthouse's accessibility score counts that the WCAG tags leave out (heading-order is a
 * best practice of moderate impact; label-content-name-mismatch, WCAG 2.5.3, is experimental in
 * axe-core): run as well, and reported whatever their impact (decision 023).
 */
const LIGHTHOUSE_RULES = ['heading-order', 'label-content-name-mismatch'];

/**
 * Runs axe-core inside the page (WCAG 2 A/AA rules and LIGHTHOUSE_RULES) and returns the serious
 * and critical violations and any of LIGHTHOUSE_RULES, each with the elements it found.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  source ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the browser's devtools protocol, not as a <script>: the shop's CSP allows
  // only scripts with the page's nonce, and the audit must not loosen it.
  await page.evaluate(source);
  const violations = await page.evaluate(async (extraRules) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: Object.fromEntries(extraRules.map((rule) => [rule, { enabled: true }])),
    });
    return result.violations;
  }, LIGHTHOUSE_RULES);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || LIGHTHOUSE_RULES.includes(violation.id))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
