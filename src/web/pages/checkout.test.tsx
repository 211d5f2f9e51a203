// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateEscrowPaymentResponse, PaymentsConfig, PurchaseSquaresResponse } from '../../domain/schemas';
import { checkoutHref } from '../../domain/checkout-link';
import { SQUARE_HELD } from '../../domain/messages';
import { createQueryClient } from '../lib/query-client';
import type { ToastInput } from '../lib/toast/use-toast';
import { fakeFetch, type FakeRoute } from '../test-support/fake-fetch';
import { makePool } from '../test-support/fixtures';
import CheckoutRoute from './checkout';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../lib/toast/use-toast', () => ({ toast: toastSpy }));

const NOW = Date.parse('2026-11-20T15:00:00.000Z');
const HOLD_ENDS = '2026-11-20T15:10:00.000Z';
const SQUARES = [
  { row: 1, column: 2, price: '5.00' },
  { row: 4, column: 4, price: '5.00' },
  { row: 9, column: 0, price: '5.00' },
];
const CHECKOUT = checkoutHref({ poolId: 67, squares: SQUARES, amount: '15.00' });
const POOL = makePool({ id: 67, name: '$5 Tier', entryFee: '5.00', entryFeeCents: 500 });

const SANDBOX: PaymentsConfig = { provider: 'sandbox', publishableKey: null, paidPlay: true };
const INTENT: CreateEscrowPaymentResponse = {
  clientSecret: 'pi_1_secret_abc',
  paymentIntentId: 'pi_1',
  amount: 1500,
  holdExpiresAt: HOLD_ENDS,
  holdSecondsLeft: 600,
  captureMethod: 'manual',
  provider: 'sandbox',
};
const SECURED: PurchaseSquaresResponse = {
  outcome: 'completed',
  status: 'requires_capture',
  poolId: 67,
  paymentIntentId: 'pi_1',
  squares: SQUARES.map(({ row, column }) => ({ row, column })),
  amountCents: 1500,
};

const DECLINED = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };

/** The sandbox's answer by card number, as the server's test cards decide it. */
const confirmByCard: FakeRoute = (body) => {
  const card = (body as { cardNumber: string }).cardNumber.replace(/ /g, '');
  if (card === '4242424242424242') return { body: { status: 'requires_capture' } };
  return { body: { status: 'requires_payment_method', error: DECLINED } };
};

function api(over: Record<string, FakeRoute> = {}) {
  return fakeFetch({
    'GET /api/payments/config': { body: SANDBOX },
    'GET /api/pools/67': { body: POOL },
    'POST /api/create-escrow-payment': { body: INTENT },
    'POST /api/sandbox/payment-intents/pi_1/confirm': confirmByCard,
    'POST /api/purchase-squares': { body: SECURED },
    'POST /api/cancel-escrow-payment': { body: { released: true, status: 'canceled' } },
    ...over,
  });
}

function Shell() {
  const [path] = useLocation();
  return path === '/checkout' ? <CheckoutRoute /> : <p data-testid="location">{path}</p>;
}

function open(href: string, server: ReturnType<typeof api>) {
  vi.stubGlobal('fetch', server.fetch);
  const memory = memoryLocation({ path: href, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <Shell />
      </Router>
    </QueryClientProvider>,
  );
  return memory;
}

function toasts(): ToastInput[] {
  return toastSpy.mock.calls.map(([input]) => input as ToastInput);
}

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry month'), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText('Expiry year'), { target: { value: '2030' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
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

describe('/checkout query', () => {
  it.each([
    ['no parameters', '/checkout'],
    ['no amount', `/checkout?poolId=67&squares=${encodeURIComponent(JSON.stringify(SQUARES))}`],
    ['no squares', '/checkout?poolId=67&amount=15.00'],
    ['no pool', `/checkout?squares=${encodeURIComponent(JSON.stringify(SQUARES))}&amount=15.00`],
    ['squares that are not JSON', '/checkout?poolId=67&squares=%5Bnope&amount=15.00'],
    ['a pool id that is not a number', `/checkout?poolId=abc&squares=${encodeURIComponent(JSON.stringify(SQUARES))}&amount=15.00`],
    ['the old ?data= link', `/checkout?data=${encodeURIComponent(JSON.stringify({ poolId: 67, squares: SQUARES, totalAmount: '15.00' }))}`],
  ])('%s: goes to /dashboard and opens no payment', async (_, href) => {
    const server = api();
    const memory = open(href, server);
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/dashboard');
    expect(memory.history?.at(-1)).toBe('/dashboard');
    expect(server.callsTo('POST /api/create-escrow-payment')).toHaveLength(0);
  });
});

describe('/checkout with the sandbox', () => {
  it('shows a spinner until the payment is open, then the order and the card form', async () => {
    const server = api();
    open(CHECKOUT, server);
    expect(screen.getByRole('status', { name: 'Preparing your payment' })).toBeTruthy();

    const pay = await screen.findByRole('button', { name: 'Pay $15.00' });
    expect(pay).toHaveProperty('disabled', false);
    expect(server.callsTo('POST /api/create-escrow-payment')[0]?.body).toEqual({ amount: '15.00', poolId: 67, squares: SQUARES });

    const order = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(order).getByText('$5 Tier')).toBeTruthy();
    expect(within(order).getByText('New York Jets @ Atlanta Falcons')).toBeTruthy();
    const lines = within(within(order).getByRole('list', { name: 'Squares in this order' })).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual(['2·3Row 2, column 3$5.00', '5·5Row 5, column 5$5.00', '10·1Row 10, column 1$5.00']);
    expect(within(order).getByTestId('checkout-total').textContent).toBe('$15.00');

    expect(screen.getByTestId('capture-explanation').textContent).toContain('Your card is authorized now and charged after the game');
    expect(screen.getByTestId('capture-explanation').textContent).toContain("'Payment Secured'");
    expect(screen.getByText('Sandbox mode: no real money')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Use test card 4242 4242 4242 4242/ })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('10:00');
    expect(screen.getAllByRole('link', { name: 'Back to Pool' })).toHaveLength(1);
  });

  it('labels every card input for people, autofill and phones', async () => {
    open(CHECKOUT, api());
    await screen.findByRole('button', { name: 'Pay $15.00' });
    const expected = {
      'Card number': 'cc-number',
      'Expiry month': 'cc-exp-month',
      'Expiry year': 'cc-exp-year',
      CVC: 'cc-csc',
    };
    for (const [label, autocomplete] of Object.entries(expected)) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('autocomplete'), label).toBe(autocomplete);
      expect(input.getAttribute('inputmode'), label).toBe('numeric');
    }
  });

  it('a declined card shows Payment Failed; another card pays, records the purchase and returns to the pool', async () => {
    const server = api();
    const memory = open(CHECKOUT, server);
    await screen.findByRole('button', { name: 'Pay $15.00' });

    fillCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $15.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Payment FailedYour card was declined.');
    expect(toasts()).toContainEqual({ title: 'Payment Failed', description: 'Your card was declined.', variant: 'destructive' });
    expect(server.callsTo('POST /api/purchase-squares')).toHaveLength(0);
    expect(server.callsTo('POST /api/sandbox/payment-intents/pi_1/confirm')[0]?.body).toEqual({
      clientSecret: 'pi_1_secret_abc',
      cardNumber: '4000 0000 0000 0002',
      expMonth: '12',
      expYear: '2030',
      cvc: '123',
    });

    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
    expect(screen.getByLabelText('Card number')).toHaveProperty('value', '4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $15.00' }));

    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pool/67');
    expect(memory.history?.at(-1)).toBe('/pool/67');
    expect(server.callsTo('POST /api/purchase-squares')[0]?.body).toEqual({
      poolId: 67,
      squares: [
        { row: 1, column: 2 },
        { row: 4, column: 4 },
        { row: 9, column: 0 },
      ],
      paymentIntentId: 'pi_1',
    });
    expect(toasts().at(-1)).toMatchObject({ title: 'Payment Secured', variant: 'success' });
    expect(toasts().at(-1)?.description).toContain('held until the game completes');
    expect(server.callsTo('POST /api/cancel-escrow-payment')).toHaveLength(0);
  });

  it('shows a bad field next to that field', async () => {
    const invalidCvc = { code: 'invalid_cvc', field: 'cvc', message: "Your card's security code is invalid." };
    open(CHECKOUT, api({ 'POST /api/sandbox/payment-intents/pi_1/confirm': { body: { status: 'requires_payment_method', error: invalidCvc } } }));
    await screen.findByRole('button', { name: 'Pay $15.00' });
    fillCard('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $15.00' }));
    const error = await screen.findByText("Your card's security code is invalid.");
    const cvc = screen.getByLabelText('CVC');
    expect(cvc.getAttribute('aria-invalid')).toBe('true');
    expect(cvc.getAttribute('aria-describedby')).toContain(error.closest('p')?.id);
    await waitFor(() => expect(document.activeElement).toBe(cvc));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toasts()).toContainEqual({ title: 'Payment Failed', description: "Your card's security code is invalid.", variant: 'destructive' });
  });

  it("a charged payment reads 'Purchase Complete'", async () => {
    open(CHECKOUT, api({
      'POST /api/create-escrow-payment': { body: { ...INTENT, captureMethod: 'automatic' } },
      'POST /api/sandbox/payment-intents/pi_1/confirm': { body: { status: 'succeeded' } },
      'POST /api/purchase-squares': { body: { ...SECURED, status: 'succeeded' } },
    }));
    await screen.findByRole('button', { name: 'Pay $15.00' });
    expect(screen.getByTestId('capture-explanation').textContent).toContain('Your card is charged now');
    fillCard('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $15.00' }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pool/67');
    expect(toasts().at(-1)).toMatchObject({ title: 'Purchase Complete', variant: 'success' });
  });

  it("a failed purchase record says 'Failed to complete square purchase' and can be tried again", async () => {
    const server = api({
      'POST /api/purchase-squares': (_, n) => (n === 1 ? { status: 500, body: { message: 'Internal Server Error' } } : { body: SECURED }),
    });
    open(CHECKOUT, server);
    await screen.findByRole('button', { name: 'Pay $15.00' });
    fillCard('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $15.00' }));

    expect(await screen.findByRole('heading', { name: 'Failed to complete square purchase' })).toBeTruthy();
    expect(toasts()).toContainEqual({ title: 'Error', description: 'Failed to complete square purchase', variant: 'destructive' });
    // The card was accepted: leaving now must not cancel the payment.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pool/67');
    expect(server.callsTo('POST /api/purchase-squares')).toHaveLength(2);
    expect(server.callsTo('POST /api/cancel-escrow-payment')).toHaveLength(0);
  });

  it('a purchase rejected (squares gone) says why and offers Back to Pool, without cancelling again', async () => {
    const message = 'These squares were released when your hold expired and another player took them. Your payment was cancelled.';
    const server = api({ 'POST /api/purchase-squares': { body: { ...SECURED, outcome: 'rejected', message } } });
    open(CHECKOUT, server);
    await screen.findByRole('button', { name: 'Pay $15.00' });
    fillCard('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $15.00' }));
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Pool' }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pool/67');
    expect(server.callsTo('POST /api/cancel-escrow-payment')).toHaveLength(0);
  });

  it('Back to Pool cancels the payment (releasing the squares) and leaves at once, even if the cancel fails', async () => {
    const server = api({ 'POST /api/cancel-escrow-payment': { status: 500, body: { message: 'Internal Server Error' } } });
    open(CHECKOUT, server);
    await screen.findByRole('button', { name: 'Pay $15.00' });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Pool' }));
    expect(screen.getByTestId('location').textContent).toBe('/pool/67');
    expect(server.callsTo('POST /api/cancel-escrow-payment')[0]?.body).toEqual({ paymentIntentId: 'pi_1' });
  });
});

describe('/checkout when the payment cannot be opened', () => {
  it('goes back to the pool with the server message, with a way to verify when that is the reason', async () => {
    const message = 'Paid squares need a verified age and location first: visit /age-verification.';
    const server = api({ 'POST /api/create-escrow-payment': { status: 403, body: { message, code: 'verification_required' } } });
    const memory = open(CHECKOUT, server);
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pool/67');
    expect(memory.history?.at(-1)).toBe('/pool/67');
    const toast = toasts().at(-1);
    expect(toast?.title).toBe('Verification Required');
    const description = renderToStaticMarkup(<Router>{toast?.description}</Router>);
    expect(description).toContain(message);
    expect(description).toMatch(/<a [^>]*href="\/age-verification"[^>]*>Verify your age and location<\/a>/);
  });

  it('a square taken meanwhile: back to the pool with the reason', async () => {
    const message = 'This square is already owned by another player.';
    open(CHECKOUT, api({ 'POST /api/create-escrow-payment': { status: 409, body: { message, code: 'square_taken' } } }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pool/67');
    expect(toasts().at(-1)).toEqual({ title: 'Square Unavailable', description: message, variant: 'destructive' });
  });

  it('a square another player is paying for: back to the pool, told it is held (not owned)', async () => {
    open(CHECKOUT, api({ 'POST /api/create-escrow-payment': { status: 409, body: { message: SQUARE_HELD, code: 'square_held' } } }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pool/67');
    expect(toasts().at(-1)).toEqual({ title: 'Square Unavailable', description: 'This square is being paid for by another player.', variant: 'destructive' });
  });

  it('too many squares held in checkouts: back to the pool with the server saying how many and where', async () => {
    const message = 'You already hold 10 squares in checkout: 5 in $5 Pool (pool 3), 5 in $10 Pool (pool 4). …';
    open(CHECKOUT, api({ 'POST /api/create-escrow-payment': { status: 409, body: { message, code: 'hold_limit' } } }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pool/67');
    expect(toasts().at(-1)).toMatchObject({ title: 'Error', description: message, variant: 'destructive' });
  });

  it('PAID_PLAY off: says paid squares are not available and opens no payment', async () => {
    const server = api({ 'GET /api/payments/config': { body: { ...SANDBOX, paidPlay: false } } });
    open(CHECKOUT, server);
    expect(await screen.findByRole('heading', { name: 'Paid squares are not available' })).toBeTruthy();
    expect(screen.getByText(/Paid squares are not available on this site/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Pool' }).getAttribute('href')).toBe('/pool/67');
    expect(server.callsTo('POST /api/create-escrow-payment')).toHaveLength(0);
  });
});

describe('/checkout hold countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
  });

  async function advance(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  /** Second by second: each tick renders before the next timer is set, as in a browser. */
  async function advanceSeconds(seconds: number) {
    for (let i = 0; i < seconds; i++) await advance(1_000);
  }

  it('counts down each second, speaks once a minute, and ends in a released hold', async () => {
    const server = api();
    open(CHECKOUT, server);
    await advance(0);
    await advance(0);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('10:00');
    const live = screen.getByText(/minutes left to pay/);
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('10 minutes left to pay before your squares are released.');

    // The display wakes a few milliseconds after each whole second.
    await advance(1_025);
    expect(timer.textContent).toBe('09:59');
    expect(live.textContent).toBe('10 minutes left to pay before your squares are released.');
    await advanceSeconds(60);
    expect(timer.textContent).toBe('08:59');
    expect(live.textContent).toBe('9 minutes left to pay before your squares are released.');
    await advanceSeconds(8 * 60 + 30);
    expect(timer.textContent).toBe('00:29');
    expect(live.textContent).toBe('Less than a minute left to pay; your squares are then released.');

    await advanceSeconds(30);
    expect(screen.getByRole('heading', { name: 'Your hold expired' })).toBeTruthy();
    expect(screen.getByText('Your hold expired; the squares were released. Nothing was charged.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay $15.00' })).toBeNull();
    await advance(0);
    expect(server.callsTo('POST /api/cancel-escrow-payment')[0]?.body).toEqual({ paymentIntentId: 'pi_1' });

    fireEvent.click(screen.getByRole('link', { name: 'Back to Pool' }));
    expect(screen.getByTestId('location').textContent).toBe('/pool/67');
    expect(server.callsTo('POST /api/cancel-escrow-payment')).toHaveLength(1);
  });

  it("runs from the server's holdSecondsLeft, not from holdExpiresAt against a browser clock that is 20 minutes fast", async () => {
    // By the browser's clock the server's deadline (15:10) passed 20 minutes ago; the server says 7 minutes are left.
    vi.setSystemTime(NOW + 20 * 60_000);
    const server = api({ 'POST /api/create-escrow-payment': { body: { ...INTENT, holdSecondsLeft: 420 } } });
    open(CHECKOUT, server);
    await advance(0);
    await advance(0);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('07:00');
    expect(screen.getByRole('button', { name: 'Pay $15.00' })).toBeTruthy();
    await advance(1_025);
    expect(timer.textContent).toBe('06:59');
    await advanceSeconds(6 * 60 + 58);
    expect(timer.textContent).toBe('00:01');
    expect(server.callsTo('POST /api/cancel-escrow-payment')).toHaveLength(0);
    await advanceSeconds(1);
    expect(screen.getByRole('heading', { name: 'Your hold expired' })).toBeTruthy();
  });

  it('a browser clock that is slow does not stretch the hold past what the server said', async () => {
    vi.setSystemTime(NOW - 60 * 60_000);
    const server = api({ 'POST /api/create-escrow-payment': { body: { ...INTENT, holdSecondsLeft: 90 } } });
    open(CHECKOUT, server);
    await advance(0);
    await advance(0);
    expect(screen.getByRole('timer').textContent).toBe('01:30');
    await advanceSeconds(91);
    expect(screen.getByRole('heading', { name: 'Your hold expired' })).toBeTruthy();
    await advance(0);
    expect(server.callsTo('POST /api/cancel-escrow-payment')[0]?.body).toEqual({ paymentIntentId: 'pi_1' });
  });
});
