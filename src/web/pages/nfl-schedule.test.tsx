// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { League, NflScheduleEntry } from '../../domain/schemas';
import type { ToastInput } from '../lib/toast/use-toast';
import type { FakeRoute } from '../test-support/fake-fetch';
import { renderRoute } from '../test-support/render-route';
import NflSchedulePage from './nfl-schedule';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../lib/toast/use-toast', () => ({ toast: toastSpy }));

const NFL: League = {
  id: 1,
  name: 'NFL',
  displayName: 'National Football League',
  sport: 'football',
  isActive: true,
  activeWeek: 'W1',
  season: 2025,
  announcement: null,
};

const entry = (id: number, week: string, away: string, home: string, kickoff: string, over: Partial<NflScheduleEntry> = {}): NflScheduleEntry => ({
  id,
  week,
  weekLabel: week === 'PS1' ? 'Preseason Week 1' : `Week ${week.slice(1)}`,
  kickoff,
  away,
  home,
  awayScore: null,
  homeScore: null,
  status: 'scheduled',
  state: 'SCHEDULED',
  ...over,
});

const SCHEDULE = [
  entry(1, 'PS1', 'New York Giants', 'Buffalo Bills', '2025-08-09T17:00:00.000Z'),
  entry(2, 'W1', 'Dallas Cowboys', 'Philadelphia Eagles', '2025-09-05T00:20:00.000Z', { status: '3q', state: 'LIVE', awayScore: 17, homeScore: 21 }),
  entry(3, 'W1', 'Kansas City Chiefs', 'Los Angeles Chargers', '2025-09-06T00:00:00.000Z'),
  entry(4, 'W2', 'Washington Commanders', 'Green Bay Packers', '2025-09-12T00:15:00.000Z'),
];

function open(path = '/nfl-schedule', routes: Record<string, FakeRoute> = {}) {
  return renderRoute('/nfl-schedule', NflSchedulePage, path, {
    'GET /api/leagues': { body: [NFL] },
    'GET /api/nfl/schedule/2025': { body: SCHEDULE },
    ...routes,
  });
}

const rows = () => screen.getAllByTestId('schedule-row');
const weekButton = (name: string) => within(screen.getByRole('group', { name: 'Filter by week' })).getByRole('button', { name });
const toasts = (): ToastInput[] => toastSpy.mock.calls.map(([arg]) => arg as ToastInput);

beforeEach(() => toastSpy.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/nfl-schedule', () => {
  it("reads 'Loading {season} NFL Schedule...' until the schedule answers", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    open('/nfl-schedule', { 'GET /api/nfl/schedule/2025': () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByRole('status', { name: 'Loading 2025 NFL Schedule...' })).toBeTruthy();
    expect(screen.getByText('Loading 2025 NFL Schedule...')).toBeTruthy();
    answer({ body: SCHEDULE });
    expect(await screen.findByText('Showing 4 of 4 games')).toBeTruthy();
    expect(screen.queryByText('Loading 2025 NFL Schedule...')).toBeNull();
  });

  it("titles the league's season and lists every game: week, kickoff, 'away @ home', score once started, status", async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '2025 NFL Schedule' })).toBeTruthy();
    expect(await screen.findByText('Showing 4 of 4 games')).toBeTruthy();
    expect(rows()).toHaveLength(4);
    const live = rows()[1]!;
    expect(live.textContent).toContain('Week 1');
    expect(live.textContent).toContain('Dallas Cowboys @ Philadelphia Eagles');
    expect(within(live).getByText('Score: Dallas Cowboys 17, Philadelphia Eagles 21')).toBeTruthy();
    expect(within(live).getByText('LIVE')).toBeTruthy();
    expect(live.querySelector('time')!.getAttribute('datetime')).toBe('2025-09-05T00:20:00.000Z');
    const upcoming = rows()[0]!;
    expect(within(upcoming).getByText('SCHEDULED')).toBeTruthy();
    expect(upcoming.textContent).not.toMatch(/Score:/);
    expect(document.title).toBe('2025 NFL Schedule · Squares');
  });

  it("filters by week with buttons ('All Weeks', then weeks by label), keeping the week in the URL", async () => {
    const { memory } = open();
    await screen.findByText('Showing 4 of 4 games');
    const group = screen.getByRole('group', { name: 'Filter by week' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['All Weeks', 'Preseason Week 1', 'Week 1', 'Week 2']);
    expect(weekButton('All Weeks').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(weekButton('Week 1'));
    expect(await screen.findByText('Showing 2 of 4 games')).toBeTruthy();
    expect(weekButton('Week 1').getAttribute('aria-pressed')).toBe('true');
    expect(weekButton('All Weeks').getAttribute('aria-pressed')).toBe('false');
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('Dallas Cowboys'), expect.stringContaining('Kansas City Chiefs')]);

    fireEvent.click(weekButton('All Weeks'));
    expect(await screen.findByText('Showing 4 of 4 games')).toBeTruthy();
    // Each choice is its own history entry, so Back returns to the previous week.
    expect(memory.history).toEqual(['/nfl-schedule', '/nfl-schedule?week=W1', '/nfl-schedule']);
  });

  it('opens a shared link on its week, and says so when that week has no games', async () => {
    open('/nfl-schedule?week=W2');
    expect(await screen.findByText('Showing 1 of 4 games')).toBeTruthy();
    expect(weekButton('Week 2').getAttribute('aria-pressed')).toBe('true');
    cleanup();

    open('/nfl-schedule?week=W5');
    expect(await screen.findByText('No games found for the selected week.')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 4 games')).toBeTruthy();
    expect(weekButton('Week 5').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryAllByTestId('schedule-row')).toHaveLength(0);
  });

  it('treats a week the season does not have as All Weeks', async () => {
    open('/nfl-schedule?week=banana');
    expect(await screen.findByText('Showing 4 of 4 games')).toBeTruthy();
    expect(weekButton('All Weeks').getAttribute('aria-pressed')).toBe('true');
  });

  it("shows 'Error' / 'Failed to load NFL schedule' when the schedule cannot load, and tries again", async () => {
    const { server } = open('/nfl-schedule', {
      'GET /api/nfl/schedule/2025': (_body, n) => (n === 1 ? { status: 500, body: { message: 'Internal server error' } } : { body: SCHEDULE }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(within(alert).getByText('Failed to load NFL schedule')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 4 of 4 games')).toBeTruthy();
    expect(server.callsTo('GET /api/nfl/schedule/2025')).toHaveLength(2);
  });

  it('Refresh reads the schedule again; a failed refresh keeps the games and raises the error toast', async () => {
    const { server } = open('/nfl-schedule', {
      'GET /api/nfl/schedule/2025': (_body, n) =>
        n === 1 ? { body: SCHEDULE } : n === 2 ? { body: SCHEDULE.slice(1) } : { status: 503, body: { message: 'Database is not answering' } },
    });
    await screen.findByText('Showing 4 of 4 games');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Showing 3 of 3 games')).toBeTruthy();
    expect(toasts()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Error', description: 'Failed to load NFL schedule', variant: 'destructive' }]));
    expect(screen.getByText('Showing 3 of 3 games')).toBeTruthy();
    expect(server.callsTo('GET /api/nfl/schedule/2025')).toHaveLength(3);
  });

  it("follows the league's season (D10): a pinned season is the one asked for and titled", async () => {
    const { server } = open('/nfl-schedule', {
      'GET /api/leagues': { body: [{ ...NFL, season: 2024 }] },
      'GET /api/nfl/schedule/2024': { body: [] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '2024 NFL Schedule' })).toBeTruthy();
    expect(await screen.findByText('Showing 0 of 0 games')).toBeTruthy();
    expect(screen.getByText('No games found for the selected week.')).toBeTruthy();
    expect(server.callsTo('GET /api/nfl/schedule/2025')).toHaveLength(0);
  });

  it('says so when there is no NFL league', async () => {
    open('/nfl-schedule', { 'GET /api/leagues': { body: [{ ...NFL, id: 2, name: 'NBA' }] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'No NFL league found' })).toBeTruthy();
  });
});
