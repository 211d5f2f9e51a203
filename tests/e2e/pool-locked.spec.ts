import { expect, request, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { POOL_NOT_OPEN } from '../../src/domain/messages';
import { boardCell, claimFreeSquaresByApi, freeSquares, registerInPage, upcomingFreePools } from './support/players';
import { expectNoSeriousA11yViolations } from './support/axe';

/** What a locked board must not show: the cart, the phone cart bar, the buying policies, a buy button. */
async function expectNoBuyingUi(page: Page) {
  await expect(page.getByRole('region', { name: 'Your Cart' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Before You Play' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Claim Free Squares' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
}

test.describe('a locked pool', () => {
  test('shows the buying UI until kickoff, then the score, winners and your squares instead', async ({ page, baseURL }) => {
    test.slow(); // a game played to the end while the player watches
    const origin = { origin: baseURL! };
    await registerInPage(page, baseURL!, 'Locke');

    // A pool in the middle of the slate: the live score test plays the first, the pool page test uses the last.
    const pools = await upcomingFreePools(page.request);
    const pool = pools[Math.floor(pools.length / 2)];
    if (!pool) throw new Error('the seed has no open free pool with a game at least two hours away');
    await claimFreeSquaresByApi(page.request, pool.id, 2, origin);

    // Before kickoff: the cart and 'Before You Play'; the claim button waits for a square.
    await page.goto(`/pool/${pool.id}`);
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    const cart = page.getByRole('region', { name: 'Your Cart' });
    const claimButton = cart.getByRole('button', { name: 'Claim Free Squares' });
    await expect(page.getByRole('region', { name: 'Before You Play' })).toBeVisible();
    await expect(claimButton).toBeDisabled();
    const [pick] = await freeSquares(page, 1);
    await expectNoSeriousA11yViolations(page, 'pool page, open, with squares of mine');
    await boardCell(page, pick!.row, pick!.column).click();
    await expect(claimButton).toBeEnabled();
    await boardCell(page, pick!.row, pick!.column).click();
    await expect(claimButton).toBeDisabled();
    await boardCell(page, pick!.row, pick!.column).click();
    await expect(claimButton).toBeEnabled();

    // Kickoff (the first score, entered by an admin): the board locks while the player watches.
    const admin = await request.newContext({ baseURL, extraHTTPHeaders: origin });
    expect((await admin.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    const postScore = async (homeScore: number, awayScore: number, quarter: number, status?: 'FT') => {
      const response = await admin.post('/api/simulate-score-update', {
        data: { gameId: pool.gameId, homeScore, awayScore, quarter, ...(status ? { status } : {}) },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    await postScore(7, 3, 1);
    await expect(page.getByRole('region', { name: 'Live Score' })).toBeVisible();
    await expectNoBuyingUi(page);
    await expect(page.getByText(POOL_NOT_OPEN, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Winners' })).toBeVisible();
    const yours = page.getByRole('region', { name: 'Your Squares' });
    await expect(yours.getByRole('listitem')).toHaveCount(2);
    await expect(boardCell(page, pick!.row, pick!.column)).toHaveAttribute('aria-selected', 'false');

    // The game ends: the final score and all four winners, still no buying UI.
    await postScore(10, 3, 2);
    await postScore(17, 10, 3);
    await postScore(24, 13, 4, 'FT');
    const final = page.getByRole('region', { name: 'Final Score' });
    await expect(final).toBeVisible();
    await expect(final.getByLabel(`${pool.game.homeTeam} 24`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Live Score' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Winners' }).getByTestId('winner-row')).toHaveCount(4);
    await expectNoBuyingUi(page);

    // The same on a fresh load, and on a phone.
    await page.reload();
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Final Score' })).toBeVisible();
    await expect(page.getByTestId('pool-status-badge')).toHaveText('COMPLETED');
    await expect(yours.getByRole('listitem')).toHaveCount(2);
    await expectNoBuyingUi(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoBuyingUi(page);
    await expect(yours).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'pool page, completed, at phone width');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await admin.dispose();
  });
});
