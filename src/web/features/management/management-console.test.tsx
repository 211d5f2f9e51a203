// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPoolsResponse, Game, League, Pool } from '../../../domain/schemas';
import { createQueryClient } from '../../lib/query-client';
import type { ToastInput } from '../../lib/toast/use-toast';
import { fakeFetch, type FakeRoute } from '../../test-support/fake-fetch';
import { makePool } from '../../test-support/fixtures';
import { ManagementConsole } from './management-console';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast/use-toast', () => ({ toast: toastSpy }));

const NFL: League = { id: 1, name: 'NFL', displayName: 'National Football League', sport: 'football', isActive: true, activeWeek: 'W12', season: 2026, announcement: null };
const BEER: League = { id: 4, name: 'BEER', displayName: 'Beer League', sport: 'hockey', isActive: false, activeWeek: null, season: 2026, announcement: null };
const GAME: Game = { ...makePool().game, id: 31, homeTeam: 'Kansas City Chiefs', awayTeam: 'Buffalo Bills', week: 'W12', gameDate: '2026-11-29T18:00:00.000Z' };
const FINISHED: Game = { ...GAME, id: 30, status: 'FT', gameDate: '2026-11-15T18:00:00.000Z' };

const OPEN_PAID: Pool = makePool({ id: 71, name: '$5 Pool', entryFee: '5.00', entryFeeCents: 500, currentParticipants: 3, totalPotCents: 1500 });
const FULL: Pool = makePool({ id: 72, name: '$1 Pool', entryFee: '1.00', entryFeeCents: 100, status: 'full', currentParticipants: 100 });
const PAGE: AdminPoolsResponse = { pools: [OPEN_PAID, FULL], total: 2 };

type Server = ReturnType<typeof fakeFetch>;

function api(over: Record<string, FakeRoute> = {}): Server {
  return fakeFetch({
    'GET /api/leagues': { body: [NFL, BEER] },
    'GET /api/games?leagueId=1&includeAll=true': { body: [FINISHED, GAME] },
    'GET /api/games?leagueId=4&includeAll=true': { body: [] },
    'GET /api/admin/pools?limit=25&offset=0': { body: PAGE },
    ...over,
  });
}

function open(path = '/management', server: Server = api()) {
  vi.stubGlobal('fetch', server.fetch);
  const memory = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <ManagementConsole />
      </Router>
    </QueryClientProvider>,
  );
  return { server, memory };
}

const toasts = (): ToastInput[] => toastSpy.mock.calls.map(([arg]) => arg as ToastInput);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastSpy.mockReset();
});

describe('the console tabs', () => {
  it('are a tablist of Leagues, Games, Pools and System that the arrow keys move through, the open tab kept in the address', async () => {
    const { memory } = open();
    const tabs = within(screen.getByRole('tablist', { name: 'Management sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Leagues', 'Games', 'Pools', 'System']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    act(() => tabs[0]!.focus());
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Games' }).getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Games' }));
    expect(memory.history.at(-1)).toBe('/management?tab=games');
    expect(await screen.findByRole('form', { name: 'Create Game' })).toBeTruthy();
  });

  it('opens the tab the address names', async () => {
    open('/management?tab=pools');
    expect(screen.getByRole('tab', { name: 'Pools' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('list', { name: 'Pools' })).toBeTruthy();
  });

  it('links to Week Management', () => {
    open('/management');
    expect(screen.getByRole('link', { name: 'Week Management' }).getAttribute('href')).toBe('/week-management');
  });
});

describe('Leagues tab', () => {
  it('lists the leagues with an Active/Inactive badge', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Leagues' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('NFL');
    expect(rows[0]!.textContent).toContain('Active');
    expect(rows[1]!.textContent).toContain('Inactive');
  });

  it("creates a league with the spec's body and toast, the code upper-cased", async () => {
    const XFL: League = { ...BEER, id: 5, name: 'XFL', displayName: 'XFL Football', sport: 'football', isActive: true };
    const { server } = open('/management', api({ 'POST /api/leagues': { status: 201, body: XFL } }));
    const form = screen.getByRole('form', { name: 'Create League' });
    fireEvent.change(within(form).getByLabelText('League Code'), { target: { value: 'xfl' } });
    fireEvent.change(within(form).getByLabelText('Display Name'), { target: { value: 'XFL Football' } });
    fireEvent.submit(form);
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ title: 'League created successfully' })));
    expect(server.callsTo('POST /api/leagues')[0]!.body).toEqual({ name: 'XFL', displayName: 'XFL Football', sport: 'football', isActive: true });
    expect((within(form).getByLabelText('League Code') as HTMLInputElement).value).toBe('');
  });

  it('shows what is wrong under the field and sends nothing; a taken code comes back on the field', async () => {
    const { server } = open('/management', api({ 'POST /api/leagues': { status: 409, body: { message: 'A league with the code NFL already exists', code: 'conflict' } } }));
    const form = screen.getByRole('form', { name: 'Create League' });
    fireEvent.change(within(form).getByLabelText('League Code'), { target: { value: 'N1' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('League Code must be 2 to 10 letters')).toBeTruthy();
    expect(within(form).getByText('Display Name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('League Code')));
    expect(server.callsTo('POST /api/leagues')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('League Code'), { target: { value: 'nfl' } });
    fireEvent.change(within(form).getByLabelText('Display Name'), { target: { value: 'Again' } });
    within(form).getByLabelText('Display Name').focus();
    fireEvent.submit(form);
    expect(await within(form).findByText('A league with the code NFL already exists')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('League Code')));
    expect(toasts()).toContainEqual({ title: 'Error', description: 'A league with the code NFL already exists', variant: 'destructive' });
  });

  it("puts the server's field issues under their fields and focuses the first", async () => {
    const refusal = { message: 'Invalid request', code: 'validation_failed', issues: [{ path: ['displayName'], message: 'Display Name can be at most 60 characters' }] };
    open('/management', api({ 'POST /api/leagues': { status: 400, body: refusal } }));
    const form = screen.getByRole('form', { name: 'Create League' });
    fireEvent.change(within(form).getByLabelText('League Code'), { target: { value: 'xfl' } });
    fireEvent.change(within(form).getByLabelText('Display Name'), { target: { value: 'XFL Football' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Display Name can be at most 60 characters')).toBeTruthy();
    expect(within(form).getByLabelText('Display Name').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Display Name')));
  });

  it('turns a league off with its switch', async () => {
    const { server } = open('/management', api({ 'PATCH /api/leagues/1': { body: { ...NFL, isActive: false } } }));
    fireEvent.click(await screen.findByRole('switch', { name: 'NFL active' }));
    await waitFor(() => expect(server.callsTo('PATCH /api/leagues/1')[0]?.body).toEqual({ isActive: false }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ title: 'NFL is now inactive' })));
  });
});

describe('Games tab', () => {
  it('offers the 32 NFL teams for the NFL, posts the spec body (leagueId an integer, scores 0) and lists the league games', async () => {
    const { server } = open('/management?tab=games', api({ 'POST /api/games': { status: 201, body: GAME } }));
    const form = await screen.findByRole('form', { name: 'Create Game' });
    const home = within(form).getByLabelText('Home Team') as HTMLSelectElement;
    expect(home.tagName).toBe('SELECT');
    expect([...home.options].filter((o) => !o.disabled)).toHaveLength(32);
    expect((within(form).getByLabelText('Week') as HTMLSelectElement).value).toBe('W12');
    expect((within(form).getByLabelText('Home Team Color') as HTMLInputElement).value).toBe('#1d4ed8');
    expect((within(form).getByLabelText('Away Team Color') as HTMLInputElement).value).toBe('#dc2626');

    fireEvent.change(home, { target: { value: 'Kansas City Chiefs' } });
    fireEvent.change(within(form).getByLabelText('Away Team'), { target: { value: 'Buffalo Bills' } });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2099-11-29' } });
    fireEvent.change(within(form).getByLabelText('Time'), { target: { value: '13:00' } });
    fireEvent.submit(form);
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Game created successfully' })));
    expect(server.callsTo('POST /api/games')[0]!.body).toEqual({
      leagueId: 1,
      homeTeam: 'Kansas City Chiefs',
      awayTeam: 'Buffalo Bills',
      // The chosen teams' own colours, not the form's starting blue and red.
      homeTeamColor: '#e31837',
      awayTeamColor: '#00338d',
      gameDate: new Date(2099, 10, 29, 13, 0).toISOString(),
      status: 'scheduled',
      homeScore: 0,
      awayScore: 0,
      quarter: 0,
      week: 'W12',
    });

    const games = await screen.findByRole('list', { name: 'Scheduled NFL games' });
    expect(games.className).toContain('h-96');
    expect(games.className).toContain('overflow-y-auto');
    const rows = within(games).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.includes('#31'))).toEqual([true, false]);
    expect(rows[1]!.textContent).toContain('COMPLETED');
  });

  it('takes typed team names in another league, and its games list follows the league', async () => {
    open('/management?tab=games');
    const form = await screen.findByRole('form', { name: 'Create Game' });
    fireEvent.change(within(form).getByLabelText('League'), { target: { value: '4' } });
    await waitFor(() => expect(within(form).getByLabelText('Home Team').tagName).toBe('INPUT'));
    expect((within(form).getByLabelText('Week') as HTMLSelectElement).value).toBe('');
    expect(await screen.findByText('No BEER games yet')).toBeTruthy();
  });

  it('names home = away and a missing kickoff before sending anything', async () => {
    const { server } = open('/management?tab=games');
    const form = await screen.findByRole('form', { name: 'Create Game' });
    fireEvent.change(within(form).getByLabelText('Home Team'), { target: { value: 'Buffalo Bills' } });
    fireEvent.change(within(form).getByLabelText('Away Team'), { target: { value: 'Buffalo Bills' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Home and away teams must be different')).toBeTruthy();
    expect(within(form).getByText('Choose the date and time of kickoff')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Away Team')));
    expect(server.callsTo('POST /api/games')).toHaveLength(0);
  });

  it("puts the server's issue about the kickoff under it, focusing its date", async () => {
    const refusal = { message: 'Invalid request', code: 'bad_request', issues: [{ path: ['gameDate'], message: 'Kickoff must be within the season' }] };
    const { server } = open('/management?tab=games', api({ 'POST /api/games': { status: 400, body: refusal } }));
    const form = await screen.findByRole('form', { name: 'Create Game' });
    fireEvent.change(within(form).getByLabelText('Home Team'), { target: { value: 'Kansas City Chiefs' } });
    fireEvent.change(within(form).getByLabelText('Away Team'), { target: { value: 'Buffalo Bills' } });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2099-11-29' } });
    fireEvent.change(within(form).getByLabelText('Time'), { target: { value: '13:00' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Kickoff must be within the season')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Date')));
    expect(within(form).getByLabelText('Time').getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST /api/games')[0]?.body).toMatchObject({ homeTeam: 'Kansas City Chiefs', awayTeam: 'Buffalo Bills', leagueId: 1 });
  });
});

describe('Pools tab', () => {
  const row = async (name: string) => (await screen.findAllByRole('listitem')).find((li) => li.textContent?.includes(name))!;

  it('shows each pool with fee, participants and status; Refund only for an open pool that is not full', async () => {
    open('/management?tab=pools');
    const paid = await row('$5 Pool');
    expect(paid.textContent).toContain('New York Jets @ Atlanta Falcons');
    expect(paid.textContent).toContain('$5.00');
    expect(paid.textContent).toContain('3/100');
    expect(within(paid).getByRole('button', { name: /^Refund \$5 Pool/ })).toHaveProperty('disabled', false);
    const full = await row('$1 Pool');
    expect(full.textContent).toContain('100/100');
    expect(within(full).getByRole('button', { name: /^Refund \$1 Pool/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('Showing 1–2 of 2 pools')).toBeTruthy();
  });

  it("shows the server's reason when it refuses a status change, and refetches the list", async () => {
    const reason = 'Cannot change this pool from full to completed: only a pool in play (active) completes';
    const { server } = open('/management?tab=pools', api({ 'PATCH /api/pools/72': { status: 409, body: { message: reason, code: 'conflict' } } }));
    const full = await row('$1 Pool');
    fireEvent.change(within(full).getByLabelText(/^Status of \$1 Pool/), { target: { value: 'completed' } });
    await waitFor(() => expect(toasts()).toContainEqual({ title: 'Error', description: reason, variant: 'destructive' }));
    expect(server.callsTo('PATCH /api/pools/72')[0]!.body).toEqual({ status: 'completed' });
    await waitFor(() => expect(server.callsTo('GET /api/admin/pools?limit=25&offset=0').length).toBeGreaterThan(1));
  });

  it('asks before cancelling a pool players paid into, then updates it', async () => {
    const { server } = open('/management?tab=pools', api({ 'PATCH /api/pools/71': { body: { ...OPEN_PAID, status: 'cancelled' } } }));
    const paid = await row('$5 Pool');
    fireEvent.change(within(paid).getByLabelText(/^Status of \$5 Pool/), { target: { value: 'cancelled' } });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel $5 Pool?' });
    expect(dialog.textContent).toContain('The money paid for 3 squares ($15.00) is refunded, and each player is e-mailed.');
    expect(server.callsTo('PATCH /api/pools/71')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel pool' }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Pool updated successfully' })));
    expect(server.callsTo('PATCH /api/pools/71')[0]!.body).toEqual({ status: 'cancelled' });
  });

  it('asks before cancelling a pool nobody paid into too: cancelled is for good', async () => {
    const EMPTY_FREE = makePool({ id: 70, name: 'Free Pool' });
    const { server } = open('/management?tab=pools', api({ 'GET /api/admin/pools?limit=25&offset=0': { body: { pools: [EMPTY_FREE], total: 1 } } }));
    const free = await row('Free Pool');
    fireEvent.change(within(free).getByLabelText(/^Status of Free Pool/), { target: { value: 'cancelled' } });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Free Pool?' });
    expect(dialog.textContent).toContain('The pool is cancelled for good: nobody can join it again.');
    expect(dialog.textContent).toContain('Nobody has paid into it, so no money moves.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep pool' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PATCH /api/pools/70')).toHaveLength(0);
  });

  it('refunds after a confirmation', async () => {
    const { server } = open('/management?tab=pools', api({ 'POST /api/pools/71/refund': { body: { message: 'Pool refunded successfully', poolId: 71, paymentsRefunded: 2 } } }));
    const paid = await row('$5 Pool');
    fireEvent.click(within(paid).getByRole('button', { name: /^Refund \$5 Pool/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund $5 Pool?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund pool' }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Pool refunded successfully' })));
    expect(server.callsTo('POST /api/pools/71/refund')).toHaveLength(1);
  });

  it('filters by status, and says when nothing matches', async () => {
    const { server } = open('/management?tab=pools', api({ 'GET /api/admin/pools?status=active&limit=25&offset=0': { body: { pools: [], total: 0 } } }));
    await row('$5 Pool');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    expect(await screen.findByText('No pools match')).toBeTruthy();
    expect(server.callsTo('GET /api/admin/pools?status=active&limit=25&offset=0')).toHaveLength(1);
  });
});
