/**
 * Applying the pool event stream (DESIGN D15) to the query cache. The cache never refetches on its
 * own (spec section 9), so these writes are how a board stays current: a snapshot replaces both
 * entries (every connection and reconnection starts with one), a claim merges its squares in, and a
 * pool change (scores, status) or a settled period (winner) replaces the pool. Loaded by
 * usePoolEvents when it subscribes, so zod is not part of the pool page's first load.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { mergeSquares, sortedByPosition } from '../../../../domain/board-squares';
import { POOL_EVENT_NAMES } from '../../../../domain/event-names';
import {
  poolChangedEventSchema,
  poolSnapshotEventSchema,
  squaresClaimedEventSchema,
  winnerEventSchema,
  type Pool,
  type PoolChangedEvent,
  type PoolSnapshotEvent,
  type Square,
  type SquaresClaimedEvent,
  type WinnerEvent,
} from '../../../../domain/schemas';
import { poolQueryKey, poolSquaresQueryKey } from '../../../lib/query-keys';

export { mergeSquares };

function parse<T extends z.ZodType>(schema: T, data: string): z.infer<T> | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const result = schema.safeParse(json);
  return result.success ? result.data : null;
}

export type ApplyResult = 'applied' | 'ignored' | 'invalid';

/** A message of the stream, decoded. */
export type PoolMessage =
  | { name: 'snapshot'; event: PoolSnapshotEvent }
  | { name: 'squares'; event: SquaresClaimedEvent }
  | { name: 'pool'; event: PoolChangedEvent }
  | { name: 'winner'; event: WinnerEvent };

export type PoolMessageOutcome = { result: ApplyResult; message: PoolMessage | null };

const INVALID: PoolMessageOutcome = { result: 'invalid', message: null };
const IGNORED: PoolMessageOutcome = { result: 'ignored', message: null };

/**
 * Applies one SSE message (its `event:` name and raw `data:`) for the pool on this page and returns
 * it decoded when it was applied. Events of another pool are ignored, malformed ones reported as
 * invalid and never written.
 */
export function applyPoolMessage(client: QueryClient, poolId: number, name: string, data: string): PoolMessageOutcome {
  switch (name) {
    case POOL_EVENT_NAMES.snapshot: {
      const event = parse(poolSnapshotEventSchema, data);
      if (!event) return INVALID;
      if (event.pool.id !== poolId) return IGNORED;
      client.setQueryData<Pool>(poolQueryKey(poolId), event.pool);
      client.setQueryData<Square[]>(poolSquaresQueryKey(poolId), sortedByPosition(event.squares));
      return { result: 'applied', message: { name: 'snapshot', event } };
    }
    case POOL_EVENT_NAMES.squares: {
      const event = parse(squaresClaimedEventSchema, data);
      if (!event) return INVALID;
      if (event.poolId !== poolId) return IGNORED;
      // Before the first load there is nothing to merge into: the load (or the next snapshot) has it all.
      client.setQueryData<Square[]>(poolSquaresQueryKey(poolId), (current) =>
        current ? mergeSquares(current, event.squares) : current,
      );
      client.setQueryData<Pool>(poolQueryKey(poolId), event.pool);
      return { result: 'applied', message: { name: 'squares', event } };
    }
    case POOL_EVENT_NAMES.pool: {
      const event = parse(poolChangedEventSchema, data);
      if (!event) return INVALID;
      if (event.pool.id !== poolId) return IGNORED;
      client.setQueryData<Pool>(poolQueryKey(poolId), event.pool);
      return { result: 'applied', message: { name: 'pool', event } };
    }
    case POOL_EVENT_NAMES.winner: {
      const event = parse(winnerEventSchema, data);
      if (!event) return INVALID;
      if (event.poolId !== poolId || event.pool.id !== poolId) return IGNORED;
      client.setQueryData<Pool>(poolQueryKey(poolId), event.pool);
      return { result: 'applied', message: { name: 'winner', event } };
    }
    default:
      return IGNORED;
  }
}

/** applyPoolMessage without the decoded message. */
export function applyPoolEvent(client: QueryClient, poolId: number, name: string, data: string): ApplyResult {
  return applyPoolMessage(client, poolId, name, data).result;
}
