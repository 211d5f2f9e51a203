// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, League } from '../../domain/schemas';
import type { FakeRoute } from '../test-support/fake-fetch';
import { renderRoute } from '../test-support/render-route';
import { makePool } from '../test-support/fixtures';
import LeagueSchedulePage from './league-schedule';

const league = (id: number, name: string, displayName: string): League => ({
  id,
  name,
  displayName,
  sport: 'football',
  isActive: true,
  activeWeek: null,
  season: 2026,
  announcement: null,
});
const LEAGUES = [league(1, 'NFL', 'National Football League'), league(3, 'NCAAF', 'NCAA Football')];

const NOW = Date.parse('2026-11-21T15:00:00.000Z');
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();
const game = (id: number, awayTeam: string, homeTeam: string, week: string | null, hours: number, over: Partial<Game> = {}): Game => ({
  ...makePool({}, {}).game,
  id,
  awayTeam,
  homeTeam,
  week,
  gameDate: at(hours),
  ...over,
});

const GAMES: Game[] = [
  game(1, 'Buffalo Bills', 'Kansas City Chiefs', 'W12', 50),
  game(2, 'New York Jets', 'Buffalo Bills', 'W11', 3),
  game(3, 'Dallas Cowboys', 'New York Giants', 'W11', -1, { status: '2q', homeScore: 7, awayScore: 10 }),
  game(4, 'Miami Dolphins', 'New England Patriots', 'W11', -20, { status: 'FT', homeScore: 24, awayScore: 21 }),
  game(5, 'Chicago Bears', 'Detroit Lions', 'W10', -40, { status: '4q', homeScore: 3, awayScore: 0 }),
];

function open(path = '/schedule/nfl', routes: Record<string, FakeRoute> = {}) {
  return renderRoute('/schedule/:league', LeagueSchedulePage, path, {
    'GET /api/leagues': { body: LEAGUES },
    'GET /api/games?leagueId=1&includeAll=true': { body: GAMES },
    ...routes,
  });
}

const stat = (key: string) => screen.getByTestId(`stat-${key}`).textContent;
const groups = () =>
  screen.getAllByTestId('week-group').map((section) => ({
    heading: within(section).getByRole('heading', { level: 2 }).textContent,
    games: within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent),
  }));
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const options = (label: string) => [...select(label).options].map((o) => o.textContent);
const search = () => screen.getByLabelText('Search') as HTMLInputElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/schedule/{league}: the league', () => {
  it('upper-cases the path and matches it to a league code', async () => {
    const { server } = open('/schedule/nfl');
    expect(await screen.findByRole('heading', { level: 1, name: 'NFL Schedule' })).toBeTruthy();
    expect(await screen.findByText('National Football League')).toBeTruthy();
    expect(server.callsTo('GET /api/games?leagueId=1&includeAll=true')).toHaveLength(1);
  });

  it("answers 'League Not Found' for a code no league has", async () => {
    const { server } = open('/schedule/xfl');
    expect(await screen.findByRole('heading', { level: 1, name: 'League Not Found' })).toBeTruthy();
    expect(screen.getByText('The requested league schedule is not available.')).toBeTruthy();
    expect(server.calls.filter((c) => c.url.startsWith('/api/games'))).toHaveLength(0);
  });
});

describe('/schedule/{league}: games, groups and stats', () => {
  it('groups the listed games by week (finished ones left out), with scores only once started', async () => {
    open();
    await screen.findAllByTestId('week-group');
    expect(groups()).toEqual([
      { heading: 'Week 10(1 game)', games: [expect.stringContaining('Chicago Bears')] },
      { heading: 'Week 11(2 games)', games: [expect.stringContaining('Dallas Cowboys'), expect.stringContaining('New York Jets')] },
      { heading: 'Week 12(1 game)', games: [expect.stringContaining('Buffalo Bills')] },
    ]);
    expect(screen.queryByText(/Miami Dolphins/)).toBeNull();
    const live = screen.getByRole('article', { name: /Dallas Cowboys/ });
    expect(within(live).getByText('LIVE')).toBeTruthy();
    expect(within(live).getByText('10')).toBeTruthy();
    expect(within(live).getByText('7')).toBeTruthy();
    const upcoming = screen.getByRole('article', { name: /New York Jets/ });
    expect(within(upcoming).getByText('SCHEDULED')).toBeTruthy();
    expect(within(upcoming).queryByText('0')).toBeNull();
    expect(upcoming.querySelector('time')!.getAttribute('datetime')).toBe(at(3));
  });

  it('shows Total Games, Weeks, Teams and Filtered Results', async () => {
    open();
    await screen.findAllByTestId('week-group');
    expect([stat('totalGames'), stat('weeks'), stat('teams'), stat('filteredResults')]).toEqual(['4', '3', '7', '4']);
    expect(screen.getByText('Showing 4 of 4 games')).toBeTruthy();
  });

  it("offers only weeks with a game not finished and under 24 hours past its start, and the listed games' teams", async () => {
    open();
    await screen.findAllByTestId('week-group');
    expect(options('Week')).toEqual(['All Weeks', 'Week 11', 'Week 12']);
    expect(options('Team')).toEqual([
      'All Teams',
      'Buffalo Bills',
      'Chicago Bears',
      'Dallas Cowboys',
      'Detroit Lions',
      'Kansas City Chiefs',
      'New York Giants',
      'New York Jets',
    ]);
  });
});

describe('/schedule/{league}: filters in the URL', () => {
  it('filters by week and team, each change a history entry, and Clear Filters empties the URL', async () => {
    const { memory } = open();
    await screen.findAllByTestId('week-group');

    fireEvent.change(select('Week'), { target: { value: 'W11' } });
    expect(await screen.findByText('Showing 2 of 4 games')).toBeTruthy();
    expect(stat('filteredResults')).toBe('2');
    fireEvent.change(select('Team'), { target: { value: 'Buffalo Bills' } });
    expect(await screen.findByText('Showing 1 of 4 games')).toBeTruthy();
    expect(groups()).toEqual([{ heading: 'Week 11(1 game)', games: [expect.stringContaining('New York Jets')] }]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Showing 4 of 4 games')).toBeTruthy();
    expect(select('Week').value).toBe('');
    expect(select('Team').value).toBe('');
    expect(memory.history).toEqual(['/schedule/nfl', '/schedule/nfl?week=W11', '/schedule/nfl?week=W11&team=Buffalo+Bills', '/schedule/nfl']);
  });

  it('searches as you type, one history entry per search, and shows the empty state when nothing matches', async () => {
    const { memory } = open();
    await screen.findAllByTestId('week-group');
    fireEvent.change(search(), { target: { value: 'n' } });
    fireEvent.change(search(), { target: { value: 'ne' } });
    fireEvent.change(search(), { target: { value: 'new ' } });
    expect(search().value).toBe('new ');
    expect(await screen.findByText('Showing 2 of 4 games')).toBeTruthy();
    expect(memory.history).toEqual(['/schedule/nfl', '/schedule/nfl?q=new+']);

    fireEvent.blur(search());
    fireEvent.change(search(), { target: { value: 'new york eagles' } });
    expect(await screen.findByRole('heading', { name: 'No Games Found' })).toBeTruthy();
    expect(screen.getByText('No games match your current filters. Try adjusting your search criteria.')).toBeTruthy();
    expect(stat('filteredResults')).toBe('0');
    expect(memory.history).toHaveLength(3);

    const [emptyStateClear] = screen.getAllByRole('button', { name: 'Clear Filters' }).slice(-1);
    fireEvent.click(emptyStateClear!);
    expect(await screen.findByText('Showing 4 of 4 games')).toBeTruthy();
    expect(search().value).toBe('');
  });

  it('opens a shared link with its filters applied, even a week the dropdown no longer offers', async () => {
    open('/schedule/nfl?week=W10&q=bears');
    expect(await screen.findByText('Showing 1 of 4 games')).toBeTruthy();
    expect(select('Week').value).toBe('W10');
    expect(options('Week')).toEqual(['All Weeks', 'Week 10', 'Week 11', 'Week 12']);
    expect(search().value).toBe('bears');
  });

  it('keeps Clear Filters disabled while nothing is filtered', async () => {
    open();
    await screen.findAllByTestId('week-group');
    expect((screen.getByRole('button', { name: 'Clear Filters' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/schedule/{league}: loading, empty and error states', () => {
  it('shows skeletons while the games load', async () => {
    open('/schedule/nfl', { 'GET /api/games?leagueId=1&includeAll=true': () => new Promise(() => {}) });
    expect(await screen.findByRole('status', { name: 'Loading games' })).toBeTruthy();
  });

  it('says when a league has no games at all', async () => {
    open('/schedule/ncaaf', { 'GET /api/games?leagueId=3&includeAll=true': { body: [] } });
    expect(await screen.findByRole('heading', { name: 'No Games Found' })).toBeTruthy();
    expect(screen.getByText('No NCAAF games are scheduled yet.')).toBeTruthy();
  });

  it('offers a retry when the games cannot load', async () => {
    open('/schedule/nfl', {
      'GET /api/games?leagueId=1&includeAll=true': (_b, n) => (n === 1 ? { status: 500, body: { message: 'Internal server error' } } : { body: GAMES }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "We couldn't load the schedule" })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 4 of 4 games')).toBeTruthy();
  });
});
