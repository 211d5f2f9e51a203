import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

async function signIn(page: Page, baseURL: string) {
  const account = await createAccount(baseURL, { firstName: 'Pat', lastName: 'Practice' });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In to Play' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('practice pool simulation', () => {
  test('a player picks the five highlighted squares, watches four quarters and resets @phone', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await signIn(page, baseURL!);
    await page.goto('/simulation');
    await expect(page.getByRole('heading', { level: 1, name: 'Practice Pool Simulation' })).toBeVisible();
    await expect(page).toHaveTitle(/Practice Pool Simulation/);

    const grid = page.getByRole('grid');
    const available = grid.getByRole('gridcell', { name: /: available/ });
    const mine = grid.getByRole('gridcell', { name: /your square/ });
    const undrawnHeaders = grid.getByRole('columnheader', { name: /not drawn yet/ });
    const liveRegion = page.locator('p[role="status"][aria-live="polite"]');
    await expect(grid.getByRole('gridcell')).toHaveCount(100);
    await expect(available).toHaveCount(5);
    await expect(grid.getByRole('gridcell', { name: /taken by [A-Z]{2}$/ })).toHaveCount(95);
    await expect(undrawnHeaders).toHaveCount(10);
    await expect(grid.getByRole('rowheader', { name: /not drawn yet/ })).toHaveCount(10);
    await expect(page.getByText('Selected: 0/5 squares')).toBeVisible();
    await expect(page.getByText(/^Quarter: \d\/4$/)).toHaveCount(0);
    await expect(page.getByText('$5 practice money').first()).toBeVisible();
    await expect(page.getByText('Pick 5 squares to start')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'practice simulation');

    // Starting by hand before five squares are chosen is refused.
    await page.getByRole('button', { name: 'Start Simulation' }).click();
    await expect(page.getByText('Select 5 squares', { exact: true })).toBeVisible();
    await expect(page.getByText('You must select exactly 5 squares before starting', { exact: true })).toBeVisible();

    // Taken squares cannot be chosen.
    // aria-disabled: Playwright would wait for it to be enabled, so click it the way a user still can.
    await grid.getByRole('gridcell', { name: /taken by/ }).first().click({ force: true });
    await expect(page.getByText('Selected: 0/5 squares')).toBeVisible();

    // Keyboard: the grid's tab stop is the first available square (row 2, column 7); Enter picks it,
    // arrows move, Space picks (row 3, column 3).
    const first = grid.getByRole('gridcell', { name: /^Row 2, column 7,/ });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Selected: 1/5 squares')).toBeVisible();
    await expect(page.getByText('4 more squares to go')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    const second = grid.getByRole('gridcell', { name: /^Row 3, column 3,/ });
    await expect(second).toBeFocused();
    await page.keyboard.press(' ');
    await expect(second).toHaveAttribute('aria-selected', 'true');

    // Mouse: the other three highlighted squares.
    await available.first().click();
    await available.first().click();
    await expect(page.getByText('Selected: 4/5 squares')).toBeVisible();
    await expect(page.getByText('1 more square to go')).toBeVisible();
    await available.first().click();
    await expect(page.getByText('Selected: 5/5 squares')).toBeVisible();
    await expect(mine).toHaveCount(5);
    await expect(mine.first()).toHaveText('YOU');

    // It starts by itself a second later: the digits are drawn and quarter 1 is in play.
    await expect(page.getByText(/^Quarter: [12]\/4$/)).toBeVisible({ timeout: 5000 });
    await expect(undrawnHeaders).toHaveCount(0);
    await expect(grid.getByRole('columnheader', { name: /Kansas City Chiefs digit \d$/ })).toHaveCount(10);
    await expect(page.getByText('Home digits · KC').first()).toBeVisible();
    await expect(page.getByText('Away digits · PHI').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Simulation' })).toHaveCount(0);
    await expect(liveRegion).toContainText('Numbers drawn');

    // Four quarters, two seconds apart, each with a winner toast and a gold square.
    await expect(page.getByText(/^Quarter \d Winner!$/).first()).toBeVisible({ timeout: 5000 });
    await expect(page.getByText('Quarter: 4/4')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Final whistle!')).toBeVisible({ timeout: 5000 });
    await expect(liveRegion).toContainText('Quarter 4 Winner!');
    await expect(liveRegion).toContainText(/You won \d of 4 quarters/);
    await expect(grid.locator('[data-winner]').first()).toBeVisible();
    // One square won the fourth quarter (its label may list earlier quarters too: "winner of quarter 2 and 4").
    await expect(grid.getByRole('gridcell', { name: /winner of quarter (\d and )*4$/ })).toHaveCount(1);

    // The summary, with the way to the real thing.
    await expect(page.getByRole('heading', { level: 2, name: /YOU WON! \d of 4 quarters|No winning square this time/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Play for real' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page, 'practice simulation, finished');

    // Reset clears everything.
    await page.getByRole('button', { name: 'Reset Simulation' }).click();
    await expect(page.getByText('Selected: 0/5 squares')).toBeVisible();
    await expect(page.getByText(/^Quarter: \d\/4$/)).toHaveCount(0);
    await expect(available).toHaveCount(5);
    await expect(mine).toHaveCount(0);
    await expect(undrawnHeaders).toHaveCount(10);
    await expect(grid.locator('[data-winner]')).toHaveCount(0);
    await expect(page.getByText('Pick 5 squares to start')).toBeVisible();
  });

  test('the board fits a 390px phone without sideways scrolling', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, baseURL!);
    await page.goto('/simulation');
    await expect(page.getByRole('grid')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await page.getByRole('grid').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
