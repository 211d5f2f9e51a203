import { readFileSync } from 'node:fs';
import { expect, request, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { headerDigits, boardGeometry } from '../../src/domain/board-geometry';
import { winningSquares } from '../../src/domain/period-winners';
import type { Game, League, Pool } from '../../src/domain/schemas';
import { expectNoSeriousA11yViolations } from './support/axe';
import { registerInPage } from './support/players';
import { decodeQr, pdfPageCount, renderPdfPage } from './support/qr-codes';

/**
 * The rule variants as an organizer plays them: a 25-square private pool with new numbers each period and reverse
 * winners, made in the form, filled, played through by manual scores; each period's winners are the
 * squares its own numbers pick, forward and reversed; the board shows a period's numbers on demand; the
 * print view and its PDF are one page with the invite link in the QR code. The game is the test's own
 * (scheduled by the admin), so scoring it touches no other test's pools.
 */
const RULES = { boardSize: 25, reverseWinners: true } as const;
const SCORES = [
  { quarter: 1, home: 7, away: 3 },
  { quarter: 2, home: 14, away: 10 },
  { quarter: 3, home: 17, away: 24 },
  { quarter: 4, home: 27, away: 31 },
];
const PERIOD_LABELS = ['1st Quarter', 'Halftime', '3rd Quarter', 'Final'];

async function json<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()) as T;
}

test('a 25-square private pool with new numbers each period and reverse winners, from the form to the printed board', async ({ browser, baseURL }) => {
  test.slow(); // a form, a full board, a game played through, two printed PDFs, one download rendered by pdf.js
  const origin = { origin: baseURL! };
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: origin });
  expect((await admin.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  const nfl = ((await (await admin.get('/api/leagues')).json()) as League[]).find((league) => league.name === 'NFL')!;
  const scheduled = await admin.post('/api/games', {
    data: { leagueId: nfl.id, homeTeam: 'Buffalo Bills', awayTeam: 'Miami Dolphins', gameDate: new Date(Date.now() + 5 * 3600_000).toISOString() },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);
  const game = (await scheduled.json()) as Game;

  // The organizer makes the pool in the form, choosing all three variants.
  const context = await browser.newContext({ baseURL, deviceScaleFactor: 3 });
  const page = await context.newPage();
  await registerInPage(page, baseURL!, 'Rhea');
  await page.goto('/create-private-pool');
  await page.getByLabel('Game', { exact: true }).selectOption(String(game.id));
  await page.getByLabel('Pool name', { exact: true }).fill('Small Board Night');
  await page.getByLabel('Entry fee per square', { exact: true }).fill('0');
  await page.getByLabel('Maximum squares per player', { exact: true }).fill('25');
  await page.getByRole('radio', { name: /New numbers each period/ }).check();
  await page.getByRole('checkbox', { name: /Reverse winners/ }).check();
  await page.getByRole('radio', { name: /25 squares \(5x5\)/ }).check();
  await expectNoSeriousA11yViolations(page, 'create a private pool with rule variants');
  await page.getByRole('button', { name: 'Create Pool' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pool Created' })).toBeVisible();
  const inviteCode = (await page.getByRole('status', { name: 'Invite code' }).textContent())!.trim();
  const details = page.getByRole('heading', { name: 'Pool details' }).locator('..');
  await expect(details).toContainText('25 squares (5x5)');
  await expect(details).toContainText('New numbers are drawn for each period');
  await expect(details).toContainText('Reverse winners');
  await page.getByRole('link', { name: 'View Pool' }).click();
  await expect(page).toHaveURL(/\/pool\/\d+$/);
  const poolId = Number(/\/pool\/(\d+)$/.exec(page.url())![1]);

  // A 5x5 board of 25 squares: the last one claimed on the board, by mouse and the cart; the other 24
  // at once through the API (one batch may name 25).
  await expect(page.getByRole('gridcell')).toHaveCount(25);
  const last = page.getByRole('gridcell', { name: /^Row 5, column 5,/ });
  await last.click();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('region', { name: 'Your Cart' }).getByRole('button', { name: 'Claim Free Squares' }).click();
  await expect(last).toHaveAccessibleName(/^Row 5, column 5, owned by you/);
  const all = Array.from({ length: 24 }, (_, i) => ({ row: Math.floor(i / 5), column: i % 5 }));
  const claimed = await page.request.post(`/api/pools/${poolId}/squares`, { data: { squares: all }, headers: origin });
  expect(claimed.status(), await claimed.text()).toBe(201);
  const drawn = await json<Pool>(page, `/api/pools/${poolId}`);
  await expect(page.getByRole('radiogroup', { name: 'Numbers of the period' })).toBeVisible(); // live: the draw reaches the open page
  expect(drawn).toMatchObject({ status: 'full', rules: { numbers: 'period', reverseWinners: true, boardSize: 25 } });
  expect(drawn.digitSets).toHaveLength(4);
  const sets = drawn.digitSets!;

  // The board shows the first period's numbers, two digits a header; the switch shows another period's.
  const geometry = boardGeometry(25);
  const columnHeader = (column: number) => page.getByRole('columnheader', { name: new RegExp(`^Column ${column + 1},`) });
  const digitsWords = (digits: number[]) => `digits ${digits[0]} and ${digits[1]}`;
  await expect(page.getByRole('radio', { name: 'Q1' })).toHaveAttribute('aria-checked', 'true');
  await expect(columnHeader(0)).toHaveAccessibleName(new RegExp(digitsWords(headerDigits(sets[0]!.columns, geometry)[0]!)));
  await page.getByRole('radio', { name: 'Q3' }).click();
  await expect(page.getByTestId('period-numbers-line')).toHaveText("New numbers each period: showing the 3rd quarter's numbers.");
  await expect(columnHeader(0)).toHaveAccessibleName(new RegExp(digitsWords(headerDigits(sets[2]!.columns, geometry)[0]!)));
  await expectNoSeriousA11yViolations(page, 'a 25-square board with its numbers per period');

  // The admin plays the game by manual scores: each quarter's score, then the final whistle.
  for (const [i, score] of SCORES.entries()) {
    const update = await admin.post('/api/simulate-score-update', { data: { gameId: game.id, homeScore: score.home, awayScore: score.away, quarter: score.quarter } });
    expect(update.status(), await update.text()).toBe(200);
    if (i === SCORES.length - 1) {
      const final = await admin.post('/api/simulate-score-update', { data: { gameId: game.id, homeScore: score.home, awayScore: score.away, quarter: 4, status: 'FT' } });
      expect(final.status(), await final.text()).toBe(200);
    }
  }

  // Each period is won by the squares its own numbers pick, forward and reversed.
  const settled = await json<Pool>(page, `/api/pools/${poolId}`);
  expect(settled.status).toBe('completed');
  const expected = SCORES.flatMap((score, index) =>
    winningSquares(RULES, sets[index]!, { home: score.home, away: score.away }).map((square) => ({ period: index, ...square })),
  );
  expect(settled.winners.map((w) => `${w.period}:${w.role}:${w.row},${w.column}`)).toEqual(
    expected.map((w) => `${['Q1', 'Q2', 'Q3', 'FINAL'][w.period]}:${w.role}:${w.row},${w.column}`),
  );
  await page.reload();
  const winners = page.getByRole('region', { name: 'Winners' });
  await expect(winners.getByTestId('winner-row')).toHaveCount(expected.length);
  for (const [index, label] of PERIOD_LABELS.entries()) {
    const rows = winners.getByTestId('winner-row').filter({ hasText: label });
    const squares = expected.filter((w) => w.period === index);
    await expect(rows).toHaveCount(squares.length);
    for (const [n, square] of squares.entries()) await expect(rows.nth(n)).toContainText(`Row ${square.row + 1}, column ${square.column + 1}`);
  }
  // After the final the board shows the final's numbers.
  await expect(page.getByRole('radio', { name: 'Final' })).toHaveAttribute('aria-checked', 'true');
  await expect(columnHeader(0)).toHaveAccessibleName(new RegExp(digitsWords(headerDigits(sets[3]!.columns, geometry)[0]!)));

  // The draw verifies in the browser, every period's set.
  await page.getByRole('button', { name: 'Verify draw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify the draw' });
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(dialog.getByRole('status', { name: 'Verification result' })).toContainText('The draw checks out');
  await page.keyboard.press('Escape');

  // The print view: a 5x5 board on one page of A4 and of Letter; the PDF is one page whose QR code is the invite link.
  await page.goto(`/pools/${poolId}/print`);
  await expect(page.getByRole('heading', { level: 1, name: 'Small Board Night' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^The board/ }).locator('tbody').getByRole('cell')).toHaveCount(25);
  const invite = `${baseURL}/join/${inviteCode}`;
  expect(decodeQr(await page.getByTestId('join-qr').screenshot())).toBe(invite);
  for (const format of ['A4', 'Letter'] as const) expect(await pdfPageCount(await page.pdf({ format, printBackground: true })), format).toBe(1);
  await page.getByText('A4', { exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
  const pdf = readFileSync((await download.path())!);
  expect(await pdfPageCount(pdf)).toBe(1);
  expect(decodeQr(await renderPdfPage(browser, pdf), { x: 0.5, y: 0.6, width: 0.5, height: 0.4 })).toBe(invite);
  await context.close();
  await admin.dispose();
});
