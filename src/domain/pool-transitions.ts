/**
 * Which pool status changes an admin may make by hand (the management console's status selector), and
 * what each one does. The spec leaves the server's rules open (section 4: "No transition rules are
 * enforced on the client"); these follow the lifecycle the server runs by itself, so a manual change
 * never puts a pool in a state the automatic paths would not:
 *
 * - open -> full only by selling the last square (the digits are drawn at that moment, D4);
 * - open/full -> active at kickoff (kickoff.ts): a full board goes into play, a free board locks and
 *   draws anyway, an unfilled paid board is cancelled and refunded instead (D5);
 * - active -> completed when the game's final score is settled (payouts/settle.ts);
 * - open/full/active -> cancelled with every paid entry refunded (refund-pool.ts);
 * - completed: its winners are settled and its escrow is paid out by the ticker; cancelled: its paid
 *   entries were refunded. Both are final.
 *
 * | from \ to  | open   | full   | active               | completed          | cancelled |
 * |------------|--------|--------|----------------------|--------------------|-----------|
 * | open       | (same) | no (1) | lock (free only) (2) | no (3)             | cancel    |
 * | full       | no (4) | (same) | lock                 | no (3)             | cancel    |
 * | active     | no (4) | no (5) | (same)               | complete (final) 6 | cancel    |
 * | completed  | no (7) | no (7) | no (7)               | (same)             | no (7)    |
 * | cancelled  | no (8) | no (8) | no (8)               | no (8)             | (same)    |
 *
 * (1) the board is not full; a pool becomes full by itself when its last square is sold.
 * (2) "lock now", as at kickoff: the digits are drawn over the squares sold. A paid pool that did not
 *     fill is refused: it is cancelled and refunded, not played (D5).
 * (3) only a pool in play completes, once its game's final score is settled.
 * (4) the digits are drawn: a drawn board never goes back on sale.
 * (5) the board is locked and in play.
 * (6) only when the game has its final score: the final period is settled, which completes the pool.
 * (7) completed is final. (8) cancelled is final.
 * Choosing the status a pool already has changes nothing.
 */
import type { PoolStatus } from './status';

/** What the rule needs to know about a pool (all of it is in the pool DTO; the server reads it under the pool's lock). */
export interface PoolFacts {
  status: PoolStatus;
  /** Squares sold. */
  sold: number;
  /** Squares on the board (100). */
  maxParticipants: number;
  /** The row and column digits are drawn (D4). */
  drawn: boolean;
  /** A square costs money: an unfilled paid board is refunded at kickoff, not played (D5). */
  paid: boolean;
  /** The pool's game has its final score. */
  finalScored: boolean;
}

/** What carrying out an allowed change does. */
export type TransitionEffect =
  /** Nothing: the pool already has that status. */
  | 'none'
  /** Lock the board as at kickoff (drawing the digits if they are not drawn yet) and put it in play. */
  | 'lock'
  /** Settle the game's ended periods, the final among them, which completes the pool. */
  | 'complete'
  /** Cancel the pool and refund every paid entry. */
  | 'cancel';

export type TransitionVerdict = { ok: true; effect: TransitionEffect } | { ok: false; reason: string };

const refuse = (facts: PoolFacts, to: PoolStatus, why: string): TransitionVerdict => ({
  ok: false,
  reason: `Cannot change this pool from ${facts.status} to ${to}: ${why}`,
});
const allow = (effect: TransitionEffect): TransitionVerdict => ({ ok: true, effect });

const ONLY_IN_PLAY_COMPLETES = "only a pool in play (active) completes, once its game's final score is settled";
const DRAWN = 'its digits are drawn, so its board can never go back on sale';

/** The verdict on changing a pool with these facts to `to` (see the table above). */
export function poolTransition(facts: PoolFacts, to: PoolStatus): TransitionVerdict {
  const from = facts.status;
  if (from === to) return allow('none');
  if (from === 'cancelled') return refuse(facts, to, 'a cancelled pool is final (its paid entries were refunded)');
  if (from === 'completed') return refuse(facts, to, 'a completed pool is final (its winners are settled and paid from escrow)');
  if (to === 'cancelled') return allow('cancel');
  switch (from) {
    case 'open':
      if (to === 'full') {
        return refuse(facts, to, `the board is not full (${facts.sold} of ${facts.maxParticipants} squares sold); a pool becomes full by itself when its last square is sold`);
      }
      if (to === 'active') {
        if (facts.paid && facts.sold < facts.maxParticipants) {
          return refuse(facts, to, `a paid pool that did not fill (${facts.sold} of ${facts.maxParticipants} squares sold) is not played: cancel it to refund its entries`);
        }
        return allow('lock');
      }
      return refuse(facts, to, ONLY_IN_PLAY_COMPLETES);
    case 'full':
      if (to === 'active') return allow('lock');
      if (to === 'open') return refuse(facts, to, facts.drawn ? DRAWN : 'the board is full');
      return refuse(facts, to, ONLY_IN_PLAY_COMPLETES);
    case 'active':
      if (to === 'completed') {
        return facts.finalScored ? allow('complete') : refuse(facts, to, 'its game has no final score yet; the pool completes by itself when the final score is settled');
      }
      if (to === 'open') return refuse(facts, to, DRAWN);
      return refuse(facts, to, 'the board is locked and in play');
  }
}

/** The statuses the console's selector offers (spec section 4: the admin may set full, active, completed or cancelled). */
export const SELECTABLE_POOL_STATUSES = ['full', 'active', 'completed', 'cancelled'] as const satisfies readonly PoolStatus[];

/**
 * The console's Refund (spec section 4): only an open pool that is not full, a missing maximum counting
 * as the board's 100 squares. The server checks the same rule before refunding (payouts/escrow-admin.ts).
 */
export function isRefundable(pool: { status: string; sold: number; maxParticipants?: number | null }): boolean {
  return pool.status === 'open' && pool.sold < (pool.maxParticipants ?? 100);
}
