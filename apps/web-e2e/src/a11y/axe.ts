import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The accessibility bar: no serious or critical violation of WCAG 2.2 A/AA (and the 2.0/2.1 rules axe
// files under their own tags), checked by axe-core on the page as a user sees it.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Serious and critical axe violations on the page as it is now, readable in a failure message;
 * only within `selector` when given (a modal dialog, the page behind it being inert).
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ')}]` : ''}`)
          .join('; ')}`,
    );
}

/**
 * Checks the page without stopping the test, so one run lists every page's violations
 * (a soft assertion per page, labelled with what was checked).
 */
export async function expectNoSeriousViolations(page: Page, label: string, selector?: string): Promise<void> {
  expect.soft(await seriousViolations(page, selector), `axe on ${label}`).toEqual([]);
}
