import { describe, expect, it } from 'vitest';
import { LOGGED_OUT_PURCHASE, PURCHASE_FAILED, SQUARES_PURCHASED, SQUARE_UNAVAILABLE } from '../../../../domain/messages';
import type { ClaimRequest, ClaimResponse } from '../../../../domain/schemas';
import { ApiRequestError } from '../../../lib/api';
import { claimSquares, claimToast, isSignedOutError, summarizeClaims, type ClaimPoster } from './claim-squares';
import { makePool, makeSquare } from '../test-fixtures';

const taken = () =>
  new ApiRequestError(409, 'Conflict', JSON.stringify({ message: SQUARE_UNAVAILABLE.description, code: 'square_taken' }));
const signedOut = () => new ApiRequestError(401, 'Unauthorized', JSON.stringify({ message: 'Sign in first', code: 'unauthorized' }));
const ok = (row: number, column: number): ClaimResponse => ({ squares: [makeSquare(row, column, 'me')], pool: makePool() });

describe('claimSquares', () => {
  it('sends one request per square, all at once, with the price as a string', async () => {
    const calls: { url: string; body: ClaimRequest }[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const post: ClaimPoster = async (url, body) => {
      calls.push({ url, body });
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight -= 1;
      const { row, column } = body as { row: number; column: number };
      if (row === 1) throw taken();
      return ok(row, column);
    };
    const outcomes = await claimSquares(66, [{ row: 0, column: 1 }, { row: 1, column: 2 }, { row: 2, column: 3 }], '0.00', post);
    expect(calls).toEqual([
      { url: '/api/pools/66/squares', body: { row: 0, column: 1, price: '0.00' } },
      { url: '/api/pools/66/squares', body: { row: 1, column: 2, price: '0.00' } },
      { url: '/api/pools/66/squares', body: { row: 2, column: 3, price: '0.00' } },
    ]);
    expect(maxInFlight).toBe(3);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    expect(outcomes[1]?.square).toEqual({ row: 1, column: 2 });
  });
});

describe('summarizeClaims + claimToast', () => {
  const a = { row: 0, column: 0 };
  const b = { row: 2, column: 6 };

  it('all claimed: Squares Purchased! with the count', () => {
    const summary = summarizeClaims([
      { square: a, ok: true, result: ok(0, 0) },
      { square: b, ok: true, result: ok(2, 6) },
    ]);
    expect(summary).toEqual({ kind: 'claimed', claimed: [a, b] });
    expect(claimToast(summary)).toEqual({
      title: SQUARES_PURCHASED.title,
      description: "You've successfully claimed 2 squares.",
      variant: 'success',
    });
  });

  it('a 401 means signed out: the spec’s Unauthorized toast', () => {
    const summary = summarizeClaims([{ square: a, ok: false, error: signedOut() }]);
    expect(summary).toEqual({ kind: 'signed-out' });
    expect(claimToast(summary)).toMatchObject({ title: LOGGED_OUT_PURCHASE.title, description: LOGGED_OUT_PURCHASE.description });
  });

  it('recognises 401s however they arrive', () => {
    expect(isSignedOutError(signedOut())).toBe(true);
    expect(isSignedOutError(new Error('401: Unauthorized'))).toBe(true);
    expect(isSignedOutError(taken())).toBe(false);
    expect(isSignedOutError(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('all failed: Error with the server message', () => {
    const summary = summarizeClaims([
      { square: a, ok: false, error: taken() },
      { square: b, ok: false, error: taken() },
    ]);
    expect(claimToast(summary)).toEqual({ title: 'Error', description: SQUARE_UNAVAILABLE.description, variant: 'destructive' });
  });

  it('without a server message: the error message, or Failed to purchase squares', () => {
    const plain = new ApiRequestError(502, 'Bad Gateway', '');
    expect(claimToast(summarizeClaims([{ square: a, ok: false, error: plain }])).description).toBe(PURCHASE_FAILED);
    expect(claimToast(summarizeClaims([{ square: a, ok: false, error: new TypeError('Failed to fetch') }])).description).toBe(
      'Failed to fetch',
    );
    expect(claimToast(summarizeClaims([{ square: a, ok: false, error: 'boom' }])).description).toBe(PURCHASE_FAILED);
  });

  it('the toast names the failed request for a report (Reference: its request id)', () => {
    const refused = new ApiRequestError(409, 'Conflict', JSON.stringify({ message: 'Locked.', code: 'pool_locked', requestId: 'ab12cd34-7' }));
    expect(claimToast(summarizeClaims([{ square: a, ok: false, error: refused }])).reference).toBe('ab12cd34-7');
    expect(claimToast(summarizeClaims([{ square: a, ok: true, result: ok(0, 0) }, { square: b, ok: false, error: refused }])).reference).toBe('ab12cd34-7');
    expect(claimToast(summarizeClaims([{ square: a, ok: false, error: taken() }])).reference).toBeUndefined();
  });

  it('different failures are listed per square', () => {
    const locked = new ApiRequestError(409, 'Conflict', JSON.stringify({ message: 'Locked.', code: 'pool_locked' }));
    const summary = summarizeClaims([
      { square: a, ok: false, error: taken() },
      { square: b, ok: false, error: locked },
    ]);
    expect(claimToast(summary).description).toBe(`Row 1, column 1: ${SQUARE_UNAVAILABLE.description} Row 3, column 7: Locked.`);
  });

  it('some claimed: says how many and which failed', () => {
    const summary = summarizeClaims([
      { square: a, ok: true, result: ok(0, 0) },
      { square: b, ok: false, error: taken() },
    ]);
    expect(summary).toMatchObject({ kind: 'partial', claimed: [a] });
    expect(claimToast(summary)).toEqual({
      title: 'Error',
      description: `Claimed 1 of 2 squares. Not claimed: Row 3, column 7: ${SQUARE_UNAVAILABLE.description}`,
      variant: 'destructive',
    });
  });
});
