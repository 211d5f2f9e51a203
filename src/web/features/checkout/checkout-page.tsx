import { useQuery } from '@tanstack/react-query';
import { Ban, CircleAlert, Hourglass, RotateCw } from 'lucide-react';
import type { Pool } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import type { CheckoutQuery } from '../../../domain/checkout-link';
import { poolQueryKey } from '../../lib/query-keys';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PAID_PLAY_OFF_MESSAGE, PAID_PLAY_OFF_TITLE, usePaymentsConfig } from '../../lib/use-payments-config';
import { phaseIntent } from './checkout-flow';
import { BackToPool, CheckoutState, CheckoutWaiting } from './checkout-states';
import { HOLD_EXPIRED_MESSAGE, HOLD_EXPIRED_TITLE, PURCHASE_RECORD_FAILED, REJECTED_FALLBACK, REJECTED_TITLE } from './messages';
import { OrderSummary } from './order-summary';
import { PaymentPanel } from './payment-panel';
import { RealityCheck } from './reality-check';
import { useCheckout, type Checkout, type RedirectReturn } from './use-checkout';

function Outcome({ checkout }: { checkout: Checkout }) {
  const { phase, poolPath } = checkout;
  switch (phase.kind) {
    case 'expired':
      return (
        <CheckoutState icon={<Hourglass />} tone="warning" title={HOLD_EXPIRED_TITLE} actions={<BackToPool href={poolPath} prominent />}>
          <p>{HOLD_EXPIRED_MESSAGE}</p>
          <p className="mt-1">Pick them again on the pool page if they are still free.</p>
        </CheckoutState>
      );
    case 'rejected':
      return (
        <CheckoutState icon={<Ban />} tone="warning" title={REJECTED_TITLE} actions={<BackToPool href={poolPath} prominent />}>
          <p>{phase.message || REJECTED_FALLBACK}</p>
        </CheckoutState>
      );
    case 'record-failed':
      return (
        <CheckoutState
          icon={<CircleAlert />}
          tone="danger"
          title={PURCHASE_RECORD_FAILED}
          actions={
            <>
              <Button size="lg" onClick={checkout.retryRecord}>
                <RotateCw aria-hidden />
                Try again
              </Button>
              <BackToPool href={poolPath} />
            </>
          }
        >
          {phase.message !== PURCHASE_RECORD_FAILED && <p className="font-medium text-foreground">{phase.message}</p>}
          <p className="mt-1">
            Your card was accepted, but your squares could not be recorded yet. We finish it automatically; if the squares cannot be
            yours, the payment is cancelled or refunded, so nothing is charged without squares.
          </p>
        </CheckoutState>
      );
    default:
      return null;
  }
}

/**
 * /checkout (spec section 2): holds the squares and opens the payment, then the order and the
 * card form with the hold's countdown; 'Back to Pool' releases the squares. After payment it returns
 * to the pool; if the payment cannot be opened it returns there at once with the server's reason.
 */
export function CheckoutPage({ query, redirect = null }: { query: CheckoutQuery; redirect?: RedirectReturn | null }) {
  useDocumentTitle('Checkout');
  const config = usePaymentsConfig();
  const paidPlayOff = config.data?.paidPlay === false;
  const checkout = useCheckout(query, !config.isPending && !paidPlayOff, redirect);
  const pool = useQuery<Pool>({ queryKey: poolQueryKey(query.poolId) }).data;
  const { phase, poolPath } = checkout;
  const intent = phaseIntent(phase);

  if (paidPlayOff) {
    return (
      <Container className="py-8 sm:py-12">
        <CheckoutState icon={<Ban />} title={PAID_PLAY_OFF_TITLE} actions={<BackToPool href={poolPath} prominent />}>
          <p>{PAID_PLAY_OFF_MESSAGE}</p>
        </CheckoutState>
      </Container>
    );
  }
  const outcome = <Outcome checkout={checkout} />;
  const form = phase.kind === 'ready' || phase.kind === 'paying' || phase.kind === 'recording';

  return (
    <Container className="max-w-5xl py-6 sm:py-10">
      <PageHeader
        eyebrow="Checkout"
        title="Complete Your Purchase"
        description={pool ? `${pool.name}: ${pool.game.awayTeam} @ ${pool.game.homeTeam}` : undefined}
        actions={form || phase.kind === 'opening' ? <BackToPool href={poolPath} onLeave={checkout.leave} /> : undefined}
      />
      {phase.kind === 'opening' && <CheckoutWaiting label="Preparing your payment" text="Holding your squares…" />}
      {phase.kind === 'done' && <CheckoutWaiting label="Returning to your pool" text="Payment complete. Returning to your pool…" />}
      {outcome}
      {form && intent && (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid gap-4 lg:order-2">
            <OrderSummary query={query} pool={pool} amountCents={intent.amount} />
            <RealityCheck />
          </div>
          <div className="min-w-0 lg:order-1">
            <PaymentPanel
              config={config.data}
              intent={intent}
              busy={phase.kind !== 'ready'}
              recording={phase.kind === 'recording'}
              problem={phase.kind === 'ready' ? phase.problem : null}
              onPay={checkout.pay}
            />
          </div>
        </div>
      )}
    </Container>
  );
}
