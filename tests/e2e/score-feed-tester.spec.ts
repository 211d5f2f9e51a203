import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import type { Game } from '../../src/domain/schemas';
import { createAccount } from './support/accounts';
import { signIn } from './support/players';
import { expectNoSeriousA11yViolations } from './support/axe';

async function adminSignIn(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('score feed tester', () => {
  test('an admin checks inputs, lists a season of real games, and posts a score that lands in the log', async ({ page }) => {
    await adminSignIn(page);
    await page.goto('/score-feed-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Score Feed Test' })).toBeVisible();
    await expect(page).toHaveTitle(/Score Feed Test/);

    // A missing game ID is caught before anything is sent.
    await page.getByRole('button', { name: 'Game Details' }).click();
    await expect(page.getByText('Please enter a game ID', { exact: true })).toBeVisible();
    const log = page.getByRole('region', { name: /Result Log/ });
    await expect(log.getByTestId('log-entry')).toHaveCount(0);

    // Season 2023 lists the real Super Bowl LVIII, with a way to replay it.
    const season = page.getByRole('combobox', { name: 'Season' });
    await expect(season.locator('option:not([disabled])')).toHaveText(['2021', '2022', '2023', '2024']);
    await season.selectOption('2023');
    const historical = page.getByRole('list', { name: 'Games of the 2023 season' });
    await expect(historical.getByText('Super Bowl LVIII', { exact: true })).toBeVisible();
    await expect(historical.getByRole('button', { name: /Replay onto game…/ }).first()).toBeVisible();
    // The replay dialog: its game list is a labelled native select.
    await historical.getByRole('button', { name: /Replay onto game…/ }).first().click();
    const replay = page.getByRole('dialog');
    await expect(replay.getByRole('combobox', { name: 'Our game' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'score feed tester with the replay dialog open');
    await page.keyboard.press('Escape');
    await expect(replay).toHaveCount(0);
    await expect(log.getByTestId('log-entry').first()).toContainText('Historical Games');

    // A score for a seeded game that has not started (the furthest off, which no other test watches).
    const games = (await (await page.request.get('/api/games?includeAll=true')).json()) as Game[];
    const game = games
      .filter((g) => g.status === 'scheduled')
      .sort((a, b) => Date.parse(b.gameDate) - Date.parse(a.gameDate))[0];
    if (!game) throw new Error('the seed has no scheduled game');
    await page.getByLabel('Game ID').fill(String(game.id));
    await page.getByLabel('Home score').fill('3');
    await page.getByLabel('Away score').fill('0');
    await page.getByLabel('Quarter').fill('1');
    await page.getByRole('button', { name: 'Post Score' }).click();

    const newest = log.getByTestId('log-entry').first();
    await expect(newest).toContainText('Post Score');
    await expect(newest).toHaveAttribute('data-ok', 'true');
    await expect(newest).toContainText(`${game.awayTeam} 0 @ ${game.homeTeam} 3 · 1q`);
    await expect(newest.locator('pre')).toContainText('"status": "1q"');
    await expectNoSeriousA11yViolations(page, 'score feed tester with log entries');

    // A failure shows the server's message in a toast and an error entry.
    await page.getByLabel('Game ID').fill('2147480000');
    await page.getByRole('button', { name: 'Game Details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Game Details failed' })).toContainText('Game 2147480000 not found');
    await expect(log.getByTestId('log-entry').first()).toHaveAttribute('data-ok', 'false');

    await page.getByRole('button', { name: 'Clear Log' }).click();
    await expect(log.getByTestId('log-entry')).toHaveCount(0);
  });

  test('a player who is not an admin is denied', async ({ page, baseURL }) => {
    await signIn(page, await createAccount(baseURL!));
    await page.goto('/score-feed-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access the score feed tester.")).toBeVisible();
  });
});
