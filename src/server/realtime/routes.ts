import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam, POOL_EVENT_NAMES } from '../../domain/schemas';
import { signedInUser, viewerOf } from '../http/guards';
import { assertCanSeePool, getPool, listUserPools, toPoolDto } from '../modules/pools';
import { listSquaresOfPool, toSquareDto } from '../modules/squares';
import { loadBoardEvent, sharedPerNotification } from './board-events';
import type { PoolEventHub } from './hub';
import { openEventStream } from './event-stream';
import type { PoolNotification } from './notify';

/**
 * GET /api/pools/{id}/events: the pool's live board as Server-Sent Events (D15). Every connection (and
 * reconnection) starts with a snapshot, then sends each claim and pool change as it commits, in any
 * process. The stream subscribes before reading the snapshot, so nothing falls between the two.
 */
export const poolStreamRoutes: FastifyPluginAsyncZod<{ hub: PoolEventHub }> = async (app, { hub }) => {
  const open = new Set<() => void>();
  const boardEventOf = sharedPerNotification((event, poolId) => loadBoardEvent(app.deps.database.db, event, poolId));
  // Streams never end by themselves: close them first so shutdown is not held open.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/pools/:id/events',
    {
      config: { auth: 'public', stream: true },
      schema: {
        tags: ['pools'],
        summary: 'Live board events (text/event-stream): snapshot, squares, pool',
        params: z.object({ id: idParam('pool id') }),
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { db } = app.deps.database;
      const poolId = request.params.id;
      const watched = await getPool(db, poolId);
      await assertCanSeePool(db, watched.pool, await viewerOf(request));

      const stream = openEventStream(request, reply, open);
      const onEvent = (event: PoolNotification) => {
        // Started at once (shared with the other streams of this pool), sent in this stream's order.
        const loading = boardEventOf(event, poolId);
        stream.enqueue(async () => {
          const { name, data } = await loading;
          stream.send(name, data);
        });
      };

      const sendSnapshot = () =>
        stream.enqueue(async () => {
          const [pool, sold] = await Promise.all([getPool(db, poolId), listSquaresOfPool(db, poolId)]);
          stream.send(POOL_EVENT_NAMES.snapshot, { pool: toPoolDto(pool), squares: sold.map(toSquareDto) });
        });

      // The pool's own events, and its game's (scores), which every pool of the game shares. Events
      // missed while the notification connection was down are made good by a fresh snapshot.
      stream.onEnd(hub.subscribe({ poolIds: [poolId], gameIds: [watched.pool.gameId] }, onEvent, sendSnapshot));
      sendSnapshot();
    },
  );

  app.get(
    '/user-pools/events',
    {
      config: { auth: 'user', stream: true },
      schema: {
        tags: ['pools'],
        summary: "Live changes to the signed-in player's pools (text/event-stream): 'pool' events with the player's pool",
        response: { 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { db } = app.deps.database;
      const userId = signedInUser(request).id;
      const joined = await listUserPools(db, userId);
      const stream = openEventStream(request, reply, open);
      const poolsByGame = new Map<number, number[]>();
      for (const pool of joined) poolsByGame.set(pool.gameId, [...(poolsByGame.get(pool.gameId) ?? []), pool.id]);
      // Any change to one of the player's pools (a claim, a score, a settled period) sends that pool as
      // the player sees it (with their squares, spending and winnings); a score moves all their pools
      // of that game.
      const sendPools = (poolIds: readonly number[]) =>
        stream.enqueue(async () => {
          const mine = (await listUserPools(db, userId)).filter((p) => poolIds.includes(p.id));
          for (const pool of mine) stream.send('pool', { pool });
        });
      const onEvent = (event: PoolNotification) => {
        const poolIds = event.type === 'game' ? (poolsByGame.get(event.gameId) ?? []) : [event.poolId];
        if (poolIds.length > 0) sendPools(poolIds);
      };
      // After a gap in notifications every pool is sent again, as it now stands.
      const resync = () => sendPools(joined.map((p) => p.id));
      stream.onEnd(hub.subscribe({ poolIds: joined.map((p) => p.id), gameIds: [...poolsByGame.keys()] }, onEvent, resync));
    },
  );
};
