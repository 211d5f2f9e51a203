import { describe, expect, it } from 'vitest';
import { boardLock, checkRequestedSquares, claimRefusal, offBoardMessage, remainingAllowance } from './claim-rules';

describe('claim rules', () => {
  const taken = new Set(['0,0', '5,5']);
  it('counts owned plus requested against the limit', () => {
    expect(checkRequestedSquares([{ row: 1, column: 1 }], { limit: 5, ownedByPlayer: 4, takenKeys: taken })).toEqual({ ok: true });
    expect(checkRequestedSquares([{ row: 1, column: 1 }, { row: 1, column: 2 }], { limit: 5, ownedByPlayer: 4, takenKeys: taken })).toEqual({
      ok: false,
      reason: 'limit',
    });
    expect(remainingAllowance(5, 3)).toBe(2);
    expect(remainingAllowance(5, 7)).toBe(0);
  });

  it('refuses taken squares and duplicates in one request', () => {
    expect(checkRequestedSquares([{ row: 5, column: 5 }], { limit: 5, ownedByPlayer: 0, takenKeys: taken })).toEqual({ ok: false, reason: 'taken' });
    expect(checkRequestedSquares([{ row: 2, column: 2 }, { row: 2, column: 2 }], { limit: 5, ownedByPlayer: 0, takenKeys: taken })).toEqual({
      ok: false,
      reason: 'duplicate',
    });
  });

  it("a square held for another player's checkout is refused as held (being paid for), never as owned", () => {
    const board = {
      pool: { status: 'open', isPrivate: false, entryFeeCents: 500, maxSquaresPerPlayer: 5, maxParticipants: 100 },
      game: { status: 'scheduled', gameDate: '2026-12-01T18:00:00.000Z', week: null },
      activeWeek: null,
      sold: [{ row: 0, column: 0, userId: 'a' }],
      held: [{ row: 3, column: 3, userId: 'a' }],
    };
    const now = Date.parse('2026-11-30T18:00:00.000Z');
    const claim = (squares: { row: number; column: number }[], userId = 'b') => claimRefusal(board, { userId, squares, now, paymentSecured: true });
    expect(claim([{ row: 3, column: 3 }])).toEqual({ code: 'square_held', message: 'This square is being paid for by another player.' });
    expect(claim([{ row: 0, column: 0 }])?.code).toBe('square_taken');
    expect(claim([{ row: 4, column: 4 }])).toBeNull();
    // The holder's held square counts toward their limit like an owned one: 1 owned + 1 held + 4 > 5.
    expect(claim([1, 2, 4, 5].map((column) => ({ row: 9, column })), 'a')?.code).toBe('limit_reached');
    // Held squares take room on the board: 98 sold + 1 held leaves one.
    const crowded = { ...board, sold: Array.from({ length: 98 }, (_, i) => ({ row: Math.floor(i / 10), column: i % 10, userId: `p${i}` })), held: [{ row: 9, column: 8, userId: 'a' }] };
    expect(claimRefusal(crowded, { userId: 'b', squares: [{ row: 9, column: 9 }], now, paymentSecured: true })).toBeNull();
    expect(claimRefusal({ ...crowded, held: [...crowded.held, { row: 9, column: 9, userId: 'c' }] }, { userId: 'b', squares: [{ row: 9, column: 9 }], now, paymentSecured: true })?.code).toBe(
      'square_held',
    );
    expect(checkRequestedSquares([{ row: 3, column: 3 }], { limit: 5, ownedByPlayer: 0, takenKeys: taken, heldKeys: new Set(['3,3']) })).toEqual({ ok: false, reason: 'held' });
  });

  it('a 25-square board takes rows and columns 0-4 only, before any other rule is checked', () => {
    expect(offBoardMessage(25, [{ row: 4, column: 4 }])).toBeNull();
    expect(offBoardMessage(25, [{ row: 1, column: 1 }, { row: 4, column: 5 }])).toBe('Square (row 4, column 5) is not on this 5x5 board: rows and columns are 0-4');
    expect(offBoardMessage(100, [{ row: 9, column: 9 }])).toBeNull();
    const board = {
      pool: { status: 'open', isPrivate: false, entryFeeCents: 0, maxSquaresPerPlayer: 25, maxParticipants: 25, boardSize: 25 },
      game: { status: 'scheduled', gameDate: '2026-12-01T18:00:00.000Z', week: null },
      activeWeek: null,
      sold: [{ row: 0, column: 0, userId: 'a' }],
    };
    const now = Date.parse('2026-11-30T18:00:00.000Z');
    expect(claimRefusal(board, { userId: 'b', squares: [{ row: 0, column: 7 }], now })).toEqual({
      code: 'square_off_board',
      message: 'Square (row 0, column 7) is not on this 5x5 board: rows and columns are 0-4',
    });
    expect(claimRefusal(board, { userId: 'b', squares: [{ row: 4, column: 4 }], now })).toBeNull();
    // The board fills at 25: with 24 sold, two more squares would pass the limit of 25 participants.
    const almost = { ...board, sold: Array.from({ length: 24 }, (_, i) => ({ row: Math.floor(i / 5), column: i % 5, userId: `p${i}` })) };
    expect(claimRefusal(almost, { userId: 'b', squares: [{ row: 4, column: 4 }], now })).toBeNull();
    expect(claimRefusal({ ...almost, sold: almost.sold.slice(1) }, { userId: 'b', squares: [{ row: 4, column: 4 }, { row: 0, column: 0 }], now })).toBeNull();
    expect(claimRefusal(almost, { userId: 'b', squares: [{ row: 4, column: 4 }, { row: 0, column: 0 }], now })?.code).toBe('square_taken');
  });
});

describe('boardLock and the week rule', () => {
  const now = Date.parse('2026-11-28T12:00:00.000Z');
  const board = (isPrivate: boolean, extra: Partial<Parameters<typeof boardLock>[0]> = {}) => ({
    poolStatus: 'open',
    gameStatus: 'scheduled',
    kickoff: '2026-11-30T18:00:00.000Z',
    isPrivate,
    gameWeek: 'W12',
    activeWeek: 'W13',
    ...extra,
  });

  it("closes a public pool whose game's week is behind its league's active week", () => {
    expect(boardLock(board(false), now)).toBe('week_closed');
    expect(boardLock(board(false, { activeWeek: 'W12' }), now)).toBeNull();
  });

  it('leaves a private pool of that week open until its own game kicks off', () => {
    expect(boardLock(board(true), now)).toBeNull();
    expect(boardLock(board(true, { kickoff: '2026-11-28T11:00:00.000Z' }), now)).toBe('pool_locked');
    expect(boardLock(board(true, { gameStatus: '1q' }), now)).toBe('pool_locked');
    expect(boardLock(board(true, { poolStatus: 'full' }), now)).toBe('pool_closed');
  });

  it('refuses a claim on the public pool with week_closed, and takes it on the private one', () => {
    const claimBoard = (isPrivate: boolean) => ({
      pool: { status: 'open', isPrivate, entryFeeCents: 0, maxSquaresPerPlayer: 5, maxParticipants: 100 },
      game: { status: 'scheduled', gameDate: '2026-11-30T18:00:00.000Z', week: 'W12' },
      activeWeek: 'W13',
      sold: [],
    });
    const claim = { userId: 'a', squares: [{ row: 1, column: 1 }], now };
    expect(claimRefusal(claimBoard(false), claim)?.code).toBe('week_closed');
    expect(claimRefusal(claimBoard(true), claim)).toBeNull();
  });
});
