/** A user pool shaped exactly like GET /api/user-pools answers, for My Pools' unit tests. */
import type { UserPool } from '../../../domain/schemas';
import { makePool } from '../../test-support/fixtures';

export function makeUserPool(id: number, over: Partial<UserPool> = {}): UserPool {
  return {
    ...makePool({ id, name: `Pool ${id}`, currentParticipants: 2 }),
    userSquareCount: 2,
    userSpentCents: 0,
    userRefundedCents: 0,
    userWinningsCents: 0,
    ...over,
  };
}
