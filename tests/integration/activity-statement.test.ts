import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { MovementDto, TransactionsPage } from '../../src/domain/schemas';
import { games, ledgerEntries, ledgerTransactions, payments, payouts, pools } from '../../src/server/db/schema';
import { runLifecycleTick } from '../../src/server/jobs/lifecycle';
import { escrowTick } from '../../src/server/modules/payouts';
import { periodScoreColumns } from '../../src/server/modules/scores';
import { ReplayScoreFeed } from '../../src/server/scores';
import { clientFor, signedInAdmin, type TestClient } from './support/client';
import { describeEachDatabase, DEFAULT_NOW, movableClock, type TestEnv } from './support/harness';
import { freshTierPools } from './support/pools';
import { buySquares, verifiedPlayer } from './support/payments';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const clock = movableClock(DEFAULT_NOW);

/** What each ledger step is on the player's statement, and its sign (docs/money.md "The player's statement"). */
const PAYMENT_STEP: Record<string, { kind: MovementDto['kind']; sign: number }> = {
  authorize: { kind: 'payment_authorized', sign: -1 },
  captured: { kind: 'payment_captured', sign: -1 },
  capture: { kind: 'payment_captured', sign: 0 },
  cancel: { kind: 'payment_voided', sign: 1 },
  refund: { kind: 'payment_refunded', sign: 1 },
};

async function allPages(client: TestClient, limit: number, between?: (page: number) => Promise<void>): Promise<MovementDto[]> {
  const items: MovementDto[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const response = await client.get(`/api/me/transactions?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.status, response.text).toBe(200);
    const body = response.body as TransactionsPage;
    expect(body.items.length).toBeLessThanOrEqual(limit);
    items.push(...body.items);
    cursor = body.nextCursor;
    if (cursor === null) return items;
    await between?.(page);
  }
  throw new Error('the list never ended');
}

/** The ledger's own lines of these payment intents and of these transaction ids, with the amount each moved. */
async function ledgerLines(env: TestEnv, where: { intents: string[]; ids: string[] }) {
  const select = () =>
    env.database.db
      .select({ id: ledgerTransactions.id, step: ledgerTransactions.step, amount: ledgerEntries.amountCents })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, and(eq(ledgerEntries.transactionId, ledgerTransactions.id), eq(ledgerEntries.side, 'credit')));
  return [...(await select().where(inArray(ledgerTransactions.paymentIntentId, where.intents))), ...(await select().where(inArray(ledgerTransactions.id, where.ids)))];
}

/** Split one CSV line into cells (quoted cells may hold commas). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  const pattern = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
  for (const match of line.matchAll(pattern)) {
    const cell = match[1]!;
    cells.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
    if (match[2] === '') break;
  }
  return cells;
}

describeEachDatabase(
  "the player's statement: /api/me/transactions, its summary, CSV and yearly winnings, from the ledger",
  (env) => {
    it('a player who bought, had a hold voided and a charge refunded, won and claimed: every ledger line once, signed, in order; totals add up; nobody else sees it', async () => {
      clock.reset();
      const { db } = env().database;
      const admin = (await signedInAdmin(env())).client;
      const soon = await freshTierPools(env(), { kickoffInMs: 2 * HOUR, teams: { home: 'Kansas City Chiefs', away: 'San Francisco 49ers' } });
      const far = await freshTierPools(env(), { kickoffInMs: 10 * 24 * HOUR, teams: { home: 'Green Bay Packers', away: 'Chicago Bears' } });
      const [dollarPool, fivePool, farTen, farOne] = [soon.byFee.get(100)!, soon.byFee.get(500)!, far.byFee.get(1000)!, far.byFee.get(100)!];

      // The $1 board, filled by twenty players through checkout (authorized: kickoff is near). P is the first.
      const players = [];
      for (let p = 0; p < 20; p++) {
        const player = await verifiedPlayer(env());
        const batch = Array.from({ length: 5 }, (_, i) => ({ row: Math.floor((p * 5 + i) / 10), column: (p * 5 + i) % 10 }));
        const { purchase } = await buySquares(player.client, dollarPool, batch, 500);
        expect(purchase.body).toMatchObject({ outcome: 'completed', status: 'requires_capture' });
        players.push(player);
        clock.advance(MINUTE);
      }
      const [me, other] = [players[0]!, players[1]!];

      // A $5 hold the admin's refund voids; a $10 charge (kickoff 10 days away) refunded from escrow.
      expect((await buySquares(me.client, fivePool, [{ row: 3, column: 3 }], 500)).purchase.status).toBe(200);
      await buySquares(other.client, fivePool, [{ row: 4, column: 4 }], 500);
      clock.advance(MINUTE);
      expect((await admin.post(`/api/pools/${fivePool}/refund`)).status).toBe(200);
      clock.advance(MINUTE);
      expect((await buySquares(me.client, farTen, [{ row: 1, column: 1 }], 1000)).purchase.body).toMatchObject({ status: 'succeeded' });
      clock.advance(MINUTE);
      expect((await admin.post('/api/admin/refund-escrow', { poolId: farTen })).status).toBe(200);

      // Kickoff, then the game ends with P's square winning Q1 only (squares 0-4 are P's; square 99 is the last player's).
      const [game] = await db.select().from(games).where(eq(games.id, soon.gameId));
      const feed = new ReplayScoreFeed(db, { secondsPerQuarter: 5, autoStart: false });
      await runLifecycleTick({ database: env().database, feed, now: new Date(game!.gameDate.getTime() + 1000), pollFeed: false });
      const [drawn] = await db.select().from(pools).where(eq(pools.id, dollarPool));
      const [rows, columns] = [drawn!.rowDigits!, drawn!.columnDigits!];
      const at = (base: number, square: number) => ({ home: base + columns[square % 10]!, away: base + rows[Math.floor(square / 10)]! });
      const periods = { q1: at(0, 0), q2: at(10, 99), q3: at(20, 99), final: at(30, 99) };
      await db.update(games).set({ status: 'final', quarter: 4, homeScore: periods.final.home, awayScore: periods.final.away, ...periodScoreColumns(periods) }).where(eq(games.id, soon.gameId));
      const end = new Date(game!.gameDate.getTime() + 4 * HOUR);
      clock.advance(end.getTime() - clock.now().getTime());
      await runLifecycleTick({ database: env().database, feed, now: end, pollFeed: false });
      await escrowTick(env().app.deps, end);
      const [q1] = await db.select().from(payouts).where(and(eq(payouts.poolId, dollarPool), eq(payouts.period, 'Q1')));
      expect(q1).toMatchObject({ userId: me.user.id, amountCents: 2250 });
      clock.advance(HOUR);
      expect((await me.client.post(`/api/payouts/${q1!.id}/claim`)).body).toMatchObject({ state: 'paid' });

      // The list matches the ledger line by line: each of P's payment intents' lines and P's prize lines, signed.
      const myIntents = (await db.select({ intent: payments.intentId }).from(payments).where(eq(payments.userId, me.user.id))).map((p) => p.intent!);
      const prizeIds = [q1!.prizeTransactionId, `payout:${q1!.id}:r1:claim`];
      const ledger = await ledgerLines(env(), { intents: myIntents, ids: prizeIds });
      expect(ledger.map((l) => l.step ?? l.id).sort()).toEqual(['authorize', 'authorize', 'cancel', 'capture', 'captured', 'refund', prizeIds[0], prizeIds[1]].sort());
      const expected = ledger.map((line) => {
        if (line.step) return { id: line.id, kind: PAYMENT_STEP[line.step]!.kind, amountCents: PAYMENT_STEP[line.step]!.sign * line.amount };
        return line.id === q1!.prizeTransactionId ? { id: line.id, kind: 'prize_won', amountCents: 2250 } : { id: line.id, kind: 'prize_paid', amountCents: 0 };
      });
      const all = await allPages(me.client, 100);
      expect(all.map(({ id, kind, amountCents }) => ({ id, kind, amountCents })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)));
      // Newest first; each item names its pool and game; where its money stands now.
      const times = all.map((item) => Date.parse(item.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const statusOf = (kind: string, poolId: number) => all.find((item) => item.kind === kind && item.poolId === poolId)?.status;
      expect(all[0]).toMatchObject({ kind: 'prize_paid', poolId: dollarPool, poolName: drawn!.name, game: 'San Francisco 49ers @ Kansas City Chiefs', status: 'paid' });
      expect(statusOf('prize_won', dollarPool)).toBe('paid');
      expect(statusOf('payment_authorized', dollarPool)).toBe('captured');
      expect(statusOf('payment_authorized', fivePool)).toBe('returned');
      expect(statusOf('payment_voided', fivePool)).toBe('returned');
      expect(statusOf('payment_captured', farTen)).toBe('refunded');
      expect(statusOf('payment_refunded', farTen)).toBe('returned');

      // Paging: every item once, in the same order, even with a new movement written between two pages.
      const paged = await allPages(me.client, 3, async (page) => {
        if (page !== 0) return;
        clock.advance(MINUTE);
        await buySquares(me.client, farOne, [{ row: 2, column: 2 }], 100);
      });
      expect(paged.map((item) => item.id)).toEqual(all.map((item) => item.id));
      const newest = await allPages(me.client, 100);
      expect(newest).toHaveLength(all.length + 1);
      expect(newest[0]).toMatchObject({ kind: 'payment_captured', poolId: farOne, amountCents: -100, status: 'captured' });

      // Totals: paid in $5 + $5 + $10 (+ $1 since), $5 + $10 back, $22.50 won.
      const summary = await me.client.get('/api/me/transactions/summary?from=2026-01-01&to=2026-12-31');
      expect(summary.body).toEqual({ paidInCents: 2100, refundedCents: 1500, wonCents: 2250, netCents: 1650 });
      expect(newest.reduce((sum, item) => sum + item.amountCents, 0)).toBe(1650);
      const before = await me.client.get('/api/me/transactions/summary?from=2026-01-01&to=2026-11-20');
      expect(before.body).toEqual({ paidInCents: 0, refundedCents: 0, wonCents: 0, netCents: 0 });
      expect((await me.client.get('/api/me/winnings-by-year')).body).toEqual([{ year: 2026, wonCents: 2250, reportable: false }]);

      // The CSV: a header, the rows oldest first, and the totals row; an attachment a spreadsheet opens.
      const csv = await me.client.get('/api/me/statement.csv?from=2026-11-01&to=2026-11-30');
      expect(csv.status).toBe(200);
      expect(String(csv.headers['content-type'])).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="squares-statement-2026-11-01-to-2026-11-30.csv"');
      const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '').map(csvCells);
      expect(lines[0]).toEqual(['Date', 'Kind', 'Pool', 'Game', 'Amount (USD)', 'Status']);
      expect(lines.slice(1, -1).map((cells) => cells[4])).toEqual([...newest].reverse().map((item) => (item.amountCents / 100).toFixed(2)));
      expect(lines.slice(1, -1).map((cells) => cells[2])).toEqual([...newest].reverse().map((item) => item.poolName));
      expect(lines.slice(1, -1).find((cells) => cells[1] === 'Prize won')).toEqual(['2026-11-21', 'Prize won', drawn!.name, 'San Francisco 49ers @ Kansas City Chiefs', '22.50', 'Paid']);
      expect(lines.at(-1)).toEqual(['Total', 'Net for the period', '', '', '16.50', 'Paid in 21.00; refunded 15.00; won 22.50']);

      // Another player's movements never appear, and P's are not theirs; a player id in the query changes nothing.
      const theirs = await allPages(other.client, 100);
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.filter((item) => newest.some((mine) => mine.id === item.id))).toEqual([]);
      const otherIntents = (await db.select({ intent: payments.intentId }).from(payments).where(eq(payments.userId, other.user.id))).map((p) => p.intent!);
      expect(newest.filter((item) => otherIntents.some((intent) => item.id.startsWith(`${intent}:`)))).toEqual([]);
      const probing = await other.client.get(`/api/me/transactions?limit=100&userId=${me.user.id}`);
      expect((probing.body as TransactionsPage).items.map((item) => item.id)).toEqual(theirs.map((item) => item.id));
      const statementRoutes = env().app.declaredRoutes.filter((route) => route.method === 'GET' && /^\/api\/me\/(transactions|statement|winnings)/.test(route.url));
      expect(statementRoutes.map((route) => `${route.method} ${route.url} ${route.auth}`).sort()).toEqual([
        'GET /api/me/statement.csv user',
        'GET /api/me/transactions user',
        'GET /api/me/transactions/summary user',
        'GET /api/me/winnings-by-year user',
      ]);
    });

    it('refuses a bad limit, cursor or period with a 400 naming the parameter; signed out is a 401', async () => {
      const { client } = await verifiedPlayer(env());
      const refusal = async (url: string) => {
        const response = await client.get(url);
        expect(response.status, url).toBe(400);
        const body = response.body as { code: string; message: string; issues: { path: string }[] };
        expect(body.code).toBe('bad_request');
        return { fields: [...new Set(body.issues.map((issue) => issue.path))], message: body.message };
      };
      for (const limit of ['0', '101', 'abc', '2.5', '']) {
        expect((await refusal(`/api/me/transactions?limit=${limit}`)).fields, limit).toEqual(['limit']);
      }
      expect((await refusal('/api/me/transactions?limit=5&cursor=not-a-cursor')).message).toMatch(/cursor must be the nextCursor of an earlier page/);
      expect((await refusal(`/api/me/transactions?cursor=${encodeURIComponent('%00')}`)).fields).toEqual(['cursor']);
      expect((await refusal('/api/me/transactions/summary?from=2026-02-30&to=2026-03-01')).fields).toEqual(['from']);
      expect((await refusal('/api/me/transactions/summary?from=2026-02-01&to=tomorrow')).fields).toEqual(['to']);
      expect((await refusal('/api/me/transactions/summary?to=2026-03-01')).fields).toEqual(['from']);
      const backwards = await refusal('/api/me/statement.csv?from=2026-03-02&to=2026-03-01');
      expect(backwards).toEqual({ fields: ['from'], message: 'Invalid query: from: from (2026-03-02) must not be after to (2026-03-01)' });
      const tooLong = await refusal('/api/me/statement.csv?from=2020-01-01&to=2026-01-01');
      expect(tooLong).toEqual({ fields: ['to'], message: 'Invalid query: to: A statement covers at most 5 years: choose a to date before 2025-01-01' });
      expect((await client.get('/api/me/transactions')).body).toEqual({ items: [], nextCursor: null });
      expect((await client.get('/api/me/winnings-by-year')).body).toEqual([]);
      const anonymous = clientFor(env());
      for (const url of ['/api/me/transactions', '/api/me/transactions/summary?from=2026-01-01&to=2026-01-02', '/api/me/statement.csv?from=2026-01-01&to=2026-01-02', '/api/me/winnings-by-year']) {
        expect((await anonymous.get(url)).status, url).toBe(401);
      }
    });
  },
  { clock: () => clock.now() },
);
