import { expect, test, type APIRequestContext } from '@playwright/test';
import { isGameOver } from '../../src/domain/status';
import { weekLabel } from '../../src/domain/weeks';
import type { Game, League, Pool, Square } from '../../src/domain/schemas';
import { createAccount } from './support/accounts';
import { signIn } from './support/players';
import { expectNoSeriousA11yViolations } from './support/axe';

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()) as T;
}

/** An open free pool of a game at least two hours away, and a square in it nobody owns yet. */
async function freeSquare(request: APIRequestContext): Promise<{ pool: Pool; row: number; column: number }> {
  const pools = await json<Pool[]>(request, '/api/pools');
  const soon = Date.now() + 2 * 60 * 60 * 1000;
  const pool = pools.find(
    (p) => p.entryFeeCents === 0 && p.status === 'open' && p.game.status === 'scheduled' && Date.parse(p.game.gameDate) > soon,
  );
  if (!pool) throw new Error('the seed has no open free pool with a game at least two hours away');
  const taken = new Set((await json<Square[]>(request, `/api/pools/${pool.id}/squares`)).map((s) => `${s.row},${s.column}`));
  for (let index = 0; index < 100; index++) {
    const row = Math.floor(index / 10);
    const column = index % 10;
    if (!taken.has(`${row},${column}`)) return { pool, row, column };
  }
  throw new Error(`pool ${pool.id} has no free square`);
}

test.describe('dashboard and My Pools', () => {
  test("a player sees the NFL week's games with five tiers each, then finds a claimed pool on My Pools", async ({
    page,
    baseURL,
  }) => {
    const account = await createAccount(baseURL!, { firstName: 'Taylor', lastName: 'Brooks' });
    await signIn(page, account);

    // The heading names the league's active week and counts its unfinished games (D9).
    const leagues = await json<League[]>(page.request, '/api/leagues');
    const nfl = leagues.find((league) => league.name === 'NFL');
    if (!nfl) throw new Error('the seed has no NFL league');
    const games = await json<Game[]>(page.request, `/api/games?leagueId=${nfl.id}`);
    const shown = games.filter((game) => !isGameOver(game.status)).length;
    const week = nfl.activeWeek ? weekLabel(nfl.activeWeek) : 'Current Season';
    expect(shown).toBeGreaterThan(0);

    await page.getByRole('group', { name: 'League' }).getByRole('button', { name: 'NFL', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `NFL: ${week} (${shown} ${shown === 1 ? 'game' : 'games'})`,
    );

    const cards = page.getByTestId('game-card');
    await expect(cards).toHaveCount(shown);
    const card = cards.first();
    const slots = card.getByTestId('tier-slot');
    await expect(slots).toHaveCount(5);
    await expect(slots.first()).toContainText('$0');
    await expect(slots.last()).toContainText('$25');
    await expect(slots.first()).toContainText(/\d+\/100/);
    const select = page.getByRole('link', { name: /View & Select Squares/ }).first();
    await expect(select).toBeVisible();
    await expect(select).toHaveAttribute('href', /^\/pool\/\d+$/);
    await expectNoSeriousA11yViolations(page, 'NFL dashboard, signed in');

    // Nothing joined yet.
    await page.goto('/my-pools');
    await expect(page.getByRole('heading', { name: 'No Pools Joined Yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Pools' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page, 'My Pools, empty');

    // Claim one free square through the API in the page's session, then reload My Pools.
    const { pool, row, column } = await freeSquare(page.request);
    const claim = await page.request.post(`/api/pools/${pool.id}/squares`, {
      data: { row, column },
      headers: { origin: baseURL! },
    });
    expect(claim.status(), await claim.text()).toBeLessThan(300);

    await page.goto('/my-pools');
    const joined = page.getByTestId('joined-pool-card');
    await expect(joined).toHaveCount(1);
    await expect(joined).toContainText(pool.name);
    await expect(joined).toContainText(pool.game.awayTeam);
    await expect(joined).toContainText(pool.game.homeTeam);
    await expect(joined).toContainText('FREE');
    await expect(joined.getByText('Your Squares: 1/100', { exact: true })).toBeVisible();
    await expect(joined.getByRole('link', { name: /View Pool/ })).toHaveAttribute('href', `/pool/${pool.id}`);
    await expect(page.getByText('No Pools Joined Yet')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'My Pools with a pool');
  });
});
