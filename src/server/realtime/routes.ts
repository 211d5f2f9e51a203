import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam, LEAGUE_EVENT_NAMES, POOL_EVENT_NAMES, type Pool, type Square } from '../../domain/schemas';
import type { CachedRead, PoolRead, SquaresRead } from '../read-model/read-model';
import { signedInUser, viewerOf } from '../http/guards';
import { assertCanSeePool, listUserPools } from '../modules/pools';
import { loadBoardEvent, sharedPerNotification } from './board-events';
import { CHANNELS } from './bus';
import type { PoolEventHub } from './hub';
import { parseLeagueNotification } from './league-events';
import { openEventStream } from './event-stream';
import type { PoolNotification } from './notify';

/** The end functions of a plugin's live streams. Streams never end by themselves: they are ended first at close, so shutdown is not held open. */
function openStreamsOf(app: FastifyInstance): Set<() => void> {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  return open;
}

/**
 * A snapshot's data, one object per pair of reads: the streams opening on an unchanged board share it,
 * and with it its JSON (event-stream.ts), instead of serializing the whole board once per watcher.
 */
const snapshots = new WeakMap<CachedRead<PoolRead>, { sold: CachedRead<SquaresRead>; data: { pool: Pool; squares: Square[] } }>();
function snapshotOf(pool: CachedRead<PoolRead>, sold: CachedRead<SquaresRead>): { pool: Pool; squares: Square[] } {
  const known = snapshots.get(pool);
  if (known?.sold === sold) return known.data;
  const data = { pool: pool.value.pool, squares: sold.value.squares };
  snapshots.set(pool, { sold, data });
  return data;
}

/**
 * GET /api/pools/{id}/events: the pool's live board as Server-Sent Events (D15). Every connection (and
 * reconnection) starts with a snapshot, then sends each claim and pool change as it commits, in any
 * process. The stream subscribes before reading the snapshot, so nothing falls between the two.
 */
export const poolStreamRoutes: FastifyPluginAsyncZod<{ hub: PoolEventHub }> = async (app, { hub }) => {
  const open = openStreamsOf(app);
  const boardEventOf = sharedPerNotification((event, poolId) => loadBoardEvent(app.deps.database.db, app.deps.reads, event, poolId));

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
      const { database, reads } = app.deps;
      const poolId = request.params.id;
      const watched = (await reads.pool(poolId)).value;
      if (watched.isPrivate) await assertCanSeePool(database.db, { id: poolId, isPrivate: true }, await viewerOf(request));

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
          // From the read model: a thousand watchers opening one board read it from the database once.
          const [pool, sold] = await Promise.all([reads.pool(poolId), reads.squares(poolId)]);
          stream.send(POOL_EVENT_NAMES.snapshot, snapshotOf(pool, sold));
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

/**
 * GET /api/leagues/events: the leagues as Server-Sent Events (D15), so an open dashboard follows an
 * admin's change of the active week without polling. Every connection (and every return of the
 * notification connection) starts with each league as it stands, so a change made between the page's
 * load and the stream's start is not missed; then a 'league' event per changed league, from any process.
 */
export const leagueStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = openStreamsOf(app);

  app.get(
    '/leagues/events',
    {
      config: { auth: 'public', stream: true },
      schema: {
        tags: ['leagues'],
        summary: "Live league changes (text/event-stream): a 'league' event with each league at the start, then with each league whose active week changed",
      },
    },
    async (request, reply) => {
      const { reads, bus, clock } = app.deps;
      const stream = openEventStream(request, reply, open);
      // From the read model, which heard the same event first: every open dashboard of this process shares one read.
      const sendLeagues = (only: number | null) =>
        stream.enqueue(async () => {
          for (const league of (await reads.leagues(clock())).value) {
            if (only === null || league.id === only) stream.send(LEAGUE_EVENT_NAMES.league, { league });
          }
        });
      stream.onEnd(
        bus.on(CHANNELS.leagues, (payload) => {
          const event = parseLeagueNotification(payload);
          if (event) sendLeagues(event.leagueId);
        }),
      );
      stream.onEnd(bus.onReconnect(() => sendLeagues(null)));
      sendLeagues(null);
    },
  );
};
