import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { INVALID_POOL, MAX_SQUARES, POOL_NOT_FOUND, SQUARES_PURCHASED } from '../../src/domain/messages';
import type { Pool } from '../../src/domain/schemas';
import { createAccount } from './support/accounts';
import { signIn } from './support/players';
import { expectNoSeriousA11yViolations } from './support/axe';

/** An open free pool whose game is at least two hours away (the seed makes a slate around today). */
async function openFreePool(request: APIRequestContext): Promise<Pool> {
  const pools = (await (await request.get('/api/pools')).json()) as Pool[];
  const soon = Date.now() + 2 * 60 * 60 * 1000;
  const candidates = pools.filter(
    (p) => p.entryFeeCents === 0 && p.status === 'open' && p.game.status === 'scheduled' && Date.parse(p.game.gameDate) > soon,
  );
  // The last one: the pool other browser tests are least likely to use.
  const pool = candidates.at(-1);
  if (!pool) throw new Error('the seed has no open free pool with a game at least two hours away');
  return pool;
}

/** A row whose first six squares are all still free, so the test owns its picks. */
async function freeRow(page: Page): Promise<number> {
  for (let row = 0; row < 10; row++) {
    const labels = await Promise.all(
      Array.from({ length: 6 }, (_, column) =>
        page.getByRole('gridcell', { name: `Row ${row + 1}, column ${column + 1}, available` }).count(),
      ),
    );
    if (labels.every((n) => n === 1)) return row;
  }
  throw new Error('no row with six free squares');
}

const cell = (page: Page, row: number, column: number) =>
  page.getByRole('gridcell', { name: new RegExp(`^Row ${row + 1}, column ${column + 1},`) });

test.describe('pool page', () => {
  test('a player claims five squares of a free pool; the sixth is refused; a visitor sees them arrive live', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.slow(); // two browser contexts and a sign-in through the issuer
    const pool = await openFreePool(request);

    // A visitor watches the same board in another browser context.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/pool/${pool.id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: pool.name })).toBeVisible();
    await expect(visitor.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await visitor.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await expectNoSeriousA11yViolations(visitor, 'pool page, signed out');

    const account = await createAccount(baseURL!, { firstName: 'Pat', lastName: 'Board' });
    await signIn(page, account);
    await page.goto(`/pool/${pool.id}`);
    await expect(page).toHaveTitle(new RegExp(`${pool.name}: ${pool.game.awayTeam} @ ${pool.game.homeTeam}`));
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByText(pool.game.homeTeam).first()).toBeVisible();
    await expect(page.getByTestId('pool-status-badge')).toHaveText('AVAILABLE');

    const row = await freeRow(page);
    // Four by mouse, the fifth by keyboard: arrows move the focus, Space toggles.
    for (let column = 0; column < 4; column++) {
      await cell(page, row, column).click();
      await expect(cell(page, row, column)).toHaveAttribute('aria-selected', 'true');
    }
    await expect(cell(page, row, 3)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, row, 4)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(cell(page, row, 4)).toHaveAccessibleName(`Row ${row + 1}, column 5, selected`);
    await expect(page.getByText('Square Selected', { exact: true })).toBeVisible();

    // The sixth goes over the limit of 5 (owned + cart).
    await cell(page, row, 5).click();
    await expect(page.getByText(MAX_SQUARES.title, { exact: true })).toBeVisible();
    await expect(page.getByText(MAX_SQUARES.description(5), { exact: true })).toBeVisible();
    await expect(cell(page, row, 5)).toHaveAttribute('aria-selected', 'false');

    const cart = page.getByRole('region', { name: 'Your Cart' });
    await expect(cart.getByRole('list', { name: 'Selected squares' }).getByRole('listitem')).toHaveCount(5);
    await expect(cart.getByTestId('cart-total')).toHaveText('FREE');
    await expectNoSeriousA11yViolations(page, 'pool page with five squares in the cart');

    await cart.getByRole('button', { name: 'Claim Free Squares' }).click();
    await expect(page.getByText(SQUARES_PURCHASED.title, { exact: true })).toBeVisible();
    await expect(page.getByText(SQUARES_PURCHASED.description(5), { exact: true })).toBeVisible();
    for (let column = 0; column < 5; column++) {
      await expect(cell(page, row, column)).toHaveAccessibleName(`Row ${row + 1}, column ${column + 1}, owned by you`);
    }
    await expect(cart.getByRole('list', { name: 'Selected squares' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your Squares' }).getByRole('listitem')).toHaveCount(5);

    // The visitor's board shows the five squares without reloading.
    for (let column = 0; column < 5; column++) {
      await expect(cell(visitor, row, column)).toHaveAccessibleName(new RegExp(`^Row ${row + 1}, column ${column + 1}, taken by the [a-z]+ player$`));
    }
    await expect(cell(visitor, row, 5)).toHaveAccessibleName(`Row ${row + 1}, column 6, available`);
    await expect(visitor.getByTestId('squares-sold')).toHaveText(new RegExp(`^\\d+/${pool.maxParticipants}$`));
    expect(await visitor.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // A visitor who clicks a square is asked to sign in.
    await cell(visitor, row, 6).click();
    await expect(visitor.getByText('Authentication Required', { exact: true })).toBeVisible();
    await visitorContext.close();
  });

  test('a non-numeric pool id shows Invalid Pool and goes to the dashboard; a missing pool reads Pool Not Found', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, await createAccount(baseURL!));

    await page.goto('/pool/not-a-number');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(INVALID_POOL.title, { exact: true })).toBeVisible();
    await expect(page.getByText(INVALID_POOL.description, { exact: true })).toBeVisible();

    await page.goto('/pool/2147480000');
    await expect(page.getByRole('heading', { level: 1, name: POOL_NOT_FOUND.title })).toBeVisible();
    await expect(page.getByText(POOL_NOT_FOUND.description)).toBeVisible();
    await expect(page).toHaveTitle(/Pool Not Found/);
    await expectNoSeriousA11yViolations(page, 'Pool Not Found page');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a visitor sees a pool board at phone width without sideways scrolling @phone', async ({ page, request }) => {
    const pool = await openFreePool(request);
    await page.goto(`/pool/${pool.id}`);
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('gridcell')).toHaveCount(100);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const size = await page.getByRole('gridcell').first().boundingBox();
    expect(size?.width ?? 0).toBeGreaterThanOrEqual(26);
    await expect(page.getByRole('region', { name: 'Your Cart' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'pool page at phone width, signed out');
  });
});
