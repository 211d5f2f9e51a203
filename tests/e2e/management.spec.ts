import { expect, test, type Page } from '@playwright/test';
import type { Game, League, Pool } from '../../src/domain/schemas';
import { E2E_ADMIN } from '../../playwright.config';
import { sharedDataFile } from '../support/shared-data';
import { registerInPage } from './support/players';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * The management console as an admin: a league and a game made through the forms (the
 * game's five tier pools on the dashboard), a pool's status changed and a refused change explained. The
 * game kicks off 100 minutes from now, so no other spec picks its pools (those look two hours ahead).
 */
const HOME = 'Los Angeles Chargers';
const AWAY = 'New York Giants';
const KICKOFF_MS = 100 * 60_000;

const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: title });

async function signInAsAdmin(page: Page, baseURL: string) {
  const login = await page.request.post('/api/admin/login', { data: E2E_ADMIN, headers: { origin: baseURL } });
  expect(login.status(), await login.text()).toBe(200);
}

test.describe('management console', () => {
  test('an admin creates a league and a game (its five pools on the dashboard), and changes a pool status', async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL!);
    await page.goto('/management');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Management Console');
    const tabs = page.getByRole('tablist', { name: 'Management sections' });
    await expect(tabs.getByRole('tab')).toHaveText(['Leagues', 'Games', 'Pools', 'System']);

    // Leagues: create one; it is listed as Active.
    const leagueForm = page.getByRole('form', { name: 'Create League' });
    await leagueForm.getByLabel('League Code').fill('plw');
    await leagueForm.getByLabel('Display Name').fill('Playwright League');
    await leagueForm.getByLabel('Sport').selectOption('hockey');
    await leagueForm.getByRole('button', { name: 'Create League' }).click();
    await expect(toast(page, 'League created successfully')).toBeVisible();
    const created = page.getByRole('list', { name: 'Leagues' }).getByRole('listitem').filter({ hasText: 'PLW' });
    await expect(created).toContainText('Playwright League');
    await expect(created).toContainText('Active');
    await expectNoSeriousA11yViolations(page, 'management console, leagues');

    // Games, reached with the arrow keys: an NFL game in the active week (the form's default).
    await tabs.getByRole('tab', { name: 'Leagues' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/management\?tab=games$/);
    const gameForm = page.getByRole('form', { name: 'Create Game' });
    await expect(gameForm.getByLabel('League')).toHaveValue('1');
    await gameForm.getByLabel('Home Team', { exact: true }).selectOption(HOME);
    await gameForm.getByLabel('Away Team', { exact: true }).selectOption(AWAY);
    // The chosen teams bring their own colours.
    await expect(gameForm.getByLabel('Home Team Color')).toHaveValue('#0080c6');
    await expect(gameForm.getByLabel('Away Team Color')).toHaveValue('#0b2265');
    const { date, time } = await page.evaluate((ms) => {
      const at = new Date(Date.now() + ms);
      const pad = (n: number) => String(n).padStart(2, '0');
      return { date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
    }, KICKOFF_MS);
    await gameForm.getByLabel('Date').fill(date);
    await gameForm.getByLabel('Time').fill(time);
    await gameForm.getByRole('button', { name: 'Create Game' }).click();
    await expect(toast(page, 'Game created successfully')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Scheduled NFL games' }).getByRole('listitem').filter({ hasText: `${AWAY}@${HOME}` }).first()).toBeVisible();

    const nfl = ((await (await page.request.get('/api/leagues')).json()) as League[]).find((l) => l.name === 'NFL')!;
    const game = ((await (await page.request.get(`/api/games?leagueId=${nfl.id}&includeAll=true`)).json()) as Game[]).find(
      (g) => g.homeTeam === HOME && g.awayTeam === AWAY && Math.abs(Date.parse(g.gameDate) - (Date.now() + KICKOFF_MS)) < 5 * 60_000,
    )!;
    expect(game.week).toBe(nfl.activeWeek);
    const pools = (await (await page.request.get(`/api/games/${game.id}/pools`)).json()) as Pool[];
    expect(pools.map((p) => p.entryFee)).toEqual(['0.00', '1.00', '5.00', '10.00', '25.00']);

    // The dashboard shows the new game with its five tiers.
    await page.goto('/');
    await page.getByRole('group', { name: 'League' }).getByRole('button', { name: 'NFL', exact: true }).click();
    const card = page.getByTestId('game-card').filter({ has: page.locator(`a[href="/pool/${pools[0]!.id}"]`) });
    await expect(card).toContainText(HOME);
    await expect(card.getByTestId('tier-slot')).toHaveCount(5);

    // Pools: a refused change says why; an allowed one updates the badge.
    await page.goto('/management?tab=pools');
    await page.getByLabel('Team or pool name').fill('Giants');
    const row = (name: string) => page.getByRole('list', { name: 'Pools' }).getByRole('listitem').filter({ hasText: `${name}#${pools.find((p) => p.name === name)!.id}` });
    const free = row('Free Pool');
    await expect(free).toContainText('0/100');
    await expect(free.getByRole('button', { name: /^Refund Free Pool/ })).toBeEnabled();
    await free.getByLabel(/^Status of Free Pool/).selectOption('completed');
    await expect(toast(page, 'Error')).toContainText('Cannot change this pool from open to completed');
    await expect(free.getByLabel(/^Status of Free Pool/)).toHaveValue('open');
    await expectNoSeriousA11yViolations(page, 'management console, pools, with an error toast');

    const top = row('$25 Pool');
    await top.getByLabel(/^Status of \$25 Pool/).selectOption('cancelled');
    await page.getByRole('dialog', { name: 'Cancel $25 Pool?' }).getByRole('button', { name: 'Cancel pool' }).click();
    await expect(toast(page, 'Pool updated successfully')).toBeVisible();
    await expect(top.getByLabel(/^Status of \$25 Pool/)).toHaveValue('cancelled');
    await expect(top).toContainText('cancelled');
    await expect(top.getByRole('button', { name: /^Refund \$25 Pool/ })).toBeDisabled();
    const after = (await (await page.request.get(`/api/pools/${pools[4]!.id}`)).json()) as Pool;
    expect(after.status).toBe('cancelled');
  });

  test("an admin imports the 2025 NFL schedule through the upload and reads the summary; a second import changes nothing", async ({ page, baseURL }) => {
    test.slow(); // 272 games in one transaction, twice
    await signInAsAdmin(page, baseURL!);
    await page.goto('/management?tab=games');
    const card = page.getByRole('region', { name: "Import a Season's Schedule" });
    const importFile = async () => {
      await card.getByLabel('Schedule file').setInputFiles(sharedDataFile('nfl-schedule-2025.csv'));
      await card.getByLabel('Season', { exact: true }).fill('2025');
      await card.getByRole('button', { name: 'Import Schedule' }).click();
      const result = card.getByRole('region', { name: /^Schedule imported/ });
      await expect(result).toBeVisible({ timeout: 60_000 });
      const terms = result.getByRole('term');
      const counts: Record<string, string> = {};
      for (const term of await terms.all()) counts[(await term.textContent())!] = (await term.locator('xpath=following-sibling::*[1]').textContent())!;
      return counts;
    };
    // Every 2025 game has been played by now: created with its final score, no pools.
    expect(await importFile()).toEqual({ Created: '272', Updated: '0', Unchanged: '0', Rejected: '0' });
    await expectNoSeriousA11yViolations(page, 'management console, schedule imported');
    expect(await importFile()).toEqual({ Created: '0', Updated: '0', Unchanged: '272', Rejected: '0' });
  });

  test("a player sees 'Access Denied'", async ({ page, baseURL }) => {
    await registerInPage(page, baseURL!, 'Curious');
    await page.goto('/management');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
    await expect(page.getByText("You don't have permission to access the management console.", { exact: true })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Management sections' })).toHaveCount(0);
  });
});
