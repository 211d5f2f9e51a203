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

/** Intents delivered at once; one intent's events always go in order. */
const PARALLEL_INTENTS = 8;

function intentOf(payload: Record<string, unknown>): string | undefined {
  const object = (payload.data as { object?: { id?: unknown } } | undefined)?.object;
  return typeof object?.id === 'string' ? object.id : undefined;
}

export async function deliverSandboxEvents(
  db: Db,
  deps: { secret: string; clock: Clock; send: WebhookSender },
  limit = 200,
): Promise<DeliveryReport> {
  const pending = await db
    .select({ id: sandboxEvents.id, payload: sandboxEvents.payload })
    .from(sandboxEvents)
    .where(isNull(sandboxEvents.deliveredAt))
    .orderBy(asc(sandboxEvents.seq))
    .limit(limit);
  // Under load the queue holds one event per confirm: intents are independent, so several go at once,
  // each intent's events in the order they happened (a later one never overtakes an earlier failure).
  const byIntent = new Map<string, typeof pending>();
  for (const event of pending) {
    const key = intentOf(event.payload) ?? event.id;
    byIntent.set(key, [...(byIntent.get(key) ?? []), event]);
  }
  const report: DeliveryReport = { delivered: 0, failed: 0 };
  const queues = [...byIntent.values()];
  const worker = async () => {
    for (let events = queues.shift(); events; events = queues.shift()) {
      for (const event of events) {
        const body = JSON.stringify(event.payload);
        const status = await deps.send(body, signatureHeader(body, deps.secret, deps.clock())).catch(() => 0);
        const ok = status >= 200 && status < 300;
        await db
          .update(sandboxEvents)
          .set({ ...(ok ? { deliveredAt: deps.clock() } : {}), attempts: sql`${sandboxEvents.attempts} + 1` })
          .where(eq(sandboxEvents.id, event.id));
        if (!ok) {
          report.failed++;
          break;
        }
        report.delivered++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_INTENTS, queues.length) }, worker));
  return report;
}
