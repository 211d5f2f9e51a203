import { and, asc, inArray, lte } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { SandboxProvider } from '../../payments';
import { completePurchase } from './complete-purchase';
import { intentMismatches, refuseMismatchedIntent } from './intent-check';
import type { Workflow } from '../../core/workflow';
import type { PaymentDeps } from './ports';
import { paymentsOwingProviderActions, performProviderAction } from './provider-actions';
import { releasePayment } from './release-payment';
import { abandonCreation } from './attach-intent';

export interface PaymentsTickReport {
  reconciled: number;
  released: number;
  actionsDone: number;
  authorizationsExpired: number;
}

/**
 * One pass of the payments housekeeping (run by one process at a time, safe if two did):
 * 1. the sandbox lets uncaptured authorizations past their deadline lapse, as a card network would;
 * 2. expired holds: each checkout still waiting is first asked about at the provider (reconciliation):
 *    paid -> the purchase is recorded as if the webhook had come (crash or lost webhook), once the
 *    intent is checked against the payment as the webhook checks it (a mismatch is audited and the
 *    checkout released); not paid -> the squares are released and the intent is owed a cancel;
 * 3. every cancel or refund still owed to the provider and due is done (failures wait a growing
 *    backoff, and go to the operator queue when they can never succeed or keep failing).
 */
export const paymentsTick: Workflow<PaymentDeps, Date, PaymentsTickReport> = async (deps, now) => {
  const report: PaymentsTickReport = { reconciled: 0, released: 0, actionsDone: 0, authorizationsExpired: 0 };
  if (deps.payments instanceof SandboxProvider) report.authorizationsExpired = await deps.payments.expireAuthorizations();

  const expired = await deps.database.db
    .select()
    .from(payments)
    .where(and(inArray(payments.status, ['creating', 'awaiting_payment']), lte(payments.holdExpiresAt, now)))
    .orderBy(asc(payments.holdExpiresAt))
    .limit(100);
  for (const payment of expired) {
    if (!payment.intentId) {
      await deps.run(abandonCreation, { paymentId: payment.id }, now);
      report.released++;
      continue;
    }
    const intent = await deps.payments.retrieveIntent(payment.intentId);
    const paid = intent && (intent.status === 'requires_capture' || intent.status === 'succeeded') ? intent : null;
    const mismatched = paid ? intentMismatches(payment, paid) : [];
    if (paid && mismatched.length > 0) {
      const mismatch = await deps.run(refuseMismatchedIntent, { payment, intent: paid, fields: mismatched }, now);
      deps.log.error(mismatch, 'paid payment intent does not match its payment: checkout released, nothing completed');
      report.released++;
    } else if (paid) {
      await deps.run(completePurchase, { intent: paid }, now);
      report.reconciled++;
    } else {
      await deps.run(releasePayment, { intentId: payment.intentId, reason: 'hold_expired' }, now);
      report.released++;
    }
  }

  for (const payment of await paymentsOwingProviderActions(deps.database.db, now)) {
    if (await performProviderAction(deps, payment)) report.actionsDone++;
  }
  return report;
};
