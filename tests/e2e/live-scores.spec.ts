import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { QUARTER_WINNER } from '../../src/domain/messages';
import type { Pool } from '../../src/domain/schemas';
import { winningSquare } from '../../src/domain/scoring';
import { claimFreeSquaresByApi } from './support/players';
import { expectNoSeriousA11yViolations } from './support/axe';

async function json<T>(api: APIRequestContext, url: string): Promise<T> {
  const response = await api.get(url);
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * An open free pool of an upcoming seeded game (at least two hours away). The first such pool: the
 * pool page's test takes the last one, and scoring a game locks all of its pools.
 */
async function upcomingFreePool(api: APIRequestContext): Promise<Pool> {
  const pools = await json<Pool[]>(api, '/api/pools');
  const soon = Date.now() + 2 * 60 * 60 * 1000;
  const pool = pools.find(
    (p) => p.entryFeeCents === 0 && p.status === 'open' && p.game.status === 'scheduled' && Date.parse(p.game.gameDate) > soon,
  );
  if (!pool) throw new Error('the seed has no open free pool with a game at least two hours away');
  return pool;
}

test.describe('live scores on the pool page', () => {
  test('a watching player sees the score, the Quarter 1 winner on the board and in Winners, and a draw that verifies', async ({
    page,
    baseURL,
  }) => {
    test.slow(); // a game played through two quarters, with a browser watching
    const origin = { origin: baseURL! };

    // A new player (registration signs the page's context in) claims two free squares.
    const email = `e2e.live.${Date.now().toString(36)}@example.com`;
    const registered = await page.request.post('/api/auth/register', {
      data: { email, password: 'e2e-password-123', firstName: 'Lee', lastName: 'Watcher' },
      headers: origin,
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const pool = await upcomingFreePool(page.request);
    await claimFreeSquaresByApi(page.request, pool.id, 2, origin);

    // The player watches the board, connected to the live stream.
    await page.goto(`/pool/${pool.id}`);
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Live Score' })).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // An admin enters the scores by hand (manual feed).
    const admin = await request.newContext({ baseURL, extraHTTPHeaders: origin });
    const login = await admin.post('/api/admin/login', { data: E2E_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    const postScore = async (homeScore: number, awayScore: number, quarter: number) => {
      const response = await admin.post('/api/simulate-score-update', { data: { gameId: pool.gameId, homeScore, awayScore, quarter } });
      expect(response.status(), await response.text()).toBe(200);
    };

    // Quarter 1, 7-3: the game kicks off (the free pool locks and draws) and the score shows live.
    await postScore(7, 3, 1);
    const live = page.getByRole('region', { name: 'Live Score' });
    await expect(live).toBeVisible();
    await expect(live.getByLabel(`${pool.game.homeTeam} 7`)).toBeVisible();
    await expect(live.getByLabel(`${pool.game.awayTeam} 3`)).toBeVisible();
    await expect(page.getByTestId('pool-status-badge')).toHaveText('LIVE');

    // Quarter 2 starts at 10-3: Q1 ended 7-3 and is settled while the player watches.
    await postScore(10, 3, 2);
    await expect(page.getByText(QUARTER_WINNER(1), { exact: true })).toBeVisible();
    await expect(page.getByText(/^Square row \d+ · column \d+ — /).first()).toBeVisible();
    await expect(live.getByLabel(`${pool.game.homeTeam} 10`)).toBeVisible();

    const settled = await json<Pool>(admin, `/api/pools/${pool.id}`);
    expect(settled.digits).not.toBeNull();
    const q1 = settled.winners.find((w) => w.period === 'Q1');
    expect(q1).toMatchObject({ homeScore: 7, awayScore: 3, ...winningSquare(settled.digits!, { home: 7, away: 3 }) });

    const gold = page.getByRole('gridcell', { name: /1st quarter winner/ });
    await expect(gold).toHaveCount(1);
    await expect(gold).toHaveAccessibleName(new RegExp(`^Row ${q1!.row + 1}, column ${q1!.column + 1},`));
    await expect(gold).toHaveAttribute('data-won', 'Q1');
    await expect(gold).toHaveClass(/bg-gold-300/);

    const winners = page.getByRole('region', { name: 'Winners' });
    const q1Row = winners.getByTestId('winner-row').filter({ hasText: '1st Quarter' });
    await expect(q1Row).toBeVisible();
    await expect(q1Row).toContainText(`Row ${q1!.row + 1}, column ${q1!.column + 1}`);
    await expect(q1Row).toContainText('3 –');
    await expect(winners.getByTestId('winner-row')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'pool page, live, with a quarter winner');

    // The draw (at kickoff, when the first score arrived) verifies in the browser.
    await page.getByRole('button', { name: 'Verify draw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify the draw' });
    await expect(dialog.getByTestId('draw-revealed-seed')).toHaveText(settled.draw.seed!);
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(dialog.getByRole('status', { name: 'Verification result' })).toContainText('The draw checks out');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Commitment matches the seed' })).toContainText('Yes');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Digits match the board' })).toContainText('Yes');
    await expectNoSeriousA11yViolations(page, 'pool page with the verify-draw dialog open');

    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await admin.dispose();
  });
});
