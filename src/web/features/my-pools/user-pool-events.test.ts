import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { UserPool } from '../../../domain/schemas';
import { USER_POOLS_QUERY_KEY } from '../../lib/query-keys';
import { makeUserPool } from './test-fixtures';
import { applyUserPoolEvent, upsertUserPool, winningsGrowth, winningsToast } from './user-pool-events';

const userPool = makeUserPool;

const listOf = (client: QueryClient) => client.getQueryData<UserPool[]>(USER_POOLS_QUERY_KEY);

describe('upsertUserPool', () => {
  it('replaces the pool with the same id in place, or adds it at the end', () => {
    const a = userPool(1);
    const b = userPool(2);
    const b2 = userPool(2, { userSquareCount: 5 });
    expect(upsertUserPool([a, b], b2)).toEqual([a, b2]);
    expect(upsertUserPool([a], b)).toEqual([a, b]);
    expect(upsertUserPool([], a)).toEqual([a]);
  });

  it('winnings growth is the increase only', () => {
    expect(winningsGrowth(undefined, { userWinningsCents: 22_500 })).toBe(22_500);
    expect(winningsGrowth({ userWinningsCents: 22_500 }, { userWinningsCents: 45_000 })).toBe(22_500);
    expect(winningsGrowth({ userWinningsCents: 22_500 }, { userWinningsCents: 22_500 })).toBe(0);
    // A correction that moves a prize away lowers the total: not a win.
    expect(winningsGrowth({ userWinningsCents: 22_500 }, { userWinningsCents: 0 })).toBe(0);
  });
});

describe('applyUserPoolEvent', () => {
  it('writes the pool into the My Pools cache and reports what was won', () => {
    const client = new QueryClient();
    client.setQueryData(USER_POOLS_QUERY_KEY, [userPool(1), userPool(2)]);
    const won = userPool(2, { userWinningsCents: 56_250 });
    expect(applyUserPoolEvent(client, JSON.stringify({ pool: won }))).toEqual({ result: 'applied', pool: won, wonCents: 56_250 });
    expect(listOf(client)?.map((p) => [p.id, p.userWinningsCents])).toEqual([
      [1, 0],
      [2, 56_250],
    ]);
    const joined = userPool(3);
    expect(applyUserPoolEvent(client, JSON.stringify({ pool: joined }))).toMatchObject({ result: 'applied', wonCents: 0 });
    expect(listOf(client)).toHaveLength(3);
  });

  it('ignores events before My Pools loaded; rejects malformed ones without writing', () => {
    const empty = new QueryClient();
    expect(applyUserPoolEvent(empty, JSON.stringify({ pool: userPool(1) }))).toEqual({ result: 'ignored' });
    expect(listOf(empty)).toBeUndefined();

    const client = new QueryClient();
    const list = [userPool(1)];
    client.setQueryData(USER_POOLS_QUERY_KEY, list);
    expect(applyUserPoolEvent(client, 'nope')).toEqual({ result: 'invalid' });
    const { userSquareCount: _count, ...withoutPlayerFields } = makeUserPool(1);
    expect(applyUserPoolEvent(client, JSON.stringify({ pool: withoutPlayerFields }))).toEqual({ result: 'invalid' });
    expect(listOf(client)).toBe(list);
  });

  it("the toast: 'You won {amount}!' with the pool and game", () => {
    expect(winningsToast(userPool(4, { name: '$25 Pool' }), 56_250)).toEqual({
      title: 'You won $562.50!',
      description: '$25 Pool · New York Jets @ Atlanta Falcons',
      variant: 'success',
    });
  });
});
