import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSquare, makeWinner } from '../../../test-support/fixtures';
import type { Pool } from '../../../../domain/schemas';
import { escrowFigures, isSettled, moneyStory, ownerCount, refundSummary } from './escrow-model';

const ZERO = { collectedCents: 0, authorizedCents: 0, capturedCents: 0, refundedCents: 0, houseFeeCents: 0, nonprofitCents: 0, prizesCents: 0 };

describe('escrowFigures', () => {
  it('in escrow now: collected less refunds and everything paid out', () => {
    const figures = escrowFigures({ ...ZERO, collectedCents: 2500, authorizedCents: 1500, capturedCents: 500, refundedCents: 500 });
    expect(figures.inEscrowCents).toBe(2000);
    expect(figures.lines.map((l) => [l.key, l.cents])).toEqual([
      ['collected', 2500],
      ['authorized', 1500],
      ['captured', 500],
      ['refunded', 500],
    ]);
  });

  it('never shows a negative balance, whatever the summary says', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, cents, (collectedCents, refundedCents, houseFeeCents, nonprofitCents, prizesCents) => {
        const figures = escrowFigures({ ...ZERO, collectedCents, refundedCents, houseFeeCents, nonprofitCents, prizesCents });
        expect(figures.inEscrowCents).toBe(Math.max(0, collectedCents - refundedCents - houseFeeCents - nonprofitCents - prizesCents));
      }),
    );
  });
});

/** A $5 pool of 100 squares settled with the 10% fee and 25% per period ($112.50 each). */
const SETTLED: Pool['escrow'] = { ...ZERO, collectedCents: 50_000, capturedCents: 50_000, houseFeeCents: 5_000, prizesCents: 45_000 };
const WINNERS = [
  makeWinner('Q1', 1, 2, { userId: 'me', amountCents: 11_250, payoutId: 11, claimState: 'claimed' }),
  makeWinner('Q2', 3, 4, { userId: 'p2', amountCents: 11_250, payoutId: 12, claimState: 'unclaimed' }),
  makeWinner('Q3', 5, 6, { userId: 'p3', amountCents: 11_250, payoutId: 13, claimState: 'expired' }),
  makeWinner('FINAL', 7, 8, { userId: 'me', amountCents: 11_250, payoutId: 14, claimState: null }),
];

describe('isSettled', () => {
  it('once any of the fee, nonprofit share or prizes left escrow', () => {
    expect(isSettled(ZERO)).toBe(false);
    expect(isSettled({ ...ZERO, collectedCents: 500, refundedCents: 500 })).toBe(false);
    expect(isSettled({ ...ZERO, houseFeeCents: 1 })).toBe(true);
    expect(isSettled({ ...ZERO, nonprofitCents: 1 })).toBe(true);
    expect(isSettled(SETTLED)).toBe(true);
  });
});

describe('moneyStory', () => {
  it('each period with its prize, its winner ("You" for the viewer) and whether it was claimed; every cent accounted for', () => {
    const story = moneyStory({ escrow: SETTLED, winners: WINNERS }, 'me');
    expect(story.prizes).toEqual([
      { period: 'Q1', role: 'forward', label: '1st Quarter', cents: 11_250, winner: 'You', claim: 'claimed' },
      { period: 'Q2', role: 'forward', label: 'Halftime', cents: 11_250, winner: 'Winner', claim: 'unclaimed' },
      { period: 'Q3', role: 'forward', label: '3rd Quarter', cents: 11_250, winner: 'Winner', claim: 'expired' },
      { period: 'FINAL', role: 'forward', label: 'Final Score', cents: 11_250, winner: 'You', claim: 'awaiting' },
    ]);
    expect(story).toMatchObject({ collectedCents: 50_000, houseFeeCents: 5_000, nonprofitCents: 0, prizesCents: 45_000, refundedCents: 0 });
    expect(story.accountedCents).toBe(50_000);
    expect(story.balanced).toBe(true);
  });

  it("a pool with reverse winners: the reversed square's share is its own line, and the story still balances", () => {
    const winners = [
      makeWinner('Q1', 1, 2, { userId: 'me', amountCents: 5_625, payoutId: 11, claimState: 'unclaimed' }),
      makeWinner('Q1', 2, 1, { role: 'reverse', userId: 'p2', amountCents: 5_625, payoutId: 15, claimState: 'unclaimed' }),
      ...WINNERS.slice(1),
    ];
    const story = moneyStory({ escrow: SETTLED, winners }, 'me');
    expect(story.prizes.slice(0, 2).map((p) => [p.label, p.role, p.cents, p.winner])).toEqual([
      ['1st Quarter', 'forward', 5_625, 'You'],
      ['1st Quarter (reverse)', 'reverse', 5_625, 'Winner'],
    ]);
    expect(story.accountedCents).toBe(50_000);
    expect(story.balanced).toBe(true);
  });

  it('lists periods in order whatever order the server sent, and an unowned square as no winner with nothing to claim', () => {
    const winners = [WINNERS[1]!, makeWinner('Q1', 0, 0, { userId: null, amountCents: 11_250, claimState: null })];
    const story = moneyStory({ escrow: { ...ZERO, collectedCents: 11_250, prizesCents: 11_250 }, winners }, null);
    expect(story.prizes.map((p) => [p.period, p.winner, p.cents, p.claim])).toEqual([
      ['Q1', 'No winner', 0, null],
      ['Q2', 'Winner', 11_250, 'unclaimed'],
    ]);
    expect(story.balanced).toBe(true);
  });

  it('a nonprofit pool with refunds: fee + nonprofit + prizes + refunds = collected', () => {
    const escrow = { ...ZERO, collectedCents: 50_500, capturedCents: 50_000, refundedCents: 500, houseFeeCents: 5_000, nonprofitCents: 2_250, prizesCents: 42_750 };
    const winners = WINNERS.map((w, i) => ({ ...w, amountCents: i < 3 ? 10_687 : 10_689 }));
    const story = moneyStory({ escrow, winners }, 'me');
    expect(story.prizesCents).toBe(42_750);
    expect(story.accountedCents).toBe(50_500);
    expect(story.balanced).toBe(true);
  });

  it('is not balanced when the lines miss the collected total, or the periods miss the prizes paid out', () => {
    expect(moneyStory({ escrow: { ...SETTLED, collectedCents: 50_001 }, winners: WINNERS }, 'me').balanced).toBe(false);
    const short = moneyStory({ escrow: SETTLED, winners: WINNERS.slice(0, 3) }, 'me');
    expect(short.accountedCents).toBe(38_750);
    expect(short.balanced).toBe(false);
    // The periods moved a cent the ledger did not: the totals agree but the prizes do not.
    const skewed = WINNERS.map((w, i) => ({ ...w, amountCents: w.amountCents + (i === 0 ? 1 : 0) }));
    expect(moneyStory({ escrow: { ...SETTLED, houseFeeCents: 4_999 }, winners: skewed }, 'me').balanced).toBe(false);
  });

  it('balanced exactly when fee + nonprofit + prizes + refunds = collected and the periods sum to the prizes', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(cents, cents, fc.array(cents, { minLength: 4, maxLength: 4 }), cents, fc.integer({ min: -3, max: 3 }), (fee, nonprofit, periods, refunds, skew) => {
        const prizes = periods.reduce((a, b) => a + b, 0);
        const escrow = { ...ZERO, collectedCents: fee + nonprofit + prizes + refunds + skew, houseFeeCents: fee, nonprofitCents: nonprofit, prizesCents: prizes, refundedCents: refunds };
        const winners = WINNERS.map((w, i) => ({ ...w, amountCents: periods[i] ?? 0 }));
        expect(moneyStory({ escrow, winners }, null).balanced).toBe(skew === 0);
      }),
    );
  });
});

describe('refundSummary', () => {
  const cancelled = (refundState: Pool['refundState'], refundedCents: number, collectedCents = 1_500) =>
    ({ status: 'cancelled', refundState, escrow: { ...ZERO, collectedCents, refundedCents } }) as const;

  it('refunded: the amount and how many players', () => {
    expect(refundSummary(cancelled('refunded', 1_500), 3)).toEqual({ state: 'refunded', text: 'Refunded: $15.00 to 3 players' });
    expect(refundSummary(cancelled('refunded', 500), 1)?.text).toBe('Refunded: $5.00 to 1 player');
    expect(refundSummary(cancelled('refunded', 1_500), null)?.text).toBe('Refunded: $15.00');
  });

  it('pending: refunds in progress, with what is back so far', () => {
    expect(refundSummary(cancelled('pending', 500), 3)).toEqual({
      state: 'pending',
      text: 'Refunds in progress: $5.00 of $15.00 refunded so far (3 players)',
    });
    expect(refundSummary(cancelled('pending', 0), 0)?.text).toBe('Refunds in progress: $0.00 of $15.00 refunded so far');
  });

  it('nothing for a pool that is not cancelled, has no refund state, or never collected anything', () => {
    expect(refundSummary({ ...cancelled('refunded', 1_500), status: 'completed' }, 3)).toBeNull();
    expect(refundSummary(cancelled(null, 0), 3)).toBeNull();
    expect(refundSummary(cancelled('refunded', 0, 0), 0)).toBeNull();
  });

  it('counts each owner once, not unowned squares', () => {
    expect(ownerCount([makeSquare(0, 0, 'a'), makeSquare(0, 1, 'a'), makeSquare(0, 2, 'b'), makeSquare(0, 3, null)])).toBe(2);
    expect(ownerCount([])).toBe(0);
  });
});
