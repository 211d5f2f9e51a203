/**
 * The Pools tab as data: the filters' query string, the page text, and for each pool what the console
 * offers (spec section 4: a Refund button for an open pool that is not full; a status selector with full,
 * active, completed and cancelled) and which changes need a confirmation because they move money.
 */
import { formatMoney } from '../../../domain/money';
import { isRefundable, poolTransition, SELECTABLE_POOL_STATUSES, type PoolFacts } from '../../../domain/pool-transitions';
import type { Pool, PoolStatus } from '../../../domain/schemas';

export const POOLS_PAGE_SIZE = 25;

export type PoolFilters = { leagueId: string; status: string; q: string; page: number };
export const NO_FILTERS: PoolFilters = { leagueId: '', status: '', q: '', page: 0 };

/** The query string of GET /api/admin/pools for these filters and page. */
export function adminPoolsSearch(filters: PoolFilters): string {
  const params = new URLSearchParams();
  if (filters.leagueId) params.set('leagueId', filters.leagueId);
  if (filters.status) params.set('status', filters.status);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  params.set('limit', String(POOLS_PAGE_SIZE));
  params.set('offset', String(filters.page * POOLS_PAGE_SIZE));
  return params.toString();
}

/** "Showing 26–50 of 130 pools". */
export function pageSummary(total: number, page: number, shown: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${total} pools`;
  const first = page * POOLS_PAGE_SIZE + 1;
  return `Showing ${first}–${first + shown - 1} of ${total} ${total === 1 ? 'pool' : 'pools'}`;
}

export function lastPage(total: number): number {
  return Math.max(0, Math.ceil(total / POOLS_PAGE_SIZE) - 1);
}

/** The transition table's facts, from the pool as the API shows it. */
export function poolFacts(pool: Pool): PoolFacts {
  return {
    status: pool.status,
    sold: pool.currentParticipants,
    maxParticipants: pool.maxParticipants,
    drawn: pool.digits !== null,
    paid: pool.entryFeeCents > 0,
    finalScored: pool.game.periodScores.final !== null,
  };
}

export function canRefund(pool: Pool): boolean {
  return isRefundable({ status: pool.status, sold: pool.currentParticipants, maxParticipants: pool.maxParticipants });
}

const STATUS_LABEL: Record<PoolStatus, string> = { open: 'Open', full: 'Full', active: 'Active', completed: 'Completed', cancelled: 'Cancelled' };

/** The selector's options: the pool's own status first (selected), then the statuses an admin may set. */
export function statusOptions(pool: Pool): { value: PoolStatus; label: string }[] {
  const current = { value: pool.status, label: `${STATUS_LABEL[pool.status]} (current)` };
  return [current, ...SELECTABLE_POOL_STATUSES.filter((status) => status !== pool.status).map((status) => ({ value: status, label: STATUS_LABEL[status] }))];
}

/** The statuses nothing comes back from: the console confirms a change to one before making it. */
const FINAL_STATUSES = ['completed', 'cancelled'] as const satisfies readonly PoolStatus[];
export type FinalStatus = (typeof FINAL_STATUSES)[number];

/**
 * Whether moving the pool to `to` waits for the admin's confirmation: every allowed change to a final
 * status (completed or cancelled), whether or not money moves. A change the rules refuse goes straight to
 * the server, whose refusal says why.
 */
export function confirmsFirst(pool: Pool, to: PoolStatus): to is FinalStatus {
  if (!(FINAL_STATUSES as readonly PoolStatus[]).includes(to) || to === pool.status) return false;
  return poolTransition(poolFacts(pool), to).ok;
}

export type Confirmation = { title: string; consequences: string[]; confirmLabel: string };

const teamsOf = (pool: Pool) => `${pool.game.awayTeam} @ ${pool.game.homeTeam}`;

/** What cancelling a pool does, by the status selector or by Refund: the same for both. */
const cancelConsequences = (pool: Pool) => [`${teamsOf(pool)}. The pool is cancelled for good: nobody can join it again.`, refundConsequence(pool)];

/** The confirmation of Refund: it cancels the pool. */
export function refundConfirmation(pool: Pool): Confirmation {
  return { title: `Refund ${pool.name}?`, consequences: cancelConsequences(pool), confirmLabel: 'Refund pool' };
}

/** The confirmation of a change to a final status: what it does, to the money above all, and that it is for good. */
export function statusConfirmation(pool: Pool, to: FinalStatus): Confirmation {
  const teams = teamsOf(pool);
  if (to === 'cancelled') return { title: `Cancel ${pool.name}?`, consequences: cancelConsequences(pool), confirmLabel: 'Cancel pool' };
  return {
    title: `Complete ${pool.name}?`,
    consequences: [
      `${teams}. Its winners are settled from the game's scores${pool.entryFeeCents > 0 && pool.collection !== 'organizer' ? ' and their prizes are paid out of escrow' : ''}.`,
      'Completed is final: the pool can never change status again.',
    ],
    confirmLabel: 'Complete pool',
  };
}

/** What cancelling or refunding does to the pool's money, for the confirmation. */
export function refundConsequence(pool: Pool): string {
  if (pool.entryFeeCents === 0 || pool.currentParticipants === 0) return 'Nobody has paid into it, so no money moves.';
  if (pool.collection === 'organizer') return 'Its organizer collects the money, so the site refunds nothing: the organizer settles with the players.';
  const squares = pool.currentParticipants === 1 ? '1 square' : `${pool.currentParticipants} squares`;
  return `The money paid for ${squares} (${formatMoney(pool.totalPotCents)}) is refunded, and each player is e-mailed.`;
}
