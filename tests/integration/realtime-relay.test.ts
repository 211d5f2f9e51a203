import { afterEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { poolChangedEventSchema, type Pool, type Square } from '../../src/domain/schemas';
import { openDatabase } from '../../src/server/db/client';
import { games, pools } from '../../src/server/db/schema';
import { CHANNELS } from '../../src/server/realtime/bus';
import { LISTENER_APPLICATION_NAME } from '../../src/server/realtime/listener';
import { RELAY_APPLICATION_NAME } from '../../src/server/realtime/relay';
import { freePort } from '../support/free-port';
import { waitUntil } from '../support/wait-until';
import { startApp } from './support/app';
import { clientFor, TestClient } from './support/client';
import { changesHeard } from './support/events';
import { describeEachDatabase, testConfig, type TestEnv } from './support/harness';
import { natsUrl } from './support/nats';
import { manyPlayers } from './support/players';
import { freshFreePool } from './support/pools';
import { SseReader, type SseEvent } from './support/sse';

/** What a watcher saw: the squares it was shown (snapshots and claims), the versions in order, and its snapshots. */
interface Watched {
  squareIds: Set<number>;
  versions: number[];
  snapshots: number;
  events: SseEvent[];
}

const versionOf = (event: SseEvent) => Number(event.id?.split('.')[1]);

/** Reads a board's stream until `done` says it has seen enough, or fails after `timeoutMs` naming what it saw. */
async function watchUntil(stream: SseReader, done: (seen: Watched) => boolean, timeoutMs = 10_000): Promise<Watched> {
  const seen: Watched = { squareIds: new Set(), versions: [], snapshots: 0, events: [] };
  const deadline = Date.now() + timeoutMs;
  while (!done(seen)) {
    const remaining = deadline - Date.now();
    const event = remaining > 0 ? await Promise.race([stream.nextAny(), new Promise<undefined>((resolve) => setTimeout(resolve, remaining))]) : undefined;
    if (!event) throw new Error(`stream gave up after ${seen.events.map((e) => `${e.event}@${e.id}`).join(', ') || 'nothing'}`);
    // Claims and snapshots only: a pool event (e.g. the pool's own creation, relayed just after the
    // stream opened) re-sends the pool as it is and moves no version.
    if (event.event !== 'squares' && event.event !== 'snapshot') continue;
    seen.events.push(event);
    if (event.event === 'squares') seen.versions.push(versionOf(event));
    const data = event.data as { squares?: Square[] };
    if (event.event === 'snapshot') seen.snapshots++;
    for (const square of data.squares ?? []) seen.squareIds.add(square.id);
  }
  return seen;
}

/** Another server process on the same database: its own connection pool, bus, read model and relay. */
async function anotherProcess(env: TestEnv, natsServers?: string[], sessionUrl?: string) {
  const database = await openDatabase({ databaseUrl: env.databaseUrl, sessionUrl });
  const port = await freePort();
  const config = testConfig({ databaseUrl: env.databaseUrl, publicUrl: `http://127.0.0.1:${port}`, dataDir: env.config.dataDir, natsServers });
  const app = await startApp({ config, database, clock: () => env.now });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function outboxRows(env: TestEnv): Promise<{ id: number; payload: Record<string, unknown> }[]> {
  const rows = await env.database.query<{ id: string; payload: string }>('test_outbox', 'select id, payload from realtime_events order by id', []);
  return rows.map((row) => ({ id: Number(row.id), payload: JSON.parse(row.payload) as Record<string, unknown> }));
}

/** `count` one-square claims on the pool, each by its own player, one after another (so their versions follow each other). */
async function claimOneByOne(env: TestEnv, poolId: number, count: number, label: string, firstSquare = 0): Promise<number[]> {
  const players = await manyPlayers(env, count, label);
  const ids: number[] = [];
  for (const [i, player] of players.entries()) {
    const response = await player.client.post(`/api/pools/${poolId}/squares`, { row: Math.floor((firstSquare + i) / 10), column: (firstSquare + i) % 10 });
    expect(response.status).toBe(201);
    ids.push(...(response.body as { squares: Square[] }).squares.map((s) => s.id));
  }
  return ids;
}

describeEachDatabase(
  'events off the commit path',
  (env, kind) => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
      env().app.deps.relay.start();
    });

    if (kind === 'postgres') {
      for (const transport of ['notify', 'nats'] as const) {
        it(`${transport === 'nats' ? 'through NATS' : 'through one batched NOTIFY channel'}: every claim reaches watchers on two processes, in version order, without a query`, async () => {
          const natsServers = transport === 'nats' ? [await natsUrl()] : undefined;
          // The two processes relay and listen through the transport under test (the test's own app writes only).
          if (natsServers) await env().app.deps.relay.stop();
          const one = await anotherProcess(env(), natsServers);
          cleanups.push(one.close);
          const two = await anotherProcess(env(), natsServers);
          cleanups.push(two.close);
          const poolId = await freshFreePool(env());
          const streams = [
            await SseReader.open(`${one.url}/api/pools/${poolId}/events`),
            await SseReader.open(`${two.url}/api/pools/${poolId}/events`),
            await SseReader.open(`${two.url}/api/pools/${poolId}/events`),
          ];
          cleanups.push(async () => streams.forEach((stream) => stream.close()));
          for (const stream of streams) await stream.next('snapshot');
          const misses = () => [one, two].reduce((sum, p) => sum + p.app.deps.reads.stats().misses, 0);
          misses();

          // 8 players claim 24 squares at once: concurrent commits, each its own version.
          const players = await manyPlayers(env(), 8, `relay-${transport}`);
          const answers = await Promise.all(
            players.flatMap((player, p) => [0, 1, 2].map((k) => player.client.post(`/api/pools/${poolId}/squares`, { row: p, column: k }))),
          );
          expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
          const claimed = answers.flatMap((answer) => (answer.body as { squares: Square[] }).squares.map((s) => s.id));

          for (const stream of streams) {
            const seen = await watchUntil(stream, (s) => claimed.every((id) => s.squareIds.has(id)));
            expect(seen.snapshots, 'no gaps, no snapshots').toBe(0);
            expect(seen.versions).toEqual([...seen.versions].sort((a, b) => a - b));
            expect(new Set(seen.versions).size, 'one version per claim').toBe(claimed.length);
          }
          // Shown from the events themselves: neither process read the board again.
          expect(misses()).toBe(0);
        });
      }
    }

    if (kind === 'postgres') {
      it('through NATS each process hears only what it shows: its streams and cached reads, which stay current', async () => {
        const natsServers = [await natsUrl()];
        await env().app.deps.relay.stop();
        const one = await anotherProcess(env(), natsServers);
        cleanups.push(one.close);
        const two = await anotherProcess(env(), natsServers);
        cleanups.push(two.close);
        const [watchedByOne, watchedByTwo, readByOne] = [
          await freshFreePool(env(), { home: 'Detroit Lions', away: 'Minnesota Vikings' }),
          await freshFreePool(env(), { home: 'Buffalo Bills', away: 'Miami Dolphins' }),
          await freshFreePool(env(), { home: 'Seattle Seahawks', away: 'Los Angeles Rams' }),
        ];
        const heardPools = (process: { app: typeof one.app }) => {
          const pools: number[] = [];
          const off = process.app.deps.bus.on(CHANNELS.pools, (payload) => {
            const poolId = (payload as { poolId?: unknown }).poolId;
            if (typeof poolId === 'number') pools.push(poolId);
          });
          cleanups.push(async () => off());
          return pools;
        };
        const streamOne = await SseReader.open(`${one.url}/api/pools/${watchedByOne}/events`);
        const streamTwo = await SseReader.open(`${two.url}/api/pools/${watchedByTwo}/events`);
        cleanups.push(async () => [streamOne, streamTwo].forEach((stream) => stream.close()));
        await streamOne.next('snapshot');
        await streamTwo.next('snapshot');
        // Process one also keeps a third pool's read (GET /api/pools/{id}), and so hears its changes.
        const pool = async (poolId: number) => (await new TestClient(one.app, one.url).get(`/api/pools/${poolId}`)).body as Pool;
        expect((await pool(readByOne)).currentParticipants).toBe(0);
        const heardByOne = heardPools(one);
        const heardByTwo = heardPools(two);

        const claimedOne = await claimOneByOne(env(), watchedByOne, 3, 'interest-one');
        const claimedTwo = await claimOneByOne(env(), watchedByTwo, 3, 'interest-two');
        await claimOneByOne(env(), readByOne, 2, 'interest-read');
        for (const [stream, claimed] of [[streamOne, claimedOne], [streamTwo, claimedTwo]] as const) {
          const seen = await watchUntil(stream, (s) => claimed.every((id) => s.squareIds.has(id)));
          expect(seen.versions).toEqual([...seen.versions].sort((a, b) => a - b));
        }
        await changesHeard(env(), one.app);
        await changesHeard(env(), two.app);
        expect(new Set(heardByOne)).toEqual(new Set([watchedByOne, readByOne]));
        expect(new Set(heardByTwo)).toEqual(new Set([watchedByTwo]));
        // The cached read followed its claims without being read again.
        one.app.deps.reads.stats(); // counts from here
        expect((await pool(readByOne)).currentParticipants).toBe(2);
        expect(one.app.deps.reads.stats().misses).toBe(0);

        // Nothing shown any more: the subscriptions go (after a while; here at once), and so do the events.
        streamOne.close();
        one.app.deps.reads.invalidateAll();
        // The stream's interest goes once its process sees the connection closed.
        await waitUntil(
          () => {
            one.app.deps.bus.unsubscribeIdle(0);
            return one.app.deps.bus.subscriptions === 0;
          },
          { what: 'process one to let go of every subscription once its stream closed', lastSeen: () => `${one.app.deps.bus.subscriptions} subscriptions` },
        );
        heardByOne.length = 0;
        await claimOneByOne(env(), watchedByOne, 1, 'interest-after', 10);
        await changesHeard(env(), one.app);
        await changesHeard(env(), two.app);
        expect(heardByOne).toEqual([]);
        // …and a pool read again is heard again, and current.
        expect((await pool(watchedByOne)).currentParticipants).toBe(4);
        expect(one.app.deps.bus.subscriptions).toBeGreaterThan(0);
      });
    }

    it('a relay that dies between commit and publish loses nothing: the next one publishes from the outbox, in order', async () => {
      const poolId = await freshFreePool(env());
      const stream = await SseReader.open(`${env().baseUrl}/api/pools/${poolId}/events`);
      cleanups.push(async () => stream.close());
      await stream.next('snapshot');

      // The relay is gone (on PostgreSQL its session ends, freeing the relay's lock); claims keep committing.
      await env().app.deps.relay.stop();
      const claimed = await claimOneByOne(env(), poolId, 5, 'orphaned');
      const waiting = (await outboxRows(env())).filter((row) => row.payload.poolId === poolId && row.payload.type === 'squares');
      expect(waiting).toHaveLength(5);
      await expect(stream.next('squares', 300)).rejects.toThrow(/no "squares" event/);

      // Another process takes the relay over (PGlite has one process: its relay comes back).
      if (kind === 'postgres') cleanups.push((await anotherProcess(env())).close);
      else env().app.deps.relay.start();
      const seen = await watchUntil(stream, (s) => claimed.every((id) => s.squareIds.has(id)));
      expect(seen.snapshots).toBe(0);
      expect(seen.versions).toEqual([...seen.versions].sort((a, b) => a - b));
      expect(seen.versions.at(-1)! - seen.versions[0]!).toBe(4);
      expect((await outboxRows(env())).filter((row) => row.payload.poolId === poolId)).toEqual([]);
    });

    if (kind === 'postgres') {
      it("a relay whose database session is cut from outside (a failover, pg_terminate_backend) stops relaying, takes over again, and loses nothing", async () => {
        const relay = env().app.deps.relay;
        await waitUntil(() => relay.isLeader, { what: 'the relay to lead' });
        const poolId = await freshFreePool(env());
        const stream = await SseReader.open(`${env().baseUrl}/api/pools/${poolId}/events`);
        cleanups.push(async () => stream.close());
        await stream.next('snapshot');

        const cut = await env().database.query<{ ended: boolean }>(
          'test_cut_relay',
          "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and application_name = $1",
          [RELAY_APPLICATION_NAME],
        );
        expect(cut.map((row) => row.ended)).toEqual([true]);
        const claimed = await claimOneByOne(env(), poolId, 3, 'cut-relay');
        // Heard once the relay has its lock back on a new session (within its takeover interval).
        const seen = await watchUntil(stream, (s) => claimed.every((id) => s.squareIds.has(id)));
        expect(seen.snapshots).toBe(0);
        expect(relay.isLeader).toBe(true);
      });
    }

    it("a score reaches every board of its game from the event itself: no process reads a pool again", async () => {
      const visitor = clientFor(env());
      const poolId = await freshFreePool(env());
      await changesHeard(env()); // the pools' own creation events, which would drop the reads below
      const { gameId } = (await visitor.get(`/api/pools/${poolId}`)).body as Pool;
      const pools = (await visitor.get(`/api/games/${gameId}/pools`)).body as Pool[];
      expect(pools.length).toBeGreaterThan(1);
      const streams = await Promise.all(pools.map((pool) => SseReader.open(`${env().baseUrl}/api/pools/${pool.id}/events`)));
      cleanups.push(async () => streams.forEach((stream) => stream.close()));
      for (const stream of streams) await stream.next('snapshot');
      // Read once more now that everything is settled: a first read whose load overlapped a late event of
      // an earlier test (a busy machine) was answered but not kept.
      await visitor.get(`/api/games/${gameId}/pools`);
      env().app.deps.reads.stats(); // counts from here

      await env().database.db.update(games).set({ status: '1q', quarter: 1, homeScore: 7 }).where(eq(games.id, gameId));
      for (const stream of streams) {
        const { pool } = poolChangedEventSchema.parse((await stream.next('pool')).data);
        expect(pool.game).toMatchObject({ id: gameId, homeScore: 7, awayScore: 0 });
      }
      expect((await visitor.get(`/api/games/${gameId}/pools`)).body).toEqual(expect.arrayContaining([expect.objectContaining({ game: expect.objectContaining({ homeScore: 7 }) })]));
      expect(env().app.deps.reads.stats().misses, 'pool reads taken again from the database').toBe(0);
    });

    it("a pool's status and drawn digits reach its boards from the event itself; a change to anything else reads the pool again", async () => {
      const visitor = clientFor(env());
      const poolId = await freshFreePool(env());
      await changesHeard(env());
      const stream = await SseReader.open(`${env().baseUrl}/api/pools/${poolId}/events`);
      cleanups.push(async () => stream.close());
      await stream.next('snapshot');
      const before = (await visitor.get(`/api/pools/${poolId}`)).body as Pool;
      env().app.deps.reads.stats(); // counts from here

      // Kickoff draws the digits and puts the pool in play: the event carries the new state.
      const rows = [3, 1, 4, 0, 5, 9, 2, 6, 8, 7];
      const columns = [2, 7, 1, 8, 0, 9, 3, 6, 4, 5];
      await env().database.db.update(pools).set({ status: 'active', rowDigits: rows, columnDigits: columns, drawnAt: env().now }).where(eq(pools.id, poolId));
      const skipped: Pool[] = [];
      const poolEventWhere = async (done: (pool: Pool) => boolean): Promise<Pool> => {
        // Another 'pool' event of this pool may come first on a busy machine: wait for the one that shows the change.
        skipped.length = 0;
        for (let seen = 0; seen < 5; seen++) {
          const { pool } = poolChangedEventSchema.parse((await stream.next('pool')).data);
          if (done(pool)) return pool;
          skipped.push(pool);
        }
        throw new Error('no pool event showed the change');
      };
      const streamed = await poolEventWhere((pool) => pool.status === 'active');
      const [row] = await env().database.db.select().from(pools).where(eq(pools.id, poolId));
      const expected = { status: 'active', digits: { rows, columns }, digitSets: null, draw: { commitment: before.draw.commitment, seed: row!.drawSeed, drawnAt: env().now.toISOString() } };
      expect(streamed).toMatchObject(expected);
      expect((await visitor.get(`/api/pools/${poolId}`)).body).toEqual({ ...before, ...expected });
      expect(env().app.deps.reads.stats().misses, 'pool reads taken again from the database').toBe(0);

      // A change the event does not carry (the limit per player) is read again, once.
      await env().database.db.update(pools).set({ maxSquaresPerPlayer: 7 }).where(eq(pools.id, poolId));
      expect((await poolEventWhere((pool) => pool.maxSquaresPerPlayer === 7)).maxSquaresPerPlayer).toBe(7);
      // Whatever came before it showed the pool as the kickoff left it, never older.
      for (const pool of skipped) expect(pool).toMatchObject(expected);
      expect(env().app.deps.reads.stats().misses).toBeGreaterThanOrEqual(1);
    });

    if (kind === 'postgres') {
      it('with DATABASE_SESSION_URL, LISTEN and the relay hold their sessions there; requests go through DATABASE_URL', async () => {
        // The session URL differs by its user here (both are superusers of this server); behind a pooler
        // in transaction mode it would be the direct address of the database.
        const sessionUrl = new URL(env().databaseUrl!);
        const sessionUser = sessionUrl.username === 'root' ? 'postgres' : 'root';
        sessionUrl.username = sessionUser;
        await env().app.deps.relay.stop(); // the other process becomes the relay
        const other = await anotherProcess(env(), undefined, sessionUrl.toString());
        cleanups.push(other.close);
        await waitUntil(() => other.app.deps.relay.isLeader, { what: "the other process's relay to lead" });

        const poolId = await freshFreePool(env());
        const stream = await SseReader.open(`${other.url}/api/pools/${poolId}/events`);
        cleanups.push(async () => stream.close());
        await stream.next('snapshot');
        const claimed = await claimOneByOne(env(), poolId, 1, 'session-url');
        const seen = await watchUntil(stream, (s) => claimed.every((id) => s.squareIds.has(id)));
        expect(seen.snapshots).toBe(0);

        const sessions = await env().database.query<{ usename: string; application_name: string }>(
          'test_session_users',
          'select usename, application_name from pg_stat_activity where datname = current_database() and application_name = any($1::text[])',
          [[RELAY_APPLICATION_NAME, LISTENER_APPLICATION_NAME]],
        );
        const bySessionUser = sessions.filter((s) => s.usename === sessionUser).map((s) => s.application_name).sort();
        expect(bySessionUser).toEqual([RELAY_APPLICATION_NAME, LISTENER_APPLICATION_NAME].sort());
      });
    }

    it('a version gap makes that stream, and no other, read one snapshot', async () => {
      const gapped = await freshFreePool(env());
      const other = await freshFreePool(env(), { home: 'Detroit Lions', away: 'Minnesota Vikings' });
      const streams = [
        await SseReader.open(`${env().baseUrl}/api/pools/${gapped}/events`),
        await SseReader.open(`${env().baseUrl}/api/pools/${other}/events`),
      ];
      cleanups.push(async () => streams.forEach((stream) => stream.close()));
      for (const stream of streams) await stream.next('snapshot');
      const gaps = async () => (await env().app.deps.metrics.registry.getSingleMetric('squares_sse_snapshots_total')!.get()).values.find((v) => v.labels.reason === 'gap')?.value ?? 0;
      const gapsBefore = await gaps();

      await env().app.deps.relay.stop();
      const claimed = await claimOneByOne(env(), gapped, 3, 'gap');
      const unaffected = await claimOneByOne(env(), other, 2, 'no-gap');
      // The second claim's event never arrives.
      const lost = (await outboxRows(env())).filter((row) => row.payload.poolId === gapped && row.payload.type === 'squares')[1]!;
      await env().database.query('test_lose_event', 'delete from realtime_events where id = $1', [lost.id]);
      env().app.deps.relay.start();

      const [withGap, without] = await Promise.all([
        watchUntil(streams[0]!, (s) => claimed.every((id) => s.squareIds.has(id))),
        watchUntil(streams[1]!, (s) => unaffected.every((id) => s.squareIds.has(id))),
      ]);
      expect(withGap.events.map((e) => e.event)).toEqual(['squares', 'snapshot']);
      expect((withGap.events[1]!.data as { squares: Square[] }).squares.map((s) => s.id)).toEqual(claimed);
      expect(without.events.map((e) => e.event)).toEqual(['squares', 'squares']);
      expect((await gaps()) - gapsBefore).toBe(1);

      // And the stream goes on from the snapshot's version.
      const next = await claimOneByOne(env(), gapped, 1, 'after-gap', 3);
      const after = await watchUntil(streams[0]!, (s) => s.squareIds.has(next[0]!));
      expect(after.events.map((e) => e.event)).toEqual(['squares']);
    });
  },
  { listen: true },
);
