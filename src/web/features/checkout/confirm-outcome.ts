/**
 * What confirming a card payment came to, whichever card form asked (the sandbox's own, or Stripe's
 * Payment Element): confirmed (authorized or charged), declined or malformed (the provider's message,
 * 'Payment Failed'), cancelled (the hold ended), or another error ('Error').
 */
import type { SandboxConfirmResponse } from '../../../domain/schemas';
import { ApiRequestError } from '../../lib/api';
import { PAYMENT_ERROR_FALLBACK } from './messages';

export type ConfirmOutcome =
  | { kind: 'confirmed' }
  | { kind: 'declined'; message: string; field?: string }
  | { kind: 'canceled' }
  | { kind: 'error'; message: string };

export function sandboxOutcome(response: SandboxConfirmResponse): ConfirmOutcome {
  switch (response.status) {
    case 'requires_capture':
    case 'succeeded':
      return { kind: 'confirmed' };
    case 'canceled':
      return { kind: 'canceled' };
    case 'requires_payment_method':
      return response.error
        ? { kind: 'declined', message: response.error.message, field: response.error.field }
        : { kind: 'error', message: PAYMENT_ERROR_FALLBACK };
  }
}

/**
 * The server's own words for a failed call, else `fallback`: a network failure or an answer of the
 * wrong shape says nothing a player can act on.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? (error.serverMessage ?? fallback) : fallback;
}

/** A thrown confirm (network, 4xx/5xx): the server's message, or the spec's fallback. */
export function thrownOutcome(error: unknown): ConfirmOutcome {
  return { kind: 'error', message: serverMessageOr(error, PAYMENT_ERROR_FALLBACK) };
}

/** Runs a confirm and never throws. */
export async function settleConfirm(confirm: () => Promise<ConfirmOutcome>): Promise<ConfirmOutcome> {
  try {
    return await confirm();
  } catch (error) {
    return thrownOutcome(error);
  }
}
