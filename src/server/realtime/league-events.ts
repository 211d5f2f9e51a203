/**
 * League events cross processes like pool events (D15): written to the realtime_events outbox by a
 * trigger on every change to a league row (migrations 0018, 0019: its active week, season, name, on/off
 * switch, announcement, or a new league) in the changing transaction, relayed on 'league_events' once it
 * committed (realtime/relay.ts); the payload carries the id only. ('week' is what the active week's use case raised before.)
 */
export type LeagueNotification = { type: 'league'; leagueId: number };

export function parseLeagueNotification(payload: unknown): LeagueNotification | null {
  if (!payload) return null;
  try {
    const value = (typeof payload === 'string' ? JSON.parse(payload) : payload) as Record<string, unknown>;
    const known = value.type === 'league' || value.type === 'week';
    return known && Number.isInteger(value.leagueId) ? { type: 'league', leagueId: value.leagueId as number } : null;
  } catch {
    return null;
  }
}
