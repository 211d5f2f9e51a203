// Shared by the simulation's tests only (never imported by the app).
import type { Digits } from '../../../domain/scoring';
import { seededRandom } from '../../../domain/random';
import {
  PRACTICE_AVAILABLE_SQUARES,
  SIMULATION_QUARTERS,
  createSimulation,
  simulationReducer,
  takenSquareLabels,
  type GameDraw,
  type SimulationAction,
  type SimulationState,
} from './simulation-machine';

// Rows (away) and columns (home) deliberately different, so a swapped axis fails the tests.
export const DIGITS: Digits = {
  rows: [7, 3, 0, 9, 1, 4, 8, 2, 6, 5],
  columns: [2, 8, 5, 0, 6, 1, 9, 4, 3, 7],
};

/** Scores chosen so Q1 lands on the player's square (1,6) and the rest on taken squares. */
export const DRAW: GameDraw = {
  digits: DIGITS,
  // Q1: home 19 -> column of 9 = 6; away 13 -> row of 3 = 1 => (1,6), one of the practice squares.
  // Q2: home 22 -> column 0; away 17 -> row 0 => (0,0), taken.
  // Q3: home 30 -> column 3; away 20 -> row 2 => (2,3), taken.
  // Q4: home 41 -> column 5; away 33 -> row 1 => (1,5), taken.
  scores: [
    { home: 19, away: 13 },
    { home: 22, away: 17 },
    { home: 30, away: 20 },
    { home: 41, away: 33 },
  ],
};

/** The names on the taken squares of a practice board made with seededRandom(1). */
export const LABELS = takenSquareLabels(seededRandom(1));

/** A practice board (labels from seededRandom(1)) after these actions. */
export function play(...actions: SimulationAction[]): SimulationState {
  return actions.reduce(simulationReducer, createSimulation(LABELS));
}

/** Toggles the first n practice squares (all five by default). */
export function pick(n: number = PRACTICE_AVAILABLE_SQUARES.length): SimulationAction[] {
  return PRACTICE_AVAILABLE_SQUARES.slice(0, n).map((square) => ({ type: 'toggle' as const, square }));
}

/** n quarter ends (the whole game by default). */
export function quarters(n: number = SIMULATION_QUARTERS): SimulationAction[] {
  return Array.from({ length: n }, () => ({ type: 'quarter-end' as const }));
}
