/**
 * Model-based test of the buy side (issue 12, "Done when"): fast-check drives random command sequences
 * through the real app (HTTP via inject, the sandbox provider, the webhook route, the payments tick)
 * over a small world: three verified players, two paid pools (one authorizes: kickoff in a day; one
 * captures at once: kickoff in 8 days) and six squares. Commands: create intent, confirm with a good or a
 * declined card, purchase, leave checkout, let the clock run past holds and tick, deliver webhook events
 * in order, in reverse order or one out of turn, re-post an already delivered event, and a race of
 * purchase + cancel + delivery. After every step the invariants are checked from the database:
 * - every ledger transaction sums to zero and each pool's ledger replays through the domain model;
 * - per pool, the escrow the ledger holds = what completed payments brought in (authorized + captured
 *   - released), and the escrow summary matches the payments exactly (nothing doubled, nothing lost);
 * - no paid square owned without a completed payment of its owner covering it, and vice versa;
 * - money at the provider only for completed payments, or for rejected/released ones still owed a
 *   cancel or refund (and after a tick nothing is owed any more);
 * - holds only for payments waiting for payment, never on an owned square, one per square;
 * - the pool DTO shows the same holds, squares sold and escrow;
 * - every HTTP answer is 2xx or a 4xx with a message (never 5xx).
 * Predictions from the state before each command are checked too (who gets a 409, what a repeat of
 * purchase-squares answers, that a duplicate webhook changes nothing).
 *
 * Two delivery regimes: 'test' (SANDBOX_WEBHOOKS=off: events wait until a command delivers them, in any
 * order) and 'app' (SANDBOX_WEBHOOKS=on: the confirm route delivers at once and the tick runs as the
 * production ticker does, delivering before and after; events of a cancel wait for the next delivery).
 *
 * A failure prints the shrunk command sequence and the invariant it broke.
 */
import fc from 'fast-check';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { balances } from '../../src/domain/ledger';
import { poolEscrowAccount } from '../../src/domain/ledger-accounts';
import { poolEscrow, type PoolEscrow } from '../../src/domain/ledger-escrow';
import { paymentTransactionId } from '../../src/domain/ledger-payments';
import {
  ledgerEntries,
  ledgerTransactions,
  payments,
  pools,
  sandboxEvents,
  sandboxPaymentIntents,
  squareHolds,
  squares as squaresTable,
  type PaymentRow,
} from '../../src/server/db/schema';
import { ledgerFromStored, poolLedgerJson, type StoredTransaction } from '../../src/server/modules/ledger';
import { runPaymentsTick } from '../../src/server/jobs/payments';
import { paymentsTick } from '../../src/server/modules/payments';
import { sandboxWebhookSecret, type ProviderIntent } from '../../src/server/payments';
import { toProviderIntent } from '../../src/server/payments/sandbox/intent-record';
import { signatureHeader } from '../../src/server/payments/webhook-signature';
import type { TestClient } from './support/client';
import { describeEachDatabase, movableClock, type TestEnv } from './support/harness';
import { CARDS, verifiedPlayer, type Square } from './support/payments';
import { freshTierPools } from './support/pools';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SQUARES: readonly Square[] = [
  { row: 0, column: 0 },
  { row: 0, column: 1 },
  { row: 0, column: 2 },
  { row: 1, column: 0 },
  { row: 1, column: 1 },
  { row: 1, column: 2 },
];
const MAX_SQUARES_PER_PLAYER = 5;
const NUM_RUNS = { test: 25, app: 15 } as const;
const MAX_COMMANDS = 30;

type Mode = 'test' | 'app';
type Player = { client: TestClient; userId: string };
type WorldPool = { id: number; feeCents: number; capture: 'manual' | 'automatic'; kickoff: Date };

/** What the test knows: the checkouts it started, and the first final answer purchase-squares gave for each. */
type ModelPayment = { intentId: string; clientSecret: string; player: number; pool: number; squares: Square[]; finalAnswer?: unknown };
type Model = { payments: ModelPayment[] };
type Real = { env: TestEnv; mode: Mode; players: Player[]; pools: WorldPool[]; clock: ReturnType<typeof movableClock> };

const key = (s: { row: number; column: number }) => `${s.row},${s.column}`;
const squaresOf = (p: PaymentRow): Square[] => p.squares.map(([row, column]) => ({ row, column }));
const sameSet = (a: readonly Square[], b: readonly Square[]) => a.length === b.length && a.map(key).sort().join(';') === b.map(key).sort().join(';');
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const LIVE = ['creating', 'awaiting_payment'];

/** Any answer: 2xx, or a 4xx with a message. Never a 5xx. */
function sane(response: { status: number; body: unknown; text?: string }, what: string): void {
  expect(response.status, `${what} answered ${response.status}: ${response.text ?? JSON.stringify(response.body)}`).toBeLessThan(500);
  if (response.status >= 400) {
    const message = (response.body as { message?: unknown } | null)?.message;
    expect(typeof message === 'string' && message.length > 0, `${what} answered ${response.status} without a message: ${response.text}`).toBe(true);
  }
}

// ---------------------------------------------------------------------------------------------------
// Reading the state

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

async function snapshot(w: Real) {
  const { db } = w.env.database;
  const poolIds = w.pools.map((p) => p.id);
  const pays = await db.select().from(payments).where(inArray(payments.poolId, poolIds)).orderBy(asc(payments.createdAt), asc(payments.id));
  const owned = await db
    .select({ poolId: squaresTable.poolId, row: squaresTable.row, column: squaresTable.column, userId: squaresTable.userId, priceCents: squaresTable.purchasePriceCents })
    .from(squaresTable)
    .where(inArray(squaresTable.poolId, poolIds))
    .orderBy(asc(squaresTable.id));
  const holds = await db
    .select()
    .from(squareHolds)
    .where(inArray(squareHolds.poolId, poolIds))
    .orderBy(asc(squareHolds.poolId), asc(squareHolds.row), asc(squareHolds.column));
  const intentIds = pays.map((p) => p.intentId).filter((id): id is string => id !== null);
  const intentRows = intentIds.length ? await db.select().from(sandboxPaymentIntents).where(inArray(sandboxPaymentIntents.id, intentIds)) : [];
  const intents = new Map<string, ProviderIntent>(intentRows.map((row) => [row.id, toProviderIntent(row)]));
  const ledgers = new Map<number, StoredTransaction[]>();
  for (const id of poolIds) {
    const [row] = await db.select({ ledger: poolLedgerJson(id) }).from(pools).where(eq(pools.id, id));
    ledgers.set(id, (row?.ledger ?? []) as StoredTransaction[]);
  }
  return { payments: pays, owned, holds, intents, ledgers };
}

function isPaid(intent: ProviderIntent | undefined): boolean {
  if (!intent) return false;
  return intent.status === 'requires_capture' || (intent.status === 'succeeded' && intent.amountRefundedCents < intent.amountCapturedCents);
}

const owes = (p: PaymentRow) => p.providerAction !== null && p.providerActionDoneAt === null;

// ---------------------------------------------------------------------------------------------------
// Invariants

async function checkInvariants(w: Real, label: string, options: { afterTick?: boolean } = {}): Promise<Snapshot> {
  const { db } = w.env.database;
  const s = await snapshot(w);
  const now = w.clock.now();
  const at = (what: string) => `after ${label}: ${what}`;

  // Every ledger transaction (all of them, not just this run's) has entries and sums to zero.
  const sums = await db
    .select({
      id: ledgerTransactions.id,
      entries: sql<number>`count(${ledgerEntries.id})`.mapWith(Number),
      net: sql<number>`coalesce(sum(case when ${ledgerEntries.side} = 'debit' then ${ledgerEntries.amountCents} else -${ledgerEntries.amountCents} end), 0)`.mapWith(Number),
    })
    .from(ledgerTransactions)
    .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .groupBy(ledgerTransactions.id);
  const bad = sums.filter((t) => t.entries < 2 || t.net !== 0);
  expect(bad, at('ledger transactions that do not sum to zero')).toEqual([]);

  const byIntent = new Map(s.payments.filter((p) => p.intentId).map((p) => [p.intentId!, p]));
  for (const pool of w.pools) {
    const mine = s.payments.filter((p) => p.poolId === pool.id);
    const stored = s.ledgers.get(pool.id)!;
    // The stored ledger replays through the model (balanced, legal, never more out than in).
    const ledger = ledgerFromStored(stored);

    // Exactly the transactions the payments' fates call for: nothing doubled, nothing missing.
    const expectedIds: string[] = [];
    const expected: PoolEscrow = { collectedCents: 0, authorizedCents: 0, capturedCents: 0, refundedCents: 0, houseFeeCents: 0, nonprofitCents: 0, prizesCents: 0 };
    let escrowHeld = 0;
    for (const p of mine) {
      const pi = p.intentId;
      if (p.status !== 'completed' && p.status !== 'rejected') continue;
      expect(pi, at(`payment ${p.id} is ${p.status} without an intent`)).not.toBeNull();
      const manual = p.intentStatus === 'requires_capture';
      expect(['requires_capture', 'succeeded'], at(`payment ${p.id} intentStatus`)).toContain(p.intentStatus);
      expected.collectedCents += p.amountCents;
      expectedIds.push(paymentTransactionId(pi!, manual ? 'authorize' : 'captured'));
      if (!manual) expected.capturedCents += p.amountCents;
      if (p.status === 'completed') {
        escrowHeld += p.amountCents;
        if (manual) expected.authorizedCents += p.amountCents;
      } else {
        expected.refundedCents += p.amountCents;
        expectedIds.push(paymentTransactionId(pi!, manual ? 'cancel' : 'refund'));
      }
      const record = ledger.payments.get(pi!);
      const status = p.status === 'completed' ? (manual ? 'authorized' : 'captured') : manual ? 'cancelled' : 'refunded';
      expect(record, at(`ledger record of ${p.status} payment ${pi}`)).toEqual({ status, poolId: pool.id, amountCents: p.amountCents });
    }
    expect(stored.map((t) => t.id).sort(), at(`ledger transactions of pool ${pool.id}`)).toEqual(expectedIds.sort());
    for (const pi of ledger.payments.keys()) {
      expect(['completed', 'rejected'], at(`ledger has payment ${pi}, whose payment is ${byIntent.get(pi)?.status}`)).toContain(byIntent.get(pi)?.status);
    }
    // Escrow held (posted + pending) = captured + authorized - released = what completed payments brought in.
    const escrow = balances(ledger).get(poolEscrowAccount(pool.id)) ?? { postedCents: 0, pendingCents: 0 };
    expect(escrow.postedCents + escrow.pendingCents, at(`escrow of pool ${pool.id}`)).toBe(escrowHeld);
    expect(poolEscrow(ledger, pool.id), at(`escrow summary of pool ${pool.id}`)).toEqual(expected);

    // Squares: each owned square is covered by exactly one completed payment of its owner, and each
    // completed payment's squares are all owned by its player.
    const owned = s.owned.filter((o) => o.poolId === pool.id);
    const ownedKeys = owned.map(key);
    expect(new Set(ownedKeys).size, at(`two owners for one square in pool ${pool.id}`)).toBe(ownedKeys.length);
    const completed = mine.filter((p) => p.status === 'completed');
    for (const o of owned) {
      const covering = completed.filter((p) => p.userId === o.userId && squaresOf(p).some((q) => key(q) === key(o)));
      expect(covering.length, at(`square ${key(o)} of pool ${pool.id} owned by ${o.userId}: completed payments covering it`)).toBe(1);
      expect(o.priceCents, at(`price of square ${key(o)}`)).toBe(pool.feeCents);
    }
    for (const p of completed) {
      for (const q of squaresOf(p)) {
        expect(owned.find((o) => key(o) === key(q))?.userId, at(`square ${key(q)} of completed payment ${p.intentId}`)).toBe(p.userId);
      }
    }

    // Holds: only for checkouts waiting for payment, all of their squares, never on an owned square.
    const holds = s.holds.filter((h) => h.poolId === pool.id);
    for (const h of holds) {
      const p = mine.find((x) => x.id === h.paymentId);
      expect(p?.status, at(`hold on ${key(h)} belongs to a payment that is`)).toBeOneOf(LIVE);
      expect(h.userId, at(`hold on ${key(h)}: holder`)).toBe(p!.userId);
      expect(squaresOf(p!).map(key), at(`hold on ${key(h)} is one of its payment's squares`)).toContain(key(h));
      expect(ownedKeys, at(`square ${key(h)} both held and owned`)).not.toContain(key(h));
    }
    for (const p of mine.filter((x) => LIVE.includes(x.status))) {
      const held = holds.filter((h) => h.paymentId === p.id);
      expect(sameSet(held, squaresOf(p)), at(`live payment ${p.intentId} holds exactly its squares`)).toBe(true);
    }

    // The pool as the API shows it.
    const dto = await w.env.app.inject({ method: 'GET', url: `/api/pools/${pool.id}` });
    expect(dto.statusCode, at(`GET /api/pools/${pool.id}`)).toBe(200);
    const body = dto.json() as { held: Square[]; currentParticipants: number; escrow: PoolEscrow };
    expect(body.held.map(key).sort(), at(`held squares in the pool DTO of ${pool.id}`)).toEqual(holds.map(key).sort());
    expect(body.currentParticipants, at(`squares sold in the pool DTO of ${pool.id}`)).toBe(owned.length);
    expect(body.escrow, at(`escrow in the pool DTO of ${pool.id}`)).toEqual(expected);
  }

  // Money at the provider: only completed payments keep money; anything else paid still owes its
  // cancel or refund (and, after a tick, nothing is owed any more).
  for (const p of s.payments) {
    expect(p.status, at(`payment ${p.id} left in 'creating'`)).not.toBe('creating');
    const intent = p.intentId ? s.intents.get(p.intentId) : undefined;
    if (p.intentId) {
      expect(intent, at(`intent ${p.intentId} of payment ${p.id} at the provider`)).toBeDefined();
      expect(intent!.amountCents, at(`amount of intent ${p.intentId}`)).toBe(p.amountCents);
      expect(intent!.metadata, at(`metadata of intent ${p.intentId}`)).toMatchObject({ paymentId: p.id, userId: p.userId, poolId: String(p.poolId) });
    }
    const state = `payment ${p.intentId} (${p.status}${p.outcomeReason ? `/${p.outcomeReason}` : ''}, action ${p.providerAction ?? '-'} ${p.providerActionDoneAt ? 'done' : owes(p) ? 'owed' : ''}) with intent ${intent?.status} captured ${intent?.amountCapturedCents} refunded ${intent?.amountRefundedCents}`;
    if (p.status === 'completed') {
      expect(isPaid(intent), at(`${state}: completed but not paid`)).toBe(true);
      expect(intent!.status, at(`${state}: completed as ${p.intentStatus}`)).toBe(p.intentStatus);
    } else if (p.status === 'awaiting_payment') {
      expect(intent?.status, at(`${state}: a checkout still waiting has a cancelled intent`)).not.toBe('canceled');
    } else if (!owes(p)) {
      expect(isPaid(intent), at(`${state}: money kept without squares and nothing owed back`)).toBe(false);
    }
    if (p.providerActionDoneAt && p.providerAction === 'refund') {
      expect(intent?.amountRefundedCents, at(`${state}: refund done`)).toBe(intent?.amountCapturedCents);
    }
    if (options.afterTick) {
      expect(owes(p), at(`${state}: provider action still owed after a tick`)).toBe(false);
      if (LIVE.includes(p.status)) expect(p.holdExpiresAt.getTime(), at(`${state}: expired hold not released by the tick`)).toBeGreaterThan(now.getTime());
    }
  }
  return s;
}

// ---------------------------------------------------------------------------------------------------
// Webhooks, as the provider delivers them (signed, to our webhook route)

type PendingEvent = { id: string; seq: number; type: string; payload: Record<string, unknown> };

function intentOfEvent(e: { payload: Record<string, unknown> }): string | undefined {
  return ((e.payload.data as { object?: { id?: string } } | undefined)?.object ?? {}).id;
}

/** This run's sandbox events, delivered or not, oldest first. */
async function eventsOfRun(w: Real, model: Model, delivered: boolean): Promise<PendingEvent[]> {
  const intents = new Set(model.payments.map((p) => p.intentId));
  const rows = await w.env.database.db
    .select({ id: sandboxEvents.id, seq: sandboxEvents.seq, type: sandboxEvents.type, payload: sandboxEvents.payload, deliveredAt: sandboxEvents.deliveredAt })
    .from(sandboxEvents)
    .where(delivered ? sql`${sandboxEvents.deliveredAt} is not null` : isNull(sandboxEvents.deliveredAt))
    .orderBy(asc(sandboxEvents.seq));
  return rows.filter((e) => intents.has(intentOfEvent(e) ?? ''));
}

async function postWebhook(w: Real, payload: string) {
  const signature = signatureHeader(payload, sandboxWebhookSecret(w.env.config.sessionSecret), w.clock.now());
  const response = await w.env.app.inject({
    method: 'POST',
    url: '/api/webhooks/payments',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // not JSON
  }
  return { status: response.statusCode, body, text: response.body };
}

/** Delivers the given events in the given order; each must be accepted (2xx) and is then marked delivered. */
async function deliver(w: Real, events: PendingEvent[], label: string): Promise<void> {
  for (const event of events) {
    const answer = await postWebhook(w, JSON.stringify(event.payload));
    sane(answer, `${label}: webhook ${event.type} ${event.id}`);
    seen(`webhook ${event.type} ${summary(answer.body)}`);
    expect(answer.status, `${label}: our own valid webhook ${event.type} refused: ${answer.text}`).toBe(200);
    await w.env.database.db
      .update(sandboxEvents)
      .set({ deliveredAt: w.clock.now(), attempts: sql`${sandboxEvents.attempts} + 1` })
      .where(eq(sandboxEvents.id, event.id));
  }
}

/** In 'app' mode the confirm route starts a delivery in the background: wait until it is done. */
async function settle(w: Real): Promise<void> {
  if (w.mode === 'app') {
    const report = await w.env.app.deliverPaymentWebhooks!();
    expect(report.failed, 'the app delivered its own webhook events and some were refused').toBe(0);
  }
}

/** The payments tick: in 'app' mode as the production ticker runs it (deliveries, then the tick under its lease, then deliveries). */
async function tick(w: Real): Promise<void> {
  if (w.mode === 'app') expect(await runPaymentsTick(w.env.app), 'the payments tick did not run (lease held?)').not.toBeNull();
  else await paymentsTick(w.env.app.deps, w.clock.now());
}

// ---------------------------------------------------------------------------------------------------
// Commands

type Command = fc.AsyncCommand<Model, Real, true>;
const hasPayments = async (m: Readonly<Model>) => m.payments.length > 0;
type Preference = (payment: PaymentRow, intent: ProviderIntent | undefined, now: Date) => boolean;

/**
 * The checkout a command acts on: usually (3 in 4) one where it does something interesting, by the
 * state now (deterministic for a given sequence, so shrinking replays it); otherwise any of them.
 */
async function pick(m: Readonly<Model>, w: Real, k: number, prefer: Preference): Promise<ModelPayment> {
  if (k % 4 !== 0) {
    const s = await snapshot(w);
    const now = w.clock.now();
    const candidates = m.payments.filter((p) => {
      const row = s.payments.find((x) => x.intentId === p.intentId);
      return row !== undefined && prefer(row, s.intents.get(p.intentId), now);
    });
    if (candidates.length > 0) return candidates[Math.floor(k / 4) % candidates.length]!;
  }
  return m.payments[k % m.payments.length]!;
}
const unpaid: Preference = (_p, intent) => intent?.status === 'requires_payment_method';
const paid: Preference = (_p, intent) => isPaid(intent);
const waiting: Preference = (p) => LIVE.includes(p.status);

class CreateIntent implements Command {
  constructor(
    readonly player: number,
    readonly pool: number,
    readonly squares: number[],
  ) {}
  check = async () => true;
  async run(m: Model, w: Real) {
    const label = this.toString();
    const pool = w.pools[this.pool]!;
    const player = w.players[this.player]!;
    const wanted = this.squares.map((i) => SQUARES[i]!);
    const before = await snapshot(w);
    const now = w.clock.now();

    // What the server must answer, from the state before (expired checkouts are released first).
    const live = before.payments.filter((p) => p.poolId === pool.id && LIVE.includes(p.status) && p.holdExpiresAt.getTime() > now.getTime());
    const existing = live.find((p) => p.userId === player.userId && p.status === 'awaiting_payment' && sameSet(squaresOf(p), wanted));
    const owned = before.owned.filter((o) => o.poolId === pool.id);
    // One checkout per player and pool: a new one releases the player's own checkout left behind, so
    // only other players' holds count as taken, and only owned squares toward the player's limit.
    const othersLive = live.filter((p) => p.userId !== player.userId);
    const taken = new Set([...owned.map(key), ...othersLive.flatMap((p) => squaresOf(p).map(key))]);
    const mine = owned.filter((o) => o.userId === player.userId).length;
    // The spec: the pool must be open and before kickoff, whatever else (a repeated checkout included).
    const expected =
      now.getTime() >= pool.kickoff.getTime()
        ? { status: 409, code: 'pool_locked' }
        : existing
      ? { status: 200 }
      : wanted.some((q) => taken.has(key(q)))
        ? { status: 409, code: 'square_taken' }
        : mine + wanted.length > MAX_SQUARES_PER_PLAYER
          ? { status: 409, code: 'limit_reached' }
          : { status: 200 };

    const answer = await player.client.post('/api/create-escrow-payment', { amount: dollars(pool.feeCents * wanted.length), poolId: pool.id, squares: wanted });
    sane(answer, label);
    seen(`${this.constructor.name} ${answer.status} ${summary(answer.body)}`);
    if (expected.code === 'pool_locked' && existing) {
      expect(
        answer.status,
        `issue 12 ("pool open and before kickoff"): ${label} after kickoff must not hand back the player's live checkout. Answer: ${answer.text}`,
      ).toBe(409);
    }
    expect({ status: answer.status, code: (answer.body as { code?: string }).code }, `${label}: ${answer.text}`).toMatchObject(expected);
    if (answer.status !== 200) return;
    const body = answer.body as { paymentIntentId: string; clientSecret: string; amount: number; captureMethod: string; holdExpiresAt: string };
    expect(body.amount).toBe(pool.feeCents * wanted.length);
    expect(body.captureMethod, `${label}: capture method`).toBe(pool.capture);
    if (existing) {
      // A reload of checkout: the same checkout, not a second one.
      expect(body.paymentIntentId, `${label}: a repeated checkout of the same squares`).toBe(existing.intentId);
      return;
    }
    expect(body.holdExpiresAt).toBe(new Date(now.getTime() + 10 * MINUTE).toISOString());
    expect(m.payments.some((p) => p.intentId === body.paymentIntentId), `${label}: a new checkout got an old intent`).toBe(false);
    m.payments.push({ intentId: body.paymentIntentId, clientSecret: body.clientSecret, player: this.player, pool: this.pool, squares: wanted });
  }
  toString() {
    return `create(player ${this.player}, pool ${this.pool}, [${this.squares.map((i) => key(SQUARES[i]!)).join(' ')}])`;
  }
}

const CARD_NUMBERS = { ok: CARDS.ok, declined: CARDS.declined, poor: CARDS.insufficientFunds } as const;

class Confirm implements Command {
  constructor(
    readonly payment: number,
    readonly card: keyof typeof CARD_NUMBERS,
    readonly byOther: boolean,
  ) {}
  check = hasPayments;
  async run(m: Model, w: Real) {
    const p = await pick(m, w, this.payment, unpaid);
    const label = `${this.toString()} of ${p.intentId}`;
    const pool = w.pools[p.pool]!;
    const client = w.players[this.byOther ? (p.player + 1) % w.players.length : p.player]!.client;
    const before = (await snapshot(w)).intents.get(p.intentId)!;
    const answer = await client.post(`/api/sandbox/payment-intents/${p.intentId}/confirm`, {
      clientSecret: p.clientSecret,
      cardNumber: CARD_NUMBERS[this.card],
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    sane(answer, label);
    seen(`${this.constructor.name} ${answer.status} ${summary(answer.body)}`);
    await settle(w);
    if (this.byOther) {
      expect(answer.status, `${label}: someone else's intent`).toBe(404);
      expect((await snapshot(w)).intents.get(p.intentId), `${label}: someone else's confirm changed the intent`).toEqual(before);
      return;
    }
    if (before.status !== 'requires_payment_method') {
      expect(answer.status, `${label}: confirm of an intent in ${before.status}: ${answer.text}`).toBe(409);
      return;
    }
    expect(answer.status, `${label}: ${answer.text}`).toBe(200);
    const body = answer.body as { status: string; error?: { code: string } };
    if (this.card === 'ok') expect(body, label).toEqual({ status: pool.capture === 'manual' ? 'requires_capture' : 'succeeded' });
    else expect(body, label).toMatchObject({ status: 'requires_payment_method', error: { code: 'card_declined' } });
  }
  toString() {
    return `confirm(#${this.payment}, ${this.card}${this.byOther ? ', by another player' : ''})`;
  }
}

class Purchase implements Command {
  constructor(
    readonly payment: number,
    readonly byOther: boolean,
  ) {}
  check = hasPayments;
  async run(m: Model, w: Real) {
    const p = await pick(m, w, this.payment, paid);
    const label = `${this.toString()} of ${p.intentId}`;
    const pool = w.pools[p.pool]!;
    const client = w.players[this.byOther ? (p.player + 1) % w.players.length : p.player]!.client;
    const before = await snapshot(w);
    const payment = before.payments.find((x) => x.intentId === p.intentId)!;
    const intent = before.intents.get(p.intentId)!;
    const answer = await client.post('/api/purchase-squares', { poolId: pool.id, squares: p.squares, paymentIntentId: p.intentId });
    sane(answer, label);
    seen(`${this.constructor.name} ${answer.status} ${summary(answer.body)}`);
    if (this.byOther) {
      expect(answer.status, `${label}: someone else's payment: ${answer.text}`).toBe(404);
      return;
    }
    if (intent.status !== 'requires_capture' && intent.status !== 'succeeded') {
      expect({ status: answer.status, code: (answer.body as { code?: string }).code }, `${label} with the intent ${intent.status}: ${answer.text}`).toEqual({
        status: 409,
        code: 'payment_not_completed',
      });
      return;
    }
    expect(answer.status, `${label}: ${answer.text}`).toBe(200);
    const body = answer.body as { outcome: string; status: string; message?: string };
    // A checkout still waiting (holds intact) completes; a released one is rejected; a final one repeats its answer.
    const beforeKickoff = w.clock.now().getTime() < pool.kickoff.getTime();
    const outcome =
      payment.status === 'completed' || (payment.status === 'awaiting_payment' && beforeKickoff) ? 'completed' : 'rejected';
    expect(body, `${label}: payment was ${payment.status}/${payment.outcomeReason}, intent ${intent.status}`).toMatchObject({
      outcome,
      poolId: pool.id,
      paymentIntentId: p.intentId,
      amountCents: pool.feeCents * p.squares.length,
    });
    if (outcome === 'rejected') expect(body.message, `${label}: the player is told why`).toMatch(/Nothing was charged|released/);
    if (p.finalAnswer === undefined) p.finalAnswer = answer.body;
    else expect(answer.body, `${label}: a repeat of purchase-squares answers the same`).toEqual(p.finalAnswer);
  }
  toString() {
    return `purchase(#${this.payment}${this.byOther ? ', by another player' : ''})`;
  }
}

class Cancel implements Command {
  constructor(readonly payment: number) {}
  check = hasPayments;
  async run(m: Model, w: Real) {
    const p = await pick(m, w, this.payment, waiting);
    const label = `${this.toString()} of ${p.intentId}`;
    const before = (await snapshot(w)).payments.find((x) => x.intentId === p.intentId)!;
    const answer = await w.players[p.player]!.client.post('/api/cancel-escrow-payment', { paymentIntentId: p.intentId });
    sane(answer, label);
    seen(`${this.constructor.name} ${answer.status} ${summary(answer.body)}`);
    expect(answer.status, `${label}: ${answer.text}`).toBe(200);
    const status = LIVE.includes(before.status) ? 'released' : before.status;
    expect(answer.body, `${label}: payment was ${before.status}`).toEqual({ released: status === 'released', status });
    if (LIVE.includes(before.status)) {
      const after = await snapshot(w);
      expect(after.holds.filter((h) => h.paymentId === before.id), `${label}: holds left after leaving checkout`).toEqual([]);
      // The intent is cancelled (or, if it was already captured, the payment is rejected and refunded) at once.
      const payment = after.payments.find((x) => x.id === before.id)!;
      expect(owes(payment), `${label}: the provider action was not done at once`).toBe(false);
    }
  }
  toString() {
    return `cancel(#${this.payment})`;
  }
}

class Expire implements Command {
  constructor(readonly minutes: number) {}
  check = async () => true;
  async run(_m: Model, w: Real) {
    w.clock.advance(this.minutes * MINUTE);
    await tick(w);
    await checkInvariants(w, this.toString(), { afterTick: true });
  }
  toString() {
    return `advance ${this.minutes} min + paymentsTick`;
  }
}

/** The clock moves to 5 minutes before the first pool's kickoff: checkouts started now outlive it. */
class NearKickoff implements Command {
  check = async () => true;
  async run(_m: Model, w: Real) {
    const target = w.pools[0]!.kickoff.getTime() - 5 * MINUTE;
    const now = w.clock.now().getTime();
    if (now >= target) return;
    w.clock.advance(target - now);
    await tick(w);
    await checkInvariants(w, this.toString(), { afterTick: true });
  }
  toString() {
    return 'advance to 5 min before kickoff of pool 0 + paymentsTick';
  }
}

type Order = 'in_order' | 'reversed' | 'one';

class DeliverWebhooks implements Command {
  constructor(
    readonly order: Order,
    readonly index: number,
  ) {}
  check = async () => true;
  async run(m: Model, w: Real) {
    const label = this.toString();
    if (this.order === 'in_order' && w.mode === 'app') {
      await settle(w);
      return;
    }
    const pending = await eventsOfRun(w, m, false);
    if (pending.length === 0) return;
    const events = this.order === 'in_order' ? pending : this.order === 'reversed' ? [...pending].reverse() : [pending[this.index % pending.length]!];
    await deliver(w, events, label);
  }
  toString() {
    return this.order === 'one' ? `deliver one pending webhook out of turn (#${this.index})` : `deliver pending webhooks ${this.order === 'reversed' ? 'in reverse order' : 'in order'}`;
  }
}

class DuplicateWebhook implements Command {
  constructor(readonly index: number) {}
  check = hasPayments;
  async run(m: Model, w: Real) {
    const label = this.toString();
    const delivered = await eventsOfRun(w, m, true);
    if (delivered.length === 0) return;
    const event = delivered[this.index % delivered.length]!;
    const before = await snapshot(w);
    const answer = await postWebhook(w, JSON.stringify(event.payload));
    sane(answer, label);
    seen(`${this.constructor.name} ${answer.status} ${summary(answer.body)}`);
    expect(answer.body, `${label}: ${event.type} ${event.id} again`).toEqual({ received: true, outcome: 'duplicate' });
    expect(await snapshot(w), `${label}: a duplicate webhook changed something`).toEqual(before);
  }
  toString() {
    return `re-post delivered webhook #${this.index}`;
  }
}

/** The browser's purchase, its 'Back to Pool', the provider's deliveries and the ticker, all at once. */
class Race implements Command {
  constructor(readonly payment: number) {}
  check = hasPayments;
  async run(m: Model, w: Real) {
    const p = await pick(m, w, this.payment, (row, intent, now) => waiting(row, intent, now) && paid(row, intent, now));
    const label = `${this.toString()} of ${p.intentId}`;
    const client = w.players[p.player]!.client;
    const pool = w.pools[p.pool]!;
    const deliveries = async () => {
      if (w.mode === 'app') await settle(w);
      else await deliver(w, await eventsOfRun(w, m, false), label);
    };
    const [purchase, cancel] = await Promise.all([
      client.post('/api/purchase-squares', { poolId: pool.id, squares: p.squares, paymentIntentId: p.intentId }),
      client.post('/api/cancel-escrow-payment', { paymentIntentId: p.intentId }),
      deliveries(),
      // The ticker's pass (no time passes: it does the provider actions owed meanwhile).
      paymentsTick(w.env.app.deps, w.clock.now()),
    ]);
    sane(purchase, `${label}: purchase`);
    seen(`Race purchase ${purchase.status} ${summary(purchase.body)}`);
    sane(cancel, `${label}: cancel`);
    expect(cancel.status, `${label}: cancel ${cancel.text}`).toBe(200);
    await settle(w);
    if (purchase.status === 200) {
      const body = purchase.body as { outcome: string };
      if (p.finalAnswer === undefined) p.finalAnswer = purchase.body;
      else expect(purchase.body, `${label}: a repeat of purchase-squares answers the same`).toEqual(p.finalAnswer);
      // The purchase won: leaving checkout afterwards changes nothing.
      if (body.outcome === 'completed') expect((await snapshot(w)).payments.find((x) => x.intentId === p.intentId)?.status).toBe('completed');
    }
  }
  toString() {
    return `race(purchase + cancel + deliveries + tick of #${this.payment})`;
  }
}

/** Wraps a command: after it, the invariants are checked (Expire checks its stronger set itself). */
/** What the random runs got to do (printed after them, to see that they reach the interesting paths). */
const SEEN = new Map<string, number>();
const seen = (what: string) => SEEN.set(what, (SEEN.get(what) ?? 0) + 1);
const summary = (body: unknown) => {
  const o = (body ?? {}) as Record<string, unknown>;
  return String(o.code ?? o.outcome ?? o.status ?? '');
};
class Checked implements Command {
  constructor(readonly inner: Command) {}
  check = (m: Readonly<Model>) => this.inner.check(m);
  async run(m: Model, w: Real) {
    await this.inner.run(m, w);
    if (!(this.inner instanceof Expire) && !(this.inner instanceof NearKickoff)) await checkInvariants(w, this.inner.toString());
  }
  toString() {
    return this.inner.toString();
  }
}

const index = fc.nat({ max: 1000 });
const card = fc.constantFrom<keyof typeof CARD_NUMBERS>('ok', 'ok', 'ok', 'declined', 'poor');
const create = fc
  .tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 1 }), fc.uniqueArray(fc.integer({ min: 0, max: SQUARES.length - 1 }), { minLength: 1, maxLength: 3 }))
  .map(([player, pool, squares]) => new CreateIntent(player, pool, squares));
// Checkouts and confirms appear twice: most sequences should get as far as paying.
const commands = [
  create,
  create,
  fc.tuple(index, card, fc.constantFrom(false, false, false, false, true)).map(([payment, number, byOther]) => new Confirm(payment, number, byOther)),
  fc.tuple(index, card).map(([payment, number]) => new Confirm(payment, number, false)),
  fc.tuple(index, fc.constantFrom(false, false, false, false, true)).map(([payment, byOther]) => new Purchase(payment, byOther)),
  index.map((payment) => new Cancel(payment)),
  fc.constantFrom(3, 7, 11).map((minutes) => new Expire(minutes)),
  fc.constant(null).map(() => new NearKickoff()),
  fc.tuple(fc.constantFrom<Order>('in_order', 'reversed', 'one'), index).map(([order, i]) => new DeliverWebhooks(order, i)),
  index.map((i) => new DuplicateWebhook(i)),
  index.map((payment) => new Race(payment)),
].map((arb) => arb.map((command) => new Checked(command)));

// ---------------------------------------------------------------------------------------------------

/** Sequences worth running every time, whatever the random ones find (each names what it exercises). */
const KNOWN_SEQUENCES: [string, Command[]][] = [
  ['buy by the browser, then the webhook repeats it', [new CreateIntent(0, 0, [0, 1, 2]), new Confirm(1, 'ok', false), new Purchase(1, false), new DeliverWebhooks('in_order', 0), new Purchase(1, false)]],
  ['completed by webhook only, delivered twice', [new CreateIntent(0, 1, [0]), new Confirm(1, 'ok', false), new DeliverWebhooks('in_order', 0), new DuplicateWebhook(0), new Purchase(1, false)]],
  ['declined, then another card, then leaving checkout', [new CreateIntent(1, 0, [3]), new Confirm(1, 'declined', false), new Confirm(1, 'poor', false), new Cancel(1), new Confirm(1, 'ok', false), new DeliverWebhooks('reversed', 0)]],
  [
    'paid after the hold expired and another player took the squares (authorization voided)',
    [new CreateIntent(0, 0, [0, 1]), new Expire(11), new CreateIntent(1, 0, [1]), new Confirm(1, 'ok', false), new Purchase(1, false), new Expire(3)],
  ],
  [
    'paid after the hold expired and another player took the squares (capture refunded, webhook first)',
    [new CreateIntent(0, 1, [0, 1]), new Expire(11), new CreateIntent(1, 1, [1]), new Confirm(1, 'ok', false), new DeliverWebhooks('in_order', 0), new Purchase(1, false), new Expire(3)],
  ],
  [
    'paid, left checkout before recording, then the stale authorization event arrives after the cancel event',
    [new CreateIntent(2, 0, [4]), new Confirm(1, 'ok', false), new Cancel(1), new DeliverWebhooks('reversed', 0), new Purchase(1, false)],
  ],
  ['paid and never reported: the tick reconciles it when the hold runs out', [new CreateIntent(0, 0, [5]), new Confirm(1, 'ok', false), new Expire(11), new DuplicateWebhook(0), new DeliverWebhooks('one', 0)]],
  ['paid just before kickoff, recorded after it: rejected, nothing kept', [new NearKickoff(), new CreateIntent(0, 0, [2]), new Confirm(1, 'ok', false), new Expire(7), new Purchase(1, false), new Expire(3)]],
  ['a repeated checkout of held squares after kickoff is refused', [new NearKickoff(), new CreateIntent(1, 0, [2, 3]), new Expire(7), new CreateIntent(1, 0, [3, 2])]],
  ['purchase, cancel and deliveries at once', [new CreateIntent(0, 0, [0]), new Confirm(1, 'ok', false), new Race(1), new CreateIntent(1, 1, [0]), new Confirm(1, 'ok', false), new Race(2)]],
];

function modelTest(mode: Mode) {
  const clock = movableClock();
  describeEachDatabase(
    `payments model (webhooks delivered by ${mode === 'test' ? 'the test, in any order' : 'the app, as in production'})`,
    (env) => {
      let players: Player[] | undefined;
      /** Three verified players, made once per database and shared by every run. */
      async function world(): Promise<Real> {
        if (!players) {
          // This database's first run: its clock starts where its seed was planned.
          clock.reset();
          players = [];
          for (let i = 0; i < 3; i++) {
            const { client, user } = await verifiedPlayer(env());
            players.push({ client, userId: user.id });
          }
        }
        // A fresh world per run: two new games (kickoff by the moved clock: in 2 hours, authorized;
        // in 8 days, captured at once), their $5 and $10 pools.
        const here = { ...env(), now: clock.now() };
        const soon = await freshTierPools(here, { kickoffInMs: 2 * HOUR });
        const later = await freshTierPools(here, { kickoffInMs: 8 * DAY, teams: { home: 'Buffalo Bills', away: 'Miami Dolphins' } });
        return {
          env: env(),
          mode,
          players,
          clock,
          pools: [
            { id: soon.byFee.get(500)!, feeCents: 500, capture: 'manual', kickoff: new Date(here.now.getTime() + 2 * HOUR) },
            { id: later.byFee.get(1000)!, feeCents: 1000, capture: 'automatic', kickoff: new Date(here.now.getTime() + 8 * DAY) },
          ],
        };
      }

      for (const [name, sequence] of KNOWN_SEQUENCES) {
        it(`known sequence: ${name}`, async () => {
          const real = await world();
          await fc.asyncModelRun(() => ({ model: { payments: [] }, real }), sequence.map((command) => new Checked(command)));
        });
      }

      it(
        'random sequences of checkout, payment, purchase, cancel, expiry and webhooks keep money, squares and holds consistent',
        async () => {
          SEEN.clear();
          await fc.assert(
            fc.asyncProperty(fc.commands(commands, { maxCommands: MAX_COMMANDS, size: 'max' }), async (cmds) => {
              const real = await world();
              await fc.asyncModelRun(() => ({ model: { payments: [] }, real }), cmds);
            }),
            { numRuns: NUM_RUNS[mode] },
          );
          console.log(`payments model [${mode}, ${env().kind}] reached: ${[...SEEN].sort().map(([what, n]) => `${what} x${n}`).join(', ')}`);
          SEEN.clear();
        },
        300_000,
      );
    },
    {
      clock: clock.now,
      config: { payments: { paidPlay: true, provider: 'sandbox', stripe: undefined, sandboxWebhooks: mode === 'app' } },
    },
  );
}

modelTest('test');
modelTest('app');
