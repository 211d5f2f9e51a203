import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Pool } from '../../src/domain/schemas';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { chooseAndCheckOut, payWith, verifyAgeAndLocation } from './support/checkout';
import { boardCell, freeSquares, signIn } from './support/players';

/** An open $5 pool whose game kicks off more than two hours from now (the seed plans its slate around today). */
async function fiveDollarPool(request: APIRequestContext): Promise<Pool> {
  const pools = (await (await request.get('/api/pools')).json()) as Pool[];
  const pool = pools.find((p) => p.entryFeeCents === 500 && p.status === 'open' && p.game.status === 'scheduled' && Date.parse(p.game.gameDate) > Date.now() + 2 * 3600_000);
  if (!pool) throw new Error('the seed has no open $5 pool kicking off in more than two hours');
  return pool;
}

test('a verified player sets a $5 daily limit in Settings; checkout shows it, and the next $5 checkout is refused with the reason', async ({ page, baseURL, request }) => {
  test.slow(); // sign-in through the issuer, verification, a purchase
  const pool = await fiveDollarPool(request);
  const account = await createAccount(baseURL!, { firstName: 'Lim', lastName: 'Its' });
  await signIn(page, account);
  await verifyAgeAndLocation(page);

  // Settings: the Limits card, a daily limit of $5, saved at once (a new limit is a stricter one).
  await page.goto('/settings');
  const limits = page.getByRole('region', { name: 'Limits' });
  await expect(limits.getByText(/Need help\? Call 1-800-GAMBLER or visit the National Council on Problem Gambling/)).toBeVisible();
  await limits.getByRole('textbox', { name: 'Daily limit ($)' }).fill('5');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(limits.getByRole('status').filter({ hasText: 'Your limits are saved.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'settings with limits');

  // A time-out is confirmed in a dialog first; Cancel starts nothing.
  await page.getByRole('button', { name: '1 day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a 1-day time-out?' });
  await expect(dialog.getByText(/Nobody can end it early/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'settings with the time-out dialog open');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '1 day' })).toBeFocused();

  // One $5 square: checkout shows the reality check (this checkout included) and the limit.
  await page.goto(`/pool/${pool.id}`);
  await expect(page.getByRole('grid')).toBeVisible();
  const [first, second] = await freeSquares(page, 2);
  await chooseAndCheckOut(page, pool.id, [first!], '5.00');
  const spending = page.getByRole('region', { name: 'Your spending' });
  await expect(spending.getByText('This month (last 30 days): $5 committed, this checkout included.')).toBeVisible();
  await expect(spending.getByText(/Limits: daily \$5, weekly none, monthly none\./)).toBeVisible();
  await payWith(page, '4242 4242 4242 4242', '5.00');
  await expect(page).toHaveURL(new RegExp(`/pool/${pool.id}$`));
  await expect(boardCell(page, first!.row, first!.column)).toHaveAccessibleName(/owned by you/);

  // The next $5 square would pass the limit: back on the pool page with the server's words.
  await boardCell(page, second!.row, second!.column).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).first().click();
  await expect(page.getByText('Spend limit reached', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText(/This checkout of \$5\.00 would go over your daily spend limit of \$5\.00: you have committed \$5\.00 in the last 24 hours, so \$0\.00 is left\. It fits again from/).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pool/${pool.id}$`));
  await expect(boardCell(page, second!.row, second!.column)).toHaveAccessibleName(/available$/);
});
