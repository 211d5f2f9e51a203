// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pool } from '../../../domain/schemas';
import { TooltipProvider } from '../../components/ui/tooltip';
import { checkoutHref } from '../../lib/checkout-link';
import { createQueryClient } from '../../lib/query-client';
import { AUTH_USER_QUERY_KEY } from '../../lib/query-keys';
import { fakeFetch, type FakeRoute } from '../../test-support/fake-fetch';
import { makeAuthUser, makePool, makeSquare } from '../../test-support/fixtures';
import { SQUARE_HELD_DESCRIPTION } from './cart';
import { PoolPage } from './pool-page';

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

function open(pool: Pool, over: Record<string, FakeRoute> = {}) {
  const server = fakeFetch({
    'GET /api/pools/67': { body: pool },
    'GET /api/pools/67/squares': { body: SOLD },
    'GET /api/payments/config': { body: { provider: 'sandbox', publishableKey: null, paidPlay: true } },
    'GET /api/auth/user': { body: PLAYER },
    ...over,
  });
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('EventSource', FakeEventSource);
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_QUERY_KEY, PLAYER);
  const memory = memoryLocation({ path: '/pool/67', record: true });
  render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <Shell />
        </Router>
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { server, memory };
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
    expect(held.getAttribute('aria-label')).toBe('Row 3, column 4, held, being paid for');
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

    expect(FakeEventSource.last?.url).toBe('/api/pools/67/events');
    act(() => FakeEventSource.last?.emit('pool', { pool: { ...PAID, held: [...PAID.held, { row: 5, column: 5 }] } }));
    expect(await screen.findByRole('gridcell', { name: 'Row 6, column 6, held, being paid for' })).toBeTruthy();
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

  it('after settlement, shows where every cent went (non-zero lines only)', async () => {
    const escrow = { collectedCents: 50_000, authorizedCents: 0, capturedCents: 50_000, refundedCents: 0, houseFeeCents: 5_000, nonprofitCents: 0, prizesCents: 45_000 };
    open({ ...PAID, escrow, status: 'completed' });
    const panel = await screen.findByRole('region', { name: 'Escrow' });
    const paidOut = within(panel).getByRole('heading', { name: 'Where every cent went' }).parentElement;
    expect(paidOut?.querySelector('[data-escrow="prizes"] dd')?.textContent).toBe('$450.00');
    expect(paidOut?.querySelector('[data-escrow="house-fee"] dd')?.textContent).toBe('$50.00');
    expect(paidOut?.querySelector('[data-escrow="nonprofit"]')).toBeNull();
    expect(within(panel).getByTestId('escrow-now').textContent).toBe('$0.00');
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
