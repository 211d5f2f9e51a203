// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyCheckout, Pool, PrizeClaimResponse } from '../../../domain/schemas';
import { checkoutHref } from '../../../domain/checkout-link';
import type { FakeRoute } from '../../test-support/fake-fetch';
import { makeAuthUser, makePool, makeSquare, makeWinner } from '../../test-support/fixtures';
import { SQUARE_HELD_DESCRIPTION, SQUARE_HELD_FOR_YOU } from './cart/cart';
import { RELEASED_TOAST } from './cart/use-my-checkout';
import { PoolPage } from './pool-page';
import { renderPoolPage } from './render-pool-page.test-support';
// The page loads its events' decoder when it subscribes (not with the page); loaded up front here so
// that, in a busy test run, an event is not waiting on the first transform of zod.
import './live/pool-events';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast/use-toast', () => ({ toast: toastSpy }));

/** The pool's event stream, driven by the test. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readonly readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: { data: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {}
  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener({ data: JSON.stringify(data) });
  }
}

/** The page's stream, once open: the page opens it after its first paint (lib/after-next-paint.ts). */
async function poolStream(): Promise<FakeEventSource> {
  await vi.waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/pools/67/events'));
  return FakeEventSource.last!;
}

const PLAYER = makeAuthUser({
  eligibleForPaidPlay: true,
  verification: { status: 'verified', residenceState: 'NY', reason: null, checkedAt: '2026-11-01T00:00:00.000Z' },
});
const PAID: Pool = makePool({
  id: 67,
  name: '$5 Tier',
  entryFee: '5.00',
  entryFeeCents: 500,
  totalPot: '15.00',
  totalPotCents: 1500,
  currentParticipants: 3,
  held: [{ row: 2, column: 3 }],
  escrow: { collectedCents: 2500, authorizedCents: 1500, capturedCents: 500, refundedCents: 500, houseFeeCents: 0, nonprofitCents: 0, prizesCents: 0 },
});
const SOLD = [makeSquare(0, 0, 'someone', 67), makeSquare(0, 1, 'someone', 67), makeSquare(0, 2, 'u1', 67)];

function Shell() {
  const [path] = useLocation();
  return path === '/pool/67' ? <PoolPage rawId="67" /> : <p data-testid="location">{path}</p>;
}

function open(pool: Pool, over: Record<string, FakeRoute> = {}, user: typeof PLAYER | null = PLAYER) {
  FakeEventSource.last = null;
  return renderPoolPage({
    poolId: 67,
    routes: {
      'GET /api/pools/67': { body: pool },
      'GET /api/pools/67/squares': { body: SOLD },
      'GET /api/payments/config': { body: { provider: 'sandbox', publishableKey: null, paidPlay: true } },
      'GET /api/auth/user': user ? { body: user } : { status: 401, body: { message: 'Not signed in' } },
      'GET /api/pools/67/my-checkout': { body: { checkout: null } },
      ...over,
    },
    user,
    eventSource: FakeEventSource,
    page: <Shell />,
  });
}

const square = (row: number, column: number) => screen.getByRole('gridcell', { name: new RegExp(`^Row ${row + 1}, column ${column + 1},`) });

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

describe('a paid pool page: held squares', () => {
  it('shows squares being paid for as held, with a legend entry, and does not let anyone pick them', async () => {
    open(PAID);
    await screen.findByRole('grid');
    const held = square(2, 3);
    expect(held.getAttribute('aria-label')).toBe('Row 3, column 4, held by someone in checkout');
    expect(held.getAttribute('data-state')).toBe('held');
    expect(screen.getByText('Held — being paid for')).toBeTruthy();

    fireEvent.click(held);
    expect(toastSpy).toHaveBeenLastCalledWith({ title: 'Square Unavailable', description: SQUARE_HELD_DESCRIPTION });
    expect(held.getAttribute('aria-selected')).toBe('false');
    const cart = screen.getByRole('region', { name: 'Your Cart' });
    expect(within(cart).getByRole('button', { name: 'Proceed to Checkout' })).toHaveProperty('disabled', true);
  });

  it('a square held while in the cart leaves the count live (pool event) and shows why', async () => {
    open(PAID);
    await screen.findByRole('grid');
    fireEvent.click(square(5, 5));
    const cart = screen.getByRole('region', { name: 'Your Cart' });
    expect(within(cart).getByText('Row 6, column 6')).toBeTruthy();
    expect(within(cart).getByRole('button', { name: 'Proceed to Checkout' })).toHaveProperty('disabled', false);

    const stream = await poolStream();
    act(() => stream.emit('pool', { pool: { ...PAID, held: [...PAID.held, { row: 5, column: 5 }] } }));
    expect(await screen.findByRole('gridcell', { name: 'Row 6, column 6, held by someone in checkout' })).toBeTruthy();
    expect(within(cart).getByText('Held — another player is paying for it')).toBeTruthy();
    expect(within(cart).getByRole('button', { name: 'Proceed to Checkout' })).toHaveProperty('disabled', true);
  });

  it('Proceed to Checkout hands the cart over as ?poolId=&squares=&amount=', async () => {
    const { memory } = open(PAID);
    await screen.findByRole('grid');
    fireEvent.click(square(4, 1));
    fireEvent.click(square(7, 8));
    fireEvent.click(within(screen.getByRole('region', { name: 'Your Cart' })).getByRole('button', { name: 'Proceed to Checkout' }));
    const href = checkoutHref({
      poolId: 67,
      squares: [
        { row: 4, column: 1, price: '5.00' },
        { row: 7, column: 8, price: '5.00' },
      ],
      amount: '10.00',
    });
    expect(memory.history?.at(-1)).toBe(href);
  });
});

describe('a paid pool page: the escrow panel', () => {
  it('shows what was collected, held on cards, charged and refunded, and the squares sold', async () => {
    open(PAID);
    const panel = await screen.findByRole('region', { name: 'Escrow' });
    expect(panel.textContent).toContain('held in escrow until the game completes');
    expect(within(panel).getByTestId('escrow-now').textContent).toBe('$20.00');
    const figure = (key: string) => panel.querySelector(`[data-escrow="${key}"] dd`)?.textContent;
    expect(figure('collected')).toBe('$25.00');
    expect(figure('authorized')).toBe('$15.00');
    expect(figure('captured')).toBe('$5.00');
    expect(figure('refunded')).toBe('$5.00');
    expect(within(panel).getByText('3/100')).toBeTruthy();
    expect(within(panel).queryByText('Where every cent went')).toBeNull();
  });

  it('is not shown for a free pool, which also never asks for the payments config', async () => {
    const { server } = open({ ...PAID, entryFee: '0.00', entryFeeCents: 0, held: [] });
    await screen.findByRole('grid');
    expect(screen.queryByRole('region', { name: 'Escrow' })).toBeNull();
    expect(screen.queryByText('Held — being paid for')).toBeNull();
    expect(server.callsTo('GET /api/payments/config')).toHaveLength(0);
  });
});

describe('a paid pool page with PAID_PLAY off', () => {
  it('says paid squares are not available and has no checkout', async () => {
    open(PAID, { 'GET /api/payments/config': { body: { provider: 'sandbox', publishableKey: null, paidPlay: false } } });
    const cart = await screen.findByRole('region', { name: 'Your Cart' });
    expect(await within(cart).findByText(/Paid squares are not available on this site/)).toBeTruthy();
    expect(within(cart).queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
    fireEvent.click(square(5, 5));
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });
});

/** The player's own checkout of squares (2,3) and (6,1), as GET /api/pools/67/my-checkout answers it. */
const MY_SQUARES = [
  { row: 2, column: 3 },
  { row: 6, column: 1 },
];
const LIVE: MyCheckout = {
  paymentIntentId: 'pi_7',
  squares: MY_SQUARES,
  amountCents: 1000,
  // The server's deadline, by a server clock an hour behind this browser: only holdSecondsLeft counts.
  holdExpiresAt: '2026-11-20T14:04:00.000Z',
  holdSecondsLeft: 240,
  checkoutHref: checkoutHref({ poolId: 67, squares: MY_SQUARES.map((s) => ({ ...s, price: '5.00' })), amount: '10.00' }),
};
const HELD_FOR_ME: Pool = { ...PAID, held: [...MY_SQUARES, { row: 8, column: 8 }] };

describe('a paid pool page: the holder resumes or releases a checkout', () => {
  it("shows the viewer's held squares as theirs, with the countdown from holdSecondsLeft and a Resume checkout link", async () => {
    const { memory } = open(HELD_FOR_ME, { 'GET /api/pools/67/my-checkout': { body: { checkout: LIVE } } });
    const notice = await screen.findByRole('region', { name: 'You have 2 squares held in checkout' });
    expect(within(notice).getByRole('timer').textContent).toBe('04:00');
    expect(within(notice).getByText('Row 3, column 4')).toBeTruthy();
    expect(within(notice).getByText('Row 7, column 2')).toBeTruthy();

    expect(square(2, 3).getAttribute('aria-label')).toBe('Row 3, column 4, held for you in checkout');
    expect(square(6, 1).getAttribute('data-state')).toBe('held-mine');
    // Another player's hold stays someone else's.
    expect(square(8, 8).getAttribute('aria-label')).toBe('Row 9, column 9, held by someone in checkout');
    expect(screen.getByText('Yours — held in checkout')).toBeTruthy();
    fireEvent.click(square(2, 3));
    expect(toastSpy).toHaveBeenLastCalledWith({ title: SQUARE_HELD_FOR_YOU.title, description: SQUARE_HELD_FOR_YOU.description });

    const resume = within(notice).getByRole('link', { name: 'Resume checkout' });
    expect(resume.getAttribute('href')).toBe(LIVE.checkoutHref);
    fireEvent.click(resume);
    expect(memory.history?.at(-1)).toBe(LIVE.checkoutHref);
  });

  it('Release squares cancels the payment, then reads the pool and my-checkout again', async () => {
    const { server } = open(HELD_FOR_ME, {
      'GET /api/pools/67': (_, n) => ({ body: n === 1 ? HELD_FOR_ME : { ...PAID, held: [{ row: 8, column: 8 }] } }),
      'GET /api/pools/67/my-checkout': (_, n) => ({ body: { checkout: n === 1 ? LIVE : null } }),
      'POST /api/cancel-escrow-payment': { body: { released: true, status: 'released' } },
    });
    const notice = await screen.findByRole('region', { name: 'You have 2 squares held in checkout' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Release squares' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /held in checkout/ })).toBeNull());
    expect(server.callsTo('POST /api/cancel-escrow-payment').map((c) => c.body)).toEqual([{ paymentIntentId: 'pi_7' }]);
    expect(server.callsTo('GET /api/pools/67')).toHaveLength(2);
    // Asked again after the release, and once more as the pool's holds changed: null both times.
    expect(server.callsTo('GET /api/pools/67/my-checkout').length).toBeGreaterThanOrEqual(2);
    expect(toastSpy).toHaveBeenCalledWith({ ...RELEASED_TOAST, variant: 'success' });
    await vi.waitFor(() => expect(square(2, 3).getAttribute('data-state')).toBe('available'));
    expect(screen.queryByText('Yours — held in checkout')).toBeNull();
  });

  it('a failed release says why and keeps the notice', async () => {
    open(HELD_FOR_ME, {
      'GET /api/pools/67/my-checkout': { body: { checkout: LIVE } },
      'POST /api/cancel-escrow-payment': { status: 404, body: { message: 'Payment pi_7 not found', code: 'not_found' } },
    });
    const notice = await screen.findByRole('region', { name: 'You have 2 squares held in checkout' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Release squares' }));
    await vi.waitFor(() =>
      expect(toastSpy).toHaveBeenCalledWith({ title: 'Could not release your squares', description: 'Payment pi_7 not found', variant: 'destructive' }),
    );
    expect(screen.getByRole('region', { name: 'You have 2 squares held in checkout' })).toBeTruthy();
  });

  it("asks again when the pool's holds change (pool event): a checkout opened in another tab shows up", async () => {
    const { server } = open(PAID, {
      'GET /api/pools/67/my-checkout': (_, n) => ({ body: { checkout: n === 1 ? null : { ...LIVE, squares: [{ row: 5, column: 5 }] } } }),
    });
    await screen.findByRole('grid');
    await vi.waitFor(() => expect(server.callsTo('GET /api/pools/67/my-checkout')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /held in checkout/ })).toBeNull();

    // The same holds again (e.g. a claim elsewhere): no new question.
    const stream = await poolStream();
    act(() => stream.emit('pool', { pool: { ...PAID, currentParticipants: 4 } }));
    act(() => stream.emit('pool', { pool: { ...PAID, held: [...PAID.held, { row: 5, column: 5 }] } }));
    expect(await screen.findByRole('region', { name: 'You have 1 square held in checkout' })).toBeTruthy();
    expect(server.callsTo('GET /api/pools/67/my-checkout')).toHaveLength(2);
    expect(square(5, 5).getAttribute('data-state')).toBe('held-mine');
    expect(square(2, 3).getAttribute('data-state')).toBe('held');
  });

  it('is not asked for in a free pool or by a visitor', async () => {
    const free = open({ ...PAID, entryFee: '0.00', entryFeeCents: 0 });
    await screen.findByRole('grid');
    expect(free.server.callsTo('GET /api/pools/67/my-checkout')).toHaveLength(0);
    cleanup();

    const visitor = open(PAID, {}, null);
    await screen.findByRole('grid');
    expect(visitor.server.callsTo('GET /api/pools/67/my-checkout')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: /held in checkout/ })).toBeNull();
  });
});

describe('a paid pool page: the held-in-checkout countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(Date.parse('2026-11-20T15:00:00.000Z'));
  });

  async function advance(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  it('ticks each second from holdSecondsLeft (not from holdExpiresAt, an hour off by this clock) and goes at 00:00', async () => {
    open(HELD_FOR_ME, { 'GET /api/pools/67/my-checkout': { body: { checkout: { ...LIVE, holdSecondsLeft: 90 } } } });
    // The fake API answers on the next turns of the (fake) clock; wait for my-checkout's answer.
    for (let i = 0; i < 50 && !screen.queryByTestId('my-checkout-countdown'); i++) await advance(10);
    const timer = within(screen.getByRole('region', { name: 'You have 2 squares held in checkout' })).getByRole('timer');
    expect(timer.textContent).toBe('01:30');
    await advance(1_025);
    expect(timer.textContent).toBe('01:29');
    for (let i = 0; i < 88; i++) await advance(1_000);
    expect(timer.textContent).toBe('00:01');
    await advance(1_000);
    expect(screen.queryByRole('region', { name: /held in checkout/ })).toBeNull();
  });
});

/** A full $5 pool paid out: $500 collected, $50 house fee, $112.50 per period. */
const DEADLINE = '2026-12-21T12:00:00.000Z';
const PAID_OUT = { collectedCents: 50_000, authorizedCents: 0, capturedCents: 50_000, refundedCents: 0, houseFeeCents: 5_000, nonprofitCents: 0, prizesCents: 45_000 };
const prize = (period: 'Q1' | 'Q2' | 'Q3' | 'FINAL', userId: string, payoutId: number, claimState: 'unclaimed' | 'claimed' | 'expired' | null) =>
  makeWinner(period, 0, payoutId - 11, { userId, amountCents: 11_250, payoutId, claimState, claimDeadline: DEADLINE });
const Q1_PRIZE = prize('Q1', 'u1', 11, 'unclaimed');
const SETTLED: Pool = {
  ...PAID,
  status: 'completed',
  currentParticipants: 100,
  totalPot: '500.00',
  totalPotCents: 50_000,
  held: [],
  escrow: PAID_OUT,
  winners: [Q1_PRIZE, prize('Q2', 'someone', 12, 'unclaimed'), prize('Q3', 'u1', 13, 'claimed'), prize('FINAL', 'u1', 14, 'expired')],
  game: { ...PAID.game, status: 'FT', homeScore: 24, awayScore: 17 },
};
const CLAIM: PrizeClaimResponse = {
  payoutId: 11,
  revision: 1,
  poolId: 67,
  amountCents: 11_250,
  state: 'paid',
  transferId: 'tr_sandbox_11',
  claimedAt: '2026-11-20T15:00:00.000Z',
  paidAt: '2026-11-20T15:00:00.000Z',
};
const withQ1 = (claimState: 'unclaimed' | 'claimed'): Pool => ({ ...SETTLED, winners: [{ ...Q1_PRIZE, claimState }, ...SETTLED.winners.slice(1)] });

const winnersCard = () => screen.findByRole('region', { name: 'Winners' });
const winnerRow = (card: HTMLElement, period: string) => card.querySelector<HTMLElement>(`[data-testid="winner-row"][data-period="${period}"]`)!;

describe('a paid pool page: the winner claims a prize', () => {
  it('only the winner of an unclaimed prize sees Claim prize, with the amount and the deadline; claimed and expired prizes say so', async () => {
    open(SETTLED);
    const card = await winnersCard();
    const button = within(card).getByRole('button', { name: /Claim prize/ });
    expect(button.textContent).toContain('$112.50');
    const q1 = winnerRow(card, 'Q1');
    expect(within(q1).getByRole('button', { name: 'Claim prize $112.50, 1st Quarter' })).toBe(button);
    const deadline = within(q1).getByTestId('claim-deadline');
    expect(deadline.textContent).toBe('Claim by Dec 21, 2026');
    expect(button.getAttribute('aria-describedby')).toBe(deadline.id);
    expect(within(q1).queryByTestId('claim-urgent')).toBeNull();
    // Another player's unclaimed prize: nothing to claim for this viewer.
    expect(within(winnerRow(card, 'Q2')).queryByTestId('prize-claim')).toBeNull();
    expect(within(winnerRow(card, 'Q3')).getByText('Claimed')).toBeTruthy();
    expect(within(winnerRow(card, 'FINAL')).getByText('Expired — not claimed within 30 days')).toBeTruthy();
  });

  it('says so prominently when less than 3 days are left', async () => {
    open({ ...SETTLED, winners: [{ ...Q1_PRIZE, claimDeadline: '2026-11-22T12:00:00.000Z' }] });
    const q1 = winnerRow(await winnersCard(), 'Q1');
    expect(within(q1).getByTestId('claim-deadline').textContent).toContain('Claim by Nov 22, 2026');
    expect(within(q1).getByTestId('claim-urgent').textContent).toBe('Less than 2 days left to claim');
  });

  it('nobody else sees a claim button: another player, a visitor, or anyone before the escrow is paid out', async () => {
    open(SETTLED, {}, makeAuthUser({ id: 'u9' }));
    expect(within(await winnersCard()).queryByRole('button', { name: /Claim prize/ })).toBeNull();
    cleanup();
    open(SETTLED, {}, null);
    expect(within(await winnersCard()).queryByRole('button', { name: /Claim prize/ })).toBeNull();
    cleanup();
    open({ ...SETTLED, escrow: { ...PAID_OUT, houseFeeCents: 0, prizesCents: 0 }, winners: SETTLED.winners.map((w) => ({ ...w, claimState: null })) });
    const card = await winnersCard();
    expect(within(card).queryByTestId('prize-claim')).toBeNull();
  });

  it("posts the claim (disabled with a spinner meanwhile), shows 'Prize claimed' for a transfer, announces it, and reads the pool again", async () => {
    let answer: (a: { body: PrizeClaimResponse }) => void = () => {};
    const { server } = open(SETTLED, {
      'GET /api/pools/67': (_, n) => ({ body: n === 1 ? SETTLED : withQ1('claimed') }),
      'POST /api/payouts/11/claim': () => new Promise((resolve) => (answer = resolve)),
    });
    const q1 = winnerRow(await winnersCard(), 'Q1');
    const button = within(q1).getByRole('button', { name: /Claim prize/ });
    button.focus();
    fireEvent.click(button);
    await vi.waitFor(() => expect(button).toHaveProperty('disabled', true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain('Claiming…');
    expect(button.getAttribute('aria-label')).toBe('Claiming $112.50, 1st Quarter');
    fireEvent.click(button);
    expect(server.callsTo('POST /api/payouts/11/claim')).toHaveLength(1);

    answer({ body: CLAIM });
    await vi.waitFor(() => expect(within(q1).getByText('Claimed')).toBeTruthy());
    expect(toastSpy).toHaveBeenCalledWith({ title: 'Prize claimed: $112.50', description: '$112.50 paid to the card you paid with. It shows in Activity.', variant: 'success' });
    expect(within(q1).getByRole('status').textContent).toBe('Prize claimed: $112.50. $112.50 paid to the card you paid with. It shows in Activity.');
    expect(within(q1).getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(within(q1).queryByRole('button', { name: /Claim prize/ })).toBeNull();
    await vi.waitFor(() => expect(server.callsTo('GET /api/pools/67')).toHaveLength(2));
    // The claim state now comes from the server, in the money story too.
    const story = within(await screen.findByRole('region', { name: 'Escrow' })).getByTestId('money-story');
    await vi.waitFor(() => expect(story.querySelector('[data-escrow="prize-Q1"] [data-claim]')?.textContent).toBe('Claimed'));
  });

  it("a claim queued for a manual payout says an admin sends it and Activity shows when it is paid", async () => {
    open(SETTLED, { 'POST /api/payouts/11/claim': { body: { ...CLAIM, state: 'manual_pending', transferId: null, paidAt: null } } });
    fireEvent.click(within(winnerRow(await winnersCard(), 'Q1')).getByRole('button', { name: /Claim prize/ }));
    await vi.waitFor(() =>
      expect(toastSpy).toHaveBeenCalledWith({
        title: 'Prize claimed: $112.50',
        description: '$112.50 is queued for manual payout: an admin sends it to you, and Activity shows when it is paid.',
        variant: 'success',
      }),
    );
  });

  it("a refused claim (409) shows the server's message as an Error toast, and the pool is read again", async () => {
    const { server } = open(SETTLED, {
      'POST /api/payouts/11/claim': { status: 409, body: { message: 'This prize was already claimed', code: 'conflict' } },
    });
    const q1 = winnerRow(await winnersCard(), 'Q1');
    fireEvent.click(within(q1).getByRole('button', { name: /Claim prize/ }));
    await vi.waitFor(() => expect(toastSpy).toHaveBeenCalledWith({ title: 'Error', description: 'This prize was already claimed', variant: 'destructive' }));
    await vi.waitFor(() => expect(server.callsTo('GET /api/pools/67')).toHaveLength(2));
    expect(within(q1).getByRole('status').textContent).toBe('Claim failed: This prize was already claimed');
    expect(within(q1).getByRole('button', { name: /Claim prize/ })).toHaveProperty('disabled', false);
  });
});

describe("a paid pool page: the pool's money story", () => {
  const escrowPanel = () => screen.findByRole('region', { name: 'Escrow' });
  const figure = (root: HTMLElement, key: string) => root.querySelector(`[data-escrow="${key}"] dd`)?.textContent;

  it('before settlement: the escrow figures as they stand, no story', async () => {
    open(PAID);
    const panel = await escrowPanel();
    expect(within(panel).queryByTestId('money-story')).toBeNull();
    expect(figure(panel, 'authorized')).toBe('$15.00');
  });

  it('after settlement: collected, fee, each prize with its winner and claim state, and every cent accounted for', async () => {
    open(SETTLED);
    const panel = await escrowPanel();
    expect(within(panel).getByTestId('escrow-now').textContent).toBe('$0.00');
    const story = within(panel).getByTestId('money-story');
    expect(within(story).getByRole('heading', { name: 'Where every cent went' })).toBeTruthy();
    expect(figure(story, 'collected')).toBe('$500.00');
    expect(figure(story, 'house-fee')).toBe('$50.00');
    expect(story.querySelector('[data-escrow="nonprofit"]')).toBeNull();
    expect(story.querySelector('[data-escrow="refunds"]')).toBeNull();
    const rows = [...story.querySelectorAll('[data-escrow^="prize-"]')].map((row) => [
      row.querySelector('dt > span')?.textContent,
      row.querySelector('dt > span + span')?.textContent,
      row.querySelector('[data-claim]')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['1st Quarter prize', 'You', 'Unclaimed', '$112.50'],
      ['Halftime prize', 'Winner', 'Unclaimed', '$112.50'],
      ['3rd Quarter prize', 'You', 'Claimed', '$112.50'],
      ['Final Score prize', 'You', 'Expired — moved to unclaimed prizes', '$112.50'],
    ]);
    const check = within(story).getByTestId('money-check');
    expect(check.textContent).toBe('Every cent accounted for$50.00 fee + $450.00 prizes = $500.00 collected');
    // The pre-settlement lines are gone; the squares sold stay.
    expect(panel.querySelector('[data-escrow="authorized"]')).toBeNull();
    expect(within(panel).getByText('100/100')).toBeTruthy();
  });

  it('a nonprofit pool with refunds lists both, and the check still adds up', async () => {
    const escrow = { ...PAID_OUT, collectedCents: 50_500, refundedCents: 500, nonprofitCents: 2_250, prizesCents: 42_750 };
    const winners = SETTLED.winners.map((w, i) => ({ ...w, amountCents: i < 3 ? 10_687 : 10_689 }));
    open({ ...SETTLED, isNonprofit: true, escrow, winners });
    const story = within(await escrowPanel()).getByTestId('money-story');
    expect(figure(story, 'nonprofit')).toBe('$22.50');
    expect(figure(story, 'refunds')).toBe('$5.00');
    expect(figure(story, 'prize-FINAL')).toBe('$106.89');
    expect(within(story).getByTestId('money-check').textContent).toBe(
      'Every cent accounted for$50.00 fee + $22.50 nonprofit + $427.50 prizes + $5.00 refunds = $505.00 collected',
    );
  });

  it('does not claim every cent is accounted for when the lines do not add up', async () => {
    open({ ...SETTLED, escrow: { ...PAID_OUT, collectedCents: 50_100 } });
    const story = within(await escrowPanel()).getByTestId('money-story');
    expect(within(story).queryByText('Every cent accounted for')).toBeNull();
    const check = within(story).getByTestId('money-check');
    expect(check.getAttribute('data-balanced')).toBe('false');
    expect(check.textContent).toBe('$50.00 fee + $450.00 prizes = $500.00 of $501.00 collected');
  });

  it('a cancelled pool: refunded to how many players, or refunds in progress', async () => {
    const cancelled = { ...PAID, status: 'cancelled' as const, held: [], escrow: { ...PAID.escrow, authorizedCents: 0, refundedCents: 2_500 } };
    open({ ...cancelled, refundState: 'refunded' });
    const summary = await within(await escrowPanel()).findByTestId('refund-summary');
    await vi.waitFor(() => expect(summary.textContent).toBe('Refunded: $25.00 to 2 players'));
    expect(summary.getAttribute('data-refund-state')).toBe('refunded');
    cleanup();

    open({ ...cancelled, refundState: 'pending', escrow: { ...cancelled.escrow, refundedCents: 1_000 } });
    const pending = await within(await escrowPanel()).findByTestId('refund-summary');
    await vi.waitFor(() => expect(pending.textContent).toBe('Refunds in progress: $10.00 of $25.00 refunded so far (2 players)'));
  });

  it('no refund summary for a pool that is not cancelled', async () => {
    open(SETTLED);
    expect(within(await escrowPanel()).queryByTestId('refund-summary')).toBeNull();
  });
});
