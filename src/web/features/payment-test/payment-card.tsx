import { FilePlus2, ReceiptText, Undo2 } from 'lucide-react';
import type { Coordinate } from '../../../domain/board';
import type { PaymentsConfig, Pool } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { CreateIntentForm } from './create-intent-form';
import { IntentDetails } from './intent-details';
import { PaymentSteps } from './payment-steps';
import { ResumableCheckout } from './resumable-checkout';
import { SandboxCards } from './sandbox-cards';
import type { Activity } from './use-activity';
import { ACTIONS, useTestPayment } from './use-test-payment';

type Props = {
  poolId: number;
  pool: Pool | undefined;
  /** Squares sold in the pool (GET /api/pools/{id}/squares). */
  sold: readonly Coordinate[];
  config: PaymentsConfig | undefined;
  activity: Activity;
  /** Something may have changed on the server: the pool, its squares and its ledger are stale. */
  onChanged: () => void;
};

/**
 * (b) One test payment, as checkout makes it but step by step: pick squares, create the intent through
 * POST /api/create-payment-intent (the amount is editable, to see the server check it), confirm it with
 * a sandbox test card, then record the purchase. Each answer lands in the activity log.
 */
export function PaymentCard({ poolId, pool, sold, config, activity, onChanged }: Props) {
  const flow = useTestPayment({ poolId, pool, activity, onChanged });
  const { stage, payment, resumable } = flow;
  const sandbox = config?.provider !== 'stripe';
  const busy = activity.busy;

  return (
    <div className="grid gap-5 px-4 py-4 sm:px-5">
      <PaymentSteps stage={stage} />

      {stage === 'create' && resumable && <ResumableCheckout checkout={resumable} flow={flow} busy={busy} />}

      {stage === 'create' ? (
        <CreateIntentForm flow={flow} sold={sold} held={pool?.held ?? []} activity={activity} />
      ) : payment ? (
        <div className="grid gap-4">
          <IntentDetails payment={payment} />
          {stage === 'confirm' && <SandboxCards sandbox={sandbox} busy={busy} onConfirm={(cardNumber) => void flow.confirm(cardNumber)} />}
          {stage === 'record' && (
            <Button onClick={() => void flow.record()} disabled={busy}>
              <ReceiptText aria-hidden />
              {activity.isPending(ACTIONS.record) ? 'Recording…' : 'Record purchase'}
            </Button>
          )}
          {(stage === 'confirm' || stage === 'record') && (
            <Button variant="ghost" onClick={() => payment && void flow.release(payment.intent.paymentIntentId)} disabled={busy} className="justify-self-start">
              <Undo2 aria-hidden />
              Release hold
            </Button>
          )}
          {stage === 'done' && (
            <Button variant="outline" onClick={flow.startOver} className="justify-self-start">
              <FilePlus2 aria-hidden />
              New test payment
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
