import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Impacts that fail a page. Moderate and minor findings are attached to the report, not failed on... */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** ...except these rules, which fail at any impact (heading-order is a moderate best-practice rule). */
const ALWAYS_BLOCKING = new Set(['heading-order', 'label-content-name-mismatch']);

/**
 * axe with every default rule (WCAG 2.0/2.1/2.2 A and AA, plus best practices), and the rules axe leaves off by
 * default switched on by name: label-content-name-mismatch (WCAG 2.5.3, a visible label missing from the
 * accessible name) is tagged experimental, so off by default, in the axe-core 4.13 that @axe-core/playwright
 * bundles; it is asked for explicitly, whatever the version.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
}

/** One line per offending element: rule, impact, target, what to do, and axe's own summary. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `- ${violation.id} (${violation.impact}) at ${node.target.join(' ')}\n    ${violation.help} — ${violation.helpUrl}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
      ),
    )
    .join('\n');
}

/**
 * Runs axe over the page as it is now and fails on every serious or critical violation (and on the rules in
 * ALWAYS_BLOCKING at any impact), naming each rule, element and fix; the test goes on to its next page and fails
 * at its end. The full results (moderate and minor findings too) go into the report.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, where: string) {
  const results = await axe(page).analyze();
  await testInfo.attach(`axe ${where}`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  const blocking = results.violations.filter(
    (violation) => BLOCKING_IMPACTS.has(violation.impact ?? '') || ALWAYS_BLOCKING.has(violation.id),
  );
  // Soft: a walk over several pages reports every page's violations in one run, then fails.
  expect
    .soft(
      blocking.map((violation) => violation.id),
      `${where} (${page.url()}):\n${describeViolations(blocking)}`,
    )
    .toEqual([]);
}
