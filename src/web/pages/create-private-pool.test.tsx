// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describePoolRules, STANDARD_RULES } from '../../domain/pool-rules';
import type { Game, League } from '../../domain/schemas';
import { PRIVATE_POOL_MESSAGES as M, type CreatePrivatePoolResponse } from '../../domain/schemas/private-pool';
import { createQueryClient } from '../lib/query-client';
import { ALL_POOLS_QUERY_KEY, AUTH_USER_QUERY_KEY, USER_POOLS_QUERY_KEY } from '../lib/query-keys';
import type { ToastInput } from '../lib/toast/use-toast';
import { fakeFetch, type FakeRoute } from '../test-support/fake-fetch';
import { makeAuthUser, makePool } from '../test-support/fixtures';
import CreatePrivatePoolPage from './create-private-pool';

const STANDARD_WORDS = describePoolRules(STANDARD_RULES);

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../lib/toast/use-toast', () => ({ toast: toastSpy }));

const NOW = Date.parse('2026-11-20T15:00:00.000Z');
const game = (over: Partial<Game>): Game => makePool({}, over).game;
const JETS_FALCONS = game({ id: 14, gameDate: '2026-11-22T18:00:00.000Z' });
const BEARS_LIONS = game({ id: 15, homeTeam: 'Detroit Lions', awayTeam: 'Chicago Bears', gameDate: '2026-11-21T17:30:00.000Z' });
const LAKERS = game({ id: 30, leagueId: 2, homeTeam: 'Los Angeles Lakers', awayTeam: 'Boston Celtics', gameDate: '2026-11-20T23:00:00.000Z' });
const IN_PLAY = game({ id: 16, homeTeam: 'Green Bay Packers', awayTeam: 'Dallas Cowboys', status: '2q', gameDate: '2026-11-20T14:00:00.000Z' });
const KICKED_OFF = game({ id: 17, homeTeam: 'Buffalo Bills', awayTeam: 'Miami Dolphins', gameDate: '2026-11-20T14:30:00.000Z' });
const FINISHED = game({ id: 18, homeTeam: 'Denver Broncos', awayTeam: 'Kansas City Chiefs', status: 'FT', gameDate: '2026-11-19T01:00:00.000Z' });
const LEAGUES = [
  { id: 1, name: 'NFL' },
  { id: 2, name: 'NBA' },
] as League[];

const CREATED: CreatePrivatePoolResponse = {
  pool: { id: 901, name: 'Office Pool', entryFee: '7.50', maxSquaresPerPlayer: 10 },
  inviteCode: 'K7QM-2XRD-9FJTA',
  invitations: [{ email: 'ada@example.com' }, { email: 'grace@example.com' }],
};

type Server = ReturnType<typeof fakeFetch>;

function api(over: Record<string, FakeRoute> = {}): Server {
  return fakeFetch({
    'GET /api/games': { body: [KICKED_OFF, JETS_FALCONS, IN_PLAY, BEARS_LIONS, FINISHED, LAKERS] },
    'GET /api/leagues': { body: LEAGUES },
    'GET /api/payments/config': { body: { provider: 'sandbox', publishableKey: null, paidPlay: true } },
    'POST /api/pools/private': { status: 201, body: CREATED },
    ...over,
  });
}

function Shell() {
  const [path] = useLocation();
  return path === '/create-private-pool' ? <CreatePrivatePoolPage /> : <p data-testid="location">{path}</p>;
}

function open(server: Server = api(), { signedIn = true }: { signedIn?: boolean } = {}) {
  vi.stubGlobal('fetch', server.fetch);
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_QUERY_KEY, signedIn ? makeAuthUser() : null);
  const memory = memoryLocation({ path: '/create-private-pool', record: true });
  render(
    <QueryClientProvider client={client}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <Shell />
      </Router>
    </QueryClientProvider>,
  );
  return { server, memory, client };
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
/** Submits, and lets the form's check (it answers in a promise) finish. */
async function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Create Pool' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
const toasts = (): ToastInput[] => toastSpy.mock.calls.map(([arg]) => arg as ToastInput);

/** The error text a control points at through aria-describedby (spec messages sit next to their field). */
function describedErrors(control: HTMLElement): string[] {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((ref) => ref.endsWith('-error'))
    .map((ref) => document.getElementById(ref)?.textContent ?? '');
}

async function fillValid() {
  await screen.findByRole('option', { name: /^New York Jets @ Atlanta Falcons — / });
  fireEvent.change(screen.getByLabelText('Game'), { target: { value: '14' } });
  type('Pool name', 'Office Pool');
}

function addEmail(email: string) {
  type('Invite by e-mail', email);
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  toastSpy.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/create-private-pool signed out', () => {
  it("shows 'Authentication Required' with a sign-in that comes back here, and loads nothing", () => {
    const { server } = open(api(), { signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByText('Please log in to create private pools')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fcreate-private-pool');
    expect(screen.queryByRole('form')).toBeNull();
    expect(server.calls).toEqual([]);
  });
});

describe('the form', () => {
  it('offers upcoming scheduled games only, by league, soonest first, "away @ home — date time"', async () => {
    open();
    const select = screen.getByLabelText('Game') as HTMLSelectElement;
    await screen.findByRole('option', { name: /^New York Jets @ Atlanta Falcons — / });
    const groups = [...select.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => option.textContent?.split(' — ')[0]),
    ]);
    expect(groups).toEqual([
      ['NFL', ['Chicago Bears @ Detroit Lions', 'New York Jets @ Atlanta Falcons']],
      ['NBA', ['Boston Celtics @ Los Angeles Lakers']],
    ]);
    expect(select.value).toBe('');
    expect(screen.getByRole('option', { name: 'Select a game' })).toHaveProperty('disabled', true);
  });

  it('starts with the spec defaults: entry fee 5 (0 to 1000, step 0.01), 5 squares (1 to 25), equal split, through Squares', async () => {
    open();
    const fee = input('Entry fee per square');
    expect([fee.type, fee.value, fee.min, fee.max, fee.step]).toEqual(['number', '5', '0', '1000', '0.01']);
    const squares = input('Maximum squares per player');
    expect([squares.type, squares.value, squares.min, squares.max, squares.step]).toEqual(['number', '5', '1', '25', '1']);
    expect(screen.getByRole('radio', { name: /^Equal/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /^Through Squares \(card payments held in escrow\)/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Nonprofit pool' })).toHaveProperty('checked', false);
    await screen.findByRole('option', { name: /^New York Jets/ });
  });

  it("says 'Please select a game' and 'Pool name must be at least 3 characters' next to the fields, focusing the first", async () => {
    const { server } = open();
    await screen.findByRole('option', { name: /^New York Jets/ });
    type('Pool name', 'ab');
    await submit();
    const select = screen.getByLabelText('Game');
    expect(describedErrors(select)).toEqual([M.game]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(describedErrors(input('Pool name'))).toEqual([M.name]);
    expect(server.callsTo('POST /api/pools/private')).toEqual([]);

    fireEvent.change(select, { target: { value: '14' } });
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText(M.game)).toBeNull();
  });

  it.each([
    ['Entry fee per square', '-1', M.feeNegative],
    ['Entry fee per square', '1000.01', M.feeMax],
    ['Maximum squares per player', '0', M.squaresMin],
    ['Maximum squares per player', '26', M.squaresMax],
  ])('%s %s: %s', async (label, value, message) => {
    const { server } = open();
    await fillValid();
    type(label, value);
    await submit();
    expect(describedErrors(input(label))).toEqual([message]);
    await waitFor(() => expect(document.activeElement).toBe(input(label)));
    expect(server.callsTo('POST /api/pools/private')).toEqual([]);
  });

  it("invite e-mails: 'Add' is disabled when blank, a bad address says 'Invalid email address', a duplicate is ignored with a note, chips can be removed", async () => {
    open();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toHaveProperty('disabled', true);
    type('Invite by e-mail', '   ');
    expect(add).toHaveProperty('disabled', true);

    addEmail('not-an-email');
    expect(describedErrors(input('Invite by e-mail'))).toEqual([M.email]);
    expect(screen.queryByRole('list', { name: 'People to invite' })).toBeNull();

    addEmail('Ada@Example.com');
    expect(describedErrors(input('Invite by e-mail'))).toEqual([]);
    expect(input('Invite by e-mail').value).toBe('');
    addEmail('grace@example.com');
    addEmail('ada@example.com ');
    const list = screen.getByRole('list', { name: 'People to invite' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ada@example.com', 'grace@example.com']);
    expect(screen.getByText('ada@example.com is already on the list.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove ada@example.com' }));
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['grace@example.com']);
    await waitFor(() => expect(document.activeElement).toBe(input('Invite by e-mail')));
    await screen.findByRole('option', { name: /^New York Jets/ });
  });

  it('Enter in the e-mail box adds the address instead of submitting', async () => {
    const { server } = open();
    await fillValid();
    type('Invite by e-mail', 'ada@example.com');
    fireEvent.keyDown(input('Invite by e-mail'), { key: 'Enter' });
    expect(screen.getByRole('list', { name: 'People to invite' }).textContent).toContain('ada@example.com');
    expect(server.callsTo('POST /api/pools/private')).toEqual([]);
  });

  it('a custom split must add up to 100 (the shared schema says so); then it is sent in basis points', async () => {
    const { server } = open();
    await fillValid();
    fireEvent.click(screen.getByRole('radio', { name: /^Custom/ }));
    type('Q1 %', '10');
    type('Q2 %', '20');
    type('Q3 %', '30');
    type('Final %', '30');
    expect(screen.getByText(/Total: 90%/)).toBeTruthy();
    await submit();
    expect(describedErrors(input('Q1 %'))).toEqual(['Period shares must add up to 100% (10000 basis points), got 9000']);
    await waitFor(() => expect(document.activeElement).toBe(input('Q1 %')));
    expect(server.callsTo('POST /api/pools/private')).toEqual([]);

    type('Final %', '40');
    expect(screen.getByText('Total: 100%')).toBeTruthy();
    await submit();
    await screen.findByRole('heading', { name: 'Office Pool is ready' });
    expect(server.callsTo('POST /api/pools/private')[0]?.body).toMatchObject({ payoutScheme: { name: 'custom', periodBps: [1000, 2000, 3000, 4000] } });
  });

  it('Cancel goes to /dashboard', async () => {
    const { memory } = open();
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(memory.history?.at(-1)).toBe('/dashboard');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });
});

describe('creating', () => {
  it('posts the checked body; the button is disabled with a spinner meanwhile; the success view shows code, link, details and invitations', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const server = api({ 'POST /api/pools/private': () => new Promise((resolve) => (answer = resolve)) });
    const { client } = open(server);
    client.setQueryData(ALL_POOLS_QUERY_KEY, []);
    client.setQueryData(USER_POOLS_QUERY_KEY, []);
    await fillValid();
    type('Pool name', '  Office Pool ');
    type('Entry fee per square', '7.50');
    type('Maximum squares per player', '10');
    fireEvent.click(screen.getByRole('radio', { name: /^Halftime-heavy/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nonprofit pool' }));
    type("Organization's name", 'Food Bank');
    fireEvent.click(screen.getByRole('radio', { name: /^By the organizer/ }));
    addEmail('ada@example.com');
    // Typed but not added: still invited.
    type('Invite by e-mail', 'Grace@Example.com');
    await submit();

    const busy = screen.getByRole('button', { name: /Creating Pool/ });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(server.callsTo('POST /api/pools/private')).toHaveLength(1));
    expect(server.callsTo('POST /api/pools/private').map((c) => c.body)).toEqual([
      {
        gameId: 14,
        name: 'Office Pool',
        entryFee: 7.5,
        maxSquaresPerPlayer: 10,
        inviteEmails: ['ada@example.com', 'grace@example.com'],
        payoutScheme: { name: 'halftime-heavy' },
        nonprofitName: 'Food Bank',
        collection: 'organizer',
        rules: { numbers: 'game', reverseWinners: false, boardSize: 100 },
      },
    ]);

    await act(async () => answer({ status: 201, body: CREATED }));
    const heading = await screen.findByRole('heading', { name: 'Office Pool is ready' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('heading', { level: 1, name: 'Pool Created' })).toBeTruthy();
    expect(screen.getByLabelText('Invite code').textContent).toBe('K7QM-2XRD-9FJTA');
    expect(screen.getByRole('button', { name: 'Copy invite code' })).toBeTruthy();
    expect(input('Join link').value).toBe(`${window.location.origin}/join/K7QM-2XRD-9FJTA`);

    const details = screen.getByRole('heading', { name: 'Pool details' }).parentElement!;
    const rows = [...details.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Name', 'Office Pool'],
      ['Game', expect.stringMatching(/^New York Jets @ Atlanta Falcons — /)],
      ['Entry fee', '$7.50'],
      ['Max squares per player', '10'],
      ['Board', STANDARD_WORDS.board],
      ['Numbers', STANDARD_WORDS.numbers],
      ['Winners', STANDARD_WORDS.winners],
      ['Payout split', '20% / 30% / 20% / 30%'],
      ['Nonprofit', 'Food Bank (5% of the prize pool)'],
      ['Money collected', 'By the organizer'],
    ]);
    const sent = screen.getByRole('list', { name: 'Invitations sent to' });
    expect(within(sent).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ada@example.com', 'grace@example.com']);
    expect(screen.getByRole('link', { name: 'View Pool' }).getAttribute('href')).toBe('/pool/901');

    // Spec section 7: the pools list is invalidated afterwards.
    expect(client.getQueryState(ALL_POOLS_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(client.getQueryState(USER_POOLS_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('says so when nobody was e-mailed; Copy link copies and shows Link Copied', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open(api({ 'POST /api/pools/private': { status: 201, body: { ...CREATED, invitations: [] } } }));
    await fillValid();
    await submit();
    await screen.findByRole('heading', { name: 'Office Pool is ready' });
    expect(screen.getByText('No invitations were e-mailed. Share the code or the link above instead.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts()).toContainEqual({ title: 'Link Copied', variant: 'success' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/join/K7QM-2XRD-9FJTA`);
  });

  it('View Pool goes to /pool/{id}', async () => {
    open();
    await fillValid();
    await submit();
    fireEvent.click(await screen.findByRole('link', { name: 'View Pool' }));
    expect(screen.getByTestId('location').textContent).toBe('/pool/901');
  });

  it('Create Another Pool returns to a fresh form', async () => {
    const { server } = open();
    await fillValid();
    addEmail('ada@example.com');
    await submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Another Pool' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Private Pool' })).toBeTruthy();
    expect(input('Pool name').value).toBe('');
    expect((screen.getByLabelText('Game') as HTMLSelectElement).value).toBe('');
    expect(input('Entry fee per square').value).toBe('5');
    expect(screen.queryByRole('list', { name: 'People to invite' })).toBeNull();
    expect(server.callsTo('POST /api/pools/private')).toHaveLength(1);
  });
});

describe('failures', () => {
  it("'Error Creating Pool' with the server message, and the server's issues next to their fields", async () => {
    open(
      api({
        'POST /api/pools/private': {
          status: 400,
          body: { message: 'Invalid request', code: 'bad_request', issues: [{ path: ['name'], message: M.name }, { path: ['inviteEmails', 0], message: M.email }] },
        },
      }),
    );
    await fillValid();
    await submit();
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Error Creating Pool', description: 'Invalid request', variant: 'destructive' }]));
    expect(describedErrors(input('Pool name'))).toEqual([M.name]);
    expect(describedErrors(input('Invite by e-mail'))).toEqual([M.email]);
    await waitFor(() => expect(document.activeElement).toBe(input('Pool name')));
    expect(screen.getByRole('button', { name: 'Create Pool' })).toHaveProperty('disabled', false);
  });

  it("a game that kicked off meanwhile: the server's words at the game, and the list reloads", async () => {
    const { server } = open(
      api({
        'POST /api/pools/private': { status: 409, body: { message: 'This game has already kicked off: choose an upcoming game', code: 'game_started' } },
      }),
    );
    await fillValid();
    await submit();
    await waitFor(() => expect(describedErrors(screen.getByLabelText('Game'))).toEqual(['This game has already kicked off: choose an upcoming game']));
    expect(toasts()).toEqual([{ title: 'Error Creating Pool', description: 'This game has already kicked off: choose an upcoming game', variant: 'destructive' }]);
    await waitFor(() => expect(server.callsTo('GET /api/games')).toHaveLength(2));
  });

  it("anything else: 'Failed to create private pool. Please try again.'", async () => {
    open(api({ 'POST /api/pools/private': { status: 502, body: '<html>Bad gateway</html>' } }));
    await fillValid();
    await submit();
    await waitFor(() =>
      expect(toasts()).toEqual([{ title: 'Error Creating Pool', description: 'Failed to create private pool. Please try again.', variant: 'destructive' }]),
    );
    expect(screen.getByRole('button', { name: 'Create Pool' })).toHaveProperty('disabled', false);
  });

  it('with paid play off (D19) only the organizer can collect, and that is what is sent', async () => {
    const { server } = open(api({ 'GET /api/payments/config': { body: { provider: 'sandbox', publishableKey: null, paidPlay: false } } }));
    await fillValid();
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Through Squares/ })).toHaveProperty('disabled', true));
    expect(screen.getByRole('radio', { name: /^By the organizer/ })).toHaveProperty('checked', true);
    await submit();
    await screen.findByRole('heading', { name: 'Office Pool is ready' });
    expect(server.callsTo('POST /api/pools/private')[0]?.body).toMatchObject({ collection: 'organizer' });
  });
});
