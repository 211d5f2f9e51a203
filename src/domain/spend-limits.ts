/**
 * Spend limits a player sets on themselves (D23, docs/decisions/D23-player-protection.md): at most so much
 * money committed to paid squares over a rolling 24 hours, 7 days and 30 days. Money is committed when a
 * checkout starts (its squares are held: two checkouts started together cannot pass a limit together)
 * and stays committed while the payment is authorized or captured; a checkout released, a payment
 * voided, rejected or refunded commits nothing.
 *
 * Lowering a limit, or setting one where there was none, applies at once; raising or removing one
 * applies 24 hours later (pending until then), so a limit cannot be lifted in the heat of the moment.
 * A pending change takes effect whenever the limits are next read after its time: nothing ticks.
 */
import { formatMoney } from './money';
import { inAbout } from './quota';
import { usEasternDateTime } from './us-eastern-date';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const SPEND_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type SpendLimitPeriod = (typeof SPEND_LIMIT_PERIODS)[number];

/** The API's field of each period's limit. */
export const SPEND_LIMIT_FIELDS = ['dailyCents', 'weeklyCents', 'monthlyCents'] as const;
export type SpendLimitField = (typeof SPEND_LIMIT_FIELDS)[number];
export const FIELD_OF: Record<SpendLimitPeriod, SpendLimitField> = { daily: 'dailyCents', weekly: 'weeklyCents', monthly: 'monthlyCents' };

/** Each window is rolling: the money committed in the last 24 hours, 7 days, 30 days before now. */
export const SPEND_WINDOW_MS: Record<SpendLimitPeriod, number> = { daily: DAY_MS, weekly: 7 * DAY_MS, monthly: 30 * DAY_MS };
/** "24 hours": a window as the player reads it. */
export const WINDOW_WORDS: Record<SpendLimitPeriod, string> = { daily: '24 hours', weekly: '7 days', monthly: '30 days' };

/** How long a raise or a removal waits before it applies. */
export const LIMIT_RAISE_DELAY_MS = DAY_MS;
/** The largest limit (whole cents): $10,000. */
export const MAX_SPEND_LIMIT_CENTS = 1_000_000;

export type SpendLimitValues = Record<SpendLimitField, number | null>;

/** A raise or removal waiting for its time: `valueCents` null removes the limit. */
export interface PendingLimit {
  field: SpendLimitField;
  valueCents: number | null;
  from: Date;
}

export interface SpendLimits {
  limits: SpendLimitValues;
  /** In SPEND_LIMIT_FIELDS order, at most one per field. */
  pending: PendingLimit[];
}

export const NO_SPEND_LIMITS: SpendLimits = { limits: { dailyCents: null, weeklyCents: null, monthlyCents: null }, pending: [] };

/** The limits in force at `now`: pending changes whose time has come are applied. */
export function effectiveLimits(stored: SpendLimits, now: Date): SpendLimits {
  const limits = { ...stored.limits };
  const pending: PendingLimit[] = [];
  for (const change of stored.pending) {
    if (change.from.getTime() <= now.getTime()) limits[change.field] = change.valueCents;
    else pending.push(change);
  }
  return { limits, pending };
}

/** What a player asks for: each field given is changed (null = no limit), the others are left as they are. */
export type SpendLimitChange = Partial<Record<SpendLimitField, number | null>>;

/** Whether `next` is as strict as `current` or stricter (no limit is the loosest). */
const noLooser = (next: number | null, current: number | null) => next !== null && (current === null || next <= current);

/**
 * The limits after a change asked for at `now`, from the limits in force (effectiveLimits). A limit
 * made stricter applies at once and drops any raise pending for it; a looser one (a raise or a removal)
 * waits LIMIT_RAISE_DELAY_MS, replacing what was pending for it. Asking for what is in force drops the pending change.
 */
export function changeLimits(current: SpendLimits, change: SpendLimitChange, now: Date): SpendLimits {
  const limits = { ...current.limits };
  const pending = new Map(current.pending.map((p) => [p.field, p]));
  for (const field of SPEND_LIMIT_FIELDS) {
    if (!(field in change) || change[field] === undefined) continue;
    const next = change[field];
    if (next === limits[field] || noLooser(next, limits[field])) {
      limits[field] = next;
      pending.delete(field);
    } else {
      pending.set(field, { field, valueCents: next, from: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) });
    }
  }
  return { limits, pending: SPEND_LIMIT_FIELDS.flatMap((field) => pending.get(field) ?? []) };
}

/** Money committed at an instant (a checkout's start), in cents. */
export interface Commitment {
  at: Date;
  cents: number;
}

/** Whether a commitment made at `at` is inside the period's window ending at `now`. */
const inWindow = (period: SpendLimitPeriod, at: Date, now: Date) => at.getTime() > now.getTime() - SPEND_WINDOW_MS[period];

/** The money committed in the period's window ending at `now`. */
export function committedIn(period: SpendLimitPeriod, commitments: readonly Commitment[], now: Date): number {
  return commitments.reduce((sum, c) => (inWindow(period, c.at, now) ? sum + c.cents : sum), 0);
}

/** The money committed in each window ending at `now`. */
export function committedByPeriod(commitments: readonly Commitment[], now: Date): Record<SpendLimitPeriod, number> {
  return { daily: committedIn('daily', commitments, now), weekly: committedIn('weekly', commitments, now), monthly: committedIn('monthly', commitments, now) };
}

/**
 * When `requestedCents` fits under `limitCents` again as the window's commitments age out (none new):
 * each leaves the window exactly one window after it was made. Null when it never fits (more than the limit).
 */
export function fitsAgainAt(period: SpendLimitPeriod, commitments: readonly Commitment[], requestedCents: number, limitCents: number, now: Date): Date | null {
  if (requestedCents > limitCents) return null;
  const inside = commitments.filter((c) => inWindow(period, c.at, now)).sort((a, b) => a.at.getTime() - b.at.getTime());
  let committed = inside.reduce((sum, c) => sum + c.cents, 0);
  if (committed + requestedCents <= limitCents) return now;
  for (const c of inside) {
    committed -= c.cents;
    if (committed + requestedCents <= limitCents) return new Date(c.at.getTime() + SPEND_WINDOW_MS[period]);
  }
  return now; // unreachable: an empty window fits whatever the limit takes
}

/** A checkout a limit refuses: which limit, what is committed and left, and when the checkout fits again. */
export interface SpendLimitRefusal {
  period: SpendLimitPeriod;
  limitCents: number;
  committedCents: number;
  remainingCents: number;
  requestedCents: number;
  /**
   * When the checkout fits under this limit again, as money ages out of the window; for a checkout larger
   * than the whole limit, when the whole limit is back.
   */
  resetsAt: Date;
  /** False when the checkout is larger than the whole limit: it never fits. */
  fits: boolean;
}

/**
 * Whether committing `requestedCents` more at `now` passes one of the limits in force. Of the limits it
 * passes, the one that holds the player back longest is named (a tie: the longer window).
 */
export function spendLimitRefusal(limits: SpendLimitValues, commitments: readonly Commitment[], requestedCents: number, now: Date): SpendLimitRefusal | null {
  let refusal: SpendLimitRefusal | null = null;
  for (const period of SPEND_LIMIT_PERIODS) {
    const limitCents = limits[FIELD_OF[period]];
    if (limitCents === null) continue;
    const committedCents = committedIn(period, commitments, now);
    if (committedCents + requestedCents <= limitCents) continue;
    const fitsAt = fitsAgainAt(period, commitments, requestedCents, limitCents, now);
    const lastIn = commitments.filter((c) => inWindow(period, c.at, now)).reduce((last, c) => Math.max(last, c.at.getTime() + SPEND_WINDOW_MS[period]), now.getTime());
    const candidate: SpendLimitRefusal = {
      period,
      limitCents,
      committedCents,
      remainingCents: Math.max(0, limitCents - committedCents),
      requestedCents,
      resetsAt: fitsAt ?? new Date(lastIn),
      fits: fitsAt !== null,
    };
    if (!refusal || candidate.resetsAt.getTime() >= refusal.resetsAt.getTime()) refusal = candidate;
  }
  return refusal;
}

/**
 * "This checkout of $5.00 would go over your daily spend limit of $5.00: you have committed $5.00 in the
 * last 24 hours, so $0.00 is left. It fits again from Sun, Nov 22, 2026, 10:00 AM EST (in about 24 hours)."
 */
export function spendLimitMessage(refusal: SpendLimitRefusal, now: Date): string {
  const money = (cents: number) => formatMoney(cents);
  const head = `This checkout of ${money(refusal.requestedCents)} would go over your ${refusal.period} spend limit of ${money(refusal.limitCents)}`;
  const used = `you have committed ${money(refusal.committedCents)} in the last ${WINDOW_WORDS[refusal.period]}, so ${money(refusal.remainingCents)} is left`;
  const when = `${usEasternDateTime(refusal.resetsAt)} (${inAbout(refusal.resetsAt.getTime() - now.getTime())})`;
  const tail = refusal.fits
    ? `It fits again from ${when}.`
    : refusal.committedCents > 0
      ? `A checkout over ${money(refusal.limitCents)} never fits this limit; the whole limit is back from ${when}.`
      : `A checkout over ${money(refusal.limitCents)} never fits this limit: choose fewer squares.`;
  return `${head}: ${used}. ${tail}`;
}
