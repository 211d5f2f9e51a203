import { lazy, Suspense } from 'react';
import { Lock, ShieldCheck } from 'lucide-react';
import type { PaymentsConfig } from '../../../domain/schemas';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import type { CardFormProps } from './card-form-types';
import { HoldCountdown } from './hold-countdown';
import { CAPTURE_EXPLANATIONS } from './messages';
import { PaymentProblem } from './payment-problem';
import { SandboxCardForm } from './sandbox-card-form';

/** Stripe.js loads only for Stripe mode. */
const StripeCardForm = lazy(() => import('./stripe-card-form'));

function CardForm({ config, ...props }: CardFormProps & { config: PaymentsConfig | undefined }) {
  if (props.intent.provider === 'sandbox') return <SandboxCardForm {...props} />;
  const key = config?.publishableKey;
  if (!key) {
    return <PaymentProblem title="Card form unavailable" message="Card payments are not set up correctly on this site. Please try again later." />;
  }
  return (
    <Suspense fallback={<Spinner label="Loading the card form" className="py-10" />}>
      <StripeCardForm {...props} publishableKey={key} />
    </Suspense>
  );
}

/**
 * The payment card: the hold's countdown, what happens to the money (by the capture method the server
 * chose, DESIGN D7), and the provider's card form.
 */
export function PaymentPanel({ config, recording, ...props }: CardFormProps & { config: PaymentsConfig | undefined; recording: boolean }) {
  const capture = CAPTURE_EXPLANATIONS[props.intent.captureMethod];
  return (
    <Card role="region" aria-labelledby="payment-title">
      <div className="border-b border-border px-5 py-4">
        <h2 id="payment-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <Lock aria-hidden className="size-5 text-turf-700" />
          Payment
        </h2>
      </div>
      <div className="grid gap-4 px-5 pt-4 pb-5">
        {!recording && <HoldCountdown deadline={props.intent.holdEndsAt} />}
        <div className="flex gap-3 rounded-lg border border-border p-3.5 text-sm" data-testid="capture-explanation">
          <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-turf-700" />
          <p>
            <span className="font-bold">{capture.title}</span>
            <span className="mt-0.5 block text-muted-foreground">{capture.text}</span>
          </p>
        </div>
        <CardForm config={config} {...props} />
        {recording && (
          <p role="status" className="flex items-center justify-center gap-2 text-sm font-medium text-muted-foreground">
            <Spinner size="sm" label="Recording your purchase" />
            Payment confirmed. Recording your squares…
          </p>
        )}
      </div>
    </Card>
  );
}
