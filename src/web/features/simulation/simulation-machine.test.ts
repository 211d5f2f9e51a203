import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allCoordinates, type Coordinate } from '../../../domain/board';
import { isDigitPermutation, winningSquare } from '../../../domain/scoring';
import { seededRandom } from '../../../domain/random';
import {
  PRACTICE_AVAILABLE_SQUARES,
  PRACTICE_POT_SPLIT,
  PRACTICE_PRICE_TEXT,
  SIMULATION_AUTO_START_DELAY_MS,
  SIMULATION_MAX_SCORE,
  SIMULATION_MIN_SCORE,
  SIMULATION_PRACTICE_PRICE_CENTS,
  SIMULATION_PRACTICE_PRICE_DOLLARS,
  SIMULATION_QUARTERS,
  SIMULATION_QUARTER_INTERVAL_MS,
  SIMULATION_SQUARES,
  canStart,
  cellAt,
  createSimulation,
  currentQuarter,
  currentScore,
  drawGame,
  gameClock,
  headerDigit,
  isStarted,
  newSimulation,
  ownerOf,
  pendingTimer,
  practiceWinningsCents,
  quartersWon,
  simulationReducer,
  squaresRemaining,
  takenSquareLabels,
  type GameDraw,
  type SimulationAction,
  type SimulationState,
} from './simulation-machine';
import { DIGITS, DRAW, LABELS, pick, quarters } from './simulation-fixtures';


function fresh(available: readonly Coordinate[] = PRACTICE_AVAILABLE_SQUARES): SimulationState {
  return createSimulation(takenSquareLabels(seededRandom(1), available), available);
}

function run(state: SimulationState, ...actions: SimulationAction[]): SimulationState {
  return actions.reduce(simulationReducer, state);
}

function pickAll(state: SimulationState = fresh()): SimulationState {
  return run(state, ...pick());
}

function started(): SimulationState {
  return run(pickAll(), { type: 'start', draw: DRAW });
}

function playAll(state: SimulationState = started()): SimulationState {
  return run(state, ...quarters());
}

const TAKEN = allCoordinates().find(
  (c) => !PRACTICE_AVAILABLE_SQUARES.some((a) => a.row === c.row && a.column === c.column),
) as Coordinate;

describe('spec section 9 constants', () => {
  it('are exactly 5 squares, 4 quarters 2 s apart, auto-start after 1 s, scores 7 to 41, price 5', () => {
    expect(SIMULATION_SQUARES).toBe(5);
    expect(SIMULATION_QUARTERS).toBe(4);
    expect(SIMULATION_QUARTER_INTERVAL_MS).toBe(2000);
    expect(SIMULATION_AUTO_START_DELAY_MS).toBe(1000);
    expect(SIMULATION_MIN_SCORE).toBe(7);
    expect(SIMULATION_MAX_SCORE).toBe(41);
    expect(SIMULATION_PRACTICE_PRICE_DOLLARS).toBe(5);
    expect(SIMULATION_PRACTICE_PRICE_CENTS).toBe(500);
  });

  it('shows the price as practice money and splits a full $5 board like a public pool', () => {
    expect(PRACTICE_PRICE_TEXT).toBe('$5 practice money');
    expect(PRACTICE_POT_SPLIT.potCents).toBe(50_000);
    expect(PRACTICE_POT_SPLIT.houseFeeCents).toBe(5_000);
    expect(PRACTICE_POT_SPLIT.periodCents).toEqual([11_250, 11_250, 11_250, 11_250]);
  });
});

describe('the board', () => {
  it('has five fixed, distinct available squares on different rows and columns', () => {
    expect(PRACTICE_AVAILABLE_SQUARES).toHaveLength(5);
    expect(new Set(PRACTICE_AVAILABLE_SQUARES.map((c) => c.row)).size).toBe(5);
    expect(new Set(PRACTICE_AVAILABLE_SQUARES.map((c) => c.column)).size).toBe(5);
  });

  it('shows every other square as taken by a simulated player with a random two-letter label', () => {
    const state = fresh();
    const statuses = allCoordinates().map((c) => cellAt(state, c));
    expect(statuses.filter((c) => c.status === 'available')).toHaveLength(5);
    const taken = statuses.filter((c) => c.status === 'taken');
    expect(taken).toHaveLength(95);
    for (const cell of taken) expect(cell.label).toMatch(/^[A-Z]{2}$/);
    for (const square of PRACTICE_AVAILABLE_SQUARES) expect(cellAt(state, square)).toMatchObject({ status: 'available', label: '', selectable: true });
    // Random, not all the same.
    expect(new Set(taken.map((c) => c.label)).size).toBeGreaterThan(20);
  });

  it('labels are deterministic per seed and differ between seeds', () => {
    expect(takenSquareLabels(seededRandom(7))).toEqual(takenSquareLabels(seededRandom(7)));
    expect(takenSquareLabels(seededRandom(7))).not.toEqual(takenSquareLabels(seededRandom(8)));
    expect(LABELS).toHaveLength(100);
  });

  it('refuses a board without 100 labels', () => {
    expect(() => createSimulation(['AB'])).toThrow(RangeError);
  });

  it('starts with nothing selected, no digits, no quarter and a 0-0 pregame score', () => {
    const state = newSimulation(seededRandom(3));
    expect(state.phase).toBe('selecting');
    expect(state.selected).toEqual([]);
    expect(headerDigit(state, 'column', 0)).toBeNull();
    expect(headerDigit(state, 'row', 9)).toBeNull();
    expect(currentQuarter(state)).toBe(0);
    expect(currentScore(state)).toEqual({ home: 0, away: 0 });
    expect(gameClock(state)).toBe('Pregame');
    expect(isStarted(state)).toBe(false);
    expect(pendingTimer(state)).toBeNull();
  });
});

describe('choosing squares', () => {
  it('toggles an available square on and off', () => {
    const square = PRACTICE_AVAILABLE_SQUARES[0] as Coordinate;
    const on = run(fresh(), { type: 'toggle', square });
    expect(on.selected).toEqual([square]);
    expect(cellAt(on, square)).toMatchObject({ status: 'mine', label: 'YOU', selectable: true });
    expect(ownerOf(on, square)).toEqual({ kind: 'you' });
    const off = run(on, { type: 'toggle', square });
    expect(off.selected).toEqual([]);
    expect(cellAt(off, square).status).toBe('available');
  });

  it('ignores taken squares (same state object, no notice)', () => {
    const state = fresh();
    expect(simulationReducer(state, { type: 'toggle', square: TAKEN })).toBe(state);
    expect(cellAt(state, TAKEN)).toMatchObject({ status: 'taken', selectable: false });
  });

  it('counts the squares still to choose', () => {
    let state = fresh();
    expect(squaresRemaining(state)).toBe(5);
    for (const [i, square] of PRACTICE_AVAILABLE_SQUARES.entries()) {
      state = run(state, { type: 'toggle', square });
      expect(state.selected).toHaveLength(i + 1);
      expect(squaresRemaining(state)).toBe(4 - i);
    }
    expect(canStart(state)).toBe(true);
  });

  it('refuses a sixth square with a maximum-reached notice (needs a board with more than five open)', () => {
    const six = [...PRACTICE_AVAILABLE_SQUARES, { row: 9, column: 9 }];
    const full = run(fresh(six), ...PRACTICE_AVAILABLE_SQUARES.map((square) => ({ type: 'toggle' as const, square })));
    const refused = run(full, { type: 'toggle', square: { row: 9, column: 9 } });
    expect(refused.selected).toEqual(full.selected);
    expect(refused.notice).toEqual({ kind: 'maximum-reached', seq: 1 });
    // Each refusal is a new notice, so it can be shown again.
    const again = run(refused, { type: 'toggle', square: { row: 9, column: 9 } });
    expect(again.notice).toEqual({ kind: 'maximum-reached', seq: 2 });
    // Deselecting one makes room again.
    const swapped = run(again, { type: 'toggle', square: PRACTICE_AVAILABLE_SQUARES[0] as Coordinate }, { type: 'toggle', square: { row: 9, column: 9 } });
    expect(swapped.selected).toHaveLength(5);
    expect(swapped.selected).toContainEqual({ row: 9, column: 9 });
  });

  it('locks the board once started: no toggling at all', () => {
    const state = started();
    for (const square of [...PRACTICE_AVAILABLE_SQUARES, TAKEN]) {
      expect(simulationReducer(state, { type: 'toggle', square })).toBe(state);
      expect(cellAt(state, square).selectable).toBe(false);
    }
    const done = playAll();
    expect(simulationReducer(done, { type: 'toggle', square: PRACTICE_AVAILABLE_SQUARES[0] as Coordinate })).toBe(done);
  });

  it('never selects more than five nor anything unavailable, whatever the clicks (property)', () => {
    const six = [...PRACTICE_AVAILABLE_SQUARES, { row: 0, column: 0 }, { row: 9, column: 9 }];
    fc.assert(
      fc.property(fc.array(fc.record({ row: fc.integer({ min: 0, max: 9 }), column: fc.integer({ min: 0, max: 9 }) }), { maxLength: 60 }), (clicks) => {
        const state = run(fresh(six), ...clicks.map((square) => ({ type: 'toggle' as const, square })));
        expect(state.selected.length).toBeLessThanOrEqual(SIMULATION_SQUARES);
        for (const square of state.selected) expect(six).toContainEqual(square);
        expect(new Set(state.selected.map((c) => `${c.row},${c.column}`)).size).toBe(state.selected.length);
      }),
    );
  });
});

describe('starting', () => {
  it.each([0, 1, 4])('refuses to start with %i squares: select-five notice, still selecting', (count) => {
    const state = run(fresh(), ...PRACTICE_AVAILABLE_SQUARES.slice(0, count).map((square) => ({ type: 'toggle' as const, square })));
    const refused = run(state, { type: 'start', draw: DRAW });
    expect(refused.phase).toBe('selecting');
    expect(refused.draw).toBeNull();
    expect(refused.notice).toEqual({ kind: 'select-five', seq: 1, selected: count });
  });

  it('starts with exactly five: draws the digits, quarter 1 in play, started notice', () => {
    const state = started();
    expect(state.phase).toBe('playing');
    expect(state.draw).toBe(DRAW);
    expect(state.notice).toMatchObject({ kind: 'started' });
    expect(isStarted(state)).toBe(true);
    expect(currentQuarter(state)).toBe(1);
    expect(gameClock(state)).toBe('Q1');
    expect(currentScore(state)).toEqual({ home: 0, away: 0 });
    expect(headerDigit(state, 'column', 0)).toBe(2);
    expect(headerDigit(state, 'row', 0)).toBe(7);
  });

  it('ignores a second start and rejects a malformed draw', () => {
    const state = started();
    expect(simulationReducer(state, { type: 'start', draw: DRAW })).toBe(state);
    const bad: GameDraw = { ...DRAW, scores: [{ home: 6, away: 10 }, ...DRAW.scores.slice(1)] };
    expect(() => run(pickAll(), { type: 'start', draw: bad })).toThrow(RangeError);
    const badDigits: GameDraw = { ...DRAW, digits: { rows: DIGITS.rows, columns: [0, 0, 1, 2, 3, 4, 5, 6, 7, 8] } };
    expect(() => run(pickAll(), { type: 'start', draw: badDigits })).toThrow(RangeError);
  });
});

describe('drawGame', () => {
  it('shuffles 0-9 for both axes and gives four scores of 7-41 per team that never go down (property)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const draw = drawGame(seededRandom(seed));
        expect(isDigitPermutation(draw.digits.rows)).toBe(true);
        expect(isDigitPermutation(draw.digits.columns)).toBe(true);
        expect(draw.scores).toHaveLength(4);
        draw.scores.forEach((s, i) => {
          for (const points of [s.home, s.away]) {
            expect(Number.isInteger(points)).toBe(true);
            expect(points).toBeGreaterThanOrEqual(7);
            expect(points).toBeLessThanOrEqual(41);
          }
          const previous = draw.scores[i - 1];
          if (previous) {
            expect(s.home).toBeGreaterThanOrEqual(previous.home);
            expect(s.away).toBeGreaterThanOrEqual(previous.away);
          }
        });
      }),
    );
  });

  it('is deterministic per seed, and actually random across seeds', () => {
    expect(drawGame(seededRandom(42))).toEqual(drawGame(seededRandom(42)));
    const draws = Array.from({ length: 40 }, (_, seed) => drawGame(seededRandom(seed)));
    expect(new Set(draws.map((d) => d.digits.columns.join(''))).size).toBeGreaterThan(30);
    const scores = new Set(draws.flatMap((d) => d.scores.flatMap((s) => [s.home, s.away])));
    expect(Math.min(...scores)).toBeLessThan(12);
    expect(Math.max(...scores)).toBeGreaterThan(36);
  });

  it('can produce both ends of the range: 7 and 41', () => {
    const low = drawGame(() => 0);
    expect(low.scores.every((s) => s.home === 7 && s.away === 7)).toBe(true);
    const high = drawGame(() => 0.999999);
    expect(high.scores.every((s) => s.home === 41 && s.away === 41)).toBe(true);
  });
});

describe('quarters', () => {
  it('plays one quarter per quarter-end, with the winner from the shared scoring rule (D3)', () => {
    let state = started();
    const expected = [
      { row: 1, column: 6 },
      { row: 0, column: 0 },
      { row: 2, column: 3 },
      { row: 1, column: 5 },
    ];
    for (let q = 1; q <= 4; q++) {
      state = run(state, { type: 'quarter-end' });
      const result = state.results[q - 1];
      expect(result?.quarter).toBe(q);
      expect(result?.score).toEqual(DRAW.scores[q - 1]);
      expect(result?.square).toEqual(expected[q - 1]);
      expect(result?.square).toEqual(winningSquare(DIGITS, DRAW.scores[q - 1] ?? { home: 0, away: 0 }));
      expect(state.notice).toMatchObject({ kind: 'quarter', result });
      expect(currentScore(state)).toEqual(DRAW.scores[q - 1]);
    }
    expect(state.phase).toBe('complete');
  });

  it("marks a quarter won when the winning square is one of the player's (YOU WON!)", () => {
    const state = run(started(), { type: 'quarter-end' });
    expect(state.results[0]).toMatchObject({ userWon: true, owner: { kind: 'you' } });
    expect(cellAt(state, { row: 1, column: 6 })).toMatchObject({ status: 'mine', label: 'YOU', wins: [1], latestWinner: true });
    const next = run(state, { type: 'quarter-end' });
    expect(next.results[1]).toMatchObject({ userWon: false, owner: { kind: 'player', label: LABELS[0] } });
    expect(cellAt(next, { row: 1, column: 6 }).latestWinner).toBe(false);
    expect(cellAt(next, { row: 0, column: 0 })).toMatchObject({ status: 'taken', wins: [2], latestWinner: true });
  });

  it('reports an open square as the winner when nobody holds it', () => {
    const six = [...PRACTICE_AVAILABLE_SQUARES, { row: 0, column: 0 }];
    const state = run(
      fresh(six),
      ...PRACTICE_AVAILABLE_SQUARES.map((square) => ({ type: 'toggle' as const, square })),
      { type: 'start', draw: DRAW },
      { type: 'quarter-end' },
      { type: 'quarter-end' },
    );
    expect(state.results[1]).toMatchObject({ owner: { kind: 'open' }, userWon: false });
  });

  it('collects every quarter a square won', () => {
    const same: GameDraw = { digits: DIGITS, scores: [{ home: 9, away: 13 }, { home: 19, away: 23 }, { home: 29, away: 33 }, { home: 39, away: 41 }] };
    const done = playAll(run(pickAll(), { type: 'start', draw: same }));
    expect(cellAt(done, { row: 1, column: 6 }).wins).toEqual([1, 2, 3]);
    expect(quartersWon(done).map((r) => r.quarter)).toEqual([1, 2, 3]);
    expect(practiceWinningsCents(done)).toBe(3 * 11_250);
  });

  it("shows 'Quarter: q/4' as the quarter in play, then 4 once complete", () => {
    let state = started();
    const quarters = [currentQuarter(state)];
    const clocks = [gameClock(state)];
    for (let i = 0; i < 4; i++) {
      state = run(state, { type: 'quarter-end' });
      quarters.push(currentQuarter(state));
      clocks.push(gameClock(state));
    }
    expect(quarters).toEqual([1, 2, 3, 4, 4]);
    expect(clocks).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'Final']);
  });

  it('ignores quarter-end before the start and after the fourth quarter', () => {
    const before = pickAll();
    expect(simulationReducer(before, { type: 'quarter-end' })).toBe(before);
    const done = playAll();
    expect(done.results).toHaveLength(4);
    expect(simulationReducer(done, { type: 'quarter-end' })).toBe(done);
  });

  it('sums practice winnings only for quarters the player won', () => {
    const done = playAll();
    expect(quartersWon(done).map((r) => r.quarter)).toEqual([1]);
    expect(practiceWinningsCents(done)).toBe(11_250);
    expect(practiceWinningsCents(fresh())).toBe(0);
  });
});

describe('timers the page should run', () => {
  it('auto-starts 1 s after the fifth square, keyed on the selection', () => {
    const four = run(fresh(), ...PRACTICE_AVAILABLE_SQUARES.slice(0, 4).map((square) => ({ type: 'toggle' as const, square })));
    expect(pendingTimer(four)).toBeNull();
    const five = pickAll();
    expect(pendingTimer(five)).toMatchObject({ kind: 'auto-start', delayMs: 1000 });
  });

  it('then one quarter-end every 2 s until the fourth', () => {
    let state = started();
    for (let q = 1; q <= 4; q++) {
      expect(pendingTimer(state)).toEqual({ kind: 'quarter-end', delayMs: 2000, key: `quarter-end:${q}` });
      state = run(state, { type: 'quarter-end' });
    }
    expect(pendingTimer(state)).toBeNull();
  });
});

describe('reset', () => {
  it.each([
    ['while choosing', () => run(fresh(), { type: 'toggle', square: PRACTICE_AVAILABLE_SQUARES[0] as Coordinate })],
    ['mid-game', () => run(started(), { type: 'quarter-end' })],
    ['at the end', () => playAll()],
  ])('clears everything %s', (_, make) => {
    const labels = takenSquareLabels(seededRandom(99));
    const state = run(make(), { type: 'reset', labels });
    expect(state).toEqual(createSimulation(labels));
    expect(state.phase).toBe('selecting');
    expect(state.selected).toEqual([]);
    expect(state.draw).toBeNull();
    expect(state.results).toEqual([]);
    expect(state.notice).toBeNull();
    expect(currentScore(state)).toEqual({ home: 0, away: 0 });
  });

  it('keeps the board it was given (custom available squares)', () => {
    const six = [...PRACTICE_AVAILABLE_SQUARES, { row: 0, column: 0 }];
    const state = run(fresh(six), { type: 'reset', labels: takenSquareLabels(seededRandom(2), six) });
    expect(state.available).toBe(six);
  });
});

describe('determinism', () => {
  it('replays the same game from the same seed', () => {
    const play = (seed: number) => {
      const random = seededRandom(seed);
      const state = pickAll(newSimulation(random));
      return playAll(run(state, { type: 'start', draw: drawGame(random) }));
    };
    expect(play(2025)).toEqual(play(2025));
    expect(play(2025).results).not.toEqual(play(2026).results);
  });
});
