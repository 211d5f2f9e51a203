import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cooldownMessage, holdEndsAt, holdLimitRefusal, REHOLD_COOLDOWN_MS, reholdCooldown } from './hold-rules';

const NOW = new Date('2026-11-23T18:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const sq = (row: number, column: number) => ({ row, column });

describe('holdEndsAt', () => {
  it('is 10 minutes from now when kickoff is further away', () => {
    expect(holdEndsAt(NOW, at(60), [sq(1, 1)]).toISOString()).toBe('2026-11-23T18:10:00.000Z');
  });

  it('never lasts past kickoff', () => {
    expect(holdEndsAt(NOW, at(4), [sq(1, 1)])).toEqual(at(4));
  });

  it('a changed cart keeps the end of the checkout it replaces when it carries any of its squares over', () => {
    const replaced = [{ squares: [sq(1, 1), sq(1, 2)], holdExpiresAt: at(3) }];
    expect(holdEndsAt(NOW, at(60), [sq(1, 2), sq(5, 5)], replaced)).toEqual(at(3));
    // Nothing carried over: a fresh hold.
    expect(holdEndsAt(NOW, at(60), [sq(5, 5)], replaced)).toEqual(at(10));
  });

  it('no sequence of changed carts holds a square longer than one hold', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.subarray([0, 1, 2, 3], { minLength: 1 })), { minLength: 1, maxLength: 20 }), (steps) => {
        // Each step changes the cart `minutes` later; square 0 stays in every cart.
        let clock = NOW.getTime();
        let live: { squares: { row: number; column: number }[]; holdExpiresAt: Date } | null = null;
        let firstHeld: number | null = null;
        for (const [minutes, extra] of steps) {
          clock += minutes * 60_000;
          firstHeld ??= clock;
          if (live && live.holdExpiresAt.getTime() <= clock) return; // it ran out: square 0 was let go of
          const squares = [sq(0, 0), ...extra.map((c) => sq(1, c))];
          live = { squares, holdExpiresAt: holdEndsAt(new Date(clock), at(24 * 60), squares, live ? [live] : []) };
          expect(live.holdExpiresAt.getTime()).toBeLessThanOrEqual(firstHeld + 10 * 60_000);
        }
      }),
    );
  });
});

describe('holdLimitRefusal', () => {
  const held = [
    { poolId: 12, poolName: '$5 Pool', squares: 5 },
    { poolId: 13, poolName: '$10 Pool', squares: 5 },
  ];

  it('allows up to the limit, counting every pool', () => {
    expect(holdLimitRefusal(held.slice(0, 1), 5, 10)).toBeNull();
    expect(holdLimitRefusal([], 10, 10)).toBeNull();
  });

  it('says how many are held and where', () => {
    expect(holdLimitRefusal(held, 5, 10)).toBe(
      'You already hold 10 squares in checkout: 5 in $5 Pool (pool 12), 5 in $10 Pool (pool 13). A player can hold at most 10 squares in checkout at once, across all pools, so 5 more would be too many. Pay for or leave a checkout first, or wait until its hold ends.',
    );
    expect(holdLimitRefusal(held.slice(0, 1), 6, 10)).toMatch(/^You already hold 5 squares in checkout: 5 in \$5 Pool \(pool 12\)\./);
  });

  it('a request over the limit on its own', () => {
    expect(holdLimitRefusal([], 4, 3)).toBe('A player can hold at most 3 squares in checkout at once, across all pools: 4 squares are too many. Choose fewer squares.');
  });
});

describe('reholdCooldown', () => {
  const ended = [{ squares: [sq(1, 1), sq(1, 2)], endedAt: at(-1) }];

  it('refuses squares let go of less than 2 minutes ago, until 2 minutes after', () => {
    expect(reholdCooldown(ended, [sq(1, 2), sq(7, 7)], [], NOW)).toEqual({ squares: [sq(1, 2)], waitMs: 60_000 });
    expect(reholdCooldown(ended, [sq(1, 2)], [], new Date(at(-1).getTime() + REHOLD_COOLDOWN_MS - 1))).toEqual({ squares: [sq(1, 2)], waitMs: 1 });
    expect(reholdCooldown(ended, [sq(1, 2)], [], new Date(at(-1).getTime() + REHOLD_COOLDOWN_MS))).toBeNull();
  });

  it('other squares, and squares still held (carried into a changed cart), are free to hold', () => {
    expect(reholdCooldown(ended, [sq(7, 7)], [], NOW)).toBeNull();
    expect(reholdCooldown(ended, [sq(1, 1), sq(1, 2)], [sq(1, 1), sq(1, 2)], NOW)).toBeNull();
  });

  it('waits for the latest let-go of any requested square', () => {
    const twice = [...ended, { squares: [sq(1, 1)], endedAt: at(-0.5) }];
    expect(reholdCooldown(twice, [sq(1, 1), sq(1, 2)], [], NOW)).toEqual({ squares: [sq(1, 1), sq(1, 2)], waitMs: 90_000 });
  });

  it('names the squares and the wait', () => {
    expect(cooldownMessage({ squares: [sq(1, 2)], waitMs: 60_000 }, 60)).toBe(
      'You let go of square (row 1, column 2) less than 2 minutes ago, so other players get a turn first. You can hold it again in 60 seconds.',
    );
    expect(cooldownMessage({ squares: [sq(1, 2), sq(3, 4)], waitMs: 1000 }, 1)).toBe(
      'You let go of squares (row 1, column 2), (row 3, column 4) less than 2 minutes ago, so other players get a turn first. You can hold them again in 1 second.',
    );
  });
});
