import { describe, expect, it } from 'vitest';
import { boardGeometry } from '../../../domain/board-geometry';
import { OWNER_EMOJI_NAMES, ownerEmoji } from '../../../domain/owner-emoji';
import { buildBoardCells, squareAriaLabel, squareShortName } from './board-model';
import { nextSquareIndex } from './board-keyboard';

const DIGITS = { rows: [1, 8, 5, 4, 7, 3, 0, 9, 2, 6], columns: [6, 5, 0, 4, 1, 2, 7, 8, 3, 9] };

describe('buildBoardCells', () => {
  it("shows a guest's square (no account) as taken under the guest's name, and paid marks only to the organizer", () => {
    const squares = [
      { row: 1, column: 1, userId: null, guestName: 'Grandma Jo', organizerPaid: true },
      { row: 1, column: 2, userId: 'u2', guestName: null, organizerPaid: false },
    ];
    const organizer = buildBoardCells({ squares, userId: 'me', selected: [], digits: null, winning: null, showPaid: true });
    const guest = organizer[11]!;
    expect(guest).toMatchObject({ state: 'taken', guestName: 'Grandma Jo', ownerId: 'guest:grandma jo', paid: true });
    expect(organizer[12]).toMatchObject({ state: 'taken', guestName: null, paid: false });
    const player = buildBoardCells({ squares, userId: 'u2', selected: [], digits: null, winning: null });
    expect(player[11]).toMatchObject({ state: 'taken', guestName: 'Grandma Jo', paid: false });
    expect(player[12]!.state).toBe('mine');
  });

  const cells = buildBoardCells({
    squares: [
      { row: 0, column: 0, userId: 'me' },
      { row: 0, column: 1, userId: 'someone' },
      { row: 4, column: 4, userId: null },
    ],
    userId: 'me',
    selected: [{ row: 2, column: 6 }, { row: 0, column: 1 }],
    digits: null,
    winning: null,
  });

  it('lays out 100 squares in row-major order', () => {
    expect(cells).toHaveLength(100);
    expect(cells[37]).toMatchObject({ index: 37, row: 3, column: 7 });
  });

  it('marks own, taken, selected and empty squares; a square with no owner is available', () => {
    expect(cells[0]).toMatchObject({ state: 'mine', ownerId: 'me' });
    expect(cells[1]).toMatchObject({ state: 'taken', ownerId: 'someone' });
    expect(cells[26]).toMatchObject({ state: 'selected', ownerId: null });
    expect(cells[44]).toMatchObject({ state: 'available', ownerId: null });
  });

  it('marks held squares (a player is paying for them) as held, above the cart and below ownership', () => {
    const board = buildBoardCells({
      squares: [{ row: 0, column: 0, userId: 'someone' }],
      userId: 'me',
      selected: [{ row: 5, column: 5 }],
      held: [{ row: 5, column: 5 }, { row: 6, column: 6 }, { row: 0, column: 0 }],
      digits: null,
      winning: null,
    });
    expect(board[55]).toMatchObject({ state: 'held', ownerId: null });
    expect(board[66]?.state).toBe('held');
    expect(board[0]?.state).toBe('taken');
    expect(board.filter((c) => c.state === 'held')).toHaveLength(2);
    expect(board[66] && squareAriaLabel(board[66])).toBe('Row 7, column 7, held by someone in checkout');
  });

  it("marks the viewer's own held squares (their live checkout) apart from other players' holds", () => {
    const board = buildBoardCells({
      squares: [],
      userId: 'me',
      selected: [],
      held: [{ row: 1, column: 1 }, { row: 2, column: 2 }],
      heldByViewer: [{ row: 2, column: 2 }, { row: 3, column: 3 }],
      digits: null,
      winning: null,
    });
    expect(board[11]?.state).toBe('held');
    expect(board[22]?.state).toBe('held-mine');
    // Only a square the pool says is held can be the viewer's hold.
    expect(board[33]?.state).toBe('available');
    expect(board[22] && squareAriaLabel(board[22])).toBe('Row 3, column 3, held for you in checkout');
  });

  it('an owned square stays owned even if it is still in the cart', () => {
    expect(cells[1]?.state).toBe('taken');
  });

  it('treats every square as someone else’s for a visitor', () => {
    const visitor = buildBoardCells({ squares: [{ row: 0, column: 0, userId: 'me' }], userId: null, selected: [], digits: null, winning: null });
    expect(visitor[0]?.state).toBe('taken');
  });

  it('carries the drawn digits, the winning square and settled periods', () => {
    const drawn = buildBoardCells({
      squares: [],
      userId: null,
      selected: [],
      digits: DIGITS,
      winning: { row: 3, column: 7 },
      periodWinners: [
        { period: 'Q1', row: 3, column: 7 },
        { period: 'Q2', row: 3, column: 7 },
        { period: 'Q3', row: 0, column: 0 },
      ],
    });
    expect(drawn[37]).toMatchObject({ rowDigits: [4], columnDigits: [8], winning: true, periods: ['Q1', 'Q2'] });
    expect(drawn[0]).toMatchObject({ rowDigits: [1], columnDigits: [6], winning: false, periods: ['Q3'] });
    expect(drawn.filter((c) => c.winning)).toHaveLength(1);
  });

  it('lays out a 25-square board: 5x5 cells in row-major order, two digits per row and column', () => {
    const small = buildBoardCells({
      squares: [{ row: 4, column: 4, userId: 'me' }],
      userId: 'me',
      selected: [{ row: 1, column: 2 }],
      digits: DIGITS,
      geometry: boardGeometry(25),
      winning: null,
    });
    expect(small).toHaveLength(25);
    expect(small[7]).toMatchObject({ index: 7, row: 1, column: 2, state: 'selected', rowDigits: [5, 4], columnDigits: [1, 2] });
    expect(small[24]).toMatchObject({ row: 4, column: 4, state: 'mine', rowDigits: [2, 6], columnDigits: [3, 9] });
    expect(squareAriaLabel(small[24]!)).toBe('Row 5, column 5, away digits 2 and 6, home digits 3 and 9, owned by you');
    expect(buildBoardCells({ squares: [], userId: null, selected: [], digits: null, geometry: boardGeometry(25), winning: null })[0]).toMatchObject({ rowDigits: null, columnDigits: null });
  });

  it('marks every square in a list of winning squares (a forward and a reversed winner)', () => {
    const both = buildBoardCells({ squares: [], userId: null, selected: [], digits: DIGITS, geometry: boardGeometry(25), winning: [{ row: 1, column: 3 }, { row: 4, column: 0 }] });
    expect(both.filter((c) => c.winning).map((c) => c.index)).toEqual([8, 20]);
    expect(buildBoardCells({ squares: [], userId: null, selected: [], digits: DIGITS, winning: [] }).some((c) => c.winning)).toBe(false);
  });
});

describe('squareAriaLabel', () => {
  const cell = (over: Partial<Parameters<typeof squareAriaLabel>[0]>) => ({
    row: 2,
    column: 6,
    index: 26,
    state: 'available' as const,
    ownerId: null,
    guestName: null,
    paid: false,
    winning: false,
    periods: [],
    rowDigits: null,
    columnDigits: null,
    ...over,
  });

  // Whose a taken square is: the word for the owner's emoji, the one mark a sighted player sees.
  const fox = Array.from({ length: 200 }, (_, i) => `user-${i}`).find((id) => ownerEmoji(id) === '🦊')!;

  it('names the square from 1 with its state, and whose it is', () => {
    expect(squareAriaLabel(cell({}))).toBe('Row 3, column 7, available');
    expect(squareAriaLabel(cell({ state: 'mine', ownerId: 'me' }))).toBe('Row 3, column 7, owned by you');
    expect(squareAriaLabel(cell({ state: 'taken', ownerId: fox }))).toBe('Row 3, column 7, taken by the fox player');
    expect(squareAriaLabel(cell({ state: 'selected' }))).toBe('Row 3, column 7, selected');
    expect(squareAriaLabel(cell({ state: 'held' }))).toBe('Row 3, column 7, held by someone in checkout');
    expect(squareAriaLabel(cell({ state: 'held-mine' }))).toBe('Row 3, column 7, held for you in checkout');
  });

  it('every owner of a taken square is named by their emoji', () => {
    for (const id of ['u1', 'u2', 'someone', fox]) {
      expect(squareAriaLabel(cell({ state: 'taken', ownerId: id }))).toBe(`Row 3, column 7, taken by the ${OWNER_EMOJI_NAMES[ownerEmoji(id)]} player`);
    }
  });

  it('adds the digits once drawn, the live winning square and every period the square won', () => {
    expect(squareAriaLabel(cell({ rowDigits: [4], columnDigits: [9], state: 'mine', winning: true, periods: ['Q1', 'FINAL'] }))).toBe(
      'Row 3, column 7, away digit 4, home digit 9, owned by you, winning square, 1st quarter winner, final winner',
    );
    expect(squareAriaLabel(cell({ rowDigits: [0], columnDigits: [0], state: 'taken', ownerId: fox, periods: ['Q2'] }))).toBe(
      'Row 3, column 7, away digit 0, home digit 0, taken by the fox player, halftime winner',
    );
    // Digits only once both are known.
    expect(squareAriaLabel(cell({ rowDigits: [4] }))).toBe('Row 3, column 7, available');
    // A 5x5 board's square says both digits of its row and of its column.
    expect(squareAriaLabel(cell({ rowDigits: [4, 7], columnDigits: [9, 0] }))).toBe('Row 3, column 7, away digits 4 and 7, home digits 9 and 0, available');
  });

  it("names a guest's square by the guest, and the organizer's paid mark", () => {
    expect(squareAriaLabel(cell({ state: 'taken', ownerId: 'guest:grandma jo', guestName: 'Grandma Jo' }))).toBe('Row 3, column 7, taken by Grandma Jo');
    expect(squareAriaLabel(cell({ state: 'taken', ownerId: fox, paid: true }))).toBe('Row 3, column 7, taken by the fox player, paid');
  });

  it('short names count from 1 too', () => {
    expect(squareShortName({ row: 0, column: 9 })).toBe('R1 · C10');
  });
});

describe('nextSquareIndex (roving focus)', () => {
  const at = (row: number, column: number) => row * 10 + column;

  it('moves with the arrows and stops at the edges', () => {
    expect(nextSquareIndex(at(3, 3), { key: 'ArrowRight' })).toBe(at(3, 4));
    expect(nextSquareIndex(at(3, 3), { key: 'ArrowLeft' })).toBe(at(3, 2));
    expect(nextSquareIndex(at(3, 3), { key: 'ArrowDown' })).toBe(at(4, 3));
    expect(nextSquareIndex(at(3, 3), { key: 'ArrowUp' })).toBe(at(2, 3));
    expect(nextSquareIndex(at(3, 9), { key: 'ArrowRight' })).toBe(at(3, 9));
    expect(nextSquareIndex(at(3, 0), { key: 'ArrowLeft' })).toBe(at(3, 0));
    expect(nextSquareIndex(at(0, 5), { key: 'ArrowUp' })).toBe(at(0, 5));
    expect(nextSquareIndex(at(9, 5), { key: 'ArrowDown' })).toBe(at(9, 5));
  });

  it('Home/End go to the ends of the row; with Ctrl to the corners; PageUp/PageDown along the column', () => {
    expect(nextSquareIndex(at(4, 6), { key: 'Home' })).toBe(at(4, 0));
    expect(nextSquareIndex(at(4, 6), { key: 'End' })).toBe(at(4, 9));
    expect(nextSquareIndex(at(4, 6), { key: 'Home', ctrlKey: true })).toBe(0);
    expect(nextSquareIndex(at(4, 6), { key: 'End', ctrlKey: true })).toBe(99);
    expect(nextSquareIndex(at(4, 6), { key: 'PageUp' })).toBe(at(0, 6));
    expect(nextSquareIndex(at(4, 6), { key: 'PageDown' })).toBe(at(9, 6));
  });

  it('ignores other keys (Enter and Space activate the square instead)', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a']) expect(nextSquareIndex(5, { key })).toBeNull();
  });

  it('moves on a board of any side (5x5)', () => {
    const on5 = (row: number, column: number) => row * 5 + column;
    expect(nextSquareIndex(on5(2, 4), { key: 'ArrowRight' }, 5)).toBe(on5(2, 4));
    expect(nextSquareIndex(on5(2, 3), { key: 'ArrowDown' }, 5)).toBe(on5(3, 3));
    expect(nextSquareIndex(on5(2, 3), { key: 'End', ctrlKey: true }, 5)).toBe(24);
    expect(nextSquareIndex(on5(2, 3), { key: 'PageDown' }, 5)).toBe(on5(4, 3));
  });
});
