import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Pool } from '../../src/domain/schemas';
import { createAccount } from './support/accounts';
import { chooseAndCheckOut, payWith, verifyAgeAndLocation } from './support/checkout';
import { boardCell, freeSquares, signIn } from './support/players';
import { expectNoSeriousA11yViolations } from './support/axe';

const SIX_DAYS_MS = 6 * 24 * 60 * 60 * 1000;

/**
 * An open $5 pool whose game kicks off between two hours and six days from now: its payments are
 * authorized only (manual capture, 'Payment Secured', DESIGN D7). The seed plans its slate around today.
 */
async function fiveDollarPool(request: APIRequestContext): Promise<Pool> {
  const pools = (await (await request.get('/api/pools')).json()) as Pool[];
  const now = Date.now();
  const pool = pools
    .filter((p) => p.entryFeeCents === 500 && p.status === 'open' && p.game.status === 'scheduled')
    .filter((p) => Date.parse(p.game.gameDate) > now + 2 * 3600_000 && Date.parse(p.game.gameDate) < now + SIX_DAYS_MS)
    .at(-1);
  if (!pool) throw new Error('the seed has no open $5 pool kicking off within six days');
  return pool;
}

test('a verified player buys 3 squares of a $5 pool with a test card; a declined card buys nothing and Back to Pool frees the squares (for others first)', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow(); // sign-in through the issuer, verification, two checkouts
  const pool = await fiveDollarPool(request);
  const account = await createAccount(baseURL!, { firstName: 'Casey', lastName: 'Checkout' });
  await signIn(page, account);
  await verifyAgeAndLocation(page);

  await page.goto(`/pool/${pool.id}`);
  await expect(page.getByRole('grid')).toBeVisible();
  const picks = await freeSquares(page, 3);
  await expectNoSeriousA11yViolations(page, 'paid pool page, signed in');

  // A declined card: 'Payment Failed' with the provider's words; the squares stay held meanwhile.
  await chooseAndCheckOut(page, pool.id, picks, '15.00');
  await expect(page.getByText(/Payment Secured|authorized now/i).first()).toBeVisible();
  await payWith(page, '4000 0000 0000 0002', '15.00');
  await expect(page.getByText('Payment Failed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Your card was declined.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'checkout, card declined');
  const held = (await (await request.get(`/api/pools/${pool.id}`)).json()) as Pool;
  expect(held.held).toEqual(expect.arrayContaining(picks));

  // Back to Pool releases them at once.
  await page.getByRole('link', { name: 'Back to Pool' }).or(page.getByRole('button', { name: 'Back to Pool' })).first().click();
  await expect(page).toHaveURL(new RegExp(`/pool/${pool.id}$`));
  for (const s of picks) await expect(boardCell(page, s.row, s.column)).toHaveAccessibleName(/available$/);
  await expect.poll(async () => ((await (await request.get(`/api/pools/${pool.id}`)).json()) as Pool).held).toEqual([]);

  // Squares let go of are other players' turn first: this player waits 2 minutes to hold them again.
  await page.goto(`/pool/${pool.id}`);
  for (const s of picks) await boardCell(page, s.row, s.column).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).first().click();
  await expect(page.getByText(/You let go of squares .* less than 2 minutes ago/).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pool/${pool.id}$`));

  // 4242... on three other squares: authorized, 'Payment Secured', back on the pool with the squares owned.
  await page.goto(`/pool/${pool.id}`);
  await expect(page.getByRole('grid')).toBeVisible();
  const others = (await freeSquares(page, 6)).filter((s) => !picks.some((p) => p.row === s.row && p.column === s.column)).slice(0, 3);
  await chooseAndCheckOut(page, pool.id, others, '15.00');
  await payWith(page, '4242 4242 4242 4242', '15.00');
  await expect(page.getByText('Payment Secured', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pool/${pool.id}$`));
  for (const s of others) await expect(boardCell(page, s.row, s.column)).toHaveAccessibleName(/owned by you/);
  await expect(page.getByText('Escrow', { exact: false }).first()).toBeVisible();

  // My Pools: the pool with its 3 squares, and $15.00 purchased (from the escrow ledger).
  await page.goto('/my-pools');
  const totals = page.getByRole('definition').filter({ hasText: '$15.00' });
  await expect(totals.first()).toBeVisible();
  await expect(page.getByText(pool.name).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'My Pools with totals');
});
