/**
 * What a league's active week (D9) means for its pools, shared by the server's refusals and the web.
 *
 * When an admin advances the week, the pools of EARLIER weeks become read-only: they take no new
 * squares (no free claims, no new checkouts), while everything already bought stays and is scored and
 * paid as usual. Pools of LATER weeks keep taking squares: they are not on the dashboard yet (it shows
 * the active week only), but a player with a link may join early, as checkout already provides for
 * games more than a week away (D7). Moving the week back re-opens the weeks after it. Games without a
 * week (leagues without weeks, "Current Season") are never affected, nor is anything whose week is not
 * one of the 27 codes.
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

const pastWeek = (subject: string, gameWeek: string, activeWeek: string) =>
  `This ${subject} belongs to ${weekLabel(gameWeek)}, which is no longer the active week (now ${weekLabel(activeWeek)})`;

/** The 409 message for a square asked for in a pool of a past week. */
export function pastWeekMessage(gameWeek: string, activeWeek: string): string {
  return `${pastWeek('pool', gameWeek, activeWeek)}: it takes no new squares.`;
}

/** The 409 message for a new private pool on a game of a past week. */
export function pastWeekGameMessage(gameWeek: string, activeWeek: string): string {
  return `${pastWeek('game', gameWeek, activeWeek)}: choose a game of the current week.`;
}
