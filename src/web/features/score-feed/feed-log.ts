/**
 * The score feed tester's result log (spec "Internal test pages"): every request and its answer,
 * newest first, as plain data so the reducer and the one-line summaries are unit-tested.
 */
import { formatMoney } from '../../../domain/money';
import { periodLabel, isPeriod } from '../../../domain/periods';
import type { Game } from '../../../domain/schemas';

export type LogEntry = {
  id: number;
  /** ISO time the answer arrived. */
  at: string;
  action: string;
  method: 'GET' | 'POST';
  url: string;
  requestBody?: unknown;
  ok: boolean;
  /** HTTP status; null when the request never got an answer. */
  status: number | null;
  /** One line saying what came back. */
  summary: string;
  /** The JSON answer (or the error body). */
  data: unknown;
};

/** The log keeps the most recent entries only, so a long session stays light. */
export const LOG_LIMIT = 100;

export type LogState = { entries: LogEntry[]; nextId: number };
export type LogAction = { type: 'add'; entry: Omit<LogEntry, 'id'> } | { type: 'clear' };

export const EMPTY_LOG: LogState = { entries: [], nextId: 1 };

export function logReducer(state: LogState, action: LogAction): LogState {
  switch (action.type) {
    case 'add':
      return {
        entries: [{ ...action.entry, id: state.nextId }, ...state.entries].slice(0, LOG_LIMIT),
        nextId: state.nextId + 1,
      };
    case 'clear':
      return { entries: [], nextId: state.nextId };
  }
}

/** "14:03:27" in the viewer's zone (24-hour, so entries line up). */
export function logTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '--:--:--';
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false, timeZone }).format(date);
}

/** The JSON of an answer, indented; anything unserialisable reads as its string form. */
export function prettyJson(data: unknown): string {
  if (data === undefined) return '';
  try {
    return JSON.stringify(data, null, 2) ?? String(data);
  } catch {
    return String(data);
  }
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "New York Jets 3 @ Atlanta Falcons 7 · 2q" */
export function gameLine(game: Pick<Game, 'awayTeam' | 'homeTeam' | 'awayScore' | 'homeScore' | 'status'>): string {
  return `${game.awayTeam} ${game.awayScore} @ ${game.homeTeam} ${game.homeScore} · ${game.status}`;
}

function periodList(periods: readonly string[]): string {
  return periods.map((p) => (isPeriod(p) ? periodLabel(p) : p)).join(', ');
}

type ScoreUpdateSummaryInput = {
  game: Pick<Game, 'awayTeam' | 'homeTeam' | 'awayScore' | 'homeScore' | 'status'>;
  ended: readonly string[];
  corrected: readonly string[];
  unresolved: readonly string[];
  stale: boolean;
  settlements: readonly { poolId: number; period: string; userId: string | null; amountCents: number }[];
};

/** What a posted score did: the game now, periods ended or corrected, and the settlements made. */
export function scoreUpdateSummary(result: ScoreUpdateSummaryInput): string {
  if (result.stale) return `Ignored as stale: the game is already further along (${gameLine(result.game)}).`;
  const parts = [gameLine(result.game)];
  if (result.ended.length > 0) parts.push(`ended: ${periodList(result.ended)}`);
  if (result.corrected.length > 0) parts.push(`corrected: ${periodList(result.corrected)}`);
  if (result.unresolved.length > 0) parts.push(`unresolved: ${periodList(result.unresolved)}`);
  if (result.settlements.length > 0) {
    const paid = result.settlements.reduce((sum, s) => sum + (s.userId === null ? 0 : s.amountCents), 0);
    parts.push(`${plural(result.settlements.length, 'settlement')} (${formatMoney(paid)} paid)`);
  }
  return parts.join(' · ');
}

/** "San Francisco 49ers 22 @ Kansas City Chiefs 25 (OT)": away first, as everywhere on the site. */
export function historicalFinal(game: { homeTeam: string; awayTeam: string; homeFinal: number; awayFinal: number; overtime: boolean }): string {
  return `${game.awayTeam} ${game.awayFinal} @ ${game.homeTeam} ${game.homeFinal}${game.overtime ? ' (OT)' : ''}`;
}

export function countSummary(n: number, what: string, where?: string): string {
  return `${plural(n, what)}${where ? ` ${where}` : ''}`;
}

type GameDetailsSummaryInput = {
  game: Pick<Game, 'awayTeam' | 'homeTeam' | 'awayScore' | 'homeScore' | 'status'>;
  replay: { name: string } | null;
  pools: readonly { winners: readonly unknown[] }[];
  recentUpdates: readonly unknown[];
};

export function gameDetailsSummary(d: GameDetailsSummaryInput): string {
  const settled = d.pools.reduce((n, p) => n + p.winners.length, 0);
  return [
    gameLine(d.game),
    d.replay ? `replaying ${d.replay.name}` : 'no replay',
    `${plural(d.pools.length, 'pool')}, ${plural(settled, 'period')} settled`,
    `${plural(d.recentUpdates.length, 'recent update')}`,
  ].join(' · ');
}

export function liveGamesSummary(games: readonly Pick<Game, 'awayTeam' | 'homeTeam' | 'awayScore' | 'homeScore' | 'status'>[]): string {
  if (games.length === 0) return 'No games in play right now.';
  return `${countSummary(games.length, 'game', 'in play')}: ${games.map(gameLine).join('; ')}`;
}

export function feedCheckSummary(c: { feed: string; ok: boolean; latencyMs: number; gamesAsked: number; snapshots: number; detail: string }): string {
  return `${c.feed} feed ${c.ok ? 'answered' : 'failed'} in ${c.latencyMs} ms (${plural(c.gamesAsked, 'game')} asked, ${plural(c.snapshots, 'snapshot')}): ${c.detail}`;
}

export function calculationSummary(c: { explanation: string; periodPrizesCents: readonly number[] }): string {
  const prizes = c.periodPrizesCents.map((cents) => formatMoney(cents)).join(' / ');
  return `${c.explanation} Prizes now: ${prizes}.`;
}
