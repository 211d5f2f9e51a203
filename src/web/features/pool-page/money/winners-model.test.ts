import { describe, expect, it } from 'vitest';
import { UNOWNED_WINNER_TEXT, showWinnersCard, winnerOwner, winnerRows } from './winners-model';
import { DRAWN_DIGITS, makePool, makeWinner } from '../test-fixtures';

describe('winnerRows', () => {
  it('lists the four periods in order: settled ones with score, square, digits, owner and amount', () => {
    const pool = makePool(
      {
        entryFee: '25.00',
        entryFeeCents: 2500,
        totalPot: '2500.00',
        totalPotCents: 250_000,
        digits: DRAWN_DIGITS,
        winners: [makeWinner('Q1', 5, 6, { userId: 'me', amountCents: 56_250, homeScore: 17, awayScore: 13 })],
      },
      { status: '2q', homeScore: 20, awayScore: 13 },
    );
    const rows = winnerRows(pool, 'me');
    expect(rows.map((r) => [r.period, r.status])).toEqual([
      ['Q1', 'settled'],
      ['Q2', 'in-play'],
      ['Q3', 'upcoming'],
      ['FINAL', 'upcoming'],
    ]);
    expect(rows[0]).toEqual({
      status: 'settled',
      period: 'Q1',
      role: 'forward',
      label: '1st Quarter',
      homeScore: 17,
      awayScore: 13,
      row: 5,
      column: 6,
      rowDigit: DRAWN_DIGITS.rows[5],
      columnDigit: DRAWN_DIGITS.columns[6],
      owner: { kind: 'you' },
      amountText: '$562.50',
      amountNote: null,
      corrected: false,
    });
    // Pending periods show what they pay on the pot collected: $2,500 - 10% = $2,250, a quarter each.
    expect(rows[1]).toEqual({ status: 'in-play', period: 'Q2', label: 'Halftime', prizeText: '$562.50' });
  });

  it('a pool with reverse winners: a period settled on two squares lists both, the reversed one named so', () => {
    const pool = makePool(
      {
        entryFeeCents: 1000,
        totalPotCents: 100_000,
        digits: DRAWN_DIGITS,
        winners: [
          makeWinner('Q1', 3, 7, { userId: 'me', amountCents: 11_250, homeScore: 7, awayScore: 3 }),
          makeWinner('Q1', 7, 3, { role: 'reverse', userId: 'other', amountCents: 11_250, homeScore: 7, awayScore: 3 }),
        ],
      },
      { status: '2q' },
    );
    const rows = winnerRows(pool, 'me');
    expect(rows.map((r) => [r.label, r.status])).toEqual([
      ['1st Quarter', 'settled'],
      ['1st Quarter (reverse)', 'settled'],
      ['Halftime', 'in-play'],
      ['3rd Quarter', 'upcoming'],
      ['Final Score', 'upcoming'],
    ]);
    expect(rows[1]).toMatchObject({ role: 'reverse', row: 7, column: 3, amountText: '$112.50', owner: { kind: 'player' } });
  });

  it('marks a result corrected after it was first settled', () => {
    const pool = makePool({ digits: DRAWN_DIGITS, winners: [makeWinner('Q1', 1, 2, { revision: 2 })] }, { status: '2q' });
    expect(winnerRows(pool, null)[0]).toMatchObject({ status: 'settled', corrected: true });
  });

  it("another player's square shows their emoji; an unowned one pays nothing; free pools say so", () => {
    const pool = makePool(
      {
        digits: DRAWN_DIGITS,
        winners: [makeWinner('Q1', 0, 0, { userId: 'them', amountCents: 0 }), makeWinner('Q2', 1, 1, { userId: null, amountCents: 0 })],
      },
      { status: '3q' },
    );
    const [q1, q2, q3, final] = winnerRows(pool, 'me');
    expect(q1).toMatchObject({ owner: { kind: 'player', userId: 'them' }, amountText: '$0.00', amountNote: 'free pool' });
    expect(q2).toMatchObject({ owner: { kind: 'unowned' }, amountText: '$0.00', amountNote: 'free pool' });
    expect(q3).toEqual({ status: 'in-play', period: 'Q3', label: '3rd Quarter', prizeText: null });
    expect(final).toMatchObject({ status: 'upcoming' });
    expect(UNOWNED_WINNER_TEXT).toBe('Unowned square — no payout');
  });

  it('a period that ended without a result reads awaiting; nothing is in play before kickoff or after the game', () => {
    const over = winnerRows(makePool({ winners: [makeWinner('Q1', 0, 0), makeWinner('Q2', 0, 0), makeWinner('Q3', 0, 0)] }, { status: 'FT' }), null);
    expect(over.map((r) => r.status)).toEqual(['settled', 'settled', 'settled', 'awaiting']);
    expect(winnerRows(makePool(), null).map((r) => r.status)).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(winnerRows(makePool({}, { status: 'ht' }), null).map((r) => r.status)).toEqual(['awaiting', 'awaiting', 'in-play', 'upcoming']);
  });

  it('a paid winner on an unowned square is shown as not paid', () => {
    const pool = makePool({ entryFeeCents: 500, totalPotCents: 50_000, winners: [makeWinner('Q1', 0, 0, { userId: null, amountCents: 11_250 })] }, { status: '2q' });
    expect(winnerRows(pool, null)[0]).toMatchObject({ amountText: '$0.00', amountNote: 'not paid' });
  });

  it("an organizer-collected pool: a guest's square wins under the guest's name, and prizes are the organizer's to pay", () => {
    const pool = makePool(
      {
        entryFeeCents: 500,
        collection: 'organizer',
        totalPotCents: 50_000,
        winners: [makeWinner('Q1', 0, 0, { userId: null, guestName: 'Grandma Jo', amountCents: 12_500 }), makeWinner('Q2', 1, 1, { userId: 'them', amountCents: 12_500 })],
      },
      { status: '3q' },
    );
    const [q1, q2] = winnerRows(pool, 'me');
    expect(q1).toMatchObject({ owner: { kind: 'guest', name: 'Grandma Jo' }, amountText: '$125.00', amountNote: 'paid by the organizer' });
    expect(q2).toMatchObject({ owner: { kind: 'player' }, amountText: '$125.00', amountNote: 'paid by the organizer' });
  });
});

describe('helpers', () => {
  it('owner kinds', () => {
    expect(winnerOwner(null, 'me')).toEqual({ kind: 'unowned' });
    expect(winnerOwner(null, 'me', 'Grandma Jo')).toEqual({ kind: 'guest', name: 'Grandma Jo' });
    expect(winnerOwner('me', 'me')).toEqual({ kind: 'you' });
    expect(winnerOwner('me', null)).toEqual({ kind: 'player', userId: 'me' });
  });

  it('the card shows once the game is under way or a period is settled, never on a cancelled pool', () => {
    expect(showWinnersCard(makePool())).toBe(false);
    expect(showWinnersCard(makePool({}, { status: '1q' }))).toBe(true);
    expect(showWinnersCard(makePool({}, { status: 'FT' }))).toBe(true);
    expect(showWinnersCard(makePool({ winners: [makeWinner('Q1', 0, 0)] }))).toBe(true);
    expect(showWinnersCard(makePool({ status: 'cancelled' }, { status: 'FT' }))).toBe(false);
  });
});
