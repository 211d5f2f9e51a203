/**
 * Daily quotas on what makes the site send e-mail on someone's behalf (D20): private pools created and
 * invitations sent, counted per account and per address. A quota is a fixed window of a day that opens
 * with its first use (as the fixed windows of throttle.ts); a request that would go past it is refused
 * whole, never half sent, with how many are left and when the window resets.
 *
 * A new account gets a smaller invitation quota: an account made to spam has nothing to lose, while
 * someone who has played here for a week has. The address quota uses the limit of the account asking,
 * so new accounts made behind one address share one small quota between them.
 */
import { usEasternDateTime } from './us-eastern-date';
import type { ThrottleState } from './throttle';

export const QUOTA_WINDOW_MS = 24 * 3_600_000;
/** Younger accounts are "new" for the invitation quota. */
export const NEW_ACCOUNT_AGE_MS = 7 * QUOTA_WINDOW_MS;

export interface DailyQuotas {
  /** Private pools one account (or address) may create a day. */
  privatePools: number;
  /** Invitation e-mails (first sends and resends) one account (or address) may send a day. */
  invitations: { newAccount: number; established: number };
}

export const DEFAULT_DAILY_QUOTAS: DailyQuotas = { privatePools: 10, invitations: { newAccount: 50, established: 200 } };

export type QuotaUse = { ok: true; state: ThrottleState } | { ok: false; left: number; resetsAt: Date };

/** `amount` more uses against a quota of `max` a day, all or nothing: the counter's next state, or the refusal. */
export function useQuota(max: number, state: ThrottleState | undefined, amount: number, now: Date): QuotaUse {
  const open = state !== undefined && now.getTime() - state.since.getTime() < QUOTA_WINDOW_MS ? state : undefined;
  const used = open?.count ?? 0;
  if (used + amount <= max) return { ok: true, state: { count: used + amount, since: open?.since ?? now } };
  const since = open?.since ?? now;
  return { ok: false, left: Math.max(0, max - used), resetsAt: new Date(since.getTime() + QUOTA_WINDOW_MS) };
}

/** Whether an account created at `createdAt` is still new at `now`. */
export const isNewAccount = (createdAt: Date, now: Date): boolean => now.getTime() - createdAt.getTime() < NEW_ACCOUNT_AGE_MS;

/** The invitation quota of an account created at `createdAt`. */
export function invitationQuota(quotas: DailyQuotas, createdAt: Date, now: Date): { max: number; newAccount: boolean } {
  const newAccount = isNewAccount(createdAt, now);
  return { max: newAccount ? quotas.invitations.newAccount : quotas.invitations.established, newAccount };
}

export interface QuotaRefusal {
  /** What is counted, plural: "private pools", "invitations". */
  what: string;
  max: number;
  /** Who the limit is for, when it depends on the account: "for accounts younger than 7 days". */
  forWhom?: string | undefined;
  left: number;
  resetsAt: Date;
  now: Date;
}

/** "Daily limit reached: … You can send 3 more today. The limit resets Mon, Jan 5, 2026, 10:00 AM EST (in 4 hours)." */
export function quotaMessage(refusal: QuotaRefusal): string {
  const limit = `Daily limit reached: at most ${refusal.max} ${refusal.what} a day${refusal.forWhom ? ` ${refusal.forWhom}` : ''}, from one account or one address.`;
  const left = refusal.left > 0 ? ` ${refusal.left} more ${refusal.left === 1 ? 'is' : 'are'} possible today.` : '';
  return `${limit}${left} The limit resets ${usEasternDateTime(refusal.resetsAt)} (${inAbout(refusal.resetsAt.getTime() - refusal.now.getTime())}).`;
}

/** "in 4 hours", "in 25 minutes", "in 1 minute": a wait as people say it. */
export function inAbout(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.round(minutes / 60);
  return `in about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
