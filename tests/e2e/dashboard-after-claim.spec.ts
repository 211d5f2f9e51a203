import { expect, test } from '@playwright/test';
import { SQUARES_PURCHASED } from '../../src/domain/messages';
import type { League } from '../../src/domain/schemas';
import { createAccount } from './support/accounts';
import { boardCell, freeSquares, signIn, upcomingFreePools } from './support/players';

test.describe('dashboard counts after a claim', () => {
  test('a player claims squares on a pool page and, back on the dashboard without a reload, sees the new count', async ({
    page,
    baseURL,
  }) => {
    test.slow(); // a sign-in through the issuer and a claim
    await signIn(page, await createAccount(baseURL!, { firstName: 'Dana', lastName: 'Counts' }));

    // An NFL free pool of the active week, not yet started: its slot is on the NFL dashboard.
    const leagues = (await (await page.request.get('/api/leagues')).json()) as League[];
    const nfl = leagues.find((league) => league.name === 'NFL');
    if (!nfl) throw new Error('the seed has no NFL league');
    const pool = (await upcomingFreePools(page.request)).find((p) => p.game.leagueId === nfl.id);
    if (!pool) throw new Error('the seed has no upcoming NFL free pool');

    // The dashboard shows (and caches) the slot's count before the claim.
    await page.getByRole('group', { name: 'League' }).getByRole('button', { name: 'NFL', exact: true }).click();
    const slot = page.getByTestId('tier-slot').filter({ has: page.locator(`a[href="/pool/${pool.id}"]`) });
    await expect(slot).toContainText(/\d+\/100/);
    const before = Number(/(\d+)\/100/.exec((await slot.textContent()) ?? '')?.[1]);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // To the pool page by its link (client-side), claim two squares.
    await slot.getByRole('link', { name: /View & Select Squares/ }).click();
    await expect(page).toHaveURL(new RegExp(`/pool/${pool.id}$`));
    await expect(page.getByRole('grid')).toBeVisible();
    for (const { row, column } of await freeSquares(page, 2)) {
      await boardCell(page, row, column).click();
      await expect(boardCell(page, row, column)).toHaveAttribute('aria-selected', 'true');
    }
    await page.getByRole('region', { name: 'Your Cart' }).getByRole('button', { name: 'Claim Free Squares' }).click();
    await expect(page.getByText(SQUARES_PURCHASED.description(2), { exact: true })).toBeVisible();

    // Back to the dashboard through the navigation bar: the slot counts the two new squares.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(slot).toContainText(new RegExp(`(^|\\D)${before + 2}/100`));
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });
});
