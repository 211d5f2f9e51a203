/**
 * Delivers the sandbox's webhook events to our own webhook route, signed as Stripe signs them, in the
 * order they happened. An event is marked delivered only when the route answered 2xx; otherwise it is
 * tried again on the next pass (as Stripe retries), so a crash between confirm and delivery loses
 * nothing. Two processes may deliver the same event: the route de-duplicates by event id (D8).
 */
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxEvents } from '../../db/schema';
import type { Clock } from '../../system-clock';
import { signatureHeader } from '../webhook-signature';

/** Posts one event to the webhook route; answers the HTTP status. */
export type WebhookSender = (body: string, signature: string) => Promise<number>;

export interface DeliveryReport {
  delivered: number;
  failed: number;
}

export async function deliverSandboxEvents(
  db: Db,
  deps: { secret: string; clock: Clock; send: WebhookSender },
  limit = 50,
): Promise<DeliveryReport> {
  const pending = await db
    .select({ id: sandboxEvents.id, payload: sandboxEvents.payload })
    .from(sandboxEvents)
    .where(isNull(sandboxEvents.deliveredAt))
    .orderBy(asc(sandboxEvents.seq))
    .limit(limit);
  const report: DeliveryReport = { delivered: 0, failed: 0 };
  for (const event of pending) {
    const body = JSON.stringify(event.payload);
    const status = await deps.send(body, signatureHeader(body, deps.secret, deps.clock())).catch(() => 0);
    if (status >= 200 && status < 300) {
      await db.update(sandboxEvents).set({ deliveredAt: deps.clock(), attempts: sql`${sandboxEvents.attempts} + 1` }).where(eq(sandboxEvents.id, event.id));
      report.delivered++;
    } else {
      await db.update(sandboxEvents).set({ attempts: sql`${sandboxEvents.attempts} + 1` }).where(eq(sandboxEvents.id, event.id));
      report.failed++;
      // Keep the order: a later event of the same intent must not overtake this one.
      break;
    }
  }
  return report;
}
