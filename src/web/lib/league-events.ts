/**
 * The leagues stream (GET /api/leagues/events, D15) applied to the query cache: each 'league' event
 * carries a league as it now stands. It replaces that league in the cached list; when its active week
 * changed, every cached list of games (and the games' pools, under the same key) is refetched, so an
 * open dashboard moves to the new week by itself (spec "Active week": "Afterwards the lists refresh").
 * Loaded by useLeagueEvents when it subscribes, so zod is not part of the dashboard's first load.
 */
import type { QueryClient } from '@tanstack/react-query';
import { leagueChangedEventSchema, type League } from '../../domain/schemas';
import { CURRENT_GAMES_QUERY_KEY, LEAGUES_QUERY_KEY, leagueActiveWeekQueryKey } from './query-keys';

/**
 * invalid: not a league event; ignored: nothing cached to update (the first load brings it all);
 * unchanged: the cache already had it; updated: the league changed but not its week; week: its active week changed.
 */
export type LeagueEventOutcome = 'invalid' | 'ignored' | 'unchanged' | 'updated' | 'week';

function sameLeague(a: League, b: League): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function applyLeagueEvent(client: QueryClient, data: string): LeagueEventOutcome {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return 'invalid';
  }
  const parsed = leagueChangedEventSchema.safeParse(json);
  if (!parsed.success) return 'invalid';
  const { league } = parsed.data;
  const cached = client.getQueryData<unknown>(LEAGUES_QUERY_KEY);
  if (!Array.isArray(cached)) return 'ignored';
  const list = cached as League[];
  const before = list.find((l) => l.id === league.id);
  if (before && sameLeague(before, league)) return 'unchanged';
  client.setQueryData<League[]>(LEAGUES_QUERY_KEY, before ? list.map((l) => (l.id === league.id ? league : l)) : [...list, league]);
  if (before?.activeWeek === league.activeWeek) return 'updated';
  void client.invalidateQueries({ queryKey: CURRENT_GAMES_QUERY_KEY });
  void client.invalidateQueries({ queryKey: leagueActiveWeekQueryKey(league.id) });
  return 'week';
}
