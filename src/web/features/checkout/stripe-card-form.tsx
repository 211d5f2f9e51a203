/**
 * Stripe mode's card form: Stripe.js and the Payment Element, confirmed in the page
 * (redirect only when a payment method needs it; the page then finishes on its return). Loaded
 * lazily, so the sandbox never ships Stripe.js.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Button } from '../../components/ui/button';
import type { CardFormProps } from './card-form-types';
import { payButtonLabel } from './messages';
import { PaymentProblem as Problem } from './payment-problem';
import { stripeOutcome } from './stripe-outcome';

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per key (Elements must keep the same one); a failed load reads as null. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

const LOAD_FAILED = 'The secure card form could not be loaded. Check your connection and reload the page.';

function PaymentForm({ intent, busy, problem, onPay }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    onPay(async () =>
      stripeOutcome(
        await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } }),
      ),
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Card details" className="grid gap-4">
      {problem && <Problem title={problem.title} message={problem.message} />}
      {loadFailed && <Problem title="Card form unavailable" message={LOAD_FAILED} />}
      <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} onLoadError={() => setLoadFailed(true)} />
      <Button type="submit" size="lg" variant="gold" disabled={busy || !ready} aria-busy={busy || undefined} className="w-full">
        {busy && <LoaderCircle aria-hidden className="animate-spin" />}
        {payButtonLabel(intent.amount)}
      </Button>
      <p role="status" className="sr-only">
        {busy ? 'Processing your payment…' : ''}
      </p>
    </form>
  );
}

export default function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const stripe = stripeFor(props.publishableKey);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((loaded) => {
      if (live && loaded === null) setUnavailable(true);
    });
    return () => {
      live = false;
    };
  }, [stripe]);

  if (unavailable) return <Problem title="Card form unavailable" message={LOAD_FAILED} />;
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.intent.clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentForm intent={props.intent} busy={props.busy} problem={props.problem} onPay={props.onPay} />
    </Elements>
  );
}
