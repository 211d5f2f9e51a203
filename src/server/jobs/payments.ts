import type { FastifyInstance } from 'fastify';
import { paymentsTick, type PaymentsTickReport } from '../modules/payments';
import { escrowTick, type EscrowTickReport } from '../modules/payouts';
import { withLease } from './lease';
import { lagOf, startTicker } from './ticker';

const PAYMENTS_LEASE_KEY = 724_310_012;
/** Holds last 10 minutes; releasing them within a couple of seconds of expiry is what players see. */
export const PAYMENTS_TICK_MS = 2_000;

/**
 * The payments housekeeping (modules/payments/payments-tick.ts) and the sandbox's webhook deliveries,
 * every couple of seconds. Deliveries run in every process (the webhook de-duplicates); the tick runs in
 * one process at a time (an advisory-lock lease).
 */
export async function runPaymentsTick(app: FastifyInstance): Promise<(PaymentsTickReport & EscrowTickReport) | null> {
  const { deps } = app;
  if (app.deliverPaymentWebhooks) await app.deliverPaymentWebhooks();
  const outcome = await withLease(deps.database, PAYMENTS_LEASE_KEY, async () => {
    const now = deps.clock();
    const checkout = await paymentsTick(deps, now);
    const escrow = await escrowTick(deps, now);
    // Both passes perform provider actions: the report counts them all, not only the escrow pass's.
    return { ...checkout, ...escrow, actionsDone: checkout.actionsDone + escrow.actionsDone };
  });
  if (app.deliverPaymentWebhooks) await app.deliverPaymentWebhooks();
  return outcome.ran ? outcome.value : null;
}

export function startPaymentsTicker(app: FastifyInstance, intervalMs = PAYMENTS_TICK_MS): () => Promise<void> {
  return startTicker({
    intervalMs,
    lag: lagOf(app.deps.metrics, 'payments'),
    tick: async () => {
      const report = await runPaymentsTick(app);
      if (report && Object.values(report).some((n) => n > 0)) app.log.info(report, 'payments tick');
    },
    failed: (error) => app.log.error({ err: error }, 'payments tick failed; will retry'),
  });
}
