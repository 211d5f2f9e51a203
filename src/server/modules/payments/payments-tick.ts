import { and, asc, inArray, lte } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { SandboxProvider } from '../../payments';
import { completePurchase } from './complete-purchase';
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
 *    paid -> the purchase is recorded as if the webhook had come (crash or lost webhook); not paid ->
 *    the squares are released and the intent is owed a cancel;
 * 3. every cancel or refund still owed to the provider is done.
 */
export async function paymentsTick(deps: PaymentDeps, now: Date): Promise<PaymentsTickReport> {
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
    if (intent && (intent.status === 'requires_capture' || intent.status === 'succeeded')) {
      await deps.run(completePurchase, { intent }, now);
      report.reconciled++;
    } else {
      await deps.run(releasePayment, { intentId: payment.intentId, reason: 'hold_expired' }, now);
      report.released++;
    }
  }

  for (const payment of await paymentsOwingProviderActions(deps.database.db)) {
    if (await performProviderAction(deps, payment)) report.actionsDone++;
  }
  return report;
}
