import type { Page } from '@playwright/test';

/**
 * Records every toast the page shows, in order (only one shows at a time, so a later one replaces an
 * earlier one): call before the page loads; the returned function reads what was shown so far.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = seen;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLLIElement && node.closest('[aria-label^="Notifications"]')) seen.push(node.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
}
