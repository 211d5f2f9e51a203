import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAdmin } from './support/admin';
import type { Game, League, Pool } from '../../src/domain/schemas';
import { isGameOver } from '../../src/domain/status';
import { nextWeek, weekLabel, WEEKS, type WeekCode } from '../../src/domain/weeks';
import { SQUARES_PURCHASED } from '../../src/domain/messages';
import { boardCell, claimFreeSquaresByApi, freeSquares, registerInPage } from './support/players';
import { expectNoSeriousA11yViolations } from './support/axe';

async function nflLeague(api: APIRequestContext): Promise<League> {
  const response = await api.get('/api/leagues');
  expect(response.ok()).toBe(true);
  const nfl = ((await response.json()) as League[]).find((league) => league.name === 'NFL');
  if (!nfl?.activeWeek) throw new Error('the seed has no NFL league with an active week');
  return nfl;
}

/**
 * A public pool of one of the league's current games at least two hours from kickoff: a seeded game, never
 * one a spec made for itself (those kick off sooner; support/admin.ts scheduleOwnGame).
 */
async function upcomingPoolOf(api: APIRequestContext, leagueId: number): Promise<Pool> {
  const games = (await (await api.get(`/api/games?leagueId=${leagueId}`)).json()) as Game[];
  const game = games.find((g) => g.status === 'scheduled' && Date.parse(g.gameDate) > Date.now() + 2 * 3600_000);
  if (!game) throw new Error('the seed has no NFL game of the current week at least two hours away');
  const pools = (await (await api.get(`/api/games/${game.id}/pools`)).json()) as Pool[];
  return pools[0]!;
}

/** "NFL: Week 12 (3 games)": the dashboard heading (D9) for the games of `week` not yet finished. */
async function expectedHeading(api: APIRequestContext, leagueId: number, week: string): Promise<string> {
  const response = await api.get(`/api/games?leagueId=${leagueId}`);
  const shown = ((await response.json()) as Game[]).filter((game) => !isGameOver(game.status)).length;
  return `NFL: ${weekLabel(week)} (${shown} ${shown === 1 ? 'game' : 'games'})`;
}

/** The page signed in as the admin, the NFL league, its active week and the week an advance goes to. */
async function adminAtNflWeek(page: Page, baseURL: string) {
  const origin = { origin: baseURL };
  await signInAdmin(page, baseURL);
  const nfl = await nflLeague(page.request);
  const original = nfl.activeWeek as WeekCode;
  const target = nextWeek(original) ?? WEEKS[0]!.code;
  return { origin, nfl, original, target };
}

test.describe('week management', () => {
  test('an admin advances the NFL week: the dashboard heading changes, also on a player dashboard left open', async ({ page, browser, baseURL }) => {
    const { origin, nfl, original, target } = await adminAtNflWeek(page, baseURL!);
    const oldPool = await upcomingPoolOf(page.request, nfl.id);
    const player = await browser.newPage();
    try {
      // A player watches the NFL dashboard (signed in, its own session).
      await registerInPage(player, baseURL!, 'Watcher');
      await player.goto('/');
      await player.getByRole('group', { name: 'League' }).getByRole('button', { name: 'NFL', exact: true }).click();
      await expect(player.getByRole('heading', { level: 1 })).toHaveText(await expectedHeading(page.request, nfl.id, original));

      await page.goto('/week-management');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Week Management');
      await expect(page.getByTestId('active-week-label')).toHaveText(weekLabel(original));
      await expect(page.getByText(/^\d+ games? available$/)).toBeVisible();
      await expect(page.getByText('Advance to the next week only when all games of the current week are complete.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Advance Week' })).toBeDisabled();
      await expect(page.getByText('Please select a week to advance to', { exact: false })).toBeVisible();

      await page.getByLabel('Week to advance to').selectOption(target);
      await page.getByRole('button', { name: `Advance to ${weekLabel(target)}` }).click();
      const dialog = page.getByRole('dialog', { name: `Advance to ${weekLabel(target)}?` });
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'week management with the advance dialog open');
      await dialog.getByRole('button', { name: `Advance to ${weekLabel(target)}` }).click();

      await expect(page.getByText('Week Updated Successfully', { exact: true })).toBeVisible();
      await expect(page.getByText(`Active week changed to ${weekLabel(target)}`, { exact: true })).toBeVisible();
      await expect(page.getByTestId('active-week-label')).toHaveText(weekLabel(target));

      // The player's dashboard, never reloaded, moved to the new week by itself (leagues stream).
      const heading = await expectedHeading(page.request, nfl.id, target);
      await expect(player.getByRole('heading', { level: 1 })).toHaveText(heading);
      // A pool of the week that ended takes no new squares, and its page says why.
      await player.goto(`/pool/${oldPool.id}`);
      await expect(
        player.getByText(`This pool belongs to ${weekLabel(original)}, which is no longer the active week (now ${weekLabel(target)}): it takes no new squares.`),
      ).toBeVisible();
      // And the admin's own dashboard shows it too.
      await page.goto('/');
      await page.getByRole('group', { name: 'League' }).getByRole('button', { name: 'NFL', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    } finally {
      // Browser tests share one server and its seed: put the week back for whatever runs next.
      const restored = await page.request.post(`/api/leagues/${nfl.id}/active-week`, { data: { week: original }, headers: origin });
      expect(restored.status(), await restored.text()).toBe(200);
      await player.close();
    }
  });

  test("after an advance the old week's public pool reads CLOSED, while a private pool of its unplayed game stays claimable", async ({ page, browser, baseURL }) => {
    const { origin, nfl, original, target } = await adminAtNflWeek(page, baseURL!);
    const publicPool = await upcomingPoolOf(page.request, nfl.id);
    const player = await browser.newPage();
    try {
      // Before the advance the player holds a square in the week's public pool and organizes a private pool of the same game.
      await registerInPage(player, baseURL!, 'Organizer');
      await claimFreeSquaresByApi(player.request, publicPool.id, 1, origin);
      const created = await player.request.post('/api/pools/private', {
        data: { gameId: publicPool.gameId, name: 'Closed Week Family Pool', entryFee: 0, maxSquaresPerPlayer: 5, inviteEmails: [] },
        headers: origin,
      });
      expect(created.status(), await created.text()).toBe(201);
      const privatePool = ((await created.json()) as { pool: Pool }).pool;

      await page.goto('/week-management');
      await page.getByLabel('Week to advance to').selectOption(target);
      await page.getByRole('button', { name: `Advance to ${weekLabel(target)}` }).click();
      await page.getByRole('dialog', { name: `Advance to ${weekLabel(target)}?` }).getByRole('button', { name: `Advance to ${weekLabel(target)}` }).click();
      await expect(page.getByTestId('active-week-label')).toHaveText(weekLabel(target));

      // The public pool of the week that ended: its page and its My Pools card say CLOSED, not AVAILABLE.
      await player.goto(`/pool/${publicPool.id}`);
      await expect(player.getByTestId('pool-status-badge')).toHaveText('CLOSED');
      await player.goto('/my-pools');
      const cardOf = (name: string) => player.getByTestId('joined-pool-card').filter({ has: player.getByRole('heading', { name, exact: true }) });
      await expect(cardOf(publicPool.name).getByText(/^closed$/i)).toBeVisible();
      await expect(cardOf(privatePool.name).getByText(/^open$/i)).toBeVisible();

      // The private pool follows its own game, which has not kicked off: still AVAILABLE, and its member claims a square.
      await player.goto(`/pool/${privatePool.id}`);
      await expect(player.getByTestId('pool-status-badge')).toHaveText('AVAILABLE');
      const [pick] = await freeSquares(player, 1);
      await boardCell(player, pick!.row, pick!.column).click();
      const claim = player.getByRole('region', { name: 'Your Cart' }).getByRole('button', { name: 'Claim Free Squares' });
      await claim.scrollIntoViewIfNeeded();
      await claim.click();
      await expect(player.getByText(SQUARES_PURCHASED.title, { exact: true })).toBeVisible();
      await expect(boardCell(player, pick!.row, pick!.column)).toHaveAccessibleName(/owned by you$/);
    } finally {
      const restored = await page.request.post(`/api/leagues/${nfl.id}/active-week`, { data: { week: original }, headers: origin });
      expect(restored.status(), await restored.text()).toBe(200);
      await player.close();
    }
  });
});

