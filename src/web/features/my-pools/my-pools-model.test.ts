import { describe, expect, it } from 'vitest';
import type { Pool, Winner } from '../../../domain/schemas';
import { makeWinner } from '../../test-support/fixtures';
import {
  entryFeeText,
  myPoolsStats,
  poolMoneyFacts,
  profitLossDisplay,
  sortUserPools,
  totalPotText,
  yourMoneyFact,
  yourPaidOutPrizes,
  yourSquaresText,
} from './my-pools-model';
import { makeUserPool } from './test-fixtures';

const joined = (userSpentCents: number, userWinningsCents: number) => ({ userSpentCents, userWinningsCents });

describe('My Pools stats', () => {
  it('sums purchases and winnings and counts open pools as available', () => {
    const stats = myPoolsStats(
      [joined(2500, 11_250), joined(300, 0), joined(0, 0)],
      ['open', 'open', 'cancelled', 'full', 'completed'].map((status) => ({ status, isPrivate: false, game: { week: null } })),
    );
    expect(stats).toEqual({
      poolsAvailable: 2,
      poolsJoined: 3,
      totalPurchasedCents: 2800,
      totalWinningsCents: 11_250,
      profitLossCents: 8450,
    });
  });

  it("an open pool of a week before its league's active week is not available (it takes no new squares)", () => {
    const pool = (status: Pool['status'], week: string | null, leagueActiveWeek: string | null) => ({ status, isPrivate: false, game: { week }, leagueActiveWeek });
    const all = [pool('open', 'W10', 'W11'), pool('open', 'W11', 'W11'), pool('open', 'W12', 'W11'), pool('open', null, null), pool('full', 'W11', 'W11')];
    expect(myPoolsStats([], all).poolsAvailable).toBe(3);
  });

  it('no pools: zeros everywhere; available unknown until /api/pools answers', () => {
    expect(myPoolsStats([], undefined)).toEqual({
      poolsAvailable: null,
      poolsJoined: 0,
      totalPurchasedCents: 0,
      totalWinningsCents: 0,
      profitLossCents: 0,
    });
  });

  it('a malformed amount counts as 0 instead of breaking the totals', () => {
    const rows = [joined(500, 0), { userSpentCents: Number.NaN, userWinningsCents: 1.5 }];
    expect(myPoolsStats(rows, []).totalPurchasedCents).toBe(500);
    expect(myPoolsStats(rows, []).totalWinningsCents).toBe(0);
  });
});

describe('profit/loss display', () => {
  it('green with a plus sign when positive, otherwise red', () => {
    expect(profitLossDisplay(950)).toEqual({ text: '+$9.50', positive: true });
    expect(profitLossDisplay(-7500)).toEqual({ text: '-$75.00', positive: false });
    expect(profitLossDisplay(0)).toEqual({ text: '$0.00', positive: false });
  });
});

describe('joined pool card texts', () => {
  it('entry fee reads FREE for 0', () => {
    expect(entryFeeText({ entryFeeCents: 0 })).toBe('FREE');
    expect(entryFeeText({ entryFeeCents: 500 })).toBe('$5.00');
    expect(totalPotText({ totalPotCents: 100_000 })).toBe('$1,000.00');
  });

  it("'Your Squares: n/100'", () => {
    expect(yourSquaresText({ userSquareCount: 1, maxParticipants: 100 })).toBe('Your Squares: 1/100');
    expect(yourSquaresText({ userSquareCount: 5, maxParticipants: 0 })).toBe('Your Squares: 5/100');
  });

  it('a cancelled pool counts no squares in play: they were refunded, or cancelled when nothing was paid to Squares', () => {
    const paid = { userSquareCount: 1, maxParticipants: 100, status: 'cancelled', collection: 'squares', entryFeeCents: 100 } as const;
    expect(yourSquaresText(paid)).toBe('Your Squares: 1 refunded');
    expect(yourSquaresText({ ...paid, entryFeeCents: 0 })).toBe('Your Squares: 1 cancelled');
    expect(yourSquaresText({ ...paid, collection: 'organizer' })).toBe('Your Squares: 1 cancelled');
  });

  it('a pool in play shows its fee, pot and what the player paid; a cancelled one what was refunded, not its pot', () => {
    const escrow = { collectedCents: 300, authorizedCents: 0, capturedCents: 300, refundedCents: 0, houseFeeCents: 0, nonprofitCents: 0, prizesCents: 0 };
    const open = makeUserPool(1, { entryFee: '1.00', entryFeeCents: 100, totalPotCents: 300, userSquareCount: 1, userSpentCents: 100, escrow });
    expect(poolMoneyFacts(open)).toEqual([
      { label: 'Entry fee', value: '$1.00' },
      { label: 'Total pot', value: '$3.00' },
      { label: 'You paid', value: '$1.00' },
    ]);
    const refunded = { ...open, status: 'cancelled' as const, userSpentCents: 0, userRefundedCents: 100, escrow: { ...escrow, refundedCents: 300 } };
    expect(poolMoneyFacts(refunded)).toEqual([
      { label: 'Entry fee', value: '$1.00' },
      { label: 'Refunded', value: '$3.00' },
      { label: 'You got back', value: '$1.00' },
    ]);
    expect(poolMoneyFacts({ ...refunded, collection: 'organizer', userRefundedCents: 0, escrow })[1]).toEqual({ label: 'Refunded', value: 'By organizer' });
  });

  it("paid on the site reads 'You paid' from the ledger; an organizer-collected pool reads what is owed to the organizer", () => {
    expect(yourMoneyFact({ collection: 'squares', entryFeeCents: 500, userSquareCount: 3, userSpentCents: 1500 })).toEqual({ label: 'You paid', value: '$15.00' });
    expect(yourMoneyFact({ collection: 'organizer', entryFeeCents: 500, userSquareCount: 3, userSpentCents: 0 })).toEqual({ label: 'Owed to organizer', value: '$15.00' });
    expect(yourMoneyFact({ collection: 'organizer', entryFeeCents: 0, userSquareCount: 3, userSpentCents: 0 })).toEqual({ label: 'You paid', value: '$0.00' });
  });
});

describe('sortUserPools', () => {
  const pool = (id: number, status: 'open' | 'full' | 'active' | 'completed' | 'cancelled', gameDate: string, gameStatus = 'scheduled') => ({
    id,
    status,
    game: { gameDate, status: gameStatus },
  });

  it('puts pools in play first by kickoff, then finished games awaiting settlement, then completed and cancelled newest first', () => {
    const pools = [
      pool(1, 'completed', '2026-11-10T18:00:00Z', 'FT'),
      pool(2, 'open', '2026-11-23T18:00:00Z'),
      pool(3, 'cancelled', '2026-11-17T18:00:00Z', 'FT'),
      pool(4, 'active', '2026-11-21T18:00:00Z', '2q'),
      pool(5, 'active', '2026-11-20T18:00:00Z', 'FT'),
      pool(6, 'full', '2026-11-22T18:00:00Z'),
    ];
    expect(sortUserPools(pools).map((p) => p.id)).toEqual([4, 6, 2, 5, 3, 1]);
  });

  it('does not change its input', () => {
    const pools = [pool(2, 'open', '2026-11-23T18:00:00Z'), pool(1, 'open', '2026-11-22T18:00:00Z')];
    sortUserPools(pools);
    expect(pools.map((p) => p.id)).toEqual([2, 1]);
  });
});

describe('yourPaidOutPrizes', () => {
  it("the player's prizes paid out of escrow, whatever their claim state; not others', not free or unpaid wins", () => {
    const mine = (period: Winner['period'], claimState: Winner['claimState'], amountCents = 11_250) =>
      makeWinner(period, 0, 0, { userId: 'me', amountCents, claimState, claimDeadline: claimState ? '2026-12-21T12:00:00.000Z' : null });
    const pool = makeUserPool(5, {
      winners: [mine('Q1', 'unclaimed'), { ...mine('Q2', 'unclaimed'), userId: 'other' }, mine('Q3', null), mine('FINAL', 'expired')],
    });
    expect(yourPaidOutPrizes(pool, 'me').map((w) => [w.period, w.claimState])).toEqual([
      ['Q1', 'unclaimed'],
      ['FINAL', 'expired'],
    ]);
    expect(yourPaidOutPrizes(makeUserPool(6, { winners: [mine('Q1', 'claimed', 0)] }), 'me')).toEqual([]);
    expect(yourPaidOutPrizes(pool, 'nobody')).toEqual([]);
  });
});
