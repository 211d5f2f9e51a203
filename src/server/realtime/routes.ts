import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam, LEAGUE_EVENT_NAMES, POOL_EVENT_NAMES, type Pool, type Square, type UserPool } from '../../domain/schemas';
import type { CachedRead, PoolRead, SquaresRead } from '../read-model/read-model';
import { signedInUser, viewerOf } from '../http/guards';
import { assertCanSeePool, listUserPools } from '../modules/pools';
import { loadBoardEvent, sharedPerNotification } from './board-events';
import { CHANNELS } from './bus';
import type { PoolEventHub } from './hub';
import { parseLeagueNotification } from './league-events';
import { openEventStream } from './event-stream';
import type { PoolNotification } from './notify';

/** A stream over its client's bound (429 too_many_streams) or the process's (503 busy), with Retry-After (stream-admission.ts). */
const refusedStream = { 429: apiErrorSchema, 503: apiErrorSchema };

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

/** A live-board event's id: the pool and the board version it leaves the browser with (`12.57`). */
function eventId(poolId: number, version: number): string {
  return `${poolId}.${version}`;
}

/** The version a reconnecting browser holds, from its Last-Event-ID; undefined unless it is one of this pool's ids. */
function versionOfEventId(poolId: number, lastEventId: string | undefined): number | undefined {
  const match = lastEventId === undefined ? null : /^(\d+)\.(\d+)$/.exec(lastEventId);
  if (!match || Number(match[1]) !== poolId) return undefined;
  const version = Number(match[2]);
  return Number.isSafeInteger(version) ? version : undefined;
}

/** Why a stream was sent its board: opened, resumed after events it missed, a gap in versions, events lost in transit. */
type SnapshotReason = 'open' | 'resume' | 'gap' | 'resync';

/**
 * GET /api/pools/{id}/events: the pool's live board as Server-Sent Events (D15). Every connection starts
 * with a snapshot — except a browser reconnecting with the version it already holds (Last-Event-ID) —
 * then sends each claim and pool change as it commits, in any process, each with the board's version as
 * its id. Claims come with their squares and are shown from memory; a version skipped makes
 * this stream alone read the board again. The stream subscribes before reading the snapshot, so nothing
 * falls between the two.
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
        response: { 400: apiErrorSchema, 404: apiErrorSchema, ...refusedStream },
      },
    },
    async (request, reply) => {
      const { database, reads } = app.deps;
      const poolId = request.params.id;
      const watched = (await reads.pool(poolId)).value;
      if (watched.isPrivate) await assertCanSeePool(database.db, { id: poolId, isPrivate: true }, await viewerOf(request));

      const stream = openEventStream(request, reply, open);
      const { sseSnapshots } = app.deps.metrics;
      // The board version this stream's browser holds: the last snapshot's or event's (its `id:`, which the
      // browser sends back as Last-Event-ID when it reconnects by itself).
      let shown: number | undefined;

      /**
       * The board from the read model (a thousand watchers opening one board read it from the database
       * once): skipped when the reconnecting browser already holds this version.
       */
      const sendSnapshot = async (reason: SnapshotReason, holds?: number) => {
        const [pool, sold] = await Promise.all([reads.pool(poolId), reads.squares(poolId)]);
        const version = Math.min(pool.value.version, sold.value.version);
        shown = version;
        if (holds === version) return;
        sseSnapshots.inc({ reason });
        stream.send(POOL_EVENT_NAMES.snapshot, snapshotOf(pool, sold), eventId(poolId, version));
      };

      const onEvent = (event: PoolNotification) => {
        // Started at once (shared with the other streams of this pool), sent in this stream's order.
        const loading = boardEventOf(event, poolId);
        stream.enqueue(async () => {
          const version = event.type === 'game' ? undefined : event.version;
          // An event of this pool skipped a version (one went missing), or a claim came without its
          // squares: this stream, and only this one, starts again from the board as it now is.
          const missed = version !== undefined && shown !== undefined && version > shown + 1;
          if (missed || (event.type === 'squares' && !event.squares && event.squareIds.length === 0)) {
            await sendSnapshot('gap');
            return;
          }
          // A claim at or below the version shown is in what this browser has (a repeat, or committed
          // before the snapshot was read). Other events are always sent: holds, the ledger and winners
          // change a board without a new version, and a pool event re-sends the pool as it now is.
          if (event.type === 'squares' && version !== undefined && shown !== undefined && version <= shown) return;
          const { name, data } = await loading;
          if (version !== undefined) shown = Math.max(shown ?? version, version); // a late, older pool event moves nothing back
          stream.send(name, data, shown === undefined ? undefined : eventId(poolId, shown));
        });
      };

      // The pool's own events, and its game's (scores), which every pool of the game shares. Events
      // missed while events could not reach this process are made good by a fresh snapshot.
      const watching = hub.subscribe({ poolIds: [poolId], gameIds: [watched.pool.gameId] }, onEvent, () => stream.enqueue(() => sendSnapshot('resync')));
      stream.onEnd(watching.unsubscribe);
      const resumed = versionOfEventId(poolId, stream.lastEventId);
      // The board is read once its changes reach this process (with NATS, once it subscribed to them).
      stream.enqueue(async () => {
        await watching.interest.ready;
        await (resumed === undefined ? sendSnapshot('open') : sendSnapshot('resume', resumed));
      });
    },
  );

  app.get(
    '/user-pools/events',
    {
      config: { auth: 'user', stream: true },
      schema: {
        tags: ['pools'],
        summary: "Live changes to the signed-in player's pools (text/event-stream): 'pool' events with the player's pool",
        response: { 401: apiErrorSchema, ...refusedStream },
      },
    },
    async (request, reply) => {
      const { database, reads, metrics } = app.deps;
      const userId = signedInUser(request).id;
      const joined = await listUserPools(database.db, userId);
      const stream = openEventStream(request, reply, open);
      const poolsByGame = new Map<number, number[]>();
      for (const pool of joined) poolsByGame.set(pool.gameId, [...(poolsByGame.get(pool.gameId) ?? []), pool.id]);
      /** Each pool as this stream last sent it: the player's own figures for the changes that leave them as they were. */
      const sent = new Map<number, UserPool>(joined.map((pool) => [pool.id, pool]));
      const send = (pool: UserPool) => {
        sent.set(pool.id, pool);
        stream.send('pool', { pool });
      };
      // Any change to one of the player's pools (a claim, a score, a settled period) sends that pool as
      // the player sees it (with their squares, spending and winnings); a score moves all their pools
      // of that game.
      const readAndSend = async (poolIds: readonly number[]) => {
        metrics.myPoolsReads.inc();
        for (const pool of (await listUserPools(database.db, userId)).filter((p) => poolIds.includes(p.id))) send(pool);
      };
      const sendPools = (poolIds: readonly number[]) => stream.enqueue(() => readAndSend(poolIds));
      // Another player's claim or a score leaves the player's squares, spending and winnings as they were:
      // the pool comes from the read model (which applied the event first), the rest from what was sent,
      // so a busy pool's claims cost its players' My Pools streams no query.
      const sendFromMemory = (poolIds: readonly number[]) =>
        stream.enqueue(async () => {
          for (const poolId of poolIds) {
            const before = sent.get(poolId);
            const read = before ? await reads.pool(poolId).catch(() => null) : null;
            if (!before || !read) {
              await readAndSend([poolId]);
              continue;
            }
            const { userSquareCount, userSpentCents, userRefundedCents, userWinningsCents } = before;
            send({ ...read.value.pool, userSquareCount, userSpentCents, userRefundedCents, userWinningsCents });
          }
        });
      const onEvent = (event: PoolNotification) => {
        if (event.type === 'game') {
          const poolIds = poolsByGame.get(event.gameId) ?? [];
          if (poolIds.length > 0) (event.game ? sendFromMemory : sendPools)(poolIds);
        } else if (event.type === 'squares' && event.squares && !event.squares.some((square) => square.userId === userId)) {
          sendFromMemory([event.poolId]);
        } else sendPools([event.poolId]);
      };
      // After a gap in notifications every pool is sent again, as it now stands.
      const resync = () => sendPools(joined.map((p) => p.id));
      const watching = hub.subscribe({ poolIds: joined.map((p) => p.id), gameIds: [...poolsByGame.keys()] }, onEvent, resync);
      stream.onEnd(watching.unsubscribe);
      // With NATS, changes made between the first read of the pools and this process subscribing to them
      // were not heard: the pools are sent as they stand once it is subscribed.
      if (watching.interest.fresh) stream.enqueue(() => watching.interest.ready.then(() => readAndSend(joined.map((p) => p.id))));
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
        response: refusedStream,
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
      const interest = bus.interest(['leagues']);
      stream.onEnd(() => interest.release());
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
