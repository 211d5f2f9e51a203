/**
 * Stripe's webhook signature scheme (https://docs.stripe.com/webhooks#verify-manually): the header
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`.
 * The sandbox signs its deliveries this way and verifies them the same way, so the webhook route runs
 * the same code path in both modes (Stripe mode verifies with the SDK itself).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from './provider';

export function signatureHeader(payload: string, secret: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${payload}`)}`;
}

function hmac(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

/** Throws WebhookSignatureError unless one v1 signature matches and its timestamp is within tolerance of `now`. */
export function verifySignatureHeader(payload: string, header: string | undefined, secret: string, now: Date): void {
  if (!header) throw new WebhookSignatureError('No signature header');
  const parts = header.split(',').map((p) => p.split('=', 2) as [string, string | undefined]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!);
  if (!Number.isInteger(t) || signatures.length === 0) throw new WebhookSignatureError('Unable to extract timestamp and signatures from header');
  const expected = Buffer.from(hmac(secret, `${t}.${payload}`), 'utf8');
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('No signatures found matching the expected signature for payload');
  if (Math.abs(Math.floor(now.getTime() / 1000) - t) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('Timestamp outside the tolerance zone');
  }
}
