import { paymentMismatches, type PaymentMismatchField } from '../../../domain/payment-match';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import type { Tx } from '../../db/client';
import type { PaymentRow } from '../../db/schema';
import { decodeSquaresMetadata, PAYMENT_CURRENCY, type ProviderIntent } from '../../payments';
import { squaresOf } from './payment-record';
import { releasePayment } from './release-payment';

/** What differs between the intent the provider reports and the payment we stored (empty: it is that payment). */
export function intentMismatches(payment: PaymentRow, intent: ProviderIntent): PaymentMismatchField[] {
  return paymentMismatches(
    { paymentId: payment.id, userId: payment.userId, poolId: payment.poolId, amountCents: payment.amountCents, currency: PAYMENT_CURRENCY, squares: squaresOf(payment) },
    { amountCents: intent.amountCents, currency: intent.currency, metadata: intent.metadata, squares: decodeSquaresMetadata(intent.metadata.squares) },
  );
}

export type MismatchSource = 'webhook' | 'reconciliation' | 'provider_action';

export interface PaymentMismatch {
  paymentId: string;
  intentId: string;
  fields: PaymentMismatchField[];
}

/**
 * A provider report that is not the payment completes nothing; this leaves its trace in the audit log
 * (in the transaction that refused it), with what was expected and what was reported.
 */
export async function auditPaymentMismatch(
  tx: Tx,
  now: Date,
  input: { payment: PaymentRow; intent: ProviderIntent; fields: PaymentMismatchField[]; source: MismatchSource; eventId?: string },
): Promise<PaymentMismatch> {
  const { payment, intent, fields } = input;
  await recordAudit(tx, {
    action: 'payment_mismatch',
    at: now,
    subjectUserId: payment.userId,
    details: {
      source: input.source,
      ...(input.eventId ? { eventId: input.eventId } : {}),
      paymentId: payment.id,
      intentId: intent.id,
      poolId: payment.poolId,
      fields,
      expected: { amountCents: payment.amountCents, currency: PAYMENT_CURRENCY },
      reported: { amountCents: intent.amountCents, currency: intent.currency, status: intent.status, metadata: intent.metadata },
    },
  });
  return { paymentId: payment.id, intentId: intent.id, fields };
}

/**
 * The reconciliation pass found a paid intent that is not its payment: nothing is completed, the
 * mismatch is audited and the checkout released (its squares free again, the intent owed a cancel;
 * if that cancel cannot be done, the operator queue gets it).
 */
export const refuseMismatchedIntent: UseCase<{ payment: PaymentRow; intent: ProviderIntent; fields: PaymentMismatchField[] }, PaymentMismatch> = async (
  ctx,
  { payment, intent, fields },
) => {
  const mismatch = await auditPaymentMismatch(ctx.tx, ctx.now, { payment, intent, fields, source: 'reconciliation' });
  await releasePayment(ctx, { intentId: intent.id, reason: 'hold_expired' });
  return mismatch;
};
