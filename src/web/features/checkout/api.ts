/**
 * The buy side's API calls (spec section 7), checked against the shared contract
 * (src/domain/schemas/payments.ts) so a server answer of the wrong shape fails here, loudly, instead
 * of reaching the card form.
 */
import type { z } from 'zod';
import {
  cancelEscrowPaymentResponseSchema,
  createEscrowPaymentResponseSchema,
  purchaseSquaresResponseSchema,
  sandboxConfirmResponseSchema,
  type CreateEscrowPaymentRequest,
  type CreateEscrowPaymentResponse,
  type PurchaseSquaresRequest,
  type PurchaseSquaresResponse,
  type SandboxConfirmRequest,
  type SandboxConfirmResponse,
} from '../../../domain/schemas';
import { apiJson } from '../../lib/api';

async function post<S extends z.ZodType>(schema: S, url: string, body: unknown): Promise<z.infer<S>> {
  return schema.parse(await apiJson<unknown>('POST', url, body));
}

export const CREATE_ESCROW_PAYMENT_URL = '/api/create-escrow-payment';
export const PURCHASE_SQUARES_URL = '/api/purchase-squares';
export const CANCEL_ESCROW_PAYMENT_URL = '/api/cancel-escrow-payment';

export function sandboxConfirmUrl(paymentIntentId: string): string {
  return `/api/sandbox/payment-intents/${encodeURIComponent(paymentIntentId)}/confirm`;
}

/** Holds the squares for this player and opens the payment (the same one again while the hold lasts). */
export function createEscrowPayment(body: CreateEscrowPaymentRequest): Promise<CreateEscrowPaymentResponse> {
  return post(createEscrowPaymentResponseSchema, CREATE_ESCROW_PAYMENT_URL, body);
}

/** The sandbox's own card form: a decline answers 200 with `error`, not an HTTP error. */
export function confirmSandboxPayment(paymentIntentId: string, body: SandboxConfirmRequest): Promise<SandboxConfirmResponse> {
  return post(sandboxConfirmResponseSchema, sandboxConfirmUrl(paymentIntentId), body);
}

/** Turns the held squares into owned ones once the payment is authorized or captured. */
export function purchaseSquares(body: PurchaseSquaresRequest): Promise<PurchaseSquaresResponse> {
  return post(purchaseSquaresResponseSchema, PURCHASE_SQUARES_URL, body);
}

/** Cancels the payment and releases the held squares at once ('Back to Pool', hold expiry). */
export function cancelEscrowPayment(paymentIntentId: string): Promise<z.infer<typeof cancelEscrowPaymentResponseSchema>> {
  return post(cancelEscrowPaymentResponseSchema, CANCEL_ESCROW_PAYMENT_URL, { paymentIntentId });
}
