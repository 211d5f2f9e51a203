import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Pool, Square } from '../../../../domain/schemas';
import { applyPoolEvent, applyPoolMessage, mergeSquares } from './pool-events';
import { poolEventsUrl } from './use-pool-events';
import { poolQueryKey, poolSquaresQueryKey } from '../../../lib/query-keys';
import { DRAWN_DIGITS, makePool, makeSquare, makeWinner } from '../test-fixtures';

function clientWith(pool?: Pool, squares?: Square[]) {
  const client = new QueryClient();
  if (pool) client.setQueryData(poolQueryKey(pool.id), pool);
  if (squares) client.setQueryData(poolSquaresQueryKey(66), squares);
  return client;
}

const poolOf = (client: QueryClient) => client.getQueryData<Pool>(poolQueryKey(66));
const squaresOf = (client: QueryClient) => client.getQueryData<Square[]>(poolSquaresQueryKey(66));

describe('mergeSquares', () => {
  it('adds new squares, replaces by id and by position, keeps board order', () => {
    const a = makeSquare(0, 5, 'u1', 66, 1);
    const b = makeSquare(3, 3, 'u2', 66, 2);
    const c = makeSquare(1, 1, 'u3', 66, 3);
    const movedA = { ...a, userId: 'u9' };
    const newAtB = makeSquare(3, 3, 'u4', 66, 7);
    expect(mergeSquares([a, b], [c])).toEqual([a, c, b]);
    expect(mergeSquares([a, b], [movedA])).toEqual([movedA, b]);
    expect(mergeSquares([a, b], [newAtB])).toEqual([a, newAtB]);
    expect(mergeSquares([], [])).toEqual([]);
  });
});

describe('applyPoolEvent', () => {
  it('a snapshot replaces both cache entries', () => {
    const client = clientWith(makePool(), [makeSquare(9, 9, 'stale')]);
    const fresh = makePool({ currentParticipants: 2, name: 'Renamed' });
    const squares = [makeSquare(4, 4, 'u2'), makeSquare(0, 1, 'u1')];
    expect(applyPoolEvent(client, 66, 'snapshot', JSON.stringify({ pool: fresh, squares }))).toBe('applied');
    expect(poolOf(client)).toEqual(fresh);
    expect(squaresOf(client)?.map((s) => [s.row, s.column])).toEqual([
      [0, 1],
      [4, 4],
    ]);
  });

  it('a snapshot fills an empty cache (it arrives first on every connection)', () => {
    const client = clientWith();
    applyPoolEvent(client, 66, 'snapshot', JSON.stringify({ pool: makePool(), squares: [] }));
    expect(poolOf(client)?.id).toBe(66);
    expect(squaresOf(client)).toEqual([]);
  });

  it('a squares event merges the claims and takes the pool as it stands after them (counts, pot)', () => {
    const pool = makePool({ currentParticipants: 1 });
    const mine = makeSquare(0, 0, 'me');
    const client = clientWith(pool, [mine]);
    const claimed = [makeSquare(2, 3, 'them'), makeSquare(2, 4, 'them')];
    const after = makePool({ currentParticipants: 3, totalPot: '15.00', totalPotCents: 1500 });
    const data = JSON.stringify({ poolId: 66, squares: claimed, currentParticipants: 3, pool: after });
    expect(applyPoolEvent(client, 66, 'squares', data)).toBe('applied');
    expect(squaresOf(client)).toEqual([mine, ...claimed]);
    expect(poolOf(client)).toEqual(after);
  });

  it('a squares event before the first load leaves the squares to the load', () => {
    const client = clientWith();
    applyPoolEvent(
      client,
      66,
      'squares',
      JSON.stringify({ poolId: 66, squares: [makeSquare(1, 1, 'x')], currentParticipants: 1, pool: makePool({ currentParticipants: 1 }) }),
    );
    expect(squaresOf(client)).toBeUndefined();
  });

  it('a pool event replaces the pool', () => {
    const client = clientWith(makePool(), []);
    const drawn = makePool({ status: 'full', currentParticipants: 100 });
    expect(applyPoolEvent(client, 66, 'pool', JSON.stringify({ pool: drawn }))).toBe('applied');
    expect(poolOf(client)).toEqual(drawn);
    expect(squaresOf(client)).toEqual([]);
  });

  it('a winner event replaces the pool (winners, scores) and hands back the winner', () => {
    const client = clientWith(makePool({ digits: DRAWN_DIGITS }, { status: '1q', homeScore: 7, awayScore: 3 }), []);
    const winner = makeWinner('Q1', 3, 6);
    const settled = makePool({ digits: DRAWN_DIGITS, winners: [winner] }, { status: '2q', homeScore: 10, awayScore: 3 });
    const outcome = applyPoolMessage(client, 66, 'winner', JSON.stringify({ poolId: 66, winner, pool: settled }));
    expect(outcome).toEqual({ result: 'applied', message: { name: 'winner', event: { poolId: 66, winner, pool: settled } } });
    expect(poolOf(client)).toEqual(settled);
  });

  it("a pool event with a new score updates the game (the live score card's data)", () => {
    const client = clientWith(makePool({}, { status: '1q' }), []);
    const scored = makePool({}, { status: '1q', quarter: 1, homeScore: 7, awayScore: 3 });
    expect(applyPoolEvent(client, 66, 'pool', JSON.stringify({ pool: scored }))).toBe('applied');
    expect(poolOf(client)?.game).toMatchObject({ homeScore: 7, awayScore: 3 });
  });

  it('a winner event of another pool or without its pool is not written', () => {
    const pool = makePool();
    const client = clientWith(pool, []);
    const winner = makeWinner('Q1', 3, 6);
    expect(applyPoolEvent(client, 66, 'winner', JSON.stringify({ poolId: 67, winner, pool: makePool({ id: 67 }) }))).toBe('ignored');
    expect(applyPoolEvent(client, 66, 'winner', JSON.stringify({ poolId: 66, winner }))).toBe('invalid');
    expect(poolOf(client)).toBe(pool);
  });

  it('ignores other pools and unknown events; rejects malformed data without writing', () => {
    const pool = makePool();
    const client = clientWith(pool, []);
    expect(applyPoolEvent(client, 66, 'pool', JSON.stringify({ pool: makePool({ id: 67 }) }))).toBe('ignored');
    expect(
      applyPoolEvent(client, 66, 'squares', JSON.stringify({ poolId: 67, squares: [], currentParticipants: 9, pool: makePool({ id: 67 }) })),
    ).toBe('ignored');
    expect(applyPoolEvent(client, 66, 'squares', JSON.stringify({ poolId: 66, squares: [], currentParticipants: 9 }))).toBe('invalid');
    expect(applyPoolEvent(client, 66, 'heartbeat', '{}')).toBe('ignored');
    expect(applyPoolEvent(client, 66, 'pool', 'not json')).toBe('invalid');
    expect(applyPoolEvent(client, 66, 'snapshot', JSON.stringify({ pool: { id: 66 }, squares: [] }))).toBe('invalid');
    expect(poolOf(client)).toBe(pool);
    expect(squaresOf(client)).toEqual([]);
  });

  it('streams from the pool events URL', () => {
    expect(poolEventsUrl(12)).toBe('/api/pools/12/events');
  });
});
