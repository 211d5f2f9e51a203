import { expect, test } from '@playwright/test';
import { adminApi, scheduleOwnGame } from './support/admin';
import { claimFreeSquaresByApi } from './support/players';

/**
 * A square's chance of winning is shown only where enough real games stand behind it: the final, from
 * two seasons of final scores, with its count; the quarters, from a handful of games, say the data is
 * too thin rather than give a percentage that one game more would move by points.
 */
test('a player’s squares show the final’s chance with its games, and no quarter percentages from a handful of games', async ({ page, baseURL }) => {
  const origin = { origin: baseURL! };
  const admin = await adminApi(baseURL!);
  const { game, pools } = await scheduleOwnGame(admin, { home: 'Chicago Bears', away: 'Detroit Lions' }, 108 * 60_000);
  const free = pools[0]!;

  const registered = await page.request.post('/api/auth/register', {
    data: { email: `e2e.odds.${Date.now().toString(36)}@example.com`, password: 'e2e-password-123', firstName: 'Olive', lastName: 'Odds' },
    headers: origin,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await claimFreeSquaresByApi(page.request, free.id, 2, origin);

  // The game kicks off: the free pool locks and its numbers are drawn.
  const kickoff = await admin.post('/api/simulate-score-update', { data: { gameId: game.id, homeScore: 0, awayScore: 0, quarter: 1 } });
  expect(kickoff.status(), await kickoff.text()).toBe(200);

  await page.goto(`/pool/${free.id}`);
  const mine = page.getByRole('region', { name: 'Your Squares' });
  const chances = mine.getByRole('group', { name: 'Chance of winning' });
  await expect(chances).toHaveCount(2);
  for (const chance of await chances.all()) {
    await expect(chance).toHaveText(/^Final Score\d+\.\d%$/);
  }
  await expect(mine.getByText(/Final Score from \d{3,} games, 2024-2025 seasons\./)).toBeVisible();
  await expect(mine).toContainText(
    'The data is too thin for the 1st Quarter, Halftime and 3rd Quarter: 7 games on record are too few to give a chance (at least 200 are needed).',
  );
});
