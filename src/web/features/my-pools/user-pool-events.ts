/**
 * The signed-in player's pool stream (GET /api/user-pools/events, D15) applied to the My Pools cache:
 * each 'pool' event carries one of their pools as they see it (squares, spending, winnings), which
 * replaces that pool in the list, or joins it. Winnings that grow are news worth a toast.
 */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { formatMoney } from '../../../domain/money';
import { userPoolSchema, type UserPool } from '../../../domain/schemas';
import type { ToastInput } from '../../lib/toast/use-toast';
import { USER_POOLS_QUERY_KEY } from '../../lib/query-keys';

export const USER_POOL_EVENTS_URL = '/api/user-pools/events';
export const USER_POOL_EVENT_NAMES = ['pool'] as const;

const userPoolEventSchema = z.object({ pool: userPoolSchema });

/** The list with `pool` in place of the entry with its id, or added at the end. */
export function upsertUserPool(list: readonly UserPool[], pool: UserPool): UserPool[] {
  const index = list.findIndex((p) => p.id === pool.id);
  if (index < 0) return [...list, pool];
  return list.map((p, i) => (i === index ? pool : p));
}

/** How much more the player has won in this pool than before (0 when nothing new). */
export function winningsGrowth(previous: Pick<UserPool, 'userWinningsCents'> | undefined, next: Pick<UserPool, 'userWinningsCents'>): number {
  const before = previous?.userWinningsCents ?? 0;
  return Math.max(0, next.userWinningsCents - before);
}

export type UserPoolEventOutcome =
  | { result: 'invalid' | 'ignored' }
  | { result: 'applied'; pool: UserPool; wonCents: number };

/**
 * Applies one 'pool' event's raw data. Before My Pools has loaded there is nothing to update (the
 * load brings everything), so the event is ignored.
 */
export function applyUserPoolEvent(client: QueryClient, data: string): UserPoolEventOutcome {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { result: 'invalid' };
  }
  const parsed = userPoolEventSchema.safeParse(json);
  if (!parsed.success) return { result: 'invalid' };
  const { pool } = parsed.data;
  const current = client.getQueryData<unknown>(USER_POOLS_QUERY_KEY);
  if (!Array.isArray(current)) return { result: 'ignored' };
  const list = current as UserPool[];
  const wonCents = winningsGrowth(list.find((p) => p.id === pool.id), pool);
  client.setQueryData<unknown>(USER_POOLS_QUERY_KEY, upsertUserPool(list, pool));
  return { result: 'applied', pool, wonCents };
}

/** "You won $225.00!" with the pool and its game. */
export function winningsToast(pool: Pick<UserPool, 'name' | 'game'>, wonCents: number): ToastInput {
  return {
    title: `You won ${formatMoney(wonCents)}!`,
    description: `${pool.name} · ${pool.game.awayTeam} @ ${pool.game.homeTeam}`,
    variant: 'success',
  };
}
