/**
 * Time-outs and self-exclusion (D23, docs/responsible-play.md): a player closes paid play to themselves
 * for a while. A time-out (1, 7 or 30 days) closes checkout and pools with an entry fee; free pools stay
 * open. Self-exclusion (6, 12 or 60 months) closes every pool, free squares included. Neither can be
 * ended early, by the player or by anyone else: asking again can only make a restriction longer.
 * Squares already bought stay the player's, and prizes are paid and claimable as ever.
 */
import { usEasternDateTime } from './us-eastern-date';

export const TIME_OUT_DAYS = [1, 7, 30] as const;
export type TimeOutDays = (typeof TIME_OUT_DAYS)[number];
export const SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;
export type SelfExclusionMonths = (typeof SELF_EXCLUSION_MONTHS)[number];

export type RestrictionKind = 'time_out' | 'self_exclusion';

/** The restriction in force: the stronger one when both are (self-exclusion). */
export interface PlayRestriction {
  kind: RestrictionKind;
  until: Date;
}

/** What is stored of a player: when each kind ends (null: never taken). */
export interface RestrictionEnds {
  timedOutUntil: Date | null;
  selfExcludedUntil: Date | null;
}

export const NO_RESTRICTION_ENDS: RestrictionEnds = { timedOutUntil: null, selfExcludedUntil: null };

const DAY_MS = 86_400_000;

/** A time-out of `days` ends that many 24 hours after it starts. */
export function timeOutEnd(now: Date, days: TimeOutDays): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/**
 * Self-exclusion ends the same time of day, `months` calendar months later (UTC); a day the later month
 * lacks becomes its last day (Aug 31 + 6 months = Feb 28 or 29).
 */
export function selfExclusionEnd(now: Date, months: SelfExclusionMonths): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(now.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day, now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()));
}

/** A new restriction of a kind never shortens one already running: the later end stands. */
export function extendedEnd(current: Date | null, asked: Date): Date {
  return current && current.getTime() > asked.getTime() ? current : asked;
}

/** The restriction in force at `now`, if any. */
export function currentRestriction(ends: RestrictionEnds, now: Date): PlayRestriction | null {
  const t = now.getTime();
  if (ends.selfExcludedUntil && ends.selfExcludedUntil.getTime() > t) return { kind: 'self_exclusion', until: ends.selfExcludedUntil };
  if (ends.timedOutUntil && ends.timedOutUntil.getTime() > t) return { kind: 'time_out', until: ends.timedOutUntil };
  return null;
}

/**
 * What a player tries: `paid` money on the site or through a pool with an entry fee (checkout, creating
 * or joining such a pool, claiming squares of an organizer-collected pool with a fee); `free` a pool
 * without one (joining, creating, claiming its squares); `marketing` mail about the product.
 */
export type RestrictedActivity = 'paid' | 'free' | 'marketing';

export interface RestrictionRefusal {
  code: 'timed_out' | 'self_excluded';
  message: string;
  until: Date;
}

/** "You are taking a time-out until Sat, Nov 28, 2026, 10:00 AM EST." */
export function restrictionSentence(restriction: PlayRestriction): string {
  const until = usEasternDateTime(restriction.until);
  return restriction.kind === 'time_out' ? `You are taking a time-out until ${until}.` : `You have excluded yourself from play until ${until}.`;
}

const CLOSED: Record<RestrictionKind, Record<RestrictedActivity, string | null>> = {
  time_out: {
    paid: 'Paid squares and pools with an entry fee are closed to you until then; free pools stay open.',
    free: null,
    marketing: 'Product news e-mails stay off until then.',
  },
  self_exclusion: {
    paid: 'Checkout and every pool are closed to you until then.',
    free: 'Every pool, free ones included, is closed to you until then.',
    marketing: 'Product news e-mails stay off until then.',
  },
};

/** Whether the restriction refuses the activity, with the answer: 403 timed_out or self_excluded, saying until when. */
export function restrictionRefusal(restriction: PlayRestriction | null, activity: RestrictedActivity): RestrictionRefusal | null {
  if (!restriction) return null;
  const closed = CLOSED[restriction.kind][activity];
  if (!closed) return null;
  return {
    code: restriction.kind === 'time_out' ? 'timed_out' : 'self_excluded',
    message: `${restrictionSentence(restriction)} ${closed}`,
    until: restriction.until,
  };
}
