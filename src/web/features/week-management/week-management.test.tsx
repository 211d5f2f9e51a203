// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, League } from '../../../domain/schemas';
import type { ToastInput } from '../../lib/toast/use-toast';
import type { FakeRoute } from '../../test-support/fake-fetch';
import { renderRoute } from '../../test-support/render-route';
import { WeekManagement } from './week-management';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast/use-toast', () => ({ toast: toastSpy }));

const league = (id: number, name: string, activeWeek: string | null): League => ({
  id,
  name,
  displayName: name,
  sport: id === 2 ? 'basketball' : 'football',
  isActive: true,
  activeWeek,
  season: 2026,
  announcement: null,
});

const game = (id: number, status: string) => ({ id, status, week: 'PS1' }) as unknown as Game;

function api(overrides: Record<string, FakeRoute> = {}) {
  let week = 'PS1';
  return {
    'GET /api/leagues': () => ({ body: [league(1, 'NFL', week), league(2, 'NBA', null)] }),
    'GET /api/leagues/1/active-week': () => ({ body: { activeWeek: week } }),
    'GET /api/games?leagueId=1': { body: [game(1, 'FT'), game(2, 'scheduled')] },
    'POST /api/leagues/1/active-week': (body: unknown) => {
      const previousWeek = week;
      week = (body as { week: string }).week;
      return { body: { activeWeek: week, previousWeek, changed: true } };
    },
    ...overrides,
  } satisfies Record<string, FakeRoute>;
}

const open = (routes: Record<string, FakeRoute> = api()) => renderRoute('/week-management', WeekManagement, '/week-management', routes);
const toasts = (): ToastInput[] => toastSpy.mock.calls.map(([arg]) => arg as ToastInput);
const weekSelect = () => screen.getByLabelText('Week to advance to') as HTMLSelectElement;

beforeEach(() => toastSpy.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Week Management', () => {
  it('shows the active week (label and code), the games available, the warning and what advancing does', async () => {
    open();
    expect(await screen.findByTestId('active-week-label')).toHaveProperty('textContent', 'Preseason Week 1');
    expect(screen.getByLabelText('Week code PS1')).toBeTruthy();
    expect(await screen.findByText('1 game available')).toBeTruthy();
    expect(screen.getByText('1 of 2 complete')).toBeTruthy();
    expect(screen.getByText('Advance to the next week only when all games of the current week are complete.')).toBeTruthy();
    for (const effect of ['Players see only the new week’s pools', 'Previous pools become read-only', 'New pools open', 'Dashboards update']) {
      expect(screen.getByText(effect)).toBeTruthy();
    }
    const options = [...weekSelect().options].map((o) => o.textContent);
    expect(options).toHaveLength(28);
    expect(options.slice(0, 4)).toEqual(['Select a week', 'Hall of Fame Weekend (HOF)', 'Preseason Week 1 (PS1) · current', 'Preseason Week 2 (PS2) · next']);
  });

  it("keeps the button disabled until a week is chosen ('No Week Selected'), and for the week already active", async () => {
    open();
    const button = await screen.findByRole('button', { name: 'Advance Week' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('No Week Selected:')).toBeTruthy();
    expect(screen.getByText('Please select a week to advance to', { exact: false })).toBeTruthy();
    fireEvent.change(weekSelect(), { target: { value: 'PS1' } });
    expect(screen.getByRole('button', { name: 'Advance to Preseason Week 1' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Preseason Week 1 is already the active week', { exact: false })).toBeTruthy();
  });

  it('advances after confirming, says so, and refreshes the week, the leagues and the games', async () => {
    const { server } = open();
    await screen.findByText('1 game available');
    fireEvent.change(weekSelect(), { target: { value: 'PS2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Advance to Preseason Week 2' }));

    const dialog = await screen.findByRole('dialog', { name: 'Advance to Preseason Week 2?' });
    expect(within(dialog).getByText(/The NFL moves from Preseason Week 1 to Preseason Week 2\./)).toBeTruthy();
    expect(within(dialog).getByText(/1 of 2 games of Preseason Week 1 is not complete yet\./)).toBeTruthy();
    expect(server.callsTo('POST /api/leagues/1/active-week')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Advance to Preseason Week 2' }));

    await waitFor(() => expect(toasts()).toEqual([{ title: 'Week Updated Successfully', description: 'Active week changed to Preseason Week 2', variant: 'success' }]));
    expect(server.callsTo('POST /api/leagues/1/active-week').map((c) => c.body)).toEqual([{ week: 'PS2' }]);
    await waitFor(() => expect(screen.getByTestId('active-week-label').textContent).toBe('Preseason Week 2'));
    expect(server.callsTo('GET /api/leagues').length).toBeGreaterThanOrEqual(2);
    expect(server.callsTo('GET /api/games?leagueId=1').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(weekSelect().value).toBe('');
  });

  it('warns in the dialog when the week moves back; Cancel changes nothing', async () => {
    const { server } = open();
    await screen.findByText('1 game available');
    fireEvent.change(weekSelect(), { target: { value: 'HOF' } });
    fireEvent.click(screen.getByRole('button', { name: 'Advance to Hall of Fame Weekend' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/This moves the week back/)).toBeTruthy();
    expect(within(dialog).queryByText(/not complete yet/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /api/leagues/1/active-week')).toHaveLength(0);
  });

  it("says 'Update Failed' with the server's message when the change is refused", async () => {
    open(api({ 'POST /api/leagues/1/active-week': { status: 409, body: { message: 'The week could not change now', code: 'conflict' } } }));
    await screen.findByText('1 game available');
    fireEvent.change(weekSelect(), { target: { value: 'PS2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Advance to Preseason Week 2' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Advance to Preseason Week 2' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Update Failed', description: 'The week could not change now', variant: 'destructive' }]));
    expect(screen.getByTestId('active-week-label').textContent).toBe('Preseason Week 1');
  });

  it("says 'No NFL league found' when there is no NFL league", async () => {
    const { server } = open({ 'GET /api/leagues': { body: [league(2, 'NBA', null)] } });
    expect(await screen.findByRole('heading', { name: 'No NFL league found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the Management console' }).getAttribute('href')).toBe('/management');
    expect(server.calls.map((c) => c.url)).toEqual(['/api/leagues']);
  });

  it('shows a retry when the leagues cannot be loaded', async () => {
    open({ 'GET /api/leagues': { status: 500, body: { message: 'Internal server error', code: 'internal' } } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining("We couldn't load the leagues"));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
