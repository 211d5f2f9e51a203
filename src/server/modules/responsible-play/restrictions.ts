import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import {
  currentRestriction,
  extendedEnd,
  NO_RESTRICTION_ENDS,
  restrictionRefusal,
  selfExclusionEnd,
  timeOutEnd,
  type PlayRestriction,
  type RestrictedActivity,
  type RestrictionEnds,
  type SelfExclusionMonths,
  type TimeOutDays,
} from '../../../domain/play-restrictions';
import type { RestrictionState } from '../../../domain/schemas';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import type { Db } from '../../db/client';
import { playRestrictions } from '../../db/schema';

/** When the player's time-out and self-exclusion end (nulls when never taken). */
export async function restrictionEndsOf(db: Db, userId: string): Promise<RestrictionEnds> {
  const [row] = await db.select().from(playRestrictions).where(eq(playRestrictions.userId, userId));
  return row ? { timedOutUntil: row.timedOutUntil, selfExcludedUntil: row.selfExcludedUntil } : NO_RESTRICTION_ENDS;
}

/** The restriction in force on the player at `now`, if any. */
export async function restrictionOf(db: Db, userId: string, now: Date): Promise<PlayRestriction | null> {
  return currentRestriction(await restrictionEndsOf(db, userId), now);
}

/** The restriction as the API sends it. */
export function toRestrictionState(restriction: PlayRestriction | null): RestrictionState {
  return { restriction: restriction ? { kind: restriction.kind, until: restriction.until.toISOString() } : null };
}

/** The refusal of a restriction as an AppError: 403 timed_out or self_excluded, its end as `details.until`. */
export function restrictionError(restriction: PlayRestriction | null, activity: RestrictedActivity): AppError | null {
  const refusal = restrictionRefusal(restriction, activity);
  return refusal ? new AppError(refusal.code, refusal.message, { details: { until: refusal.until.toISOString() } }) : null;
}

/**
 * Refuses what a time-out or self-exclusion in force closes to the player (domain/play-restrictions.ts):
 * checkout, pools with an entry fee, and during self-exclusion free pools too.
 */
export async function assertNotRestricted(db: Db, input: { userId: string; activity: RestrictedActivity; now: Date }): Promise<void> {
  const refusal = restrictionError(await restrictionOf(db, input.userId, input.now), input.activity);
  if (refusal) throw refusal;
}

type Asked = { kind: 'time_out'; days: TimeOutDays } | { kind: 'self_exclusion'; months: SelfExclusionMonths };

/**
 * Starts or lengthens a restriction, never shortens one: the stored end becomes the later of the two, in
 * the statement itself (GREATEST ignores a null), so two requests at once cannot shorten each other
 * either. There is no use case that ends one early. Audited as the player's own act.
 */
const restrict: UseCase<{ userId: string; ip: string; asked: Asked }, RestrictionState> = async ({ tx, now }, { userId, ip, asked }) => {
  const end = asked.kind === 'time_out' ? timeOutEnd(now, asked.days) : selfExclusionEnd(now, asked.months);
  const column = asked.kind === 'time_out' ? 'timedOutUntil' : 'selfExcludedUntil';
  const before = await restrictionEndsOf(tx, userId);
  const later =
    asked.kind === 'time_out'
      ? { timedOutUntil: sql`greatest(${playRestrictions.timedOutUntil}, excluded.timed_out_until)` }
      : { selfExcludedUntil: sql`greatest(${playRestrictions.selfExcludedUntil}, excluded.self_excluded_until)` };
  const [row] = await tx
    .insert(playRestrictions)
    .values({ userId, [column]: end, updatedAt: now })
    .onConflictDoUpdate({ target: playRestrictions.userId, set: { ...later, updatedAt: now } })
    .returning();
  const ends: RestrictionEnds = { timedOutUntil: row!.timedOutUntil, selfExcludedUntil: row!.selfExcludedUntil };
  const until = extendedEnd(before[column], end);
  await recordAudit(tx, {
    action: asked.kind,
    at: now,
    actorUserId: userId,
    subjectUserId: userId,
    ip,
    details: {
      ...(asked.kind === 'time_out' ? { days: asked.days } : { months: asked.months }),
      askedUntil: end.toISOString(),
      until: until.toISOString(),
      ...(before[column] && before[column].getTime() > now.getTime() ? { previousUntil: before[column].toISOString() } : {}),
    },
  });
  return toRestrictionState(currentRestriction(ends, now));
};

/** POST /api/me/time-out: paid play closed for 1, 7 or 30 days. */
export const startTimeOut: UseCase<{ userId: string; ip: string; days: TimeOutDays }, RestrictionState> = (ctx, { days, ...who }) =>
  restrict(ctx, { ...who, asked: { kind: 'time_out', days } });

/** POST /api/me/self-exclusion: every pool closed for 6, 12 or 60 months. */
export const startSelfExclusion: UseCase<{ userId: string; ip: string; months: SelfExclusionMonths }, RestrictionState> = (ctx, { months, ...who }) =>
  restrict(ctx, { ...who, asked: { kind: 'self_exclusion', months } });
