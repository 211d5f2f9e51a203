// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateEscrowPaymentResponse, EscrowActionResponse, PaymentsConfig, PoolLedgerResponse, PurchaseSquaresResponse } from '../../../domain/schemas';
import { createQueryClient } from '../../lib/query-client';
import type { ToastInput } from '../../lib/toast/use-toast';
import { fakeFetch, type FakeRoute } from '../../test-support/fake-fetch';
import { makePool, makeSquare } from '../../test-support/fixtures';
import { PaymentTester } from './payment-tester';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast/use-toast', () => ({ toast: toastSpy }));

const NOW = Date.parse('2026-11-21T15:00:00.000Z');
const FREE = makePool({ id: 66, name: 'Free Pool' });
const POOL = makePool({ id: 67, name: '$5 Tier', entryFee: '5.00', entryFeeCents: 500, currentParticipants: 1, held: [{ row: 0, column: 1 }] });
const DONE = makePool({ id: 68, name: '$10 Tier', entryFee: '10.00', entryFeeCents: 1000, status: 'completed' }, { homeTeam: 'Green Bay Packers', awayTeam: 'Chicago Bears' });
const SOLD = [makeSquare(0, 0, 'u9', 67)];
const SANDBOX: PaymentsConfig = { provider: 'sandbox', publishableKey: null, paidPlay: true };
const NO_MONEY = { collectedCents: 0, authorizedCents: 0, capturedCents: 0, refundedCents: 0, houseFeeCents: 0, nonprofitCents: 0, prizesCents: 0 };
const EMPTY_LEDGER: PoolLedgerResponse = { poolId: 67, transactions: [], balances: [], escrow: NO_MONEY };
const AUTHORIZED: PoolLedgerResponse = {
  poolId: 67,
  transactions: [
    {
      id: 'pi_1:authorize',
      phase: 'pending',
      paymentIntentId: 'pi_1',
      step: 'authorize',
      createdAt: '2026-11-21T15:00:00.000Z',
      entries: [
        { side: 'debit', account: 'player_payments', amountCents: 1000 },
        { side: 'credit', account: 'pool_escrow:67', amountCents: 1000 },
      ],
    },
  ],
  balances: [
    { account: 'player_payments', postedCents: 0, pendingCents: -1000 },
    { account: 'pool_escrow:67', postedCents: 0, pendingCents: 1000 },
  ],
  escrow: { ...NO_MONEY, collectedCents: 1000, authorizedCents: 1000 },
};
const INTENT: CreateEscrowPaymentResponse = {
  clientSecret: 'pi_1_secret_abc',
  paymentIntentId: 'pi_1',
  amount: 1000,
  holdExpiresAt: '2026-11-21T15:10:00.000Z',
  holdSecondsLeft: 600,
  captureMethod: 'manual',
  provider: 'sandbox',
};
const SECURED: PurchaseSquaresResponse = {
  outcome: 'completed',
  status: 'requires_capture',
  poolId: 67,
  paymentIntentId: 'pi_1',
  squares: [
    { row: 1, column: 2 },
    { row: 3, column: 4 },
  ],
  amountCents: 1000,
};
const REFUNDED: EscrowActionResponse = {
  poolId: 67,
  outcome: 'refunded',
  message: 'Escrow refunded',
  paymentsRefunded: 1,
  escrow: { ...NO_MONEY, collectedCents: 1000, refundedCents: 1000 },
};

const confirmByCard: FakeRoute = (body) => {
  const card = (body as { cardNumber: string }).cardNumber.replace(/ /g, '');
  if (card === '4242424242424242') return { body: { status: 'requires_capture' } };
  const insufficient = card === '4000000000009995';
  return {
    body: {
      status: 'requires_payment_method',
      error: {
        code: 'card_declined',
        declineCode: insufficient ? 'insufficient_funds' : 'generic_decline',
        message: insufficient ? 'Your card has insufficient funds.' : 'Your card was declined.',
      },
    },
  };
};

/** The fake API; the ledger answers what `ledger.current` holds at the time it is asked. */
function api(over: Record<string, FakeRoute> = {}) {
  const ledger = { current: EMPTY_LEDGER };
  const server = fakeFetch({
    'GET /api/pools': { body: [FREE, POOL, DONE] },
    'GET /api/pools/67': { body: POOL },
    'GET /api/pools/67/squares': { body: SOLD },
    'GET /api/payments/config': { body: SANDBOX },
    'GET /api/admin/pools/67/ledger': () => ({ body: ledger.current }),
    'GET /api/pools/67/my-checkout': { body: { checkout: null } },
    'POST /api/create-payment-intent': { body: INTENT },
    'POST /api/sandbox/payment-intents/pi_1/confirm': confirmByCard,
    'POST /api/purchase-squares': () => {
      ledger.current = AUTHORIZED;
      return { body: SECURED };
    },
    'POST /api/cancel-escrow-payment': { body: { released: true, status: 'canceled' } },
    'POST /api/admin/refund-escrow': { body: REFUNDED },
    ...over,
  });
  return { ...server, ledger };
}

function open(href: string, server: ReturnType<typeof api>) {
  vi.stubGlobal('fetch', server.fetch);
  const memory = memoryLocation({ path: href, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <PaymentTester />
      </Router>
    </QueryClientProvider>,
  );
  return memory;
}

const toasts = () => toastSpy.mock.calls.map(([input]) => input as ToastInput);
const square = (row: number, column: number) => screen.getByRole('gridcell', { name: new RegExp(`^Row ${row + 1}, column ${column + 1},`) });
const ledgerCalls = (server: ReturnType<typeof api>) => server.callsTo('GET /api/admin/pools/67/ledger').length;
const activityEntries = () => within(screen.getByRole('log', { name: 'Activity, newest first' })).getAllByTestId('activity-entry');

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

describe('/payment-test: picking a pool', () => {
  it('lists the paid pools with their status, and picking one puts it in the address and shows its pool, payment, escrow and ledger', async () => {
    const server = api();
    const memory = open('/payment-test', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Test' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pick a pool' })).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Paid pools' });
    const options = within(list).getAllByRole('button');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringMatching(/#67 \$5 Tier · \$5\.00.*New York Jets @ Atlanta Falcons · 1\/100 sold.*open/),
      expect.stringMatching(/#68 \$10 Tier · \$10\.00.*Chicago Bears @ Green Bay Packers.*completed/),
    ]);
    expect(within(list).queryByText(/Free Pool/)).toBeNull();
    expect(server.callsTo('GET /api/admin/pools/67/ledger')).toHaveLength(0);

    fireEvent.click(options[0]!);
    expect(memory.history?.at(-1)).toBe('/payment-test?poolId=67');
    expect(options[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Ledger of pool #67' })).toBeTruthy();
    expect(await screen.findByText('No ledger entries yet')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Test payment' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Escrow' })).toBeTruthy();
    // The board: the sold square and the held one cannot be picked.
    expect((await screen.findByRole('gridcell', { name: 'Row 1, column 1, taken' })).getAttribute('aria-disabled')).toBe('true');
    expect(square(0, 1).getAttribute('aria-label')).toBe('Row 1, column 2, held for a payment');
  });

  it('filters the list, and loads a typed pool id; a blank or bad id is an error toast, not a request', async () => {
    const server = api();
    const memory = open('/payment-test', server);
    const list = await screen.findByRole('list', { name: 'Paid pools' });
    fireEvent.change(screen.getByLabelText('Or pick a paid pool'), { target: { value: 'packers' } });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringContaining('#68')]);
    fireEvent.change(screen.getByLabelText('Or pick a paid pool'), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No paid pool matches “nothing like it”.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load pool' }));
    expect(toasts().at(-1)).toEqual({ title: 'Error', description: 'Please enter a pool ID', variant: 'destructive' });
    expect(screen.getByLabelText('Pool ID').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Pool ID'), { target: { value: '6x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load pool' }));
    expect(toasts().at(-1)?.description).toBe('Pool ID must be a positive whole number');
    expect(memory.history).toEqual(['/payment-test']);

    fireEvent.change(screen.getByLabelText('Pool ID'), { target: { value: '67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load pool' }));
    expect(memory.history?.at(-1)).toBe('/payment-test?poolId=67');
    expect(await screen.findByRole('heading', { name: 'Ledger of pool #67' })).toBeTruthy();
    expect(server.callsTo('GET /api/pools/67')).toHaveLength(1);
  });

  it("says 'Pool Not Found' for a pool id that does not exist", async () => {
    const missing = { status: 404, body: { message: 'Pool 999 not found', code: 'not_found' } };
    const server = api({ 'GET /api/pools/999': missing, 'GET /api/pools/999/squares': missing, 'GET /api/admin/pools/999/ledger': missing });
    open('/payment-test?poolId=999', server);
    const alerts = await screen.findAllByRole('alert');
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Pool Not Found' })).toHaveLength(2));
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.getByText('Pool 999 not found')).toBeTruthy();
  });

  it('shows a retry when the pool list fails to load', async () => {
    let fail = true;
    const server = api({ 'GET /api/pools': () => (fail ? { status: 500, body: { message: 'Something went wrong' } } : { body: [POOL] }) });
    open('/payment-test', server);
    expect(await screen.findByRole('heading', { name: 'Pools did not load' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Paid pools' })).toBeTruthy();
  });
});

describe('/payment-test: a test payment', () => {
  it('creates the intent for the picked squares at the computed amount, confirms it with 4242, records it, and refreshes the ledger after every step', async () => {
    const server = api();
    open('/payment-test?poolId=67', server);
    await screen.findByText('No ledger entries yet');
    const amount = screen.getByLabelText('Amount (dollars)') as HTMLInputElement;
    expect(amount.value).toBe('0.00');

    fireEvent.click(square(3, 4));
    fireEvent.click(square(1, 2));
    expect(square(1, 2).getAttribute('aria-selected')).toBe('true');
    expect(amount.value).toBe('10.00');
    expect(screen.getByText(/2 of 5 squares/)).toBeTruthy();
    expect(screen.getByText(/R2 · C3, R4 · C5/)).toBeTruthy();
    const before = ledgerCalls(server);

    fireEvent.click(screen.getByRole('button', { name: 'Create payment intent' }));
    expect(await screen.findByText('pi_1')).toBeTruthy();
    expect(server.callsTo('POST /api/create-payment-intent')[0]!.body).toEqual({
      amount: '10.00',
      poolId: 67,
      squares: [
        { row: 1, column: 2 },
        { row: 3, column: 4 },
      ],
    });
    await waitFor(() => expect(ledgerCalls(server)).toBe(before + 1));
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Confirm');

    fireEvent.click(screen.getByRole('button', { name: /^Pay with 4242/ }));
    expect(await screen.findByRole('button', { name: 'Record purchase' })).toBeTruthy();
    expect(server.callsTo('POST /api/sandbox/payment-intents/pi_1/confirm')[0]!.body).toEqual({
      clientSecret: 'pi_1_secret_abc',
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    await waitFor(() => expect(ledgerCalls(server)).toBe(before + 2));

    fireEvent.click(screen.getByRole('button', { name: 'Record purchase' }));
    expect(await screen.findByText('Purchase completed')).toBeTruthy();
    expect(server.callsTo('POST /api/purchase-squares')[0]!.body).toEqual({ poolId: 67, squares: SECURED.squares, paymentIntentId: 'pi_1' });

    // The ledger now shows the authorization: its lines, the balances and the escrow.
    const row = await screen.findByTestId('ledger-transaction');
    expect(within(row).getByRole('rowheader').textContent).toMatch(/^pi_1:authorize/);
    expect(row.textContent).toContain('Pending');
    expect(row.textContent).toContain('authorize');
    const lines = within(row).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual(['debitPlayer payments (cards) player_payments$10.00', 'creditEscrow, pool #67 pool_escrow:67$10.00']);
    const balances = screen.getByRole('table', { name: /Balance of each account/ });
    expect(within(balances).getByRole('row', { name: /Escrow, pool #67/ }).textContent).toContain('$10.00');
    expect(within(balances).getByRole('row', { name: /Player payments/ }).textContent).toContain('-$10.00');
    expect(within(balances).getByRole('row', { name: /Total/ }).textContent).toContain('$0.00');
    expect(within(screen.getByLabelText('Escrow of pool #67')).getByText('Authorized (held)').nextSibling?.textContent).toBe('$10.00');

    const log = activityEntries();
    expect(log.map((e) => e.getAttribute('data-ok'))).toEqual(['true', 'true', 'true']);
    expect(log[0]!.textContent).toContain('Record purchase');
    expect(log[2]!.textContent).toContain('POST /api/create-payment-intent');
    expect(toasts().filter((t) => t.variant === 'destructive')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'New test payment' }));
    expect(screen.getByRole('button', { name: 'Create payment intent' })).toBeTruthy();
  });

  it("declined cards toast 'Payment Failed' with the provider's message and leave the payment to try another card", async () => {
    const server = api();
    open('/payment-test?poolId=67', server);
    fireEvent.click(await screen.findByRole('gridcell', { name: 'Row 5, column 5, available' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create payment intent' }));

    fireEvent.click(await screen.findByRole('button', { name: /^Try 0002/ }));
    await waitFor(() => expect(toasts().at(-1)).toEqual({ title: 'Payment Failed', description: 'Your card was declined.', variant: 'destructive' }));
    expect(screen.getByText('Payment Failed: Your card was declined.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Try 9995/ }));
    await waitFor(() => expect(toasts().at(-1)?.description).toBe('Your card has insufficient funds.'));
    expect(activityEntries()[0]!.getAttribute('data-ok')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: /^Pay with 4242/ }));
    expect(await screen.findByRole('button', { name: 'Record purchase' })).toBeTruthy();
  });

  it("an edited amount goes to the server as typed; its refusal is a toast with the server's message and the squares stay picked", async () => {
    const server = api({
      'POST /api/create-payment-intent': { status: 400, body: { message: 'amount 9.99 does not match the squares (5.00)', code: 'amount_mismatch' } },
    });
    open('/payment-test?poolId=67', server);
    fireEvent.click(await screen.findByRole('gridcell', { name: 'Row 5, column 5, available' }));
    fireEvent.change(screen.getByLabelText('Amount (dollars)'), { target: { value: '9.99' } });
    expect(screen.getByText('Edited: the server will check it')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create payment intent' }));

    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({
        title: 'Create payment intent failed',
        description: 'amount 9.99 does not match the squares (5.00)',
        variant: 'destructive',
      }),
    );
    expect(server.callsTo('POST /api/create-payment-intent')[0]!.body).toMatchObject({ amount: '9.99' });
    const entry = activityEntries()[0]!;
    expect(entry.getAttribute('data-ok')).toBe('false');
    expect(entry.textContent).toContain('400');
    expect(square(4, 4).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Use 5.00' }));
    expect((screen.getByLabelText('Amount (dollars)') as HTMLInputElement).value).toBe('5.00');
  });

  it("offers the admin's own live checkout in the pool: resume it (the same intent again) or release its hold", async () => {
    let held = true;
    const checkout = {
      paymentIntentId: 'pi_1',
      squares: [
        { row: 3, column: 4 },
        { row: 1, column: 2 },
      ],
      amountCents: 1000,
      holdExpiresAt: '2026-11-21T15:06:00.000Z',
      holdSecondsLeft: 360,
      checkoutHref: '/checkout?poolId=67',
    };
    const server = api({ 'GET /api/pools/67/my-checkout': () => ({ body: { checkout: held ? checkout : null } }) });
    open('/payment-test?poolId=67', server);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('holds R4 · C5, R2 · C3 ($10.00) for 6 more minute(s)');

    held = false; // what the server answers once the hold is released
    fireEvent.click(within(note).getByRole('button', { name: 'Release hold' }));
    await waitFor(() => expect(server.callsTo('POST /api/cancel-escrow-payment')).toHaveLength(1));
    expect(server.callsTo('POST /api/cancel-escrow-payment')[0]!.body).toEqual({ paymentIntentId: 'pi_1' });
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());

    cleanup();
    const again = api({ 'GET /api/pools/67/my-checkout': { body: { checkout } } });
    open('/payment-test?poolId=67', again);
    fireEvent.click(within(await screen.findByRole('note')).getByRole('button', { name: 'Resume it' }));
    expect(await screen.findByRole('button', { name: /^Pay with 4242/ })).toBeTruthy();
    expect(again.callsTo('POST /api/create-payment-intent')[0]!.body).toEqual({
      amount: '10.00',
      poolId: 67,
      squares: [
        { row: 1, column: 2 },
        { row: 3, column: 4 },
      ],
    });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('asks for squares before creating anything', async () => {
    const server = api();
    open('/payment-test?poolId=67', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Create payment intent' }));
    expect(toasts().at(-1)).toEqual({ title: 'Error', description: 'Pick at least one square', variant: 'destructive' });
    expect(server.callsTo('POST /api/create-payment-intent')).toHaveLength(0);
  });

  it('moves over the board with the arrow keys (one tab stop)', async () => {
    open('/payment-test?poolId=67', api());
    const first = await screen.findByRole('gridcell', { name: 'Row 1, column 1, taken' });
    expect(first.getAttribute('tabindex')).toBe('0');
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(square(1, 0));
    fireEvent.keyDown(square(1, 0), { key: 'End' });
    expect(document.activeElement).toBe(square(1, 9));
    expect(square(1, 9).getAttribute('tabindex')).toBe('0');
    expect(first.getAttribute('tabindex')).toBe('-1');
  });
});

describe('/payment-test: escrow', () => {
  it('refunds after a confirmation, shows the message and the escrow returned, and refreshes the ledger', async () => {
    const server = api();
    open('/payment-test?poolId=67', server);
    await screen.findByText('No ledger entries yet');
    const before = ledgerCalls(server);

    fireEvent.click(screen.getByRole('button', { name: 'Refund escrow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund escrow?' });
    expect(server.callsTo('POST /api/admin/refund-escrow')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund escrow' }));

    expect(await screen.findByText('Escrow refunded')).toBeTruthy();
    expect(server.callsTo('POST /api/admin/refund-escrow')[0]!.body).toEqual({ poolId: 67 });
    expect(screen.getByText('1 payment(s) refunded or voided')).toBeTruthy();
    const figures = screen.getByLabelText('Escrow of pool #67 after refund');
    expect(within(figures).getByText('Refunded').nextSibling?.textContent).toBe('$10.00');
    expect(toasts().at(-1)).toEqual({ title: 'Refund escrow', description: 'Escrow refunded', variant: 'success' });
    await waitFor(() => expect(ledgerCalls(server)).toBe(before + 1));
  });

  it("a refused release is a toast with the server's message; cancelling the dialog sends nothing", async () => {
    const server = api({
      'POST /api/admin/release-escrow': { status: 409, body: { message: 'Pool 67 is not completed: nothing to release', code: 'conflict' } },
    });
    open('/payment-test?poolId=67', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Release escrow' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /api/admin/release-escrow')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Release escrow' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Release escrow' }));
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({ title: 'Release escrow failed', description: 'Pool 67 is not completed: nothing to release', variant: 'destructive' }),
    );
    expect(activityEntries()[0]!.textContent).toContain('409');
  });
});
