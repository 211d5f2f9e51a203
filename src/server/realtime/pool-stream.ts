import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam, POOL_EVENT_NAMES } from '../../domain/schemas';
import { signedInUser } from '../http/guards';
import { getPool, listUserPools, toPoolDto } from '../modules/pools';
import { listSquaresOfPool, squaresByIds, toSquareDto } from '../modules/squares';
import type { PoolEventHub } from './hub';
import type { PoolNotification } from './notify';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/pools/{id}/events: the pool's live board as Server-Sent Events (D15). Every connection (and
 * reconnection) starts with a snapshot, then sends each claim and pool change as it commits, in any
 * process. The stream subscribes before reading the snapshot, so nothing falls between the two.
 */
export const poolStreamRoutes: FastifyPluginAsyncZod<{ hub: PoolEventHub }> = async (app, { hub }) => {
  const open = new Set<() => void>();
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

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');

      let sequence = 0;
      const send = (event: string, data: unknown) => {
        if (!res.writableEnded) res.write(`id: ${++sequence}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      // Events are handled one after another so a snapshot is never overtaken by a later delta.
      let queue: Promise<void> = Promise.resolve();
      const enqueue = (work: () => Promise<void>) => {
        queue = queue.then(work).catch((error: unknown) => request.log.warn({ err: error }, 'pool stream event failed'));
      };
      const onEvent = (event: PoolNotification) =>
        enqueue(async () => {
          if (event.type === 'squares') {
            const [claimed, pool] = await Promise.all([squaresByIds(db, event.squareIds), getPool(db, poolId)]);
            send(POOL_EVENT_NAMES.squares, {
              poolId,
              squares: claimed.map(toSquareDto),
              currentParticipants: pool.sold,
              pool: toPoolDto(pool),
            });
            return;
          }
          const pool = toPoolDto(await getPool(db, poolId));
          const winner = event.type === 'winner' ? pool.winners.find((w) => w.period === event.period) : undefined;
          if (winner) send(POOL_EVENT_NAMES.winner, { poolId, winner, pool });
          else send(POOL_EVENT_NAMES.pool, { pool });
        });

      // The pool's own events, and its game's (scores), which every pool of the game shares.
      const unsubscribe = hub.subscribe({ poolIds: [poolId], gameIds: [watched.pool.gameId] }, onEvent);
      enqueue(async () => {
        const [pool, sold] = await Promise.all([getPool(db, poolId), listSquaresOfPool(db, poolId)]);
        send(POOL_EVENT_NAMES.snapshot, { pool: toPoolDto(pool), squares: sold.map(toSquareDto) });
      });
      const heartbeat = setInterval(() => !res.writableEnded && res.write(': ping\n\n'), HEARTBEAT_MS);

      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      request.raw.on('close', end);
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
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      let sequence = 0;
      let queue: Promise<void> = Promise.resolve();
      const poolsByGame = new Map(joined.map((p) => [p.gameId, p.id]));
      // Any change to one of the player's pools (a claim, a score, a settled period) sends that pool as
      // the player sees it (with their squares, spending and winnings).
      const onEvent = (event: PoolNotification) => {
        const poolId = event.type === 'game' ? poolsByGame.get(event.gameId) : event.poolId;
        if (poolId === undefined) return;
        queue = queue
          .then(async () => {
            const mine = (await listUserPools(db, userId)).find((p) => p.id === poolId);
            if (mine && !res.writableEnded) res.write(`id: ${++sequence}\nevent: pool\ndata: ${JSON.stringify({ pool: mine })}\n\n`);
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'user pool stream event failed'));
      };
      const unsubscribe = hub.subscribe({ poolIds: joined.map((p) => p.id), gameIds: [...poolsByGame.keys()] }, onEvent);
      const heartbeat = setInterval(() => !res.writableEnded && res.write(': ping\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  );
};
