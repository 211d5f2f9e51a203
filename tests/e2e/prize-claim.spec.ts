import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { formatMoney } from '../../src/domain/money';
import { periodLabel } from '../../src/domain/periods';
import type { Pool, Winner } from '../../src/domain/schemas';
import { buySquaresWithTestCard, inBatches, registerPayingPlayer, type PayingPlayer, type SquarePick } from './support/paying-players';
import { signIn } from './support/players';
import { expectNoSeriousA11yViolations } from './support/axe';

const TWO_HOURS_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const PLAYERS = 20;
const SQUARES_EACH = 5;
/** Super Bowl LVIII (KC 25, SF 22 in overtime), a real game the replay feed knows. */
const HISTORICAL_GAME = '2023_22_SF_KC';

async function json<T>(api: APIRequestContext, url: string): Promise<T> {
  const response = await api.get(url);
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * An untouched public $1 pool of a game at least two hours away, from the middle of the slate. Other
 * browser tests take the first and the last free pools, the last $5 pool of the week and the last
 * untouched $25 pool; once this test replays its game, none of its pools is open any more.
 */
async function untouchedDollarPool(api: APIRequestContext): Promise<Pool> {
  const soon = Date.now() + TWO_HOURS_MS;
  const candidates = (await json<Pool[]>(api, '/api/pools')).filter(
    (p) =>
      p.entryFeeCents === 100 &&
      !p.isPrivate &&
      p.status === 'open' &&
      p.currentParticipants === 0 &&
      p.held.length === 0 &&
      p.game.status === 'scheduled' &&
      Date.parse(p.game.gameDate) > soon,
  );
  const pool = candidates[Math.floor(candidates.length / 2)];
  if (!pool) throw new Error('the seed has no untouched open $1 pool with a game at least two hours away');
  return pool;
}

/** Square k of the board (0..99), row by row. */
const square = (k: number): SquarePick => ({ row: Math.floor(k / 10), column: k % 10 });

test('a winner claims a prize from My Pools and sees it in Total Winnings', async ({ page, baseURL, request }) => {
  test.slow(); // twenty checkouts, a replayed game, settlement by the ticker, a sign-in through the issuer
  const origin = new URL(baseURL!).origin;
  const pool = await untouchedDollarPool(request);

  // Twenty players fill the board through checkout, five squares each, five players at a time.
  const players = await inBatches(Array.from({ length: PLAYERS }, (_, i) => i), 5, async (i) => {
    const player = await registerPayingPlayer(baseURL!, `127.0.0.${100 + i}`, { firstName: `Winnie${i}`, lastName: 'Claimer' });
    await buySquaresWithTestCard(
      player,
      pool,
      Array.from({ length: SQUARES_EACH }, (_, j) => square(i * SQUARES_EACH + j)),
    );
    return player;
  });
  const full = await json<Pool>(request, `/api/pools/${pool.id}`);
  expect(full).toMatchObject({ currentParticipants: 100, status: 'full', held: [] });
  const potCents = 100 * pool.entryFeeCents;
  expect(full.escrow.collectedCents).toBe(potCents);

  // An admin replays a real game onto this one from now, one second a quarter (the least the API takes).
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin } });
  const login = await admin.post('/api/admin/login', { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const replay = await admin.post('/api/replays', { data: { gameId: pool.gameId, historicalGameId: HISTORICAL_GAME, secondsPerQuarter: 1 } });
  expect(replay.status(), await replay.text()).toBe(200);
  await admin.dispose();

  // The game plays out; the payments ticker captures the entries and pays the escrow out.
  let settled: Pool | undefined;
  await expect
    .poll(
      async () => {
        settled = await json<Pool>(request, `/api/pools/${pool.id}`);
        return {
          game: settled.game.status,
          pool: settled.status,
          periods: settled.winners.map((w) => w.period),
          claims: settled.winners.map((w) => w.claimState),
        };
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toEqual({ game: 'FT', pool: 'completed', periods: ['Q1', 'Q2', 'Q3', 'FINAL'], claims: ['unclaimed', 'unclaimed', 'unclaimed', 'unclaimed'] });
  const winners = settled!.winners;
  // KC (home) 25, SF 22 after overtime: the final period counts the overtime.
  expect(winners.find((w) => w.period === 'FINAL')).toMatchObject({ homeScore: 25, awayScore: 22 });
  const houseFee = Math.floor((potCents * pool.houseFeeBps) / 10_000);
  expect(settled!.escrow).toMatchObject({ collectedCents: potCents, capturedCents: potCents, houseFeeCents: houseFee, prizesCents: potCents - houseFee });
  expect(winners.reduce((sum, w) => sum + w.amountCents, 0)).toBe(potCents - houseFee);

  // One winner: one of our players (prefer one who won a single period, so the totals read plainly).
  const byId = new Map<string, PayingPlayer>(players.map((p) => [p.userId, p]));
  const prizesOf = (userId: string | null) => winners.filter((w) => w.userId === userId);
  const ours = winners.filter((w) => w.userId !== null && byId.has(w.userId));
  expect(ours).toHaveLength(4); // every square is one of ours
  const prize: Winner = ours.find((w) => prizesOf(w.userId).length === 1) ?? ours[0]!;
  const winner = byId.get(prize.userId!)!;
  const theirPrizes = prizesOf(prize.userId);
  const totalWinningsCents = theirPrizes.reduce((sum, w) => sum + w.amountCents, 0);
  const spentCents = SQUARES_EACH * pool.entryFeeCents;
  const amount = formatMoney(prize.amountCents);
  const label = periodLabel(prize.period);
  const claimedText = new RegExp(`^Claimed\\s*${amount.replace(/[$.]/g, '\\$&')}$`);
  const deadline = Date.parse(prize.claimDeadline!);
  expect(deadline - Date.parse(prize.settledAt)).toBe(30 * DAY_MS);
  await Promise.all(players.map((p) => p.api.dispose()));

  // The winner signs in through the real sign-in page and opens My Pools.
  await signIn(page, winner);
  await page.goto('/my-pools');
  const card = page.getByTestId('joined-pool-card').filter({ has: page.locator(`a[href="/pool/${pool.id}"]`) });
  await expect(card).toBeVisible();
  const prizes = card.getByTestId('your-prizes');
  await expect(prizes.locator('li[data-period]')).toHaveCount(theirPrizes.length);
  const item = prizes.locator(`li[data-period="${prize.period}"]`);

  // 'Claim prize $X' with the deadline, 30 days from settlement, as the browser writes the date.
  const claimDate = await page.evaluate(
    (ms) => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(ms)),
    deadline,
  );
  const button = item.getByRole('button', { name: `Claim prize ${amount}, ${label}` });
  await expect(button).toBeVisible();
  await expect(button).toContainText(amount);
  await expect(item.getByTestId('claim-deadline')).toHaveText(`Claim by ${claimDate}`);
  // Before the click, where the money will go: the sandbox pays the card the player paid with.
  await expect(item.getByTestId('claim-destination')).toHaveText('Paid to the card you paid with');
  await expect(button).toHaveAccessibleDescription(`Claim by ${claimDate} Paid to the card you paid with`);

  // What the winner spent: five $1 squares, from the escrow ledger.
  const totals = page.getByLabel('Your totals');
  const stat = (name: string) => totals.locator('div').filter({ has: page.getByRole('term').filter({ hasText: name }) }).getByRole('definition').first();
  await expect(stat('Total Purchased')).toHaveText(formatMoney(spentCents));
  await expectNoSeriousA11yViolations(page, 'My Pools with a prize to claim');

  await button.click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: `Prize claimed: ${amount}` });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`${amount} paid to the card you paid with.`);
  const claimedNote = item.getByTestId('prize-claim').locator('[data-claim="claimed"]');
  await expect(claimedNote).toBeVisible();
  await expect(claimedNote).toHaveText(claimedText);
  await expect(item.getByRole('button', { name: /Claim prize/ })).toHaveCount(0);
  await expect(item.getByRole('status')).toContainText(`Prize claimed: ${amount}`);

  // Total Winnings and Profit/Loss from the ledger.
  await expect(stat('Total Winnings')).toHaveText(formatMoney(totalWinningsCents));
  await expect(stat('Profit/Loss')).toHaveText(formatMoney(totalWinningsCents - spentCents, { signed: true }));
  await expect(card).toContainText(`Won ${formatMoney(totalWinningsCents)}`);

  // The server agrees: this prize claimed, the others still waiting for their winners.
  const after = await json<Pool>(request, `/api/pools/${pool.id}`);
  expect(after.winners.map((w) => [w.period, w.claimState])).toEqual(
    winners.map((w) => [w.period, w.payoutId === prize.payoutId ? 'claimed' : 'unclaimed']),
  );

  // The pool page: the Winners card shows the claim as Claimed, and the money story adds up.
  await card.getByRole('link', { name: /View Pool/ }).click();
  await expect(page).toHaveURL(new RegExp(`/pool/${pool.id}$`));
  const winnersCard = page.getByRole('region', { name: 'Winners' });
  const row = winnersCard.locator(`[data-testid="winner-row"][data-period="${prize.period}"]`);
  await expect(row).toContainText(label);
  await expect(row).toContainText(amount);
  await expect(row.getByText('You', { exact: true })).toBeVisible();
  await expect(row.getByTestId('prize-claim').locator('[data-claim="claimed"]')).toHaveText(claimedText);
  await expect(row.getByRole('button', { name: /Claim prize/ })).toHaveCount(0);
  await expect(winnersCard).toContainText('4/4 settled');

  const story = page.getByRole('region', { name: 'Escrow' }).getByTestId('money-story');
  await expect(story.locator(`[data-escrow="prize-${prize.period}"] [data-claim="claimed"]`)).toHaveText('Claimed');
  for (const other of winners.filter((w) => w.payoutId !== prize.payoutId)) {
    await expect(story.locator(`[data-escrow="prize-${other.period}"] [data-claim]`)).toHaveAttribute('data-claim', 'unclaimed');
  }
  const check = story.getByTestId('money-check');
  await expect(check).toHaveAttribute('data-balanced', 'true');
  await expect(check).toContainText('Every cent accounted for');
  await expect(check).toContainText(`${formatMoney(houseFee)} fee + ${formatMoney(potCents - houseFee)} prizes = ${formatMoney(potCents)} collected`);
  await expectNoSeriousA11yViolations(page, 'pool page, completed and paid out');
});

