import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam, POOL_EVENT_NAMES } from '../../domain/schemas';
import { getPool, toPoolDto } from '../modules/pools';
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
      config: { auth: 'public' },
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
      await getPool(db, poolId);

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
          if (event.type === 'pool') {
            send(POOL_EVENT_NAMES.pool, { pool: toPoolDto(await getPool(db, poolId)) });
            return;
          }
          const [claimed, pool] = await Promise.all([squaresByIds(db, event.squareIds), getPool(db, poolId)]);
          send(POOL_EVENT_NAMES.squares, {
            poolId,
            squares: claimed.map(toSquareDto),
            currentParticipants: pool.sold,
            pool: toPoolDto(pool),
          });
        });

      const unsubscribe = hub.subscribe(poolId, onEvent);
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
};
