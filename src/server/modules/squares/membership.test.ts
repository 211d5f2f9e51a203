/**
 * The private-pool membership check before a claim fails closed: when the pool cannot be read (a
 * database error), the claim fails instead of skipping the check; only a real "no such pool" lets the
 * claim go on to answer 404 itself. (A unit test: the pool read is replaced, which module mocks do
 * reliably only in an isolated test file.)
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, notFound } from '../../../domain/errors';
import type { Database } from '../../db/client';
import { BoardCache } from './board-cache';
import { assertMayClaim } from './membership';

const pools = vi.hoisted(() => ({ getPool: vi.fn(), assertCanSeePool: vi.fn() }));
vi.mock('../pools', () => pools);

const player = { id: 'player-1', role: 'player' as const };
/** A claim path of its own per test (an empty board cache): nothing is remembered between tests. */
const freshClaimPath = () => ({ database: { db: {} } as unknown as Database, boards: new BoardCache() });

describe('the membership check before a claim', () => {
  beforeEach(() => {
    pools.getPool.mockReset();
    pools.assertCanSeePool.mockReset();
  });

  it('fails the claim when the pool cannot be read (a database error), without skipping the check', async () => {
    pools.getPool.mockRejectedValue(new Error('Connection terminated unexpectedly'));
    await expect(assertMayClaim(freshClaimPath(), 7, player)).rejects.toThrow('Connection terminated unexpectedly');
    expect(pools.assertCanSeePool).not.toHaveBeenCalled();
  });

  it('lets the claim answer 404 itself only when the pool does not exist', async () => {
    pools.getPool.mockRejectedValue(notFound('Pool 7 not found'));
    await expect(assertMayClaim(freshClaimPath(), 7, player)).resolves.toBeUndefined();
  });

  it("refuses an outsider of a private pool as the pool's own check says", async () => {
    const pool = { id: 7, isPrivate: true };
    pools.getPool.mockResolvedValue({ pool });
    pools.assertCanSeePool.mockRejectedValue(notFound('Pool 7 not found'));
    const refusal = await assertMayClaim(freshClaimPath(), 7, player).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('not_found');
    expect(pools.assertCanSeePool).toHaveBeenCalledWith({}, pool, player);
  });
});
