import { and, eq, inArray } from 'drizzle-orm';
import type { Coordinate } from '../../../domain/board';
import { captureMethodFor, type CaptureMethod } from '../../../domain/capture-rule';
import { amountMismatchMessage } from '../../../domain/checkout-amount';
import { boardLock, boardLockMessage, claimRefusal } from '../../../domain/claim-rules';
import type { ComplianceRules } from '../../../domain/eligibility';
import { AppError, badRequest, forbidden, notFound } from '../../../domain/errors';
import { holdEndsAt } from '../../../domain/hold-rules';
import { centsToDecimalString } from '../../../domain/money';
import type { UseCase } from '../../core/use-case';
import type { Tx } from '../../db/client';
import { games, payments, pools, squareHolds, squares, type PaymentRow } from '../../db/schema';
import { isEligibleForPaidPlay, latestVerification } from '../verification';
import { assertCanSeePool } from '../pools';
import { leagueActiveWeek } from '../weeks';
import { assertNotRestricted, assertWithinSpendLimit } from '../responsible-play';
import { assertNotCoolingDown, assertWithinHoldLimit, lockPlayersHolds } from './hold-limits';
import { deleteHoldsOf, holdsOfPool, releaseExpiredHoldsOfPool } from './holds';
import { sameSquares, squaresOf } from './payment-record';

export const VERIFICATION_REQUIRED_MESSAGE =
  'Paid squares need a verified age and location. Verify them at /age-verification, then come back to this pool.';
export const NOT_ELIGIBLE_MESSAGE =
  'Paid squares are not available to you under the rules where you live (age or state). Check your details at /age-verification.';

export interface ReserveInput {
  paymentId: string;
  userId: string;
  poolId: number;
  squares: Coordinate[];
  /** What the client says it costs, in cents: only checked against the server's price. */
  amountCents: number;
  provider: 'sandbox' | 'stripe';
  compliance: ComplianceRules;
  /** MAX_HELD_SQUARES: the most squares the player may hold in checkout at once, across all pools. */
  maxHeldSquares: number;
}

export type ReserveOutcome =
  /** A new checkout: the squares are held; the provider's intent is created next. */
  | { kind: 'new'; payment: PaymentRow }
  /** The player already holds exactly these squares in a live checkout (a reload of /checkout): the same one. */
  | { kind: 'existing'; payment: PaymentRow };

/**
 * The first step of a purchase (D7, D14): a verified, eligible player holds the requested squares of an
 * open paid pool for 10 minutes (never past kickoff), at the price the server computes. Under the pool's
 * row lock, so two players racing for a square cannot both hold it (the holds' primary key is the
 * backstop). Expired checkouts of the pool are released first, so their squares are available again.
 * Holds are bounded (D20, domain/hold-rules.ts): at most MAX_HELD_SQUARES per player across all pools,
 * counted under the player's own lock, and squares the player let go of wait 2 minutes for them.
 * The player's own protections come first and last (D23): a time-out or self-exclusion refuses any
 * checkout, and the spend limits are checked under the player's lock, after the checkout this one
 * replaces is released, so checkouts started at once in several pools cannot pass a limit together.
 */
export const reserveSquares: UseCase<ReserveInput, ReserveOutcome> = async ({ tx, now }, input) => {
  await assertNotRestricted(tx, { userId: input.userId, activity: 'paid', now });
  const verification = await latestVerification(tx, input.userId);
  if (!verification || verification.status !== 'verified') {
    throw forbidden(verification ? NOT_ELIGIBLE_MESSAGE : VERIFICATION_REQUIRED_MESSAGE, verification ? 'not_eligible' : 'verification_required');
  }
  if (!isEligibleForPaidPlay(verification, input.compliance, now)) throw forbidden(NOT_ELIGIBLE_MESSAGE, 'not_eligible');

  const [locked] = await tx
    .select({ pool: pools, game: games })
    .from(pools)
    .innerJoin(games, eq(games.id, pools.gameId))
    .where(eq(pools.id, input.poolId))
    .for('update', { of: pools });
  if (!locked) throw notFound(`Pool ${input.poolId} not found`);
  const { pool, game } = locked;
  // D11: a private pool's squares are for its members; to anyone else the pool does not exist.
  await assertCanSeePool(tx, pool, { id: input.userId, role: 'player' });
  if (pool.collection === 'organizer') throw badRequest("This pool's organizer collects the entry fees: squares are not paid on this site", 'not_paid_pool');
  if (pool.entryFeeCents === 0) throw badRequest('This pool is free: claim its squares on the pool page.', 'not_paid_pool');

  // A board that takes no entries refuses first, even a reload of a checkout still held (the rest of
  // the rules run below, against the holds). A past week is not such a lock here: a checkout that was
  // holding squares when the admin advanced the week may still be paid for (and reloaded) until its
  // hold ends; only new checkouts are refused, by claimRefusal below.
  const lock = boardLock({ poolStatus: pool.status, gameStatus: game.status, kickoff: game.gameDate, isPrivate: pool.isPrivate }, now);
  if (lock) throw new AppError(lock, boardLockMessage(lock, {}));

  await releaseExpiredHoldsOfPool(tx, pool.id, now);

  const live = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.poolId, pool.id), eq(payments.userId, input.userId), inArray(payments.status, ['creating', 'awaiting_payment'])));
  const same = live.find((p) => p.status === 'awaiting_payment' && p.intentId && sameSquares(squaresOf(p), input.squares));
  if (same) return { kind: 'existing', payment: same };
  await lockPlayersHolds(tx, input.userId);
  // Before the checkout left behind is released below: that release is no letting go of squares carried over.
  await assertNotCoolingDown(tx, { userId: input.userId, poolId: pool.id, squares: input.squares, live, now });
  // One checkout per player and pool: starting another (a changed cart) ends the one left behind.
  if (live.length > 0) await releaseCheckouts(tx, live, now);

  const priceCents = pool.entryFeeCents * input.squares.length;
  if (input.amountCents !== priceCents) {
    throw new AppError(
      'amount_mismatch',
      amountMismatchMessage({ amountCents: input.amountCents, squareCount: input.squares.length, entryFeeCents: pool.entryFeeCents }),
      { issues: [{ path: 'amount', message: `expected ${centsToDecimalString(priceCents)}` }] },
    );
  }

  // Held squares are taken for now (refused as held, not owned), and a player's own holds count toward
  // their limit (owned + held + requested).
  const sold = await tx.select({ row: squares.row, column: squares.column, userId: squares.userId }).from(squares).where(eq(squares.poolId, pool.id));
  const held = await holdsOfPool(tx, pool.id);
  // Read after the pool's row lock: advancing the week bumps this pool under that lock (modules/weeks/advance-week.ts).
  const activeWeek = await leagueActiveWeek(tx, game.leagueId);
  const board = { pool, game, activeWeek, sold, held: held.map(({ row, column, userId }) => ({ row, column, userId })) };
  const refusal = claimRefusal(board, { userId: input.userId, squares: input.squares, now, paymentSecured: true });
  if (refusal) throw new AppError(refusal.code, refusal.message);
  await assertWithinHoldLimit(tx, { userId: input.userId, requested: input.squares.length, limit: input.maxHeldSquares, now });
  await assertWithinSpendLimit(tx, { userId: input.userId, requestedCents: priceCents, now });

  const captureMethod: CaptureMethod = captureMethodFor(game.gameDate, now);
  const replaced = live.map((p) => ({ squares: squaresOf(p), holdExpiresAt: p.holdExpiresAt }));
  const expiresAt = holdEndsAt(now, game.gameDate, input.squares, replaced);
  const [payment] = await tx
    .insert(payments)
    .values({
      id: input.paymentId,
      userId: input.userId,
      poolId: pool.id,
      amountCents: priceCents,
      captureMethod,
      squares: input.squares.map((s) => [s.row, s.column] as [number, number]),
      provider: input.provider,
      // Stored before the provider is called (D8): a retry of the create can only ever find the same intent.
      createKey: `create:${input.paymentId}`,
      status: 'creating',
      holdExpiresAt: expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(squareHolds).values(
    input.squares.map((s) => ({ poolId: pool.id, row: s.row, column: s.column, paymentId: input.paymentId, userId: input.userId, expiresAt })),
  );
  return { kind: 'new', payment: payment! };
};


async function releaseCheckouts(tx: Tx, left: PaymentRow[], now: Date): Promise<void> {
  for (const payment of left) {
    await tx
      .update(payments)
      .set({
        status: 'released',
        outcomeReason: 'abandoned',
        releasedAt: now,
        ...(payment.intentId ? { providerAction: 'cancel', providerActionKey: `cancel:${payment.id}` } : {}),
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
  }
  await deleteHoldsOf(tx, left.map((p) => p.id));
}
