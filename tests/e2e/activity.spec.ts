import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatMoney } from '../../src/domain/money';
import type { Pool } from '../../src/domain/schemas';
import { easternDateText } from '../../src/domain/statement-period';
import { adminApi, scheduleOwnGame } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { buySquaresWithTestCard, inBatches, registerPayingPlayer } from './support/paying-players';
import { signIn } from './support/players';

const PLAYERS = 20;
const SQUARES_EACH = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

async function json<T>(api: APIRequestContext, url: string): Promise<T> {
  const response = await api.get(url);
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()) as T;
}

/** Square k of the board (0..99), row by row. */
const square = (k: number) => ({ row: Math.floor(k / 10), column: k % 10 });

/**
 * The player's statement, end to end: twenty players fill the $1 pool of the test's own game (kicking off
 * in under two hours, so no other spec picks its pools) through checkout; the admin plays the game by
 * manual scores so the first player's square wins the first quarter only; the payments ticker captures and
 * pays the escrow out; the winner signs in, reads where the prize will go, claims it, and finds the
 * purchase and the prize in Activity, with the totals of a period and its CSV statement.
 */
test('a winner claims a prize and finds the purchase and the prize in Activity, totals and CSV', async ({ page, baseURL }) => {
  test.slow(); // twenty checkouts, a game scored by hand, the ticker's settlement, a sign-in through the issuer
  const admin = await adminApi(baseURL!);
  const { game, pools } = await scheduleOwnGame(admin, { home: 'Seattle Seahawks', away: 'Arizona Cardinals' }, 100 * 60_000);
  const pool = pools[1]!;
  expect(pool.entryFeeCents).toBe(100);

  const players = await inBatches(Array.from({ length: PLAYERS }, (_, i) => i), 5, async (i) => {
    const player = await registerPayingPlayer(baseURL!, `127.0.0.${140 + i}`, { firstName: `Stella${i}`, lastName: 'Statement' });
    await buySquaresWithTestCard(player, pool, Array.from({ length: SQUARES_EACH }, (_, j) => square(i * SQUARES_EACH + j)));
    return player;
  });
  const winner = players[0]!; // squares 0-4
  const full = await json<Pool>(admin, `/api/pools/${pool.id}`);
  expect(full).toMatchObject({ status: 'full', currentParticipants: 100 });
  const { rows, columns } = full.digits!;

  // Q1 ends on square 0's digits (the winner's); Q2, Q3 and the final on square 99's (the last player's).
  const at = (base: number, k: number) => ({ home: base + columns[k % 10]!, away: base + rows[Math.floor(k / 10)]! });
  const scores = [at(0, 0), at(10, 99), at(20, 99), at(30, 99)];
  for (const [i, score] of scores.entries()) {
    const update = await admin.post('/api/simulate-score-update', { data: { gameId: game.id, homeScore: score.home, awayScore: score.away, quarter: i + 1 } });
    expect(update.status(), await update.text()).toBe(200);
  }
  const last = scores.at(-1)!;
  const final = await admin.post('/api/simulate-score-update', { data: { gameId: game.id, homeScore: last.home, awayScore: last.away, quarter: 4, status: 'FT' } });
  expect(final.status(), await final.text()).toBe(200);

  // The payments ticker captures the entries and pays the escrow out: every prize becomes claimable.
  await expect
    .poll(async () => (await json<Pool>(admin, `/api/pools/${pool.id}`)).winners.map((w) => w.claimState), { timeout: 30_000, intervals: [500, 1000] })
    .toEqual(['unclaimed', 'unclaimed', 'unclaimed', 'unclaimed']);
  const settled = await json<Pool>(admin, `/api/pools/${pool.id}`);
  const prize = settled.winners.find((w) => w.period === 'Q1')!;
  expect(prize.userId).toBe(winner.userId);
  expect(settled.winners.filter((w) => w.userId === winner.userId)).toHaveLength(1);
  const amount = formatMoney(prize.amountCents);
  await Promise.all(players.map((p) => p.api.dispose()));
  await admin.dispose();

  // The winner signs in; My Pools says where the prize will go before the click, and what happened after.
  await signIn(page, winner);
  await page.goto('/my-pools');
  const item = page.getByTestId('joined-pool-card').filter({ has: page.locator(`a[href="/pool/${pool.id}"]`) }).locator('li[data-period="Q1"]');
  await expect(item.getByTestId('claim-destination')).toHaveText('Paid to the card you paid with');
  await item.getByRole('button', { name: /Claim prize/ }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: `Prize claimed: ${amount}` });
  await expect(toast).toContainText(`${amount} paid to the card you paid with.`);
  await expect(item.locator('[data-claim="claimed"]')).toBeVisible();

  // Activity, from the avatar menu: newest first, the prize paid and won, the capture and the purchase.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Money movements, newest first' });
  const movements = list.getByTestId('movement');
  await expect(movements).toHaveCount(4);
  await expect(movements.first()).toHaveAttribute('data-kind', 'prize_paid');
  const won = list.locator('[data-kind="prize_won"]');
  await expect(won).toContainText('Prize won');
  await expect(won.getByTestId('movement-amount')).toHaveText(`+${amount}to you`);
  await expect(won.locator('[data-status]')).toHaveText('Paid');
  await expect(won.getByRole('link', { name: pool.name })).toHaveAttribute('href', `/pool/${pool.id}`);
  await expect(won).toContainText('Arizona Cardinals @ Seattle Seahawks');
  const bought = list.locator('[data-kind="payment_authorized"]');
  await expect(bought).toContainText('Payment authorized');
  await expect(bought.getByTestId('movement-amount')).toHaveText(`-${formatMoney(SQUARES_EACH * pool.entryFeeCents)}from you`);
  await expect(bought.locator('[data-status]')).toHaveText('Charged');
  await expect(list.locator('[data-kind="payment_captured"]').getByTestId('movement-amount')).toHaveText('$0.00no new money');

  // A period around today (New York dates): its totals, then its CSV statement.
  const now = Date.now();
  const period = { from: easternDateText(new Date(now - 2 * DAY_MS)), to: easternDateText(new Date(now + 2 * DAY_MS)) };
  await page.getByLabel('From', { exact: true }).fill(period.from);
  await page.getByLabel('To', { exact: true }).fill(period.to);
  await page.getByRole('button', { name: 'Show totals' }).click();
  const totals = page.getByLabel('Totals for the period');
  const net = prize.amountCents - SQUARES_EACH * pool.entryFeeCents;
  await expect(totals).toContainText(`Paid in${formatMoney(SQUARES_EACH * pool.entryFeeCents)}`);
  await expect(totals).toContainText(`Won${amount}`);
  await expect(totals).toContainText(`Net${formatMoney(net, { signed: true })}`);
  await expectNoSeriousA11yViolations(page, 'Activity with a purchase and a claimed prize');

  const link = page.getByRole('link', { name: 'Download statement (CSV)' });
  await expect(link).toHaveAttribute('href', `/api/me/statement.csv?from=${period.from}&to=${period.to}`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`squares-statement-${period.from}-to-${period.to}.csv`);
  const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('"Date","Kind","Pool","Game","Amount (USD)","Status"');
  const rowsOf = (kind: string) => lines.filter((line) => line.includes(`"${kind}"`));
  expect(rowsOf('Payment authorized')).toHaveLength(1);
  expect(rowsOf('Payment authorized')[0]).toContain(`"${pool.name}","Arizona Cardinals @ Seattle Seahawks",-5.00,"Charged"`);
  expect(rowsOf('Prize won')[0]).toContain(`,${(prize.amountCents / 100).toFixed(2)},"Paid"`);
  expect(rowsOf('Prize paid')).toHaveLength(1);
  expect(lines.find((line) => line.startsWith('"Total"'))).toBe(
    `"Total","Net for the period","","",${(net / 100).toFixed(2)},"Paid in 5.00; refunded 0.00; won ${(prize.amountCents / 100).toFixed(2)}"`,
  );
});
