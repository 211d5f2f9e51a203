/**
 * The tester's API calls (spec section 7: create-payment-intent, release-escrow, refund-escrow; and the
 * buy flow's confirm and record), each answer checked against the shared contract so a wrong shape
 * fails loudly here instead of showing half a result.
 */
import type { z } from 'zod';
import {
  cancelEscrowPaymentResponseSchema,
  createEscrowPaymentResponseSchema,
  escrowActionResponseSchema,
  poolLedgerResponseSchema,
  purchaseSquaresResponseSchema,
  sandboxConfirmResponseSchema,
  type PoolLedgerResponse,
} from '../../../domain/schemas';
import { apiJson } from '../../lib/api';

export type ApiCall<T> = { method: 'GET' | 'POST'; url: string; body?: unknown; parse: (data: unknown) => T };

function call<S extends z.ZodType>(schema: S, method: 'GET' | 'POST', url: string, body?: unknown): ApiCall<z.infer<S>> {
  return { method, url, ...(body === undefined ? {} : { body }), parse: (data) => schema.parse(data) };
}

export async function send<T>(request: ApiCall<T>): Promise<T> {
  return request.parse(await apiJson<unknown>(request.method, request.url, request.body));
}

export const CREATE_PAYMENT_INTENT_URL = '/api/create-payment-intent';
export const PURCHASE_SQUARES_URL = '/api/purchase-squares';
export const CANCEL_ESCROW_PAYMENT_URL = '/api/cancel-escrow-payment';
export const RELEASE_ESCROW_URL = '/api/admin/release-escrow';
export const REFUND_ESCROW_URL = '/api/admin/refund-escrow';

export function sandboxConfirmUrl(paymentIntentId: string): string {
  return `/api/sandbox/payment-intents/${encodeURIComponent(paymentIntentId)}/confirm`;
}

export function poolLedgerUrl(poolId: number): string {
  return `/api/admin/pools/${poolId}/ledger`;
}

type Square = { row: number; column: number };

export const createPaymentIntent = (body: { amount: string; poolId: number; squares: Square[] }) =>
  call(createEscrowPaymentResponseSchema, 'POST', CREATE_PAYMENT_INTENT_URL, body);

export const confirmWithCard = (paymentIntentId: string, body: { clientSecret: string; cardNumber: string; expMonth: number; expYear: number; cvc: string }) =>
  call(sandboxConfirmResponseSchema, 'POST', sandboxConfirmUrl(paymentIntentId), body);

export const recordPurchase = (body: { poolId: number; squares: Square[]; paymentIntentId: string }) =>
  call(purchaseSquaresResponseSchema, 'POST', PURCHASE_SQUARES_URL, body);

export const releaseHold = (paymentIntentId: string) => call(cancelEscrowPaymentResponseSchema, 'POST', CANCEL_ESCROW_PAYMENT_URL, { paymentIntentId });

export const releaseEscrow = (poolId: number) => call(escrowActionResponseSchema, 'POST', RELEASE_ESCROW_URL, { poolId });

export const refundEscrow = (poolId: number) => call(escrowActionResponseSchema, 'POST', REFUND_ESCROW_URL, { poolId });

/** The ledger query's fetcher (GET, checked). */
export function fetchPoolLedger(poolId: number): Promise<PoolLedgerResponse> {
  return send(call(poolLedgerResponseSchema, 'GET', poolLedgerUrl(poolId)));
}
