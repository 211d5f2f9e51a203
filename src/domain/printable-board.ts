/**
 * The printable board as data: what the print view shows and the PDF draws, computed once
 * from the pool and its squares as the API sends them, so the page and the PDF print the same texts.
 * Owners are named as the pool page names them (a player by their emoji and its word, a guest by name);
 * the rules are the rules card's sentences; the results follow the settled winners. The board is the
 * pool's own size; a pool drawing new numbers each period prints the 1st quarter's set on the headers and
 * every period's set in its results box.
 */
import { boardGeometry, headerDigits, squareIndexOn, type BoardGeometry } from './board-geometry';
import { digitGroupsLine } from './digit-groups';
import { UNOWNED_WINNER_TEXT } from './messages';
import { formatMoney } from './money';
import { ownerEmoji } from './owner-emoji';
import { playerName } from './owner-marker';
import { nonprofitText, payoutRules, prizeTableCaption, rulesMoney, rulesNotes } from './payout-rules';
import { numbersOfPeriod } from './period-numbers';
import { PERIODS, periodLabel, type Period } from './periods';
import { usEasternDateTime } from './us-eastern-date';
import type { Pool, Square } from './schemas';
import { scoreLine } from './team-nickname';
import { weekLabel } from './weeks';

/** Who holds a square or won a period: "Fox" with its emoji, or a guest's name (no emoji). */
export type PrintOwner = { name: string; emoji: string | null };

export type PrintFact = { label: string; value: string };

export type PrintPrize = { label: string; percent: string; prize: string | null };

export type PrintResult = {
  period: Period;
  label: string;
  /** "Jets 7 – Falcons 3" once the period is settled; null leaves the box's line blank. */
  score: string | null;
  winner: PrintOwner | null;
  /** What the winner was paid; null for a free pool, an unowned square or an unsettled period. */
  prize: string | null;
  /** With reverse winners: the reversed square's winner and share, once settled and another square. */
  reverse: { winner: PrintOwner; prize: string | null } | null;
  /**
   * With new numbers each period: the period's own numbers once drawn, as its header cells read
   * left to right (home: the columns) and top to bottom (away: the rows); null for one set per game.
   */
  numbers: { home: string; away: string } | null;
};

export type PrintHeaders = { rows: number[][]; columns: number[][] };

export interface PrintableBoard {
  poolName: string;
  /** "New York Jets @ Atlanta Falcons" */
  matchup: string;
  /** Kickoff in US Eastern time with its zone named: a sheet on a wall has no time zone of its own. */
  kickoff: string;
  /** "Week 11", or null for leagues without weeks. */
  week: string | null;
  home: { name: string; color: string };
  away: { name: string; color: string };
  /** Rows (and columns) on the board. */
  side: number;
  /** Each row's and column's digits once drawn; null before the draw (the headers stay blank). */
  headers: PrintHeaders | null;
  /** Row by row, side x side: each sold square's owner, null for an unsold one. */
  owners: (PrintOwner | null)[];
  facts: PrintFact[];
  /** The prize table (per period share and prize on a full board); null when the split is not available. */
  prizes: { caption: string; periods: PrintPrize[] } | null;
  /** The rules card's sentences. */
  notes: string[];
  results: PrintResult[];
  /** The address the QR code carries (domain/pool-links.ts). */
  joinUrl: string;
}

export type PrintableBoardInput = {
  pool: Pool;
  squares: readonly Pick<Square, 'row' | 'column' | 'userId' | 'guestName'>[];
  joinUrl: string;
  /** The board's shape; by default the pool's own (pool.rules.boardSize). */
  geometry?: BoardGeometry;
};

/** The rules card's words when a pool's split cannot be shown. */
export const SPLIT_UNAVAILABLE_TEXT = 'The payout split of this pool is not available.';

/** "Sun, Nov 22, 2026, 1:00 PM EST"; the same text in every browser and on the server. */
export function printedKickoff(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'Date to be announced';
  return usEasternDateTime(at);
}

/** A square's owner as the pool page names them: a guest by name, a player by their emoji's word. */
export function printOwner(square: { userId: string | null; guestName?: string | null }): PrintOwner | null {
  if (square.guestName) return { name: square.guestName, emoji: null };
  if (square.userId === null) return null;
  return { name: playerName(square.userId), emoji: ownerEmoji(square.userId) };
}

function prizesOf(pool: Pool): Pick<PrintableBoard, 'facts' | 'prizes' | 'notes'> {
  const facts: PrintFact[] = [
    { label: 'Entry fee per square', value: formatMoney(pool.entryFeeCents, { free: true }) },
    { label: 'Max squares per player', value: String(pool.maxSquaresPerPlayer) },
  ];
  const rules = payoutRules(pool);
  const numbers = periodNumbersNote(pool);
  if (!rules) return { facts, prizes: null, notes: [SPLIT_UNAVAILABLE_TEXT, ...numbers] };
  const periods = rules.periods.map((p) => ({ label: p.label, percent: p.percent, prize: rules.free ? null : rulesMoney(p.cents) }));
  const nonprofit = nonprofitText(rules);
  return {
    facts,
    prizes: { caption: prizeTableCaption(rules), periods },
    notes: [...rulesNotes(rules), ...(nonprofit ? [nonprofit] : []), ...numbers],
  };
}

/** A per-period pool's note on the sheet: which numbers the headers carry and where the others are. */
export const PERIOD_NUMBERS_NOTE = "The board's headers show the 1st quarter's numbers; each period's own numbers are in its results box.";

function periodNumbersNote(pool: Pool): string[] {
  return pool.digitSets ? [PERIOD_NUMBERS_NOTE] : [];
}

function numbersOf(pool: Pool, period: Period, geometry: BoardGeometry): PrintResult['numbers'] {
  if (!pool.digitSets) return null;
  const digits = numbersOfPeriod(pool, period);
  if (!digits) return null;
  return { home: digitGroupsLine(headerDigits(digits.columns, geometry)), away: digitGroupsLine(headerDigits(digits.rows, geometry)) };
}

function resultsOf(pool: Pool, geometry: BoardGeometry): PrintResult[] {
  return PERIODS.map((period) => {
    const won = pool.winners.find((w) => w.period === period && w.role !== 'reverse');
    const label = periodLabel(period);
    const numbers = numbersOf(pool, period, geometry);
    if (!won) return { period, label, score: null, winner: null, prize: null, reverse: null, numbers };
    const owner = printOwner(won);
    const prizeOf = (cents: number, holder: PrintOwner | null) => (holder && pool.entryFeeCents > 0 ? formatMoney(cents) : null);
    // The reversed square, when it is another square (one square both ways is the forward winner alone).
    const reversed = pool.winners.find((w) => w.period === period && w.role === 'reverse' && (w.row !== won.row || w.column !== won.column));
    const reverseOwner = reversed ? printOwner(reversed) : null;
    return {
      period,
      label,
      score: scoreLine(pool.game, won),
      winner: owner ?? { name: UNOWNED_WINNER_TEXT, emoji: null },
      prize: prizeOf(won.amountCents, owner),
      reverse: reversed ? { winner: reverseOwner ?? { name: UNOWNED_WINNER_TEXT, emoji: null }, prize: prizeOf(reversed.amountCents, reverseOwner) } : null,
      numbers,
    };
  });
}

export function printableBoard({ pool, squares, joinUrl, geometry = boardGeometry(pool.rules.boardSize) }: PrintableBoardInput): PrintableBoard {
  const { game } = pool;
  const owners: (PrintOwner | null)[] = Array.from({ length: geometry.side * geometry.side }, () => null);
  for (const square of squares) owners[squareIndexOn(geometry, square)] = printOwner(square);
  return {
    poolName: pool.name,
    matchup: `${game.awayTeam} @ ${game.homeTeam}`,
    kickoff: printedKickoff(game.gameDate),
    week: game.week ? weekLabel(game.week) : null,
    home: { name: game.homeTeam, color: game.homeTeamColor },
    away: { name: game.awayTeam, color: game.awayTeamColor },
    side: geometry.side,
    headers: pool.digits ? { rows: headerDigits(pool.digits.rows, geometry), columns: headerDigits(pool.digits.columns, geometry) } : null,
    owners,
    ...prizesOf(pool),
    results: resultsOf(pool, geometry),
    joinUrl,
  };
}
