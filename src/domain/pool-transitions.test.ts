import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRefundable, poolTransition, type PoolFacts, type TransitionEffect } from './pool-transitions';
import { POOL_STATUSES, type PoolStatus } from './status';

const base: PoolFacts = { status: 'open', sold: 40, maxParticipants: 100, drawn: false, paid: true, finalScored: false };
const facts = (overrides: Partial<PoolFacts>): PoolFacts => ({ ...base, ...overrides });

// Pools as the lifecycle leaves them: open undrawn; full drawn; active drawn; completed with its final score.
const OPEN_PAID = facts({});
const OPEN_FREE = facts({ paid: false });
const FULL = facts({ status: 'full', sold: 100, drawn: true });
const ACTIVE = facts({ status: 'active', sold: 100, drawn: true });
const ACTIVE_FINAL = facts({ status: 'active', sold: 100, drawn: true, finalScored: true });
const COMPLETED = facts({ status: 'completed', sold: 100, drawn: true, finalScored: true });
const CANCELLED = facts({ status: 'cancelled' });

describe('poolTransition: the allowed changes and what they do', () => {
  it.each<[string, PoolFacts, PoolStatus, TransitionEffect]>([
    ['open paid -> cancelled', OPEN_PAID, 'cancelled', 'cancel'],
    ['open free -> cancelled', OPEN_FREE, 'cancelled', 'cancel'],
    ['open free -> active (locks and draws, as at kickoff)', OPEN_FREE, 'active', 'lock'],
    ['full -> active', FULL, 'active', 'lock'],
    ['full -> cancelled', FULL, 'cancelled', 'cancel'],
    ['active -> cancelled', ACTIVE, 'cancelled', 'cancel'],
    ['active -> completed with a final score', ACTIVE_FINAL, 'completed', 'complete'],
  ])('%s', (_name, pool, to, effect) => {
    expect(poolTransition(pool, to)).toEqual({ ok: true, effect });
  });

  it.each(POOL_STATUSES)('%s -> %s (the same status) changes nothing', (status) => {
    expect(poolTransition(facts({ status }), status)).toEqual({ ok: true, effect: 'none' });
  });
});

describe('poolTransition: refused changes name both statuses and why', () => {
  it.each<[PoolFacts, PoolStatus, string]>([
    [OPEN_PAID, 'full', 'Cannot change this pool from open to full: the board is not full (40 of 100 squares sold); a pool becomes full by itself when its last square is sold'],
    [OPEN_PAID, 'active', 'Cannot change this pool from open to active: a paid pool that did not fill (40 of 100 squares sold) is not played: cancel it to refund its entries'],
    [OPEN_PAID, 'completed', "Cannot change this pool from open to completed: only a pool in play (active) completes, once its game's final score is settled"],
    [FULL, 'open', 'Cannot change this pool from full to open: its digits are drawn, so its board can never go back on sale'],
    [FULL, 'completed', "Cannot change this pool from full to completed: only a pool in play (active) completes, once its game's final score is settled"],
    [ACTIVE, 'open', 'Cannot change this pool from active to open: its digits are drawn, so its board can never go back on sale'],
    [ACTIVE, 'full', 'Cannot change this pool from active to full: the board is locked and in play'],
    [ACTIVE, 'completed', 'Cannot change this pool from active to completed: its game has no final score yet; the pool completes by itself when the final score is settled'],
    [COMPLETED, 'open', 'Cannot change this pool from completed to open: a completed pool is final (its winners are settled and paid from escrow)'],
    [COMPLETED, 'cancelled', 'Cannot change this pool from completed to cancelled: a completed pool is final (its winners are settled and paid from escrow)'],
    [CANCELLED, 'open', 'Cannot change this pool from cancelled to open: a cancelled pool is final (its paid entries were refunded)'],
    [CANCELLED, 'active', 'Cannot change this pool from cancelled to active: a cancelled pool is final (its paid entries were refunded)'],
  ])('%o -> %s', (pool, to, reason) => {
    expect(poolTransition(pool, to)).toEqual({ ok: false, reason });
  });
});

describe('poolTransition: properties over every pool', () => {
  const anyFacts = fc.record({
    status: fc.constantFrom(...POOL_STATUSES),
    sold: fc.integer({ min: 0, max: 100 }),
    maxParticipants: fc.constant(100),
    drawn: fc.boolean(),
    paid: fc.boolean(),
    finalScored: fc.boolean(),
  });
  const anyStatus = fc.constantFrom(...POOL_STATUSES);

  it('completed and cancelled never change; nothing goes back to open; a refusal names both statuses', () => {
    fc.assert(
      fc.property(anyFacts, anyStatus, (pool, to) => {
        const verdict = poolTransition(pool, to);
        if (pool.status === to) return verdict.ok && verdict.effect === 'none';
        if (pool.status === 'completed' || pool.status === 'cancelled' || to === 'open') {
          return !verdict.ok && verdict.reason.startsWith(`Cannot change this pool from ${pool.status} to ${to}: `);
        }
        return verdict.ok || verdict.reason.includes(`from ${pool.status} to ${to}`);
      }),
    );
  });

  it('every pool still taking entries or in play can be cancelled; an unfilled paid pool is never played', () => {
    fc.assert(
      fc.property(anyFacts, (pool) => {
        const live = pool.status === 'open' || pool.status === 'full' || pool.status === 'active';
        const cancel = poolTransition(pool, 'cancelled');
        if (live && !(cancel.ok && cancel.effect === 'cancel')) return false;
        const lock = poolTransition(pool, 'active');
        return !(pool.status === 'open' && pool.paid && pool.sold < pool.maxParticipants && lock.ok);
      }),
    );
  });
});

describe('isRefundable (spec section 4)', () => {
  it.each<[string, Parameters<typeof isRefundable>[0], boolean]>([
    ['open, nobody in', { status: 'open', sold: 0, maxParticipants: 100 }, true],
    ['open, 99 of 100 sold', { status: 'open', sold: 99, maxParticipants: 100 }, true],
    ['open but every square sold', { status: 'open', sold: 100, maxParticipants: 100 }, false],
    ['open, no maximum known: 100', { status: 'open', sold: 99, maxParticipants: null }, true],
    ['open, no maximum known, 100 sold', { status: 'open', sold: 100 }, false],
    ['full', { status: 'full', sold: 100, maxParticipants: 100 }, false],
    ['active', { status: 'active', sold: 30, maxParticipants: 100 }, false],
    ['cancelled', { status: 'cancelled', sold: 0, maxParticipants: 100 }, false],
  ])('%s: %s', (_name, pool, expected) => {
    expect(isRefundable(pool)).toBe(expected);
  });
});
