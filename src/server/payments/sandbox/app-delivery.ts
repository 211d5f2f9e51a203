import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../system-clock';
import { deliverSandboxEvents, type DeliveryReport } from './delivery';
import type { SandboxProvider } from './sandbox-provider';

export const PAYMENT_WEBHOOK_PATH = '/api/webhooks/payments';

/**
 * Delivery of the sandbox's webhook events into this app's own webhook route, through the whole HTTP
 * stack (app.inject): signature check, de-duplication and the use case run exactly as for Stripe. One
 * pass at a time per process; a request for delivery during a pass runs another pass after it.
 */
export function sandboxWebhookDelivery(app: FastifyInstance, sandbox: SandboxProvider, deps: { db: Db; clock: Clock }): () => Promise<DeliveryReport> {
  let running: Promise<DeliveryReport> | undefined;
  let again = false;
  const send = async (body: string, signature: string) =>
    (
      await app.inject({
        method: 'POST',
        url: PAYMENT_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      })
    ).statusCode;
  const pass = async (): Promise<DeliveryReport> => {
    const total: DeliveryReport = { delivered: 0, failed: 0 };
    do {
      again = false;
      const report = await deliverSandboxEvents(deps.db, { secret: sandbox.webhookSecret, clock: deps.clock, send });
      total.delivered += report.delivered;
      total.failed += report.failed;
    } while (again);
    return total;
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => (running = undefined));
    return running;
  };
}
