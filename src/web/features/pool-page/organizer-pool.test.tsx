// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pool, Square } from '../../../domain/schemas';
import { TooltipProvider } from '../../components/ui/tooltip';
import { createQueryClient } from '../../lib/query-client';
import { AUTH_USER_QUERY_KEY } from '../../lib/query-keys';
import { fakeFetch, type FakeRoute } from '../../test-support/fake-fetch';
import { makeAuthUser, makePool, makeSquare } from '../../test-support/fixtures';
import { PoolPage } from './pool-page';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast/use-toast', () => ({ toast: toastSpy }));

class FakeEventSource {
  static readonly CLOSED = 2;
  readonly readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {}
  addEventListener() {}
  close() {}
}

const ORGANIZER_ID = '11111111-1111-4111-8111-111111111111';
const PLAYER = makeAuthUser({ id: 'u1' });
const ORGANIZER = makeAuthUser({ id: ORGANIZER_ID });
const OFFICE: Pool = makePool({
  id: 67,
  name: 'Office Pool',
  entryFee: '5.00',
  entryFeeCents: 500,
  isPrivate: true,
  collection: 'organizer',
  createdBy: ORGANIZER_ID,
  houseFeeBps: 0,
});
const SOLD: Square[] = [
  { ...makeSquare(0, 0, null, 67), guestName: 'Grandma Jo', organizerPaid: true },
  { ...makeSquare(0, 1, 'someone', 67), organizerPaid: false },
  { ...makeSquare(0, 2, 'u1', 67), organizerPaid: true },
];

function open(pool: Pool, user = PLAYER, over: Record<string, FakeRoute> = {}) {
  const server = fakeFetch({
    'GET /api/pools/67': { body: pool },
    'GET /api/pools/67/squares': { body: SOLD },
    'GET /api/auth/user': { body: user },
    ...over,
  });
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('EventSource', FakeEventSource);
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_QUERY_KEY, user);
  const memory = memoryLocation({ path: '/pool/67', record: true });
  render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <PoolPage rawId="67" />
        </Router>
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { server };
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

describe('an organizer-collected pool page (D19)', () => {
  it('claims squares directly (no checkout, no payments config, no escrow panel) and shows the fee for information', async () => {
    const { server } = open(OFFICE, PLAYER, {
      'POST /api/pools/67/squares': (body) => ({ status: 201, body: { ...makeSquare(5, 5, 'u1', 67), ...(body as object) } }),
    });
    await screen.findByRole('grid');
    fireEvent.click(square(5, 5));
    const cart = screen.getByRole('region', { name: 'Your Cart' });
    expect(within(cart).queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
    expect(within(cart).getByText('For information: pay the organizer')).toBeTruthy();
    expect(within(cart).queryByText(/age and location check/)).toBeNull();
    fireEvent.click(within(cart).getByRole('button', { name: 'Claim Squares' }));
    await waitFor(() => expect(server.callsTo('POST /api/pools/67/squares')).toHaveLength(1));
    expect(server.callsTo('POST /api/pools/67/squares')[0]?.body).toEqual({ row: 5, column: 5, price: '5.00' });
    expect(server.callsTo('GET /api/payments/config')).toHaveLength(0);
    expect(server.callsTo('GET /api/pools/67/my-checkout')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: /escrow/i })).toBeNull();
  });

  it("shows a guest's square with the guest's name; a guest's square cannot be picked", async () => {
    open(OFFICE);
    await screen.findByRole('grid');
    const guest = square(0, 0);
    expect(guest.getAttribute('aria-label')).toBe('Row 1, column 1, owned by Grandma Jo');
    expect(guest.textContent).toContain('Grandma Jo');
    fireEvent.click(guest);
    expect(guest.getAttribute('aria-selected')).toBe('false');
    // Paid marks are the organizer's: a player sees none.
    expect(square(0, 2).getAttribute('aria-label')).toBe('Row 1, column 3, owned by you');
  });

  it('shows the organizer which squares are marked paid', async () => {
    open(OFFICE, ORGANIZER, { 'GET /api/pools/67/roster': { body: { members: [], invitations: [] } } });
    await screen.findByRole('grid');
    expect(square(0, 0).getAttribute('aria-label')).toBe('Row 1, column 1, owned by Grandma Jo, paid');
    expect(square(0, 1).getAttribute('aria-label')).toBe('Row 1, column 2, taken');
    expect(square(0, 2).getAttribute('aria-label')).toBe('Row 1, column 3, taken, paid');
  });
});
