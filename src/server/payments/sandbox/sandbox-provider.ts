/**
 * The sandbox payment provider: Stripe's payment intent state machine (domain/payment-intent)
 * persisted in our own database, with Stripe's test cards, idempotency keys and signed webhook events,
 * so the embedded mode runs every path the Stripe mode runs and needs no keys and no network.
 *
 * It plays the provider's side: its tables (sandbox_*) are what Stripe would keep, written in its own
 * transactions, never inside one of our use cases. Every change that Stripe would announce is written
 * with an event row in the same transaction; sandbox/delivery.ts posts them to our webhook route.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import {
  applyPaymentIntentCommand,
  createPaymentIntent,
  type PaymentIntent,
  type PaymentIntentCommand,
} from '../../../domain/payment-intent';
import type { CardInput } from '../../../domain/test-cards';
import type { Db, Tx } from '../../db/client';
import { sandboxEvents, sandboxPaymentIntents, sandboxRequests, sandboxTransfers } from '../../db/schema';
import type { Clock } from '../../system-clock';
import {
  PaymentProviderError,
  type CreateIntentInput,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderRefund,
} from '../provider';
import { fromStripeEvent, type StripeLikeEvent } from '../stripe-shape';
import { verifySignatureHeader } from '../webhook-signature';
import { intentFromJson, intentToJson, toProviderIntent, toStripeShape, type SandboxIntentRow } from './intent-record';

function randomId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Signs the webhook events it delivers (its own random secret, kept in DATA_DIR: sandbox/webhook-secret.ts). */
    readonly webhookSecret: string,
  ) {}

  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const replay = await this.replayed(tx, input.idempotencyKey, 'create');
      if (replay) return replay;
      const id = randomId('pi_sbx');
      const created = createPaymentIntent({ id, amountCents: input.amountCents, captureMethod: input.captureMethod }, now);
      if ('refusal' in created) throw new PaymentProviderError(created.refusal.message, created.refusal.code, 400);
      const row: SandboxIntentRow = {
        id,
        clientSecret: `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`,
        intent: intentToJson(created.intent),
        metadata: { ...input.metadata },
      };
      await tx.insert(sandboxPaymentIntents).values({ ...row, createdAt: now, updatedAt: now });
      await this.remember(tx, input.idempotencyKey, 'create', row.id, now);
      return toProviderIntent(row);
    });
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    const [row] = await this.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    return row ? toProviderIntent(row) : null;
  }

  /** The sandbox's card form posts here (routes.ts checks the owner first). A decline is a result, not an error. */
  async confirm(id: string, clientSecret: string, card: CardInput): Promise<ProviderIntent> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const row = await this.locked(tx, id);
      if (!row || row.clientSecret !== clientSecret) throw new PaymentProviderError(`No such payment_intent: '${id}'`, 'resource_missing', 404);
      const before = intentFromJson(row.intent);
      const next = this.transition(before, { type: 'confirm', card }, now);
      const saved = await this.save(tx, row, next, now);
      if (next.status === 'requires_capture') await this.announce(tx, 'payment_intent.amount_capturable_updated', saved, now);
      else if (next.status === 'succeeded') await this.announce(tx, 'payment_intent.succeeded', saved, now);
      else if (next.lastPaymentError) await this.announce(tx, 'payment_intent.payment_failed', saved, now);
      return toProviderIntent(saved);
    });
  }

  /** Who the intent was created for (metadata.userId): only they may confirm it. */
  async ownerOf(id: string): Promise<string | null> {
    const [row] = await this.db.select({ metadata: sandboxPaymentIntents.metadata }).from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    return row ? (row.metadata.userId ?? null) : null;
  }

  captureIntent(id: string, options: { idempotencyKey: string }): Promise<ProviderIntent> {
    return this.command(id, options.idempotencyKey, 'capture', { type: 'capture' }, 'payment_intent.succeeded');
  }

  cancelIntent(id: string, options: { idempotencyKey: string }): Promise<ProviderIntent> {
    return this.command(id, options.idempotencyKey, 'cancel', { type: 'cancel', reason: 'abandoned' }, 'payment_intent.canceled');
  }

  async refundIntent(id: string, options: { idempotencyKey: string; amountCents?: number }): Promise<ProviderRefund> {
    const command: PaymentIntentCommand = options.amountCents === undefined ? { type: 'refund' } : { type: 'refund', amountCents: options.amountCents };
    const before = await this.retrieveIntent(id);
    const after = await this.command(id, options.idempotencyKey, 'refund', command, 'charge.refunded');
    const amountCents = options.amountCents ?? after.amountRefundedCents - (before?.amountRefundedCents ?? 0);
    return { id: `re_${options.idempotencyKey.replace(/[^A-Za-z0-9]/g, '').slice(0, 40)}`, paymentIntentId: id, amountCents, status: 'succeeded' };
  }

  /** The sandbox pays every winner: it records the transfer (once per idempotency key). */
  async transferPrize(input: { amountCents: number; userId: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<{ transferId: string }> {
    const now = this.clock();
    const id = randomId('tr_sbx');
    await this.db
      .insert(sandboxTransfers)
      .values({ id, idempotencyKey: input.idempotencyKey, amountCents: input.amountCents, destination: input.userId, metadata: input.metadata, createdAt: now })
      .onConflictDoNothing({ target: sandboxTransfers.idempotencyKey });
    const [row] = await this.db.select({ id: sandboxTransfers.id }).from(sandboxTransfers).where(eq(sandboxTransfers.idempotencyKey, input.idempotencyKey));
    return { transferId: row!.id };
  }

  verifyWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): ProviderEvent {
    verifySignatureHeader(rawBody, signatureHeader, this.webhookSecret, now);
    return fromStripeEvent(JSON.parse(rawBody) as StripeLikeEvent);
  }

  /**
   * The card network's side of a lapsed authorization: manual intents not captured by their deadline are
   * cancelled (status canceled, reason automatic), as Stripe does. Run by the payments ticker.
   */
  async expireAuthorizations(limit = 100): Promise<number> {
    const now = this.clock();
    const due = await this.db
      .select({ id: sandboxPaymentIntents.id })
      .from(sandboxPaymentIntents)
      .where(and(sql`${sandboxPaymentIntents.intent}->>'status' = 'requires_capture'`, lte(sql`(${sandboxPaymentIntents.intent}->>'captureBefore')::timestamptz`, now)))
      .limit(limit);
    let expired = 0;
    for (const { id } of due) {
      await this.db.transaction(async (tx) => {
        const row = await this.locked(tx, id);
        if (!row) return;
        const result = applyPaymentIntentCommand(intentFromJson(row.intent), { type: 'expire' }, now);
        if ('refusal' in result) return;
        const saved = await this.save(tx, row, result.intent, now);
        await this.announce(tx, 'payment_intent.canceled', saved, now);
        expired++;
      });
    }
    return expired;
  }

  private async command(
    id: string,
    idempotencyKey: string,
    operation: string,
    command: PaymentIntentCommand,
    eventType: string,
  ): Promise<ProviderIntent> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const replay = await this.replayed(tx, idempotencyKey, operation);
      if (replay) return replay;
      const row = await this.locked(tx, id);
      if (!row) throw new PaymentProviderError(`No such payment_intent: '${id}'`, 'resource_missing', 404);
      const next = this.transition(intentFromJson(row.intent), command, now);
      const saved = await this.save(tx, row, next, now);
      await this.announce(tx, eventType, saved, now);
      await this.remember(tx, idempotencyKey, operation, id, now);
      return toProviderIntent(saved);
    });
  }

  private transition(intent: PaymentIntent, command: PaymentIntentCommand, now: Date): PaymentIntent {
    const result = applyPaymentIntentCommand(intent, command, now);
    if ('refusal' in result) throw new PaymentProviderError(result.refusal.message, result.refusal.code, 400);
    return result.intent;
  }

  private async locked(tx: Tx, id: string): Promise<SandboxIntentRow | undefined> {
    const [row] = await tx.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)).for('update');
    return row;
  }

  private async save(tx: Tx, row: SandboxIntentRow, intent: PaymentIntent, now: Date): Promise<SandboxIntentRow> {
    const saved = { ...row, intent: intentToJson(intent) };
    await tx.update(sandboxPaymentIntents).set({ intent: saved.intent, updatedAt: now }).where(eq(sandboxPaymentIntents.id, row.id));
    return saved;
  }

  private async announce(tx: Tx, type: string, row: SandboxIntentRow, now: Date): Promise<void> {
    const id = randomId('evt_sbx');
    const event: StripeLikeEvent = { id, object: 'event', type, created: Math.floor(now.getTime() / 1000), data: { object: toStripeShape(row) } };
    await tx.insert(sandboxEvents).values({ id, type, payload: event as unknown as Record<string, unknown>, createdAt: now });
  }

  /** A key used before answers with the same intent (as it is now), whatever else is asked: Stripe's idempotency. */
  private async replayed(tx: Tx, key: string, operation: string): Promise<ProviderIntent | null> {
    const [seen] = await tx.select().from(sandboxRequests).where(eq(sandboxRequests.idempotencyKey, key));
    if (!seen) return null;
    if (seen.operation !== operation) {
      throw new PaymentProviderError(`Keys for idempotent requests can only be used for the same request (${seen.operation}, not ${operation})`, 'idempotency_key_in_use', 400);
    }
    const [row] = await tx.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, String(seen.response.intentId)));
    if (!row) throw new PaymentProviderError('Idempotent request refers to a missing intent', 'resource_missing', 404);
    return toProviderIntent(row);
  }

  private async remember(tx: Tx, key: string, operation: string, intentId: string, now: Date): Promise<void> {
    await tx.insert(sandboxRequests).values({ idempotencyKey: key, operation, response: { intentId }, createdAt: now });
  }
}
