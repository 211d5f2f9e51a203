/**
 * What each square of a board (100, or 25 on a 5x5 board) shows (spec section 4 "Board"): empty, owned
 * by someone (their initials on their colour, and their emoji where it renders, all from the owner id),
 * owned by the viewer, held for a player who is paying for it, selected in the cart, and winning. Pure,
 * so the board component only draws what this decides and the screen-reader labels are unit-tested.
 */
import { coordinateKey, type Coordinate } from '../../../domain/board';
import { boardGeometry, type BoardGeometry } from '../../../domain/board-geometry';
import { boardHeaders, digitGroupWords, type DigitGroup } from '../../../domain/digit-groups';
import { ownerEmojiName } from '../../../domain/owner-emoji';
import type { Period } from '../../../domain/periods';
import type { Digits } from '../../../domain/scoring';

/**
 * 'held': nobody owns it yet, but a player is paying for it (at most 10 minutes): taken for everyone.
 * 'held-mine': held for the viewer's own checkout (their GET /api/pools/{id}/my-checkout).
 */
export type SquareState = 'available' | 'mine' | 'taken' | 'held' | 'held-mine' | 'selected';

/**
 * The fields of a sold square the board needs (a Square from the API satisfies it). An organizer-collected
 * pool's square entered for someone without an account has no user id but a guest name (D19).
 */
export type BoardSquare = { row: number; column: number; userId: string | null; guestName?: string | null; organizerPaid?: boolean };

/** The owner key of a guest's square: guests are told apart by name, as the server does. */
export function guestOwnerId(guestName: string): string {
  return `guest:${guestName.toLowerCase()}`;
}

export type BoardCell = Coordinate & {
  /** row * side + column: the canonical order of the board. */
  index: number;
  state: SquareState;
  ownerId: string | null;
  /** A square the organizer entered for someone without an account: their name. */
  guestName: string | null;
  /** Shown to the organizer only (showPaid): the organizer marked this square paid. */
  paid: boolean;
  /** A square the current score points at (gold): the forward one, and the reversed one with reverse winners. */
  winning: boolean;
  /** Periods this square has already won (Q1, Q2, Q3, FINAL), in period order. */
  periods: Period[];
  /**
   * The away team's digits of this row and the home team's digits of this column, once drawn (D3): one
   * each on a 10x10 board, two each on a 5x5 board.
   */
  rowDigits: DigitGroup | null;
  columnDigits: DigitGroup | null;
};

export type BoardModelInput = {
  squares: readonly BoardSquare[];
  /** The signed-in viewer; null for a visitor. */
  userId: string | null;
  /** The viewer's cart. */
  selected: readonly Coordinate[];
  /** Squares held for players who are paying for them (the pool's `held`). */
  held?: readonly Coordinate[];
  /** Of those, the ones held for the viewer's own checkout. */
  heldByViewer?: readonly Coordinate[];
  /** The numbers the board shows (with new numbers each period, the chosen period's set). */
  digits: Digits | null;
  /** The board's shape; 10x10 unless given. */
  geometry?: BoardGeometry;
  /**
   * The squares the live (or final) score points at (with reverse winners, the reversed one too); null
   * or empty before the game or before the draw.
   */
  winning: Coordinate | readonly Coordinate[] | null;
  /** Settled period winners, from domain periodWinners(). */
  periodWinners?: readonly (Coordinate & { period: Period })[];
  /** The organizer's view of an organizer-collected pool: squares marked paid carry a paid mark. */
  showPaid?: boolean;
};

export function buildBoardCells(input: BoardModelInput): BoardCell[] {
  const owners = new Map<string, string>();
  const guests = new Map<string, string>();
  const paid = new Set<string>();
  for (const square of input.squares) {
    const key = coordinateKey(square);
    if (square.userId !== null) owners.set(key, square.userId);
    else if (square.guestName) {
      owners.set(key, guestOwnerId(square.guestName));
      guests.set(key, square.guestName);
    }
    if (square.organizerPaid === true) paid.add(key);
  }
  const selected = new Set(input.selected.map(coordinateKey));
  const held = new Set((input.held ?? []).map(coordinateKey));
  const heldByViewer = new Set((input.heldByViewer ?? []).map(coordinateKey));
  const periods = new Map<string, Period[]>();
  for (const winner of input.periodWinners ?? []) {
    const key = coordinateKey(winner);
    periods.set(key, [...(periods.get(key) ?? []), winner.period]);
  }
  const winningList = input.winning === null ? [] : 'row' in input.winning ? [input.winning] : input.winning;
  const winningKeys = new Set(winningList.map(coordinateKey));
  const geometry = input.geometry ?? boardGeometry(100);
  const headers = boardHeaders(input.digits, geometry);

  return Array.from({ length: geometry.side * geometry.side }, (_, index) => {
    const row = Math.floor(index / geometry.side);
    const column = index % geometry.side;
    const key = coordinateKey({ row, column });
    const ownerId = owners.get(key) ?? null;
    const guestName = guests.get(key) ?? null;
    let state: SquareState = 'available';
    if (ownerId !== null) state = ownerId === input.userId ? 'mine' : 'taken';
    else if (held.has(key)) state = heldByViewer.has(key) ? 'held-mine' : 'held';
    else if (selected.has(key)) state = 'selected';
    return {
      row,
      column,
      index,
      state,
      ownerId,
      guestName,
      paid: input.showPaid === true && ownerId !== null && paid.has(key),
      winning: winningKeys.has(key),
      periods: periods.get(key) ?? [],
      rowDigits: headers?.rows[row] ?? null,
      columnDigits: headers?.columns[column] ?? null,
    };
  });
}

/** What a square is, in words; a taken square says whose (a guest by name, a player by their emoji's word). */
function stateWords(cell: BoardCell): string {
  switch (cell.state) {
    case 'available':
      return 'available';
    case 'selected':
      return 'selected';
    case 'mine':
      return 'owned by you';
    case 'held':
      return 'held by someone in checkout';
    case 'held-mine':
      return 'held for you in checkout';
    case 'taken':
      if (cell.guestName !== null) return `taken by ${cell.guestName}`;
      return cell.ownerId === null ? 'taken' : `taken by the ${ownerEmojiName(cell.ownerId)} player`;
  }
}

const PERIOD_WORDS: Record<Period, string> = {
  Q1: '1st quarter winner',
  Q2: 'halftime winner',
  Q3: '3rd quarter winner',
  FINAL: 'final winner',
};

/**
 * The square's accessible name: its position (rows and columns count from 1 for people), its digits once
 * drawn, what it is and whose, and what it won: "Row 3, column 7, available"; "Row 3, column 7, away
 * digit 4, home digit 9, taken by the fox player, winning square, 1st quarter winner"; on a 5x5 board
 * "away digits 4 and 7, home digits 9 and 0".
 */
export function squareAriaLabel(cell: BoardCell): string {
  const parts = [`Row ${cell.row + 1}`, `column ${cell.column + 1}`];
  if (cell.rowDigits && cell.rowDigits.length > 0 && cell.columnDigits && cell.columnDigits.length > 0) {
    parts.push(`away ${digitGroupWords(cell.rowDigits)}`, `home ${digitGroupWords(cell.columnDigits)}`);
  }
  parts.push(stateWords(cell));
  if (cell.paid) parts.push('paid');
  if (cell.winning) parts.push('winning square');
  for (const period of cell.periods) parts.push(PERIOD_WORDS[period]);
  return parts.join(', ');
}

/** "R3 · C7", the short form in the cart and lists (1-based, like the labels). */
export function squareShortName(square: Coordinate): string {
  return `R${square.row + 1} · C${square.column + 1}`;
}

/** The small tag of a period win on a square. */
export const PERIOD_TAGS: Record<Period, string> = { Q1: 'Q1', Q2: 'HT', Q3: 'Q3', FINAL: 'F' };
