import { dateTime, quoted } from './format';

/**
 * The pool a message is about, with its game: every message names the pool, the game and its date, so
 * a player in several pools knows which one it means.
 */
export interface MailPool {
  name: string;
  /**
   * Whether the name is a player's words (a private pool's organizer chose it) rather than ours (the
   * tier pools' "$5 Pool"): then it is quoted as theirs, and it never reaches a Subject either way (D20).
   */
  namedByOrganizer: boolean;
  game: { awayTeam: string; homeTeam: string; kickoffAt: Date };
}

export const matchup = (game: MailPool['game']): string => `${game.awayTeam} at ${game.homeTeam}`;

/** "the $5 Pool for San Francisco 49ers at Kansas City Chiefs (kickoff Sun, Nov 22, 2026, 1:00 PM EST)". */
export function poolPhrase(pool: MailPool): string {
  const name = pool.namedByOrganizer ? `pool its organizer named ${quoted(pool.name)},` : pool.name;
  return `the ${name} for ${matchup(pool.game)} (kickoff ${dateTime(pool.game.kickoffAt)})`;
}

/** The Pool, Game and Kickoff rows of a message's details. */
export function poolDetails(pool: MailPool): [label: string, value: string][] {
  return [
    pool.namedByOrganizer ? ["Pool name (organizer's words)", quoted(pool.name)] : ['Pool', pool.name],
    ['Game', matchup(pool.game)],
    ['Kickoff', dateTime(pool.game.kickoffAt)],
  ];
}

/** Said under a message that quotes an organizer's pool name, so it cannot pass for ours. */
export const ORGANIZER_WORDS_NOTE = 'The pool name in quotes was written by its organizer, not by Squares.';
