/**
 * What a league's active week (D9) means for its pools, shared by the server's refusals and the web.
 *
 * When an admin advances the week, the public pools of EARLIER weeks become read-only: they take no new
 * squares (no free claims, no new checkouts), while everything already bought stays and is scored and
 * paid as usual. Pools of LATER weeks keep taking squares: they are not on the dashboard yet (it shows
 * the active week only), but a player with a link may join early, as checkout already provides for
 * games more than a week away (D7). Moving the week back re-opens the weeks after it. Games without a
 * week (leagues without weeks, "Current Season") are never affected, nor is anything whose week is not
 * one of the 27 codes. Private pools are never affected either: they follow their own game (isWeekClosed).
 */
import { normalizeWeekCode, weekIndex, weekLabel } from './weeks';

/** The league the 27 week codes are the weeks of (spec section 3): the one Week Management runs. */
export const NFL_LEAGUE_NAME = 'NFL';

/**
 * Whether an admin may set this league's active week: a league that already has weeks, or the NFL even
 * before it has one (a console-made NFL starts without). Any other league without weeks shows its whole
 * "Current Season" (D9): the NFL's week codes mean nothing there.
 */
export function takesWeeks(league: { name: string; activeWeek: string | null }): boolean {
  return league.activeWeek !== null || league.name.toUpperCase() === NFL_LEAGUE_NAME;
}

/** True when `gameWeek` comes before `activeWeek` in the season, so its pools are read-only. */
export function isPastWeek(gameWeek: string | null | undefined, activeWeek: string | null | undefined): boolean {
  const game = normalizeWeekCode(gameWeek);
  const active = normalizeWeekCode(activeWeek);
  if (game === null || active === null) return false;
  return weekIndex(game) < weekIndex(active);
}

/** What the week rule needs to know of a pool: whether it is private, its game's week and its league's active week. */
export interface WeekRulePool {
  isPrivate: boolean;
  gameWeek?: string | null | undefined;
  activeWeek?: string | null | undefined;
}

/**
 * True when the week rule closes this pool to new squares: a PUBLIC pool of a past week. A private
 * pool (organizer, invite code: D11) follows its own game instead: it takes squares until that game
 * kicks off, whatever week the league's dashboard shows, since its players joined by invitation, not
 * from the week's listing.
 */
export function isWeekClosed(pool: WeekRulePool): boolean {
  return !pool.isPrivate && isPastWeek(pool.gameWeek, pool.activeWeek);
}

/** The 409 message for a square asked for in a public pool of a past week. */
export function pastWeekMessage(gameWeek: string, activeWeek: string): string {
  return `This pool belongs to ${weekLabel(gameWeek)}, which is no longer the active week (now ${weekLabel(activeWeek)}): it takes no new squares.`;
}
