/**
 * A pool's rules contract: how its numbers are drawn, whether the reversed score also wins,
 * and how big its board is. Fixed when the pool is created and never changed once a square is sold;
 * shown on the rules card, in How to Play, on the printed board and in the draw's verification.
 * Public tier pools always play the standard rules; a private pool's organizer chooses.
 */

/** 'game': one set of numbers for the whole game (the standard); 'period': a new set for each period. */
export const NUMBERS_RULES = ['game', 'period'] as const;
export type NumbersRule = (typeof NUMBERS_RULES)[number];

/** 100 squares (10x10, one digit per row and column) or 25 (5x5, two digits per row and column). */
export const BOARD_SIZES = [100, 25] as const;
export type BoardSize = (typeof BOARD_SIZES)[number];

export interface PoolRules {
  numbers: NumbersRule;
  /** The square with the score's digits swapped also wins each period; the prize is split 50/50. */
  reverseWinners: boolean;
  boardSize: BoardSize;
}

export const STANDARD_RULES: Readonly<PoolRules> = Object.freeze({ numbers: 'game', reverseWinners: false, boardSize: 100 });

const OPTION_NAMES = ['numbers', 'reverseWinners', 'boardSize'] as const;

export function isStandardRules(rules: PoolRules): boolean {
  return rules.numbers === 'game' && !rules.reverseWinners && rules.boardSize === 100;
}

export type RulesCheck = { ok: true; rules: PoolRules } | { ok: false; message: string };

/**
 * The rules a new pool asks for, checked: unknown options and values are refused by name, and a
 * public pool may only play the standard rules. Missing options take the standard value.
 */
export function checkPoolRules(input: unknown, pool: { isPrivate: boolean }): RulesCheck {
  if (input === undefined || input === null) return { ok: true, rules: { ...STANDARD_RULES } };
  if (typeof input !== 'object' || Array.isArray(input)) return { ok: false, message: 'rules must be an object with numbers, reverseWinners and boardSize' };
  const given = input as Record<string, unknown>;
  const unknown = Object.keys(given).filter((key) => !(OPTION_NAMES as readonly string[]).includes(key));
  if (unknown.length > 0) return { ok: false, message: `Unknown rules option: ${unknown.join(', ')} (the options are numbers, reverseWinners and boardSize)` };
  const numbers = given.numbers ?? STANDARD_RULES.numbers;
  if (!(NUMBERS_RULES as readonly unknown[]).includes(numbers)) {
    return { ok: false, message: `Unknown numbers rule: ${String(numbers)} (use 'game' for one set of numbers or 'period' for new numbers each period)` };
  }
  const reverseWinners = given.reverseWinners ?? STANDARD_RULES.reverseWinners;
  if (typeof reverseWinners !== 'boolean') return { ok: false, message: `reverseWinners must be true or false, got ${String(reverseWinners)}` };
  const boardSize = given.boardSize ?? STANDARD_RULES.boardSize;
  if (!(BOARD_SIZES as readonly unknown[]).includes(boardSize)) return { ok: false, message: `Unknown board size: ${String(boardSize)} (use 100 or 25 squares)` };
  const rules: PoolRules = { numbers: numbers as NumbersRule, reverseWinners, boardSize: boardSize as BoardSize };
  if (!pool.isPrivate && !isStandardRules(rules)) {
    const chosen = [
      rules.numbers === 'period' ? 'new numbers each period' : null,
      rules.reverseWinners ? 'reverse winners' : null,
      rules.boardSize === 25 ? 'a 25-square board' : null,
    ].filter(Boolean);
    return { ok: false, message: `Public pools play the standard rules: ${chosen.join(', ')} is for private pools only` };
  }
  return { ok: true, rules };
}

/** The rules contract in words, one line per option (rules card, printed board, verification). */
export function describePoolRules(rules: PoolRules): { numbers: string; winners: string; board: string } {
  return {
    numbers: rules.numbers === 'period' ? 'New numbers are drawn for each period' : 'One set of numbers for the whole game',
    winners: rules.reverseWinners
      ? "Reverse winners: the square with the score's digits swapped also wins, and each period's prize is split 50/50 (one square holding both takes it all)"
      : 'One winning square per period',
    board:
      rules.boardSize === 25
        ? '25 squares (5x5): each row and column carries two digits, so each square covers four score combinations'
        : '100 squares (10x10): one digit per row and column',
  };
}
