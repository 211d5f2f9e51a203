/**
 * The Practice Pool Simulation (spec sections 2, 4 and 5 "Simulation", section 9 constants) as a
 * pure state machine. Everything random is drawn OUTSIDE the reducer (drawGame, takenSquareLabels)
 * from an injected RandomSource and handed in with the action, so the reducer is deterministic and
 * the whole game replays exactly from a seed. Timers live in the driver (simulation-driver.ts).
 *
 *   selecting --5th square--> (auto-start after 1 s, or Start) --> playing --4 quarters, 2 s apart--> complete
 *        ^------------------------------------ reset ----------------------------------------------|
 */
import { BOARD_SIZE, SQUARE_COUNT, coordinateKey, squareIndex, type Coordinate } from '../../../domain/board';
import { formatMoney, type Cents } from '../../../domain/money';
import { DEFAULT_HOUSE_FEE_BPS, PUBLIC_POOL_SCHEME, splitPot } from '../../../domain/payouts';
import { isDigitPermutation, winningSquare, type Digits, type Score } from '../../../domain/scoring';
import { maxPotCents } from '../../../domain/tiers';
import { randomInt, shuffle, type RandomSource } from '../../../domain/random';

/** Spec section 9: "exactly 5 squares, 4 quarters 2 s apart, auto-start delay 1 s, scores 7 to 41,
 * practice purchase price 5". */
export const SIMULATION_SQUARES = 5;
export const SIMULATION_QUARTERS = 4;
export const SIMULATION_QUARTER_INTERVAL_MS = 2000;
export const SIMULATION_AUTO_START_DELAY_MS = 1000;
export const SIMULATION_MIN_SCORE = 7;
export const SIMULATION_MAX_SCORE = 41;
export const SIMULATION_PRACTICE_PRICE_DOLLARS = 5;
export const SIMULATION_PRACTICE_PRICE_CENTS: Cents = SIMULATION_PRACTICE_PRICE_DOLLARS * 100;

/** "$5 practice money" — what each practice square would cost; nothing is ever charged. */
export const PRACTICE_PRICE_TEXT = `${formatMoney(SIMULATION_PRACTICE_PRICE_CENTS, { compact: true })} practice money`;

/** A full practice board at $5 a square, split like a public pool: the prize of each quarter. */
export const PRACTICE_POT_SPLIT = splitPot({
  potCents: maxPotCents(SIMULATION_PRACTICE_PRICE_CENTS),
  houseFeeBps: DEFAULT_HOUSE_FEE_BPS,
  scheme: PUBLIC_POOL_SCHEME,
});

/** The five fixed squares open to the player: different rows and columns, spread over the board. */
export const PRACTICE_AVAILABLE_SQUARES: readonly Coordinate[] = [
  { row: 1, column: 6 },
  { row: 2, column: 2 },
  { row: 4, column: 8 },
  { row: 6, column: 4 },
  { row: 8, column: 1 },
];

const DIGITS_0_9: readonly number[] = Array.from({ length: BOARD_SIZE }, (_, i) => i);

export type SimulationPhase = 'selecting' | 'playing' | 'complete';

/** What gets drawn at kick-off: both digit axes and the end-of-quarter scores. */
export type GameDraw = {
  /** columns = home digits (header row), rows = away digits (header column), as on real boards. */
  digits: Digits;
  /** Cumulative score at the end of quarters 1-4. */
  scores: readonly Score[];
};

export type SquareOwner = { kind: 'you' } | { kind: 'player'; label: string } | { kind: 'open' };

export type QuarterResult = {
  /** 1-4 */
  quarter: number;
  score: Score;
  /** The winning square (board row and column, 0-9). */
  square: Coordinate;
  owner: SquareOwner;
  userWon: boolean;
};

/** Something the player should be told: a toast and/or a live-region announcement. */
export type SimulationNotice =
  | { kind: 'maximum-reached'; seq: number }
  | { kind: 'select-five'; seq: number; selected: number }
  | { kind: 'started'; seq: number }
  | { kind: 'quarter'; seq: number; result: QuarterResult };

export type SimulationState = {
  phase: SimulationPhase;
  /** Squares the player may pick (the blue highlights). */
  available: readonly Coordinate[];
  /** Label of the simulated player on each square, by index row*10+column; '' where available. */
  labels: readonly string[];
  /** The player's squares, in the order chosen. */
  selected: readonly Coordinate[];
  /** Set at kick-off. */
  draw: GameDraw | null;
  /** One per quarter played, in order. */
  results: readonly QuarterResult[];
  /** The latest notice; `seq` grows with each one so repeats are still new. */
  notice: SimulationNotice | null;
};

export type SimulationAction =
  | { type: 'toggle'; square: Coordinate }
  | { type: 'start'; draw: GameDraw }
  | { type: 'quarter-end' }
  | { type: 'reset'; labels: readonly string[] };

const FIRST_INITIALS = 'AABBCCDDEGHJJKKLMMNPRRSSTTW';
const LAST_INITIALS = 'ABBCCDFGGHHJKLLMMNOPRRSSTWY';

/** A random two-letter label (initials) for each taken square; '' on the available ones. */
export function takenSquareLabels(
  random: RandomSource,
  available: readonly Coordinate[] = PRACTICE_AVAILABLE_SQUARES,
): string[] {
  const open = new Set(available.map(coordinateKey));
  return Array.from({ length: SQUARE_COUNT }, (_, index) => {
    const square = { row: Math.floor(index / BOARD_SIZE), column: index % BOARD_SIZE };
    if (open.has(coordinateKey(square))) return '';
    const first = FIRST_INITIALS[randomInt(random, 0, FIRST_INITIALS.length - 1)] ?? 'A';
    const last = LAST_INITIALS[randomInt(random, 0, LAST_INITIALS.length - 1)] ?? 'B';
    return first + last;
  });
}

/** Four random scores of 7-41 for one team, in game order (a score never goes down). */
function quarterScores(random: RandomSource): number[] {
  return Array.from({ length: SIMULATION_QUARTERS }, () => randomInt(random, SIMULATION_MIN_SCORE, SIMULATION_MAX_SCORE)).sort(
    (a, b) => a - b,
  );
}

/**
 * The kick-off draw: digits 0-9 shuffled for both axes (home columns first, then away rows) and,
 * for each team, four random end-of-quarter scores from 7 to 41 put in ascending order so the
 * scoreboard only ever goes up, as in a real game.
 */
export function drawGame(random: RandomSource): GameDraw {
  const columns = shuffle(DIGITS_0_9, random);
  const rows = shuffle(DIGITS_0_9, random);
  const home = quarterScores(random);
  const away = quarterScores(random);
  return {
    digits: { rows, columns },
    scores: home.map((h, i) => ({ home: h, away: away[i] ?? SIMULATION_MIN_SCORE })),
  };
}

export function createSimulation(
  labels: readonly string[],
  available: readonly Coordinate[] = PRACTICE_AVAILABLE_SQUARES,
): SimulationState {
  if (labels.length !== SQUARE_COUNT) {
    throw new RangeError(`A simulated board needs ${SQUARE_COUNT} labels, got ${labels.length}`);
  }
  return { phase: 'selecting', available, labels, selected: [], draw: null, results: [], notice: null };
}

/** A fresh simulation with random simulated players. */
export function newSimulation(
  random: RandomSource,
  available: readonly Coordinate[] = PRACTICE_AVAILABLE_SQUARES,
): SimulationState {
  return createSimulation(takenSquareLabels(random, available), available);
}

function sameSquare(a: Coordinate, b: Coordinate): boolean {
  return a.row === b.row && a.column === b.column;
}

export function isAvailable(state: SimulationState, square: Coordinate): boolean {
  return state.available.some((c) => sameSquare(c, square));
}

export function isSelected(state: SimulationState, square: Coordinate): boolean {
  return state.selected.some((c) => sameSquare(c, square));
}

function nextSeq(state: SimulationState): number {
  return (state.notice?.seq ?? 0) + 1;
}

function isValidDraw(draw: GameDraw): boolean {
  return (
    isDigitPermutation(draw.digits.rows) &&
    isDigitPermutation(draw.digits.columns) &&
    draw.scores.length === SIMULATION_QUARTERS &&
    draw.scores.every(
      (s) =>
        Number.isInteger(s.home) &&
        Number.isInteger(s.away) &&
        s.home >= SIMULATION_MIN_SCORE &&
        s.home <= SIMULATION_MAX_SCORE &&
        s.away >= SIMULATION_MIN_SCORE &&
        s.away <= SIMULATION_MAX_SCORE,
    )
  );
}

/** Who holds a square: the player, a simulated player, or nobody (an available square not picked). */
export function ownerOf(state: SimulationState, square: Coordinate): SquareOwner {
  if (isSelected(state, square)) return { kind: 'you' };
  if (isAvailable(state, square)) return { kind: 'open' };
  return { kind: 'player', label: state.labels[squareIndex(square)] ?? '' };
}

export function simulationReducer(state: SimulationState, action: SimulationAction): SimulationState {
  switch (action.type) {
    case 'toggle': {
      // Toggling only before the start, and only on the highlighted squares.
      if (state.phase !== 'selecting' || !isAvailable(state, action.square)) return state;
      if (isSelected(state, action.square)) {
        return { ...state, selected: state.selected.filter((c) => !sameSquare(c, action.square)) };
      }
      if (state.selected.length >= SIMULATION_SQUARES) {
        return { ...state, notice: { kind: 'maximum-reached', seq: nextSeq(state) } };
      }
      return { ...state, selected: [...state.selected, { row: action.square.row, column: action.square.column }] };
    }
    case 'start': {
      if (state.phase !== 'selecting') return state;
      if (state.selected.length !== SIMULATION_SQUARES) {
        return { ...state, notice: { kind: 'select-five', seq: nextSeq(state), selected: state.selected.length } };
      }
      if (!isValidDraw(action.draw)) throw new RangeError('A simulation draw needs two digit permutations and four scores of 7-41');
      return { ...state, phase: 'playing', draw: action.draw, results: [], notice: { kind: 'started', seq: nextSeq(state) } };
    }
    case 'quarter-end': {
      if (state.phase !== 'playing' || !state.draw) return state;
      const quarter = state.results.length + 1;
      const score = state.draw.scores[quarter - 1];
      if (!score) return state;
      // The shared scoring rule (D3): column = last digit of the home score, row = last digit of away.
      const square = winningSquare(state.draw.digits, score);
      const owner = ownerOf(state, square);
      const result: QuarterResult = { quarter, score: { ...score }, square, owner, userWon: owner.kind === 'you' };
      return {
        ...state,
        phase: quarter >= SIMULATION_QUARTERS ? 'complete' : 'playing',
        results: [...state.results, result],
        notice: { kind: 'quarter', seq: nextSeq(state), result },
      };
    }
    case 'reset':
      return createSimulation(action.labels, state.available);
  }
}

// ---- Selectors: everything the page shows, derived from the state. ----

export function isStarted(state: SimulationState): boolean {
  return state.phase !== 'selecting';
}

/** Can the game start now (exactly five squares chosen, not yet started)? */
export function canStart(state: SimulationState): boolean {
  return state.phase === 'selecting' && state.selected.length === SIMULATION_SQUARES;
}

export function squaresRemaining(state: SimulationState): number {
  return Math.max(0, SIMULATION_SQUARES - state.selected.length);
}

/** The quarter in play (1-4) while playing, 4 once complete, 0 before the start. */
export function currentQuarter(state: SimulationState): number {
  if (state.phase === 'selecting') return 0;
  if (state.phase === 'complete') return SIMULATION_QUARTERS;
  return Math.min(SIMULATION_QUARTERS, state.results.length + 1);
}

/** The scoreboard: the score at the end of the latest quarter played, 0-0 before. */
export function currentScore(state: SimulationState): Score {
  const last = state.results.at(-1);
  return last ? { ...last.score } : { home: 0, away: 0 };
}

/** "Pregame", "Q1"-"Q4" or "Final". */
export function gameClock(state: SimulationState): string {
  if (state.phase === 'selecting') return 'Pregame';
  if (state.phase === 'complete') return 'Final';
  return `Q${currentQuarter(state)}`;
}

export function quartersWon(state: SimulationState): QuarterResult[] {
  return state.results.filter((r) => r.userWon);
}

/** What the player's winning squares would have paid in a full $5 pool: practice money only. */
export function practiceWinningsCents(state: SimulationState): Cents {
  return quartersWon(state).reduce((total, r) => total + (PRACTICE_POT_SPLIT.periodCents[r.quarter - 1] ?? 0), 0);
}

export type CellStatus = 'available' | 'mine' | 'taken';

export type CellView = {
  row: number;
  column: number;
  status: CellStatus;
  /** 'YOU' on the player's squares, initials on taken ones, '' on open ones. */
  label: string;
  /** Quarters (1-4) this square won. */
  wins: number[];
  /** The square that won the quarter just played. */
  latestWinner: boolean;
  /** The player may toggle it right now. */
  selectable: boolean;
};

export function cellAt(state: SimulationState, square: Coordinate): CellView {
  const owner = ownerOf(state, square);
  const wins = state.results.filter((r) => sameSquare(r.square, square)).map((r) => r.quarter);
  const latest = state.results.at(-1);
  return {
    row: square.row,
    column: square.column,
    status: owner.kind === 'you' ? 'mine' : owner.kind === 'open' ? 'available' : 'taken',
    label: owner.kind === 'you' ? 'YOU' : owner.kind === 'player' ? owner.label : '',
    wins,
    latestWinner: latest !== undefined && sameSquare(latest.square, square),
    selectable: state.phase === 'selecting' && owner.kind !== 'player',
  };
}

/** The header digit of a column (home) or row (away), or null before the draw. */
export function headerDigit(state: SimulationState, axis: 'column' | 'row', position: number): number | null {
  if (!state.draw) return null;
  const digits = axis === 'column' ? state.draw.digits.columns : state.draw.digits.rows;
  return digits[position] ?? null;
}

/** The timer the page should be running in this state, if any (keyed so it is not restarted needlessly). */
export type SimulationTimer =
  | { kind: 'auto-start'; delayMs: number; key: string }
  | { kind: 'quarter-end'; delayMs: number; key: string };

export function pendingTimer(state: SimulationState): SimulationTimer | null {
  if (canStart(state)) {
    return {
      kind: 'auto-start',
      delayMs: SIMULATION_AUTO_START_DELAY_MS,
      key: `auto-start:${state.selected.map(coordinateKey).join('|')}`,
    };
  }
  if (state.phase === 'playing' && state.results.length < SIMULATION_QUARTERS) {
    return { kind: 'quarter-end', delayMs: SIMULATION_QUARTER_INTERVAL_MS, key: `quarter-end:${state.results.length + 1}` };
  }
  return null;
}
