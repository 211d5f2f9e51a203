/**
 * Claiming squares of a free pool (spec section 7): one POST per square, all in parallel, each
 * {row, column, price} with the price as a string. The answers are summed up into one toast.
 */
import type { Coordinate } from '../../../../domain/board';
import { LOGGED_OUT_PURCHASE, PURCHASE_FAILED, SQUARES_PURCHASED } from '../../../../domain/messages';
import type { ClaimRequest, ClaimResponse } from '../../../../domain/schemas';
import { ApiRequestError, apiJson, errorMessage, errorReference } from '../../../lib/api';
import { isAuthNoise } from '../../../lib/auth-errors';
import type { ToastInput } from '../../../lib/toast/use-toast';

export type ClaimOutcome =
  | { square: Coordinate; ok: true; result: ClaimResponse }
  | { square: Coordinate; ok: false; error: unknown };

export type ClaimPoster = (url: string, body: ClaimRequest) => Promise<ClaimResponse>;

const postClaim: ClaimPoster = (url, body) => apiJson<ClaimResponse>('POST', url, body);

export function claimUrl(poolId: number): string {
  return `/api/pools/${poolId}/squares`;
}

export function claimBody(square: Coordinate, price: string): ClaimRequest {
  return { row: square.row, column: square.column, price };
}

/** Sends every claim at once and waits for all of them; never throws. */
export async function claimSquares(
  poolId: number,
  squares: readonly Coordinate[],
  price: string,
  post: ClaimPoster = postClaim,
): Promise<ClaimOutcome[]> {
  const settled = await Promise.allSettled(squares.map((square) => post(claimUrl(poolId), claimBody(square, price))));
  return settled.map((answer, i) => {
    const square = squares[i] ?? { row: -1, column: -1 };
    return answer.status === 'fulfilled'
      ? { square, ok: true, result: answer.value }
      : { square, ok: false, error: answer.reason };
  });
}

/** A 401 ("you are signed out"), however it arrived (spec section 8: "matching 401"). */
export function isSignedOutError(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 401;
  return isAuthNoise(error);
}

/** `reference`: the failed request's id, for the toast's "Reference: …". */
export type ClaimFailure = { square: Coordinate; message: string; reference?: string | undefined };

export type ClaimSummary =
  | { kind: 'claimed'; claimed: Coordinate[] }
  | { kind: 'signed-out' }
  | { kind: 'failed'; failures: ClaimFailure[] }
  | { kind: 'partial'; claimed: Coordinate[]; failures: ClaimFailure[] };

export function summarizeClaims(outcomes: readonly ClaimOutcome[]): ClaimSummary {
  const claimed = outcomes.filter((o) => o.ok).map((o) => o.square);
  const errors = outcomes.filter((o): o is Extract<ClaimOutcome, { ok: false }> => !o.ok);
  if (errors.length === 0) return { kind: 'claimed', claimed };
  if (errors.some((o) => isSignedOutError(o.error))) return { kind: 'signed-out' };
  const failures = errors.map((o) => ({ square: o.square, message: errorMessage(o.error, PURCHASE_FAILED), reference: errorReference(o.error) }));
  return claimed.length === 0 ? { kind: 'failed', failures } : { kind: 'partial', claimed, failures };
}

/** "Row 3, column 7: This square is already owned by another player." — grouped when all agree. */
function squareName(square: Coordinate): string {
  return `Row ${square.row + 1}, column ${square.column + 1}`;
}

function describeFailures(failures: readonly ClaimFailure[]): string {
  const messages = new Set(failures.map((f) => f.message));
  if (messages.size === 1) {
    return `${failures.map((f) => squareName(f.square)).join('; ')}: ${failures[0]?.message ?? PURCHASE_FAILED}`;
  }
  return failures.map((f) => `${squareName(f.square)}: ${f.message}`).join(' ');
}

const firstReference = (failures: readonly ClaimFailure[]) => failures.find((f) => f.reference)?.reference;

export function claimToast(summary: ClaimSummary): ToastInput {
  switch (summary.kind) {
    case 'claimed':
      return {
        title: SQUARES_PURCHASED.title,
        description: SQUARES_PURCHASED.description(summary.claimed.length),
        variant: 'success',
      };
    case 'signed-out':
      return { title: LOGGED_OUT_PURCHASE.title, description: LOGGED_OUT_PURCHASE.description, variant: 'destructive' };
    case 'failed': {
      // The spec's toast: the error message, or the generic text; per square only when they differ.
      const messages = [...new Set(summary.failures.map((f) => f.message))];
      const description = messages.length === 1 ? (messages[0] ?? PURCHASE_FAILED) : describeFailures(summary.failures);
      return { title: 'Error', description, variant: 'destructive', reference: firstReference(summary.failures) };
    }
    case 'partial': {
      const total = summary.claimed.length + summary.failures.length;
      return {
        title: 'Error',
        description: `Claimed ${summary.claimed.length} of ${total} squares. Not claimed: ${describeFailures(summary.failures)}`,
        variant: 'destructive',
        reference: firstReference(summary.failures),
      };
    }
  }
}

/** Spec section 8: after the logged-out toast, sign in again after 500 ms. */
export const SIGN_IN_AGAIN_DELAY_MS = 500;
export const SIGN_IN_URL = '/api/login';
