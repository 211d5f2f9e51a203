/**
 * League events cross processes like pool events (D15): PostgreSQL NOTIFY on 'league_events', raised
 * by a trigger on every change to a league row (migration 0018: its active week, season, name, on/off
 * switch, announcement, or a new league), delivered when the transaction commits and never if it rolls
 * back; the payload carries the id only. ('week' is what the active week's use case raised before.)
 */
export type LeagueNotification = { type: 'league'; leagueId: number };

export function parseLeagueNotification(payload: string | undefined): LeagueNotification | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    const known = value.type === 'league' || value.type === 'week';
    return known && Number.isInteger(value.leagueId) ? { type: 'league', leagueId: value.leagueId as number } : null;
  } catch {
    return null;
  }
}
