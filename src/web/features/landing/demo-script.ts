/**
 * The landing page's simulated board, as a pure function of a tick counter. One loop:
 * filling (players claim all 100 squares) -> numbers (digits drawn for both axes) -> playing (four
 * quarters of scoring) -> winner (the final winner celebrates) -> reset, then again from the start.
 * Presentation only: the data is a fixed, made-up game. Winners come from the real scoring rule.
 */
import { SQUARE_COUNT } from '../../../domain/board';
import { seededRandom, shuffle } from '../../../domain/random';
import { PERIODS, type Period } from '../../../domain/periods';
import { winningSquare, type Digits, type Score } from '../../../domain/scoring';

export type DemoPhase = 'filling' | 'numbers' | 'playing' | 'winner' | 'reset';

export const DEMO_PHASES: readonly DemoPhase[] = ['filling', 'numbers', 'playing', 'winner', 'reset'];

/** Milliseconds per tick. */
export const DEMO_TICK_MS = 240;

const SQUARES_PER_TICK = 5;
const TICKS_PER_QUARTER = 7;

/** Length of each phase in ticks. */
export const DEMO_PHASE_TICKS: Record<DemoPhase, number> = {
  filling: SQUARE_COUNT / SQUARES_PER_TICK + 2,
  numbers: 8,
  playing: PERIODS.length * TICKS_PER_QUARTER,
  winner: 16,
  reset: 4,
};

export const DEMO_CYCLE_TICKS = DEMO_PHASES.reduce((total, phase) => total + DEMO_PHASE_TICKS[phase], 0);

export const DEMO_TEAMS = {
  away: { code: 'BAY', name: 'Bay City Comets', color: '#f97316' },
  home: { code: 'CAP', name: 'Capital Rangers', color: '#38bdf8' },
} as const;

export type DemoPlayer = { initials: string; color: string };

const PLAYER_COLORS = ['#2563eb', '#7c3aed', '#db2777', '#0e7490', '#c2410c', '#4f46e5', '#0f766e', '#a21caf', '#4d7c0f', '#be123c'];
const PLAYER_INITIALS = [
  'JM', 'AK', 'TR', 'SL', 'DW', 'MB', 'CJ', 'RP', 'EV', 'NH',
  'KO', 'LF', 'BG', 'PS', 'VT', 'HC', 'ZA', 'GM', 'OD', 'YR',
];

/** Twenty players, five squares each: the public-pool limit. */
export const DEMO_PLAYERS: readonly DemoPlayer[] = PLAYER_INITIALS.map((initials, i) => ({
  initials,
  color: PLAYER_COLORS[i % PLAYER_COLORS.length] ?? '#2563eb',
}));


// Seeded, so the demo is the same on every visit and in tests.
const random = seededRandom(20250907);
const DIGITS_0_9 = Array.from({ length: 10 }, (_, i) => i);

/** The order in which squares get claimed (square indexes). */
export const DEMO_FILL_ORDER: readonly number[] = shuffle(
  Array.from({ length: SQUARE_COUNT }, (_, i) => i),
  random,
);

/** Owner (player index) of each square index: every player owns exactly five. */
export const DEMO_OWNERS: readonly number[] = shuffle(
  Array.from({ length: SQUARE_COUNT }, (_, i) => i % DEMO_PLAYERS.length),
  random,
);

export const DEMO_DIGITS: Digits = { rows: shuffle(DIGITS_0_9, random), columns: shuffle(DIGITS_0_9, random) };

type ScoringPlay = { tick: number; team: 'home' | 'away'; points: number; label: string };

/** Scoring plays per quarter; `tick` is the tick within the quarter. */
const PLAYS: readonly (readonly ScoringPlay[])[] = [
  [
    { tick: 2, team: 'away', points: 7, label: 'TD' },
    { tick: 5, team: 'home', points: 3, label: 'FG' },
  ],
  [
    { tick: 1, team: 'home', points: 7, label: 'TD' },
    { tick: 3, team: 'away', points: 3, label: 'FG' },
    { tick: 5, team: 'home', points: 3, label: 'FG' },
  ],
  [
    { tick: 2, team: 'away', points: 7, label: 'TD' },
    { tick: 4, team: 'home', points: 6, label: 'TD' },
  ],
  [
    { tick: 1, team: 'home', points: 7, label: 'TD' },
    { tick: 3, team: 'away', points: 3, label: 'FG' },
    { tick: 5, team: 'home', points: 2, label: 'SAFETY' },
  ],
];

/** Score after `quartersDone` full quarters plus `ticksIntoQuarter` ticks of the next one. */
export function demoScoreAt(quartersDone: number, ticksIntoQuarter = 0): Score {
  const score: Score = { home: 0, away: 0 };
  PLAYS.forEach((plays, quarter) => {
    for (const play of plays) {
      if (quarter < quartersDone || (quarter === quartersDone && play.tick <= ticksIntoQuarter)) {
        score[play.team] += play.points;
      }
    }
  });
  return score;
}

export type DemoWinner = {
  period: Period;
  row: number;
  column: number;
  /** Index into DEMO_PLAYERS. */
  owner: number;
  score: Score;
};

/** The winner of every period, from the end-of-period scores and the real scoring rule. */
export const DEMO_WINNERS: readonly DemoWinner[] = PERIODS.map((period, i) => {
  const score = demoScoreAt(i + 1);
  const { row, column } = winningSquare(DEMO_DIGITS, score);
  return { period, row, column, owner: DEMO_OWNERS[row * 10 + column] ?? 0, score };
});

export type DemoFrame = {
  tick: number;
  phase: DemoPhase;
  /** How many squares of DEMO_FILL_ORDER are claimed. */
  filled: number;
  /** How many header digits are revealed on each axis (0-10). */
  digitsShown: number;
  /** Quarters fully played (0-4). */
  quartersDone: number;
  score: Score;
  /** "Pregame", "Q1" ... "Q4", "Final". */
  clock: string;
  /** The most recent scoring play, for the ticker. */
  lastPlay: { team: 'home' | 'away'; label: string } | null;
  /** Winners of the periods played so far. */
  winners: readonly DemoWinner[];
  /** The final winner is being celebrated. */
  celebrating: boolean;
  /** The board is fading out before it restarts. */
  fading: boolean;
};

function phaseAt(tickInCycle: number): { phase: DemoPhase; offset: number } {
  let start = 0;
  for (const phase of DEMO_PHASES) {
    const length = DEMO_PHASE_TICKS[phase];
    if (tickInCycle < start + length) return { phase, offset: tickInCycle - start };
    start += length;
  }
  return { phase: 'reset', offset: DEMO_PHASE_TICKS.reset - 1 };
}

function lastPlayBefore(quarter: number, ticksInto: number): DemoFrame['lastPlay'] {
  for (let q = quarter; q >= 0; q--) {
    const plays = PLAYS[q] ?? [];
    for (let i = plays.length - 1; i >= 0; i--) {
      const play = plays[i];
      if (play && (q < quarter || play.tick <= ticksInto)) return { team: play.team, label: play.label };
    }
  }
  return null;
}

/** The demo at any tick; ticks beyond one cycle wrap around, so it loops forever. */
export function demoFrameAt(tick: number): DemoFrame {
  const t = ((Math.floor(tick) % DEMO_CYCLE_TICKS) + DEMO_CYCLE_TICKS) % DEMO_CYCLE_TICKS;
  const { phase, offset } = phaseAt(t);
  const base = {
    tick: t,
    phase,
    filled: SQUARE_COUNT,
    digitsShown: 10,
    quartersDone: 4,
    score: demoScoreAt(4),
    clock: 'Final',
    lastPlay: lastPlayBefore(3, TICKS_PER_QUARTER),
    winners: DEMO_WINNERS,
    celebrating: false,
    fading: false,
  } satisfies DemoFrame;

  switch (phase) {
    case 'filling':
      return {
        ...base,
        filled: Math.min(SQUARE_COUNT, (offset + 1) * SQUARES_PER_TICK),
        digitsShown: 0,
        quartersDone: 0,
        score: { home: 0, away: 0 },
        clock: 'Pregame',
        lastPlay: null,
        winners: [],
      };
    case 'numbers':
      return {
        ...base,
        digitsShown: Math.min(10, Math.max(0, (offset - 1) * 2)),
        quartersDone: 0,
        score: { home: 0, away: 0 },
        clock: 'Pregame',
        lastPlay: null,
        winners: [],
      };
    case 'playing': {
      const quarter = Math.floor(offset / TICKS_PER_QUARTER);
      const ticksInto = offset % TICKS_PER_QUARTER;
      // The quarter's winner lights up on its last tick.
      const quartersDone = ticksInto === TICKS_PER_QUARTER - 1 ? quarter + 1 : quarter;
      return {
        ...base,
        quartersDone,
        score: demoScoreAt(quarter, ticksInto),
        clock: `Q${quarter + 1}`,
        lastPlay: lastPlayBefore(quarter, ticksInto),
        winners: DEMO_WINNERS.slice(0, quartersDone),
      };
    }
    case 'winner':
      return { ...base, celebrating: true };
    case 'reset':
      return { ...base, fading: true };
  }
}

/** The still picture shown when motion is reduced: the finished game with every winner. */
export const DEMO_END_TICK = DEMO_PHASE_TICKS.filling + DEMO_PHASE_TICKS.numbers + DEMO_PHASE_TICKS.playing;

