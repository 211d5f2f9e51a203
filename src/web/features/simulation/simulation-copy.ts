/**
 * Every text the simulation shows or announces, as pure functions of the state. The spec's strings
 * (sections 2, 4, 5) are used verbatim: 'Selected: n/5 squares', 'Quarter: q/4', 'Reset Simulation',
 * 'Select 5 squares' / 'You must select exactly 5 squares before starting', 'Maximum reached' /
 * 'You can only select up to 5 squares per pool', 'Quarter {n} Winner!', 'YOU WON!'.
 */
import type { Coordinate } from '../../../domain/board';
import { formatMoney } from '../../../domain/money';
import { QUARTER_WINNER } from '../../../domain/messages';
import type { Score } from '../../../domain/scoring';
import {
  PRACTICE_POT_SPLIT,
  SIMULATION_QUARTER_INTERVAL_MS,
  SIMULATION_QUARTERS,
  SIMULATION_SQUARES,
  cellAt,
  currentQuarter,
  headerDigit,
  squaresRemaining,
  type QuarterResult,
  type SimulationNotice,
  type SimulationState,
  type SquareOwner,
} from './simulation-machine';
import { SIMULATION_TEAMS } from './teams';

export const SIMULATION_TITLE = 'Practice Pool Simulation';
export const RESET_LABEL = 'Reset Simulation';
export const START_LABEL = 'Start Simulation';
export const YOU_WON = 'YOU WON!';

/** Spec section 5, "Simulation". */
export const SELECT_FIVE = {
  title: `Select ${SIMULATION_SQUARES} squares`,
  description: `You must select exactly ${SIMULATION_SQUARES} squares before starting`,
} as const;
export const MAXIMUM_REACHED = {
  title: 'Maximum reached',
  description: `You can only select up to ${SIMULATION_SQUARES} squares per pool`,
} as const;

export function selectedText(state: SimulationState): string {
  return `Selected: ${state.selected.length}/${SIMULATION_SQUARES} squares`;
}

/** Shown once the game has started. */
export function quarterText(state: SimulationState): string {
  return `Quarter: ${currentQuarter(state)}/${SIMULATION_QUARTERS}`;
}

export type Tutorial = { step: 'pick' | 'more' | 'ready' | 'playing' | 'won' | 'complete'; title: string; body: string };

/** The coaching line above the board: none selected, some (with the count left), all 5, then the game
 * (and a celebration right after a quarter the player won). */
export function tutorial(state: SimulationState): Tutorial {
  if (state.phase === 'complete') {
    return {
      step: 'complete',
      title: 'Final whistle!',
      body: 'All four quarters are in. Your summary is below the board.',
    };
  }
  const latest = state.results.at(-1);
  if (state.phase === 'playing' && latest?.userWon) {
    const left = SIMULATION_QUARTERS - latest.quarter;
    return {
      step: 'won',
      title: `${YOU_WON} Quarter ${latest.quarter} is yours`,
      body: `Your square matched the last digit of both scores. ${left} more quarter${left === 1 ? '' : 's'} to play.`,
    };
  }
  if (state.phase === 'playing') {
    return {
      step: 'playing',
      title: 'Numbers drawn. Game on!',
      body: `A quarter ends every ${SIMULATION_QUARTER_INTERVAL_MS / 1000} seconds. The winning square sits where the last digit of each team's score meets.`,
    };
  }
  const count = state.selected.length;
  if (count === 0) {
    return {
      step: 'pick',
      title: `Pick ${SIMULATION_SQUARES} squares to start`,
      body: `Tap the ${SIMULATION_SQUARES} blue squares: they are the only ones left. Every purple square already belongs to a simulated player.`,
    };
  }
  const left = squaresRemaining(state);
  if (left > 0) {
    return {
      step: 'more',
      title: `${left} more square${left === 1 ? '' : 's'} to go`,
      body: `You have ${count} of ${SIMULATION_SQUARES}. Pick ${left} more blue square${left === 1 ? '' : 's'}; tap a green one to give it back.`,
    };
  }
  return {
    step: 'ready',
    title: `All ${SIMULATION_SQUARES} squares picked!`,
    body: 'The board is full. Kick-off in a second: the digits 0-9 are about to be drawn for both teams.',
  };
}

function scoreLine(score: Score): string {
  const { home, away } = SIMULATION_TEAMS;
  return `${away.code} ${score.away}, ${home.code} ${score.home}`;
}

function ownerText(owner: SquareOwner): string {
  if (owner.kind === 'you') return 'your square';
  if (owner.kind === 'player') return `${owner.label}'s square`;
  return 'an unclaimed square';
}

/** "away 3 × home 7": the digits that identify a square after the draw. */
export function squareDigitsText(state: SimulationState, square: Coordinate): string {
  const away = headerDigit(state, 'row', square.row);
  const home = headerDigit(state, 'column', square.column);
  if (away === null || home === null) return `row ${square.row + 1}, column ${square.column + 1}`;
  return `${SIMULATION_TEAMS.away.code} ${away} × ${SIMULATION_TEAMS.home.code} ${home}`;
}

/** The toast of a quarter: 'Quarter {n} Winner!' and, on one of the player's squares, 'YOU WON!'. */
export function quarterToast(state: SimulationState, result: QuarterResult): { title: string; description: string; won: boolean } {
  const prize = formatMoney(PRACTICE_POT_SPLIT.periodCents[result.quarter - 1] ?? 0);
  const where = squareDigitsText(state, result.square);
  return {
    title: QUARTER_WINNER(result.quarter),
    description: result.userWon
      ? `${YOU_WON} Your square (${where}) takes ${prize} in practice money.`
      : `${scoreLine(result.score)}: ${ownerText(result.owner)} (${where}) wins.`,
    won: result.userWon,
  };
}

/** What the live region says for a notice (quarter results, the start, refusals). */
export function announcement(state: SimulationState, notice: SimulationNotice | null): string {
  if (!notice) return '';
  switch (notice.kind) {
    case 'maximum-reached':
      return `${MAXIMUM_REACHED.title}. ${MAXIMUM_REACHED.description}.`;
    case 'select-five':
      return `${SELECT_FIVE.title}. ${SELECT_FIVE.description}.`;
    case 'started': {
      const digits = state.draw?.digits;
      return digits
        ? `Kick-off. Numbers drawn. ${SIMULATION_TEAMS.home.code} home digits ${digits.columns.join(' ')}; ${SIMULATION_TEAMS.away.code} away digits ${digits.rows.join(' ')}.`
        : 'Kick-off.';
    }
    case 'quarter': {
      const { result } = notice;
      const head = `${QUARTER_WINNER(result.quarter)} ${scoreLine(result.score)}. Winning square ${squareDigitsText(state, result.square)}, ${ownerText(result.owner)}.`;
      const won = result.userWon ? ` ${YOU_WON}` : '';
      const end =
        result.quarter === SIMULATION_QUARTERS
          ? ` Final. You won ${state.results.filter((r) => r.userWon).length} of ${SIMULATION_QUARTERS} quarters.`
          : '';
      return head + won + end;
    }
  }
}

const STATUS_TEXT = {
  available: 'available, press Enter to pick it',
  mine: 'your square, labelled YOU',
  taken: 'taken by',
} as const;

/** The accessible name of a board square: position, digits, state. */
export function cellLabel(state: SimulationState, square: Coordinate): string {
  const cell = cellAt(state, square);
  const away = headerDigit(state, 'row', square.row);
  const home = headerDigit(state, 'column', square.column);
  const digits =
    away === null || home === null
      ? 'digits not drawn yet'
      : `${SIMULATION_TEAMS.away.code} digit ${away}, ${SIMULATION_TEAMS.home.code} digit ${home}`;
  let status: string;
  if (cell.status === 'taken') status = `${STATUS_TEXT.taken} ${cell.label}`;
  else if (cell.status === 'mine') status = state.phase === 'selecting' ? `${STATUS_TEXT.mine}, press Enter to remove it` : STATUS_TEXT.mine;
  else status = state.phase === 'selecting' ? STATUS_TEXT.available : 'not picked';
  const wins = cell.wins.length ? `, winner of quarter ${cell.wins.join(' and ')}` : '';
  return `Row ${square.row + 1}, column ${square.column + 1}, ${digits}: ${status}${wins}`;
}

/** The accessible name of a header cell. */
export function headerLabel(state: SimulationState, axis: 'column' | 'row', position: number): string {
  const team = axis === 'column' ? SIMULATION_TEAMS.home : SIMULATION_TEAMS.away;
  const digit = headerDigit(state, axis, position);
  const where = axis === 'column' ? `Column ${position + 1}` : `Row ${position + 1}`;
  return `${where}, ${team.name} digit ${digit === null ? 'not drawn yet' : digit}`;
}
