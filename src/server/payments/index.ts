import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../system-clock';
import { SandboxProvider } from './sandbox/sandbox-provider';
import { loadOrCreateSandboxWebhookSecret } from './sandbox/webhook-secret';
import type { PaymentProvider } from './provider';

export * from './provider';
export { SandboxProvider } from './sandbox/sandbox-provider';
export { deliverSandboxEvents, type WebhookSender } from './sandbox/delivery';
export { loadOrCreateSandboxWebhookSecret, SANDBOX_WEBHOOK_SECRET_FILE } from './sandbox/webhook-secret';

/** The configured provider (config.payments): Stripe when its keys are set, otherwise the sandbox. */
export async function createPaymentProvider(config: Config, db: Db, clock: Clock): Promise<PaymentProvider> {
  if (config.payments.provider === 'stripe' && config.payments.stripe) {
    const { StripeProvider } = await import('./stripe/stripe-provider');
    return new StripeProvider(config.payments.stripe);
  }
  return new SandboxProvider(db, clock, loadOrCreateSandboxWebhookSecret(config.dataDir));
}
