import { describe, expect, it } from 'vitest';
import { boardGeometry } from './board-geometry';
import { ownerEmoji } from './owner-emoji';
import { examplePool, exampleWinner } from './pool.test-fixtures';
import { PERIOD_NUMBERS_NOTE, printableBoard, printedKickoff, printOwner, SPLIT_UNAVAILABLE_TEXT } from './printable-board';

const JOIN = 'https://squares.example/pool/66';
const square = (row: number, column: number, userId: string | null, guestName: string | null = null) => ({ row, column, userId, guestName });

describe('printableBoard', () => {
  it('names the pool, the matchup, the kickoff in US Eastern time and the week', () => {
    const board = printableBoard({ pool: examplePool(), squares: [], joinUrl: JOIN });
    expect(board).toMatchObject({
      poolName: 'Office Pool',
      matchup: 'New York Jets @ Atlanta Falcons',
      kickoff: 'Sun, Nov 22, 2026, 1:00 PM EST',
      week: 'Week 11',
      home: { name: 'Atlanta Falcons', color: '#a71930' },
      away: { name: 'New York Jets', color: '#125740' },
      joinUrl: JOIN,
    });
  });

  it('puts each sold square’s owner at row * side + column, as the pool page names them; unsold squares stay empty', () => {
    const board = printableBoard({ pool: examplePool(), squares: [square(0, 0, 'player-a'), square(3, 7, null, 'Aunt May')], joinUrl: JOIN });
    expect(board.side).toBe(10);
    expect(board.owners).toHaveLength(100);
    expect(board.owners[0]).toEqual({ name: expect.stringMatching(/^[A-Z][a-z]+$/), emoji: ownerEmoji('player-a') });
    expect(board.owners[37]).toEqual({ name: 'Aunt May', emoji: null });
    expect(board.owners.filter((o) => o !== null)).toHaveLength(2);
  });

  it('leaves the headers blank before the draw and gives one digit per header cell after it', () => {
    expect(printableBoard({ pool: examplePool(), squares: [], joinUrl: JOIN }).headers).toBeNull();
    const digits = { rows: [1, 8, 5, 4, 7, 3, 0, 9, 2, 6], columns: [6, 5, 0, 4, 1, 2, 7, 8, 3, 9] };
    const board = printableBoard({ pool: examplePool({ digits }), squares: [], joinUrl: JOIN });
    expect(board.headers).toEqual({ rows: digits.rows.map((d) => [d]), columns: digits.columns.map((d) => [d]) });
  });

  it('takes the board shape as an input: a 5x5 board carries two digits per header cell', () => {
    const digits = { rows: [1, 8, 5, 4, 7, 3, 0, 9, 2, 6], columns: [6, 5, 0, 4, 1, 2, 7, 8, 3, 9] };
    const board = printableBoard({ pool: examplePool({ digits }), squares: [square(4, 4, 'p')], joinUrl: JOIN, geometry: boardGeometry(25) });
    expect(board.side).toBe(5);
    expect(board.owners).toHaveLength(25);
    expect(board.owners[24]).not.toBeNull();
    expect(board.headers?.columns).toEqual([[6, 5], [0, 4], [1, 2], [7, 8], [3, 9]]);
  });

  it('states the rules contract of a paid pool with the rules card’s sentences', () => {
    const pool = examplePool({ entryFee: '10.00', entryFeeCents: 1000, maxSquaresPerPlayer: 10, isNonprofit: true, nonprofitName: 'Food Bank', collection: 'organizer' });
    const board = printableBoard({ pool, squares: [], joinUrl: JOIN });
    expect(board.facts).toEqual([
      { label: 'Entry fee per square', value: '$10.00' },
      { label: 'Max squares per player', value: '10' },
    ]);
    expect(board.prizes).toEqual({
      caption: 'Prize per period when all 100 squares sell ($1,000 pot).',
      periods: [
        { label: '1st Quarter', percent: '25%', prize: '$213.75' },
        { label: 'Halftime', percent: '25%', prize: '$213.75' },
        { label: '3rd Quarter', percent: '25%', prize: '$213.75' },
        { label: 'Final Score', percent: '25%', prize: '$213.75' },
      ],
    });
    expect(board.notes).toContain('Money collected: By the organizer: Squares handles no money.');
    expect(board.notes).toContain('House fee: 10% of the pot ($100 on a full board).');
    expect(board.notes.at(-1)).toBe('Nonprofit pool: 5% of the prize pool goes to Food Bank and 95% to the winners.');
  });

  it('a free pool shows FREE, its split without prizes, and no money line', () => {
    const board = printableBoard({ pool: examplePool(), squares: [], joinUrl: JOIN });
    expect(board.facts[0]).toEqual({ label: 'Entry fee per square', value: 'FREE' });
    expect(board.prizes?.caption).toBe('Free pool: played for fun, no cash prizes. Split 25% / 25% / 25% / 25%.');
    expect(board.prizes?.periods.every((p) => p.prize === null)).toBe(true);
    expect(board.notes.some((n) => n.startsWith('Money collected'))).toBe(false);
    expect(board.notes.some((n) => n.startsWith('House fee'))).toBe(false);
  });

  it('a split that cannot be paid is not shown', () => {
    const board = printableBoard({ pool: examplePool({ payoutScheme: { name: 'custom', periodBps: [5000, 5000, 0, 1] } }), squares: [], joinUrl: JOIN });
    expect(board.prizes).toBeNull();
    expect(board.notes).toEqual([SPLIT_UNAVAILABLE_TEXT]);
  });

  it('fills a results box per period once settled: the score, the winner and the prize; the others stay blank', () => {
    const pool = examplePool({
      entryFeeCents: 500,
      winners: [
        exampleWinner('Q1', 2, 3, { userId: 'player-a', awayScore: 7, homeScore: 3, amountCents: 11_250 }),
        exampleWinner('Q2', 0, 0, { userId: null, awayScore: 10, homeScore: 10 }),
        exampleWinner('Q3', 1, 1, { userId: null, guestName: 'Aunt May', awayScore: 17, homeScore: 13, amountCents: 11_250 }),
      ],
    });
    const results = printableBoard({ pool, squares: [], joinUrl: JOIN }).results;
    expect(results.map((r) => r.label)).toEqual(['1st Quarter', 'Halftime', '3rd Quarter', 'Final Score']);
    expect(results[0]).toMatchObject({ score: 'Jets 7 – Falcons 3', winner: printOwner({ userId: 'player-a' }), prize: '$112.50' });
    expect(results[1]).toMatchObject({ score: 'Jets 10 – Falcons 10', winner: { name: 'Unowned square — no payout', emoji: null }, prize: null });
    expect(results[2]).toMatchObject({ winner: { name: 'Aunt May', emoji: null }, prize: '$112.50' });
    expect(results[3]).toEqual({ period: 'FINAL', label: 'Final Score', score: null, winner: null, prize: null, reverse: null, numbers: null });
  });

  const SETS = [
    { rows: [1, 8, 5, 4, 7, 3, 0, 9, 2, 6], columns: [6, 5, 0, 4, 1, 2, 7, 8, 3, 9] },
    { rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], columns: [9, 8, 7, 6, 5, 4, 3, 2, 1, 0] },
    { rows: [5, 0, 6, 1, 7, 2, 8, 3, 9, 4], columns: [4, 9, 3, 8, 2, 7, 1, 6, 0, 5] },
    { rows: [2, 4, 6, 8, 0, 1, 3, 5, 7, 9], columns: [1, 3, 5, 7, 9, 0, 2, 4, 6, 8] },
  ];
  const SMALL = { numbers: 'period', reverseWinners: true, boardSize: 25 } as const;

  it('a 25-square pool with new numbers each period: its own 5x5 board, the Q1 set on the headers and each period’s set in its box', () => {
    const pool = examplePool({ isPrivate: true, rules: SMALL, maxParticipants: 25, digits: SETS[0]!, digitSets: SETS });
    const board = printableBoard({ pool, squares: [square(4, 4, 'p')], joinUrl: JOIN });
    expect(board.side).toBe(5);
    expect(board.owners).toHaveLength(25);
    expect(board.headers).toEqual({ rows: [[1, 8], [5, 4], [7, 3], [0, 9], [2, 6]], columns: [[6, 5], [0, 4], [1, 2], [7, 8], [3, 9]] });
    expect(board.results.map((r) => r.numbers)).toEqual([
      { home: '6 5 · 0 4 · 1 2 · 7 8 · 3 9', away: '1 8 · 5 4 · 7 3 · 0 9 · 2 6' },
      { home: '9 8 · 7 6 · 5 4 · 3 2 · 1 0', away: '0 1 · 2 3 · 4 5 · 6 7 · 8 9' },
      { home: '4 9 · 3 8 · 2 7 · 1 6 · 0 5', away: '5 0 · 6 1 · 7 2 · 8 3 · 9 4' },
      { home: '1 3 · 5 7 · 9 0 · 2 4 · 6 8', away: '2 4 · 6 8 · 0 1 · 3 5 · 7 9' },
    ]);
    // The rules contract in words, and where each period's numbers are.
    expect(board.notes).toContain('25 squares (5x5): each row and column carries two digits, so each square covers four score combinations.');
    expect(board.notes).toContain('New numbers are drawn for each period.');
    expect(board.notes.some((n) => n.startsWith('Reverse winners'))).toBe(true);
    expect(board.notes).toContain(PERIOD_NUMBERS_NOTE);
    // One set per game, or before the draw: no numbers in the boxes.
    expect(printableBoard({ pool: examplePool({ digits: SETS[0]! }), squares: [], joinUrl: JOIN }).results.every((r) => r.numbers === null)).toBe(true);
    const undrawn = printableBoard({ pool: examplePool({ rules: SMALL, maxParticipants: 25 }), squares: [], joinUrl: JOIN });
    expect(undrawn.results.every((r) => r.numbers === null)).toBe(true);
    expect(undrawn.notes).not.toContain(PERIOD_NUMBERS_NOTE);
  });

  it('prices a 25-square board’s prizes on its own full pot', () => {
    const pool = examplePool({ isPrivate: true, rules: SMALL, maxParticipants: 25, entryFee: '10.00', entryFeeCents: 1000 });
    const board = printableBoard({ pool, squares: [], joinUrl: JOIN });
    expect(board.prizes?.caption).toBe('Prize per period when all 25 squares sell ($250 pot).');
    // $250, less the 10% house fee: $225 among the four periods.
    expect(board.prizes?.periods.map((p) => p.prize)).toEqual(['$56.25', '$56.25', '$56.25', '$56.25']);
    expect(board.notes).toContain('House fee: 10% of the pot ($25 on a full board).');
  });

  it('names both winners of a period with reverse winners, each with their share', () => {
    const pool = examplePool({
      entryFeeCents: 1000,
      rules: { numbers: 'game', reverseWinners: true, boardSize: 100 },
      winners: [
        exampleWinner('Q1', 2, 3, { userId: 'player-a', amountCents: 5_000 }),
        exampleWinner('Q1', 3, 2, { role: 'reverse', userId: null, guestName: 'Aunt May', amountCents: 5_000 }),
        exampleWinner('Q2', 1, 1, { userId: 'player-b', amountCents: 10_000 }),
        exampleWinner('Q2', 1, 1, { role: 'reverse', userId: 'player-b', amountCents: 0 }),
      ],
    });
    const [q1, q2] = printableBoard({ pool, squares: [], joinUrl: JOIN }).results;
    expect(q1).toMatchObject({ winner: printOwner({ userId: 'player-a' }), prize: '$50.00', reverse: { winner: { name: 'Aunt May', emoji: null }, prize: '$50.00' } });
    // One square both ways: the forward winner alone.
    expect(q2).toMatchObject({ prize: '$100.00', reverse: null });
  });
});

describe('printedKickoff', () => {
  it('is US Eastern time with its zone, summer and winter', () => {
    expect(printedKickoff('2026-09-13T17:00:00.000Z')).toBe('Sun, Sep 13, 2026, 1:00 PM EDT');
    expect(printedKickoff('2026-12-25T01:15:00.000Z')).toBe('Thu, Dec 24, 2026, 8:15 PM EST');
    expect(printedKickoff('not a date')).toBe('Date to be announced');
  });
});
