// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Intent } from './checkout-flow';
import type { ConfirmOutcome } from './confirm-outcome';
import StripeCardForm from './stripe-card-form';

const stripe = vi.hoisted(() => ({ confirmPayment: vi.fn(), elements: { kind: 'elements' }, loadStripe: vi.fn() }));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', async () => {
  const { useEffect } = await import('react');
  return {
    Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => (
      <div data-testid="elements" data-client-secret={options.clientSecret}>
        {children}
      </div>
    ),
    PaymentElement: ({ onReady }: { onReady?: () => void }) => {
      useEffect(() => onReady?.(), [onReady]);
      return <div data-testid="payment-element" />;
    },
    useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
    useElements: () => stripe.elements,
  };
});

const INTENT: Intent = {
  clientSecret: 'pi_9_secret_xyz',
  paymentIntentId: 'pi_9',
  amount: 2500,
  holdExpiresAt: '2026-11-20T15:10:00.000Z',
  holdSecondsLeft: 600,
  holdEndsAt: Date.parse('2026-11-20T15:10:00.000Z'),
  captureMethod: 'manual',
  provider: 'stripe',
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('the Stripe card form', () => {
  it("mounts Stripe's Payment Element for the payment and confirms in the page", async () => {
    stripe.loadStripe.mockResolvedValue({});
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'requires_capture' } });
    const outcomes: ConfirmOutcome[] = [];
    const onPay = vi.fn((confirm: () => Promise<ConfirmOutcome>) => void confirm().then((o) => outcomes.push(o)));
    render(<StripeCardForm publishableKey="pk_test_1" intent={INTENT} busy={false} problem={null} onPay={onPay} />);
    await flush();

    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(screen.getByTestId('elements').getAttribute('data-client-secret')).toBe('pi_9_secret_xyz');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    await flush();

    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    expect(outcomes).toEqual([{ kind: 'confirmed' }]);
  });

  it("shows the last problem and keeps 'Pay' disabled while busy", async () => {
    stripe.loadStripe.mockResolvedValue({});
    render(
      <StripeCardForm
        publishableKey="pk_test_2"
        intent={INTENT}
        busy
        problem={{ title: 'Payment Failed', message: 'Your card was declined.' }}
        onPay={() => {}}
      />,
    );
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Payment FailedYour card was declined.');
    expect(screen.getByRole('button', { name: 'Pay $25.00' })).toHaveProperty('disabled', true);
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    stripe.loadStripe.mockRejectedValue(new Error('network'));
    render(<StripeCardForm publishableKey="pk_test_3" intent={INTENT} busy={false} problem={null} onPay={() => {}} />);
    await flush();
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('Card form unavailable');
    expect(screen.queryByRole('button', { name: 'Pay $25.00' })).toBeNull();
  });
});
