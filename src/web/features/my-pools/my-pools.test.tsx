// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrizeClaimResponse, UserPool, Winner } from '../../../domain/schemas';
import { createQueryClient } from '../../lib/query-client';
import { AUTH_USER_QUERY_KEY } from '../../lib/query-keys';
import { fakeFetch, type FakeRoute } from '../../test-support/fake-fetch';
import { makeAuthUser, makeWinner } from '../../test-support/fixtures';
import { MyPools } from './my-pools';
import { makeUserPool } from './test-fixtures';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast/use-toast', () => ({ toast: toastSpy }));

/** The player's pool stream: never says anything here. */
class SilentEventSource {
  static readonly CLOSED = 2;
  readonly readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  addEventListener() {}
  close() {}
}

const PLAYER = makeAuthUser({ id: 'u1' });
const DEADLINE = '2026-12-21T12:00:00.000Z';
const prize = (period: Winner['period'], payoutId: number, claimState: Winner['claimState'], userId = 'u1') =>
  makeWinner(period, 0, 0, { userId, amountCents: 11_250, payoutId, claimState, claimDeadline: DEADLINE });

/** A $5 pool the player won two periods of (one claimable, one claimed) and lost two. */
const WON: UserPool = makeUserPool(21, {
  name: '$5 Tier',
  entryFee: '5.00',
  entryFeeCents: 500,
  status: 'completed',
  userSquareCount: 3,
  userSpentCents: 1_500,
  userWinningsCents: 22_500,
  winners: [prize('Q1', 31, 'unclaimed'), prize('Q2', 32, 'unclaimed', 'u2'), prize('Q3', 33, 'claimed'), prize('FINAL', 34, 'unclaimed', 'u2')],
});
/** A $1 pool the player lost; its prizes are someone else's to claim. */
const LOST: UserPool = makeUserPool(22, {
  name: '$1 Tier',
  entryFee: '1.00',
  entryFeeCents: 100,
  status: 'completed',
  userSquareCount: 5,
  userSpentCents: 500,
  winners: [prize('Q1', 41, 'unclaimed', 'u2')],
});
/** A free pool the player won: nothing to claim. */
const FREE_WIN: UserPool = makeUserPool(23, { status: 'completed', winners: [{ ...prize('Q1', 51, null), claimDeadline: null }] });

const CLAIM: PrizeClaimResponse = {
  payoutId: 31,
  revision: 1,
  poolId: 21,
  amountCents: 11_250,
  state: 'paid',
  transferId: 'tr_sandbox_31',
  claimedAt: '2026-11-20T15:00:00.000Z',
  paidAt: '2026-11-20T15:00:00.000Z',
};
const claimedQ1 = (pool: UserPool): UserPool => ({ ...pool, winners: pool.winners.map((w) => (w.payoutId === 31 ? { ...w, claimState: 'claimed' } : w)) });

function open(routes: Record<string, FakeRoute> = {}) {
  const server = fakeFetch({
    'GET /api/user-pools': { body: [WON, LOST, FREE_WIN] },
    'GET /api/pools': { body: [] },
    ...routes,
  });
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('EventSource', SilentEventSource);
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_QUERY_KEY, PLAYER);
  const memory = memoryLocation({ path: '/my-pools' });
  render(
    <QueryClientProvider client={client}>
      <Router hook={memory.hook}>
        <MyPools />
      </Router>
    </QueryClientProvider>,
  );
  return server;
}

const card = async (name: string) => (await screen.findByRole('heading', { name })).closest<HTMLElement>('[data-testid="joined-pool-card"]')!;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-20T15:00:00.000Z'));
  toastSpy.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('My Pools: totals from the ledger', () => {
  it('Total Winnings and Profit/Loss add up what the server reports per pool', async () => {
    open();
    await card('$5 Tier');
    const totals = screen.getByLabelText('Your totals');
    const value = (label: string) => within(totals).getByText(label).closest('div')!.querySelector('dd')!.textContent;
    expect(value('Total Purchased')).toBe('$20.00');
    expect(value('Total Winnings')).toBe('$225.00');
    expect(value('Profit/Loss')).toBe('+$205.00');
  });
});

describe('My Pools: claiming prizes', () => {
  it('shows Your prizes only in pools the player won with a paid-out prize: Claim prize with the amount and deadline, or Claimed', async () => {
    open();
    const won = await card('$5 Tier');
    const prizes = within(won).getByTestId('your-prizes');
    const items = within(prizes).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-period'))).toEqual(['Q1', 'Q3']);
    const [q1, q3] = items as [HTMLElement, HTMLElement];
    const button = within(q1).getByRole('button', { name: 'Claim prize $112.50, 1st Quarter' });
    expect(button.textContent).toContain('$112.50');
    expect(within(q1).getByTestId('claim-deadline').textContent).toBe('Claim by Dec 21, 2026');
    expect(within(q3).getByText('Claimed')).toBeTruthy();
    expect(within(won).getAllByRole('button', { name: /Claim prize/ })).toHaveLength(1);

    expect(within(await card('$1 Tier')).queryByTestId('your-prizes')).toBeNull();
    expect(within(await card('Pool 23')).queryByTestId('your-prizes')).toBeNull();
  });

  it("claims a prize: the toast, then My Pools is read again and the prize reads 'Claimed'", async () => {
    const server = open({
      'GET /api/user-pools': (_, n) => ({ body: n === 1 ? [WON, LOST, FREE_WIN] : [claimedQ1(WON), LOST, FREE_WIN] }),
      'POST /api/payouts/31/claim': { body: CLAIM },
      'GET /api/payments/config': { body: { provider: 'sandbox', publishableKey: null, paidPlay: true } },
    });
    const won = await card('$5 Tier');
    // Before the click, where the money will go (the sandbox pays the card the player paid with).
    const button = within(won).getByRole('button', { name: /Claim prize/ });
    await vi.waitFor(() => expect(within(won).getByTestId('claim-destination').textContent).toBe('Paid to the card you paid with'));
    expect(button.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    fireEvent.click(button);
    await vi.waitFor(() =>
      expect(toastSpy).toHaveBeenCalledWith({ title: 'Prize claimed: $112.50', description: '$112.50 paid to the card you paid with. It shows in Activity.', variant: 'success' }),
    );
    await vi.waitFor(() => expect(server.callsTo('GET /api/user-pools')).toHaveLength(2));
    expect(server.callsTo('POST /api/payouts/31/claim')).toHaveLength(1);
    const q1 = within(won).getByTestId('your-prizes').querySelector<HTMLElement>('[data-period="Q1"]')!;
    await vi.waitFor(() => expect(within(q1).getByText('Claimed')).toBeTruthy());
    expect(within(q1).queryByRole('button')).toBeNull();
    expect(within(q1).getByRole('status').textContent).toContain('Prize claimed: $112.50');
  });

  it('a claim queued for a manual payout, and a claim the server refuses', async () => {
    open({
      'POST /api/payouts/31/claim': { body: { ...CLAIM, state: 'manual_pending', transferId: null, paidAt: null } },
      'GET /api/payments/config': { body: { provider: 'stripe', publishableKey: 'pk_test_1', paidPlay: true } },
    });
    const won = await card('$5 Tier');
    await vi.waitFor(() => expect(within(won).getByTestId('claim-destination').textContent).toBe('Goes to the manual payout queue; an admin sends it'));
    fireEvent.click(within(won).getByRole('button', { name: /Claim prize/ }));
    await vi.waitFor(() => expect(toastSpy).toHaveBeenCalledWith(expect.objectContaining({ title: 'Prize claimed: $112.50', description: expect.stringMatching(/queued for manual payout: an admin sends it/) })));
    cleanup();

    open({ 'POST /api/payouts/31/claim': { status: 409, body: { message: 'The 30 days to claim this prize have passed', code: 'conflict' } } });
    fireEvent.click(within(await card('$5 Tier')).getByRole('button', { name: /Claim prize/ }));
    await vi.waitFor(() =>
      expect(toastSpy).toHaveBeenCalledWith({ title: 'Error', description: 'The 30 days to claim this prize have passed', variant: 'destructive' }),
    );
  });

  it('an expired prize reads Expired, muted, with no button', async () => {
    open({ 'GET /api/user-pools': { body: [{ ...WON, winners: [prize('Q1', 31, 'expired')] }] } });
    const won = await card('$5 Tier');
    expect(within(won).getByText('Expired — not claimed within 30 days').className).toContain('text-muted-foreground');
    expect(within(won).queryByRole('button', { name: /Claim prize/ })).toBeNull();
  });
});

describe('My Pools: private pools', () => {
  it("badges a private pool 'Private', and 'Organizer' only on the one the player created", async () => {
    const joined = makeUserPool(24, { name: 'Family Pool', isPrivate: true, createdBy: 'u9' });
    const organized = makeUserPool(25, { name: 'Office Pool', isPrivate: true, createdBy: 'u1', collection: 'organizer' });
    open({ 'GET /api/user-pools': { body: [joined, organized, LOST] } });
    const family = await card('Family Pool');
    expect(within(family).getByText('Private')).toBeTruthy();
    expect(within(family).queryByText('Organizer')).toBeNull();
    const office = await card('Office Pool');
    expect(within(office).getByText('Private')).toBeTruthy();
    expect(within(office).getByText('Organizer')).toBeTruthy();
    const publicPool = await card('$1 Tier');
    expect(within(publicPool).queryByText('Private')).toBeNull();
    expect(within(publicPool).queryByText('Organizer')).toBeNull();
  });
});

