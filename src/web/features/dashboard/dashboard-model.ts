/**
 * The dashboard's rules as pure functions (spec section 2 "Dashboard", DESIGN D9): which games show,
 * the heading, and what each of a game's five tier slots says.
 */
import type { Game, League, Pool } from '../../../domain/schemas';
import { SQUARE_COUNT } from '../../../domain/board';
import { gameDisplayState, isGameOver, poolDisplayStatus, type PoolOfWeek } from '../../../domain/status';
import { TIER_ENTRY_FEES_CENTS, tierLabel } from '../../../domain/tiers';
import { weekLabel } from '../../../domain/weeks';

/** The heading's label for leagues without weeks (NBA, NCAAF). */
export const CURRENT_SEASON_LABEL = 'Current Season';
export const NO_LEAGUE_SELECTED_TEXT = 'Select a league to view available games';
export const NO_POOLS_TEXT = 'Pools will be created when this game is scheduled';
export const COMING_SOON_TEXT = 'Coming Soon';
export const VIEW_AND_SELECT_TEXT = 'View & Select Squares';

/** "1 game", "8 games". */
export function gameCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'game' : 'games'}`;
}

/** What the league is showing: its active week's label, or "Current Season" for leagues without weeks. */
export function leaguePeriodLabel(league: Pick<League, 'activeWeek'>): string {
  const week = league.activeWeek?.trim();
  return week ? weekLabel(week) : CURRENT_SEASON_LABEL;
}

/** "NFL: Week 11 (8 games)", "NBA: Current Season (1 game)". */
export function dashboardHeading(league: Pick<League, 'name' | 'activeWeek'>, gameCount: number): string {
  return `${league.name}: ${leaguePeriodLabel(league)} (${gameCountLabel(gameCount)})`;
}

/** "No NFL games currently scheduled." */
export function noGamesText(league: Pick<League, 'name'>): string {
  return `No ${league.name} games currently scheduled.`;
}

/** The label of a game's week on its card; games of leagues without weeks read "Current Season". */
export function gameWeekLabel(game: Pick<Game, 'week'>): string {
  const week = game.week?.trim();
  return week ? weekLabel(week) : CURRENT_SEASON_LABEL;
}

function kickoffTime(game: Pick<Game, 'gameDate'>): number {
  const time = Date.parse(game.gameDate);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** The games the dashboard lists: finished ones left out (FT, AET, completed), earliest kickoff first. */
export function upcomingGames<T extends Pick<Game, 'id' | 'status' | 'gameDate'>>(games: readonly T[]): T[] {
  return games
    .filter((game) => !isGameOver(game.status))
    .sort((a, b) => kickoffTime(a) - kickoffTime(b) || a.id - b.id);
}

/** The spec: "A non-array reply is treated as empty". */
export function asList<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

export type SlotPool = Pick<Pool, 'id' | 'entryFeeCents' | 'currentParticipants' | 'maxParticipants' | 'status'> &
  Pick<PoolOfWeek, 'isPrivate' | 'game' | 'leagueActiveWeek'> & {
    refundState?: Pool['refundState'];
  };

export type TierSlot<P extends SlotPool = SlotPool> = {
  entryFeeCents: number;
  /** "$0", "$1", "$5", "$10", "$25" */
  label: string;
  /** The game's public pool of this tier; null shows 'Coming Soon'. */
  pool: P | null;
};

/** A game's five tier slots in fee order, each matched to its public pool by entry fee. */
export function tierSlots<P extends SlotPool>(pools: readonly P[]): TierSlot<P>[] {
  return TIER_ENTRY_FEES_CENTS.map((fee) => ({
    entryFeeCents: fee,
    label: tierLabel(fee),
    pool: pools.find((pool) => pool.entryFeeCents === fee && pool.isPrivate !== true) ?? null,
  }));
}

/** How a slot's pool reads: open (join it), full, closed (a past week's pool, domain/status), or a later state shown as its status. */
export type SlotState = 'open' | 'full' | 'closed' | 'active' | 'completed' | 'cancelled';

/** The spec's default when maxParticipants is missing. */
export function capacityOf(pool: Pick<Pool, 'maxParticipants'>): number {
  return Number.isInteger(pool.maxParticipants) && pool.maxParticipants > 0 ? pool.maxParticipants : SQUARE_COUNT;
}

export function slotState(pool: SlotPool): SlotState {
  const status = poolDisplayStatus(pool);
  if (status === 'open') return pool.currentParticipants >= capacityOf(pool) ? 'full' : 'open';
  return status;
}

/** Text of the slot's state chip: FULL, CLOSED, ACTIVE, COMPLETED, CANCELLED; null while open. */
export function slotStateLabel(state: SlotState): string | null {
  return state === 'open' ? null : state.toUpperCase();
}

/** "37/100" */
export function participantsText(pool: SlotPool): string {
  return `${pool.currentParticipants}/${capacityOf(pool)}`;
}

/**
 * What a slot says of its board: how many squares are taken ("37/100"), except that a cancelled pool has no
 * squares in play, so it says what became of their money instead.
 */
export function slotFillText(pool: SlotPool): string {
  if (pool.status !== 'cancelled') return `${participantsText(pool)} squares taken`;
  if (pool.refundState === 'refunded') return 'Refunded';
  if (pool.refundState === 'pending') return 'Refund pending';
  return 'Not played';
}

/** The fill the slot's bar shows: none for a cancelled pool (its squares were given back). */
export function slotFill(pool: SlotPool): number {
  return pool.status === 'cancelled' ? 0 : pool.currentParticipants;
}

/** Live or finished: boards lock at kickoff, so squares can no longer be selected. */
export function gameHasStarted(status: string | null | undefined): boolean {
  return gameDisplayState(status) !== 'SCHEDULED';
}

/**
 * The slot's link text. Only an open board before kickoff invites selecting squares; a full, locked,
 * finished or cancelled board can still be viewed.
 */
export function slotLinkText(state: SlotState, gameStarted = false): string {
  return state === 'open' && !gameStarted ? VIEW_AND_SELECT_TEXT : 'View Pool';
}
