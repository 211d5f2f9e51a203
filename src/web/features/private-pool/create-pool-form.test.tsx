// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describePoolRules } from '../../../domain/pool-rules';
import type { CreatePrivatePoolResponse } from '../../../domain/schemas/private-pool';
import { createQueryClient } from '../../lib/query-client';
import { AUTH_USER_QUERY_KEY } from '../../lib/query-keys';
import { fakeFetch, type FakeRoute } from '../../test-support/fake-fetch';
import { makeAuthUser, makePool } from '../../test-support/fixtures';
import { CreatePrivatePool } from './create-private-pool';

vi.mock('../../lib/toast/use-toast', () => ({ toast: vi.fn() }));

const NOW = Date.parse('2026-11-20T15:00:00.000Z');
const JETS_FALCONS = makePool({}, { id: 14, gameDate: '2026-11-22T18:00:00.000Z' }).game;
const CREATED: CreatePrivatePoolResponse = {
  pool: { id: 901, name: 'Office Pool', entryFee: '5.00', maxSquaresPerPlayer: 5 },
  inviteCode: 'K7QM-2XRD-9FJTA',
  invitations: [],
};

function open(created: FakeRoute = { status: 201, body: CREATED }) {
  const server = fakeFetch({
    'GET /api/games': { body: [JETS_FALCONS] },
    'GET /api/leagues': { body: [{ id: 1, name: 'NFL' }] },
    'GET /api/payments/config': { body: { provider: 'sandbox', publishableKey: null, paidPlay: true } },
    'POST /api/pools/private': created,
  });
  vi.stubGlobal('fetch', server.fetch);
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_QUERY_KEY, makeAuthUser());
  const memory = memoryLocation({ path: '/create-private-pool' });
  render(
    <QueryClientProvider client={client}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <CreatePrivatePool />
      </Router>
    </QueryClientProvider>,
  );
  return server;
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const reverse = () => screen.getByRole('checkbox', { name: 'Reverse winners' }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Pool' }));

async function fillValid() {
  await screen.findByRole('option', { name: /^New York Jets @ Atlanta Falcons — / });
  fireEvent.change(screen.getByLabelText('Game'), { target: { value: '14' } });
  fireEvent.change(screen.getByLabelText('Pool name'), { target: { value: 'Office Pool' } });
}

function detailRows(): [string | null, string | null | undefined][] {
  const details = screen.getByRole('heading', { name: 'Pool details' }).parentElement!;
  return [...details.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Game rules', () => {
  it('offers the three choices in labelled groups, the standard rules chosen', async () => {
    open();
    const section = screen.getByRole('heading', { name: 'Game rules' }).closest('div')!.parentElement!;
    expect(within(section).getByRole('group', { name: 'Numbers' })).toBeTruthy();
    expect(within(section).getByRole('group', { name: 'Winners' })).toBeTruthy();
    expect(within(section).getByRole('group', { name: 'Board' })).toBeTruthy();
    expect(radio(/^One set for the whole game/).checked).toBe(true);
    expect(radio(/^New numbers each period/).checked).toBe(false);
    expect(reverse().checked).toBe(false);
    expect(reverse().getAttribute('aria-describedby')).toBeTruthy();
    expect(radio(/^100 squares \(10x10\)/).checked).toBe(true);
    expect(radio(/^25 squares \(5x5\)/).checked).toBe(false);
    expect(screen.getByText("1 to 25 of the board's 100 squares.")).toBeTruthy();
    await screen.findByRole('option', { name: /^New York Jets/ });
  });

  it('the board size drives the limit hint and the full-board preview', async () => {
    open();
    await fillValid();
    expect(screen.getByText('Pot (100 squares)').nextElementSibling?.textContent).toBe('$500.00');
    fireEvent.click(radio(/^25 squares \(5x5\)/));
    expect(screen.getByText("1 to 25 of the board's 25 squares.")).toBeTruthy();
    expect(screen.getByText('Pot (25 squares)').nextElementSibling?.textContent).toBe('$125.00');
    expect(screen.queryByText(/split 50\/50 between the two winning squares/)).toBeNull();
    fireEvent.click(reverse());
    expect(screen.getByText(/split 50\/50 between the two winning squares/)).toBeTruthy();
  });

  it('sends the standard rules when nothing is changed, and shows them on the success view', async () => {
    const server = open();
    await fillValid();
    submit();
    await screen.findByRole('heading', { name: 'Office Pool is ready' });
    expect(server.callsTo('POST /api/pools/private')[0]?.body).toMatchObject({ rules: { numbers: 'game', reverseWinners: false, boardSize: 100 } });
    const words = describePoolRules({ numbers: 'game', reverseWinners: false, boardSize: 100 });
    expect(detailRows()).toEqual(expect.arrayContaining([['Board', words.board], ['Numbers', words.numbers], ['Winners', words.winners]]));
  });

  it('submits the chosen rules and shows them in the pool details', async () => {
    const server = open();
    await fillValid();
    fireEvent.click(radio(/^New numbers each period/));
    fireEvent.click(reverse());
    fireEvent.click(radio(/^25 squares \(5x5\)/));
    expect(radio(/^One set for the whole game/).checked).toBe(false);
    submit();
    await waitFor(() => expect(server.callsTo('POST /api/pools/private')).toHaveLength(1));
    expect(server.callsTo('POST /api/pools/private')[0]?.body).toEqual({
      gameId: 14,
      name: 'Office Pool',
      entryFee: 5,
      maxSquaresPerPlayer: 5,
      inviteEmails: [],
      payoutScheme: { name: 'equal' },
      collection: 'squares',
      rules: { numbers: 'period', reverseWinners: true, boardSize: 25 },
    });
    await screen.findByRole('heading', { name: 'Office Pool is ready' });
    const words = describePoolRules({ numbers: 'period', reverseWinners: true, boardSize: 25 });
    expect(detailRows()).toEqual(expect.arrayContaining([['Board', words.board], ['Numbers', words.numbers], ['Winners', words.winners]]));
  });
});

describe('errors and focus', () => {
  const refusal = (issues: { path: (string | number)[]; message: string }[]) => ({ status: 400, body: { message: 'Invalid request', code: 'bad_request', issues } });
  const errorOf = (control: HTMLElement) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((ref) => ref.endsWith('-error'))
      .map((ref) => document.getElementById(ref)?.textContent);

  it('the first field in error, in form order, gets focus: the game before the name', async () => {
    const server = open();
    await screen.findByRole('option', { name: /^New York Jets/ });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Game')));
    expect(errorOf(screen.getByLabelText('Pool name'))).toEqual(['Pool name must be at least 3 characters']);
    expect(server.callsTo('POST /api/pools/private')).toHaveLength(0);
  });

  it("a server issue about the rules lands on the rules, and focus goes to the chosen 'Numbers' radio", async () => {
    open(refusal([{ path: ['rules', 'boardSize'], message: 'Unknown board size: 36 (use 100 or 25 squares)' }]));
    await fillValid();
    fireEvent.click(radio(/^New numbers each period/));
    submit();
    expect(await screen.findByText('Unknown board size: 36 (use 100 or 25 squares)')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(radio(/^New numbers each period/)));
  });

  it('a server issue about the custom split focuses its first percentage', async () => {
    open(refusal([{ path: ['payoutScheme', 'periodBps', 2], message: 'Each period share must be a whole number of basis points from 0 to 10000' }]));
    await fillValid();
    fireEvent.click(radio(/^Custom/));
    submit();
    expect(await screen.findByText('Each period share must be a whole number of basis points from 0 to 10000')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Q1 %')));
  });

  it('an address typed wrong but not added stops the submit, named at the invite field, which gets focus', async () => {
    const server = open();
    await fillValid();
    fireEvent.change(screen.getByLabelText('Invite by e-mail'), { target: { value: 'friend@' } });
    submit();
    await waitFor(() => expect(errorOf(screen.getByLabelText('Invite by e-mail'))).toEqual(['Invalid email address']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Invite by e-mail')));
    expect(server.callsTo('POST /api/pools/private')).toHaveLength(0);
  });
});
