import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { League } from '../../domain/schemas';
import { applyLeagueEvent } from './league-events';
import { LEAGUES_QUERY_KEY, gamePoolsQueryKey, leagueActiveWeekQueryKey, leagueGamesQueryKey } from './query-keys';

const league = (id: number, over: Partial<League> = {}): League => ({
  id,
  name: id === 1 ? 'NFL' : 'NBA',
  displayName: id === 1 ? 'National Football League' : 'National Basketball Association',
  sport: id === 1 ? 'football' : 'basketball',
  isActive: true,
  activeWeek: id === 1 ? 'W11' : null,
  season: 2026,
  announcement: null,
  ...over,
});

const event = (l: unknown) => JSON.stringify({ league: l });

/** A cache as an open dashboard has it: the leagues, the NFL's games and a game's pools, its week. */
function dashboardCache() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(LEAGUES_QUERY_KEY, [league(1), league(2)]);
  client.setQueryData(leagueGamesQueryKey(1), []);
  client.setQueryData(leagueGamesQueryKey(2), []);
  client.setQueryData(gamePoolsQueryKey(7), []);
  client.setQueryData(leagueActiveWeekQueryKey(1), { activeWeek: 'W11' });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { client, stale };
}

describe('applyLeagueEvent', () => {
  it("a new active week replaces the league and refetches every games list and the games' pools", () => {
    const { client, stale } = dashboardCache();
    expect(applyLeagueEvent(client, event(league(1, { activeWeek: 'W12' })))).toBe('week');
    expect(client.getQueryData<League[]>(LEAGUES_QUERY_KEY)?.map((l) => [l.name, l.activeWeek])).toEqual([
      ['NFL', 'W12'],
      ['NBA', null],
    ]);
    expect(stale(leagueGamesQueryKey(1))).toBe(true);
    expect(stale(leagueGamesQueryKey(2))).toBe(true);
    expect(stale(gamePoolsQueryKey(7))).toBe(true);
    expect(stale(leagueActiveWeekQueryKey(1))).toBe(true);
  });

  it('the league as the cache already has it (the stream starts with every league) changes nothing', () => {
    const { client, stale } = dashboardCache();
    const before = client.getQueryData(LEAGUES_QUERY_KEY);
    expect(applyLeagueEvent(client, event(league(1)))).toBe('unchanged');
    expect(applyLeagueEvent(client, event(league(2)))).toBe('unchanged');
    expect(client.getQueryData(LEAGUES_QUERY_KEY)).toBe(before);
    expect(stale(leagueGamesQueryKey(1))).toBe(false);
  });

  it('another change is written without refetching games; a league not cached yet is added', () => {
    const { client, stale } = dashboardCache();
    expect(applyLeagueEvent(client, event(league(1, { announcement: 'Week 12 pools are open' })))).toBe('updated');
    expect(client.getQueryData<League[]>(LEAGUES_QUERY_KEY)?.[0]?.announcement).toBe('Week 12 pools are open');
    expect(stale(leagueGamesQueryKey(1))).toBe(false);
    expect(applyLeagueEvent(client, event(league(3, { name: 'NCAAF' })))).toBe('week');
    expect(client.getQueryData<League[]>(LEAGUES_QUERY_KEY)).toHaveLength(3);
  });

  it('ignores events before the leagues loaded, and rejects malformed ones without writing', () => {
    const empty = new QueryClient();
    expect(applyLeagueEvent(empty, event(league(1)))).toBe('ignored');
    expect(empty.getQueryData(LEAGUES_QUERY_KEY)).toBeUndefined();

    const { client } = dashboardCache();
    const before = client.getQueryData(LEAGUES_QUERY_KEY);
    expect(applyLeagueEvent(client, 'not json')).toBe('invalid');
    expect(applyLeagueEvent(client, event({ id: 1, activeWeek: 'W12' }))).toBe('invalid');
    expect(applyLeagueEvent(client, JSON.stringify({ pool: league(1) }))).toBe('invalid');
    expect(client.getQueryData(LEAGUES_QUERY_KEY)).toBe(before);
  });
});
