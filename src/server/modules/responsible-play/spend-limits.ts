import { and, eq, gt, inArray } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { CheckoutStatus } from '../../../domain/checkout-states';
import type { SpendLimitsResponse, SpendLimitsInput } from '../../../domain/schemas';
import {
  changeLimits,
  effectiveLimits,
  NO_SPEND_LIMITS,
  SPEND_LIMIT_FIELDS,
  SPEND_WINDOW_MS,
  spendLimitMessage,
  spendLimitRefusal,
  type Commitment,
  type PendingLimit,
  type SpendLimitField,
  type SpendLimits,
} from '../../../domain/spend-limits';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import type { Db } from '../../db/client';
import { payments, spendLimits, type SpendLimitsRow } from '../../db/schema';

/** Each limit's pending columns. */
const PENDING_COLUMNS = {
  dailyCents: { cents: 'dailyPendingCents', from: 'dailyPendingFrom' },
  weeklyCents: { cents: 'weeklyPendingCents', from: 'weeklyPendingFrom' },
  monthlyCents: { cents: 'monthlyPendingCents', from: 'monthlyPendingFrom' },
} as const satisfies Record<SpendLimitField, { cents: keyof SpendLimitsRow; from: keyof SpendLimitsRow }>;

function fromRow(row: SpendLimitsRow | undefined): SpendLimits {
  if (!row) return NO_SPEND_LIMITS;
  const pending = SPEND_LIMIT_FIELDS.flatMap((field): PendingLimit[] => {
    const columns = PENDING_COLUMNS[field];
    const from = row[columns.from];
    return from ? [{ field, valueCents: row[columns.cents], from }] : [];
  });
  return { limits: { dailyCents: row.dailyCents, weeklyCents: row.weeklyCents, monthlyCents: row.monthlyCents }, pending };
}

function toColumns(limits: SpendLimits) {
  const pending = new Map(limits.pending.map((p) => [p.field, p]));
  const columns: Partial<Record<keyof SpendLimitsRow, number | Date | null>> = { ...limits.limits };
  for (const field of SPEND_LIMIT_FIELDS) {
    columns[PENDING_COLUMNS[field].cents] = pending.get(field)?.valueCents ?? null;
    columns[PENDING_COLUMNS[field].from] = pending.get(field)?.from ?? null;
  }
  return columns as Omit<SpendLimitsRow, 'userId' | 'updatedAt'>;
}

/** The limits in force at `now` (a pending change whose time has come applies as it is read). */
export async function limitsInForce(db: Db, userId: string, now: Date): Promise<SpendLimits> {
  const [row] = await db.select().from(spendLimits).where(eq(spendLimits.userId, userId));
  return effectiveLimits(fromRow(row), now);
}

export function toSpendLimitsDto({ limits, pending }: SpendLimits): SpendLimitsResponse {
  return { ...limits, pending: pending.map((p) => ({ field: p.field, valueCents: p.valueCents, from: p.from.toISOString() })) };
}

/**
 * PUT /api/me/limits: the limits given change (domain/spend-limits changeLimits: stricter at once, looser
 * after 24 hours), the others stay. Under the row's lock, from the limits in force, so a pending change
 * whose time has come is kept as applied. Audited as the player's own act.
 */
export const saveSpendLimits: UseCase<{ userId: string; ip: string; change: SpendLimitsInput }, SpendLimits> = async ({ tx, now }, { userId, ip, change }) => {
  const [row] = await tx.select().from(spendLimits).where(eq(spendLimits.userId, userId)).for('update');
  const next = changeLimits(effectiveLimits(fromRow(row), now), change, now);
  const columns = toColumns(next);
  await tx
    .insert(spendLimits)
    .values({ userId, ...columns, updatedAt: now })
    .onConflictDoUpdate({ target: spendLimits.userId, set: { ...columns, updatedAt: now } });
  await recordAudit(tx, {
    action: 'spend_limits_changed',
    at: now,
    actorUserId: userId,
    subjectUserId: userId,
    ip,
    details: { asked: change, ...toSpendLimitsDto(next) },
  });
  return next;
};

/**
 * Checkouts whose money is committed: holding squares (creating, awaiting payment: one could still be
 * paid) or paid (authorized or captured). Released, rejected and refunded ones commit nothing.
 */
const COMMITTING: CheckoutStatus[] = ['creating', 'awaiting_payment', 'completed'];
const LONGEST_WINDOW_MS = Math.max(...Object.values(SPEND_WINDOW_MS));

/** The player's commitments inside the longest window ending at `now`, each at its checkout's start. */
export async function commitmentsOf(db: Db, userId: string, now: Date): Promise<Commitment[]> {
  const rows = await db
    .select({ at: payments.createdAt, cents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, COMMITTING), gt(payments.createdAt, new Date(now.getTime() - LONGEST_WINDOW_MS))));
  return rows;
}

/**
 * Refuses (409 spend_limit) a checkout of `requestedCents` that would pass a limit in force. Called under
 * the player's own lock (payments lockPlayersHolds) with the checkout it replaces already released: two
 * checkouts started at once, in any pools, are counted one after the other.
 */
export async function assertWithinSpendLimit(db: Db, input: { userId: string; requestedCents: number; now: Date }): Promise<void> {
  const { limits } = await limitsInForce(db, input.userId, input.now);
  if (limits.dailyCents === null && limits.weeklyCents === null && limits.monthlyCents === null) return;
  const refusal = spendLimitRefusal(limits, await commitmentsOf(db, input.userId, input.now), input.requestedCents, input.now);
  if (!refusal) return;
  throw new AppError('spend_limit', spendLimitMessage(refusal, input.now), {
    details: {
      limit: refusal.period,
      limitCents: refusal.limitCents,
      committedCents: refusal.committedCents,
      remainingCents: refusal.remainingCents,
      requestedCents: refusal.requestedCents,
      resetsAt: refusal.resetsAt.toISOString(),
    },
  });
}
