import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts that fail a page; minor and moderate findings are not counted. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits for the page's finite animations (dialogs zooming in, toasts sliding in, squares popping) to
 * end: mid-animation opacity would make axe measure colour contrast against a half-faded element.
 * Endless ones (the live dot's pulse, the winning square's glow) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * Runs axe (every rule of its default set: WCAG 2.x A/AA and best practices) on the page as it is now,
 * and fails softly (the test goes on, so one run lists every page's findings) when it finds a serious or
 * critical violation, printing each one's rule id, impact, help text and the elements it names.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  await settleAnimations(page);
  const started = performance.now();
  const { violations } = await new AxeBuilder({ page }).analyze();
  const failing = violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const report = failing.flatMap((violation) => [
    `${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`,
    ...violation.nodes.map((node) => `    ${node.target.join(' >>> ')}${node.failureSummary ? `\n      ${node.failureSummary.replaceAll('\n', '\n      ')}` : ''}`),
  ]);
  expect.soft(report, `axe on ${label} (${page.url()}, ${Math.round(performance.now() - started)} ms): serious or critical violations`).toEqual([]);
}
