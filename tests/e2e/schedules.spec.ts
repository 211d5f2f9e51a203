import { expect, test, type Page } from '@playwright/test';
import type { Game, League } from '../../src/domain/schemas';
import { E2E_ADMIN } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * The schedule pages filter. The seeded slate puts every NFL game in one
 * week, so the spec schedules three more through the console's API: two in the Divisional round, one
 * in the Conference Championship. They kick off 90 minutes from now, so no other spec picks their
 * pools (those look for games at least two hours away), and they are still to play while this runs.
 */
const KICKOFF_MS = 90 * 60_000;
const GAMES = [
  { week: 'DIV', away: 'Carolina Panthers', home: 'Cleveland Browns', minutes: 0 },
  { week: 'DIV', away: 'Las Vegas Raiders', home: 'Jacksonville Jaguars', minutes: 5 },
  { week: 'CONF', away: 'Arizona Cardinals', home: 'Tennessee Titans', minutes: 10 },
];

let nfl: League;

async function signInAsAdmin(page: Page, baseURL: string) {
  const login = await page.request.post('/api/admin/login', { data: E2E_ADMIN, headers: { origin: baseURL } });
  expect(login.status(), await login.text()).toBe(200);
}

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage();
  await signInAsAdmin(page, baseURL!);
  const leagues = (await (await page.request.get('/api/leagues')).json()) as League[];
  nfl = leagues.find((league) => league.name === 'NFL')!;
  // Once per run: the phone project runs this file's @phone test with its own beforeAll.
  const existing = (await (await page.request.get(`/api/games?leagueId=${nfl.id}&includeAll=true`)).json()) as Game[];
  const start = Date.now() + KICKOFF_MS;
  for (const game of GAMES) {
    if (existing.some((g) => g.week === game.week && g.homeTeam === game.home && g.awayTeam === game.away)) continue;
    const created = await page.request.post('/api/games', {
      headers: { origin: baseURL! },
      data: {
        leagueId: nfl.id,
        homeTeam: game.home,
        awayTeam: game.away,
        week: game.week,
        gameDate: new Date(start + game.minutes * 60_000).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await page.close();
});

test.beforeEach(async ({ page, baseURL }) => signInAsAdmin(page, baseURL!));

/** 'Showing x of y games' as numbers. */
async function showing(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await page.getByText(/^Showing \d+ of \d+ games$/).textContent()) ?? '';
  const [, shown, total] = /Showing (\d+) of (\d+) games/.exec(text) ?? [];
  return { shown: Number(shown), total: Number(total) };
}

test.describe('/nfl-schedule', () => {
  test('week buttons change the count and the URL; a shared link opens on its week; Back returns to the previous week', async ({ page }) => {
    await page.goto('/nfl-schedule');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${nfl.season} NFL Schedule`);
    await expect(page.getByText(/^Showing \d+ of \d+ games$/)).toBeVisible();
    const { shown, total } = await showing(page);
    expect(shown).toBe(total);
    expect(total).toBeGreaterThanOrEqual(GAMES.length);
    await expectNoSeriousA11yViolations(page, 'NFL schedule');

    const weeks = page.getByRole('group', { name: 'Filter by week' });
    await expect(weeks.getByRole('button', { name: 'All Weeks' })).toHaveAttribute('aria-pressed', 'true');
    await weeks.getByRole('button', { name: 'Divisional' }).click();
    await expect(page).toHaveURL(/\/nfl-schedule\?week=DIV$/);
    await expect(page.getByText(`Showing 2 of ${total} games`)).toBeVisible();
    await expect(page.getByTestId('schedule-row')).toHaveCount(2);
    await expect(page.getByTestId('schedule-row').first()).toContainText('Carolina Panthers @ Cleveland Browns');
    await expect(page.getByTestId('schedule-row').first()).toContainText('SCHEDULED');

    // Keyboard: the week buttons are ordinary buttons.
    await weeks.getByRole('button', { name: 'Conference Championship' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Showing 1 of ${total} games`)).toBeVisible();
    await expect(page.getByTestId('schedule-row')).toContainText('Arizona Cardinals @ Tennessee Titans');

    await page.goBack();
    await expect(page).toHaveURL(/\?week=DIV$/);
    await expect(page.getByText(`Showing 2 of ${total} games`)).toBeVisible();

    await weeks.getByRole('button', { name: 'All Weeks' }).click();
    await expect(page.getByText(`Showing ${total} of ${total} games`)).toBeVisible();

    await page.goto('/nfl-schedule?week=CONF');
    await expect(page.getByText(`Showing 1 of ${total} games`)).toBeVisible();
    await expect(weeks.getByRole('button', { name: 'Conference Championship' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/nfl-schedule?week=SB');
    await expect(page.getByText('No games found for the selected week.')).toBeVisible();

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect(page.getByText(`Showing 0 of ${total} games`)).toBeVisible();
  });
});

test.describe('/schedule/{league}', () => {
  const stat = (page: Page, key: string) => page.getByTestId(`stat-${key}`);

  test('week and team filters, search and Clear Filters live in the URL; Back undoes a change', async ({ page }) => {
    await page.goto('/schedule/nfl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NFL Schedule');
    await expect(page.getByTestId('week-group').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'league schedule');
    const total = (await stat(page, 'totalGames').textContent())!;
    await expect(stat(page, 'filteredResults')).toHaveText(total);

    await page.getByLabel('Week', { exact: true }).selectOption({ label: 'Divisional' });
    await expect(page).toHaveURL(/\/schedule\/nfl\?week=DIV$/);
    await expect(stat(page, 'filteredResults')).toHaveText('2');
    await expect(page.getByTestId('week-group')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: /^Divisional/ })).toBeVisible();

    await page.getByLabel('Team', { exact: true }).selectOption('Cleveland Browns');
    await expect(page).toHaveURL(/\?week=DIV&team=Cleveland\+Browns$/);
    await expect(stat(page, 'filteredResults')).toHaveText('1');
    await expect(page.getByTestId('schedule-game')).toHaveCount(1);
    await expect(page.getByTestId('schedule-game')).toContainText('Carolina Panthers');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/schedule\/nfl$/);
    await expect(stat(page, 'filteredResults')).toHaveText(total);
    await expect(page.getByLabel('Week', { exact: true })).toHaveValue('');

    await page.goBack();
    await expect(page).toHaveURL(/\?week=DIV&team=Cleveland\+Browns$/);
    await expect(stat(page, 'filteredResults')).toHaveText('1');
    await expect(page.getByLabel('Team', { exact: true })).toHaveValue('Cleveland Browns');
    await page.getByRole('button', { name: 'Clear Filters' }).click();

    // Search: every word must match a team or the week.
    await page.getByLabel('Search', { exact: true }).fill('titans championship');
    await expect(page).toHaveURL(/\?q=titans\+championship$/);
    await expect(stat(page, 'filteredResults')).toHaveText('1');
    await expect(page.getByTestId('schedule-game')).toContainText('Arizona Cardinals');
    await page.getByLabel('Search', { exact: true }).fill('titans championship nobody');
    await expect(page.getByRole('heading', { name: 'No Games Found' })).toBeVisible();
    await expect(page.getByText('No games match your current filters. Try adjusting your search criteria.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'league schedule, no games found');
    await expect(stat(page, 'filteredResults')).toHaveText('0');

    // A shared link opens filtered.
    await page.goto('/schedule/NFL?week=CONF');
    await expect(stat(page, 'filteredResults')).toHaveText('1');
    await expect(page.getByLabel('Week', { exact: true })).toHaveValue('CONF');
  });

  test("an unknown league shows 'League Not Found'", async ({ page }) => {
    await page.goto('/schedule/xfl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('League Not Found');
    await expect(page.getByText('The requested league schedule is not available.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'League Not Found');
  });

  test('game cards stack in one column on a phone, two side by side on a wider screen; the filters fit @phone', async ({ page }) => {
    await page.goto('/schedule/nfl?week=DIV');
    const cards = page.getByTestId('schedule-game');
    await expect(cards).toHaveCount(2);
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    const width = page.viewportSize()!.width;
    if (width < 640) {
      expect(second.x).toBe(first.x);
      expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    } else {
      expect(second.y).toBe(first.y);
      expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
    }
    for (const control of [page.getByLabel('Search', { exact: true }), page.getByLabel('Week', { exact: true }), page.getByLabel('Team', { exact: true })]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  });
});
