import { expect, it } from 'vitest';
import { poolChangedEventSchema, poolSnapshotEventSchema, squaresClaimedEventSchema } from '../../src/domain/schemas';
import { openDatabase } from '../../src/server/db/client';
import { freePort } from '../support/free-port';
import { clientFor, signedInPlayer } from './support/client';
import { describeEachDatabase, testConfig } from './support/harness';
import { manyPlayers } from './support/players';
import { freshFreePool } from './support/pools';
import { SseReader } from './support/sse';
import { startApp } from './support/app';

describeEachDatabase(
  'live board (Server-Sent Events)',
  (env, kind) => {
    it('starts with a snapshot, then streams each claim and the draw as they commit', async () => {
      const poolId = await freshFreePool(env());
      const first = await signedInPlayer(env());
      await first.client.post(`/api/pools/${poolId}/squares`, { row: 2, column: 2 });

      const stream = await SseReader.open(`${env().baseUrl}/api/pools/${poolId}/events`);
      try {
        expect(stream.status).toBe(200);
        expect(stream.contentType).toContain('text/event-stream');
        const snapshot = poolSnapshotEventSchema.parse((await stream.next('snapshot')).data);
        expect(snapshot.pool.id).toBe(poolId);
        expect(snapshot.squares.map((s) => [s.row, s.column])).toEqual([[2, 2]]);

        const second = await signedInPlayer(env());
        await second.client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 7, column: 1 }, { row: 7, column: 2 }] });
        const claimed = squaresClaimedEventSchema.parse((await stream.next('squares')).data);
        expect(claimed.squares.map((s) => [s.row, s.column, s.userId])).toEqual([
          [7, 1, second.user.id],
          [7, 2, second.user.id],
        ]);
        expect(claimed.currentParticipants).toBe(3);

        // A refused claim sends nothing; filling the board sends the draw.
        expect((await second.client.post(`/api/pools/${poolId}/squares`, { row: 2, column: 2 })).status).toBe(409);
        const fillers = await manyPlayers(env(), 20, 'live-filler');
        const free = Array.from({ length: 100 }, (_, i) => ({ row: Math.floor(i / 10), column: i % 10 })).filter(
          (c) => !['2,2', '7,1', '7,2'].includes(`${c.row},${c.column}`),
        );
        for (let p = 0; free.length > 0; p++) {
          await fillers[p]!.client.post(`/api/pools/${poolId}/squares`, { squares: free.splice(0, 5) });
        }
        const changed = poolChangedEventSchema.parse((await stream.next('pool')).data);
        expect(changed.pool).toMatchObject({ id: poolId, status: 'full', currentParticipants: 100 });
        expect(changed.pool.digits).not.toBeNull();
        expect(changed.pool.draw.seed).toMatch(/^[0-9a-f]{64}$/);
      } finally {
        stream.close();
      }
    });

    it('every watcher of a board gets each claim (loaded once for all of them), in order', async () => {
      const poolId = await freshFreePool(env());
      const watchers = await Promise.all(Array.from({ length: 5 }, () => SseReader.open(`${env().baseUrl}/api/pools/${poolId}/events`)));
      try {
        for (const watcher of watchers) await watcher.next('snapshot');
        const player = await signedInPlayer(env());
        await player.client.post(`/api/pools/${poolId}/squares`, { row: 4, column: 4 });
        await player.client.post(`/api/pools/${poolId}/squares`, { row: 4, column: 5 });
        for (const watcher of watchers) {
          const first = squaresClaimedEventSchema.parse((await watcher.next('squares')).data);
          const second = squaresClaimedEventSchema.parse((await watcher.next('squares')).data);
          expect(first.squares.map((s) => [s.row, s.column])).toEqual([[4, 4]]);
          expect(second.squares.map((s) => [s.row, s.column])).toEqual([[4, 5]]);
          expect(second.currentParticipants).toBe(2);
        }
      } finally {
        for (const watcher of watchers) watcher.close();
      }
    });

    it('resumes cleanly: a reconnection starts from a fresh snapshot', async () => {
      const poolId = await freshFreePool(env());
      const player = await signedInPlayer(env());
      const stream = await SseReader.open(`${env().baseUrl}/api/pools/${poolId}/events`);
      await stream.next('snapshot');
      stream.close();
      await player.client.post(`/api/pools/${poolId}/squares`, { row: 9, column: 0 });
      const again = await SseReader.open(`${env().baseUrl}/api/pools/${poolId}/events`, { 'last-event-id': '1' });
      try {
        const snapshot = poolSnapshotEventSchema.parse((await again.next('snapshot')).data);
        expect(snapshot.squares.map((s) => [s.row, s.column])).toEqual([[9, 0]]);
      } finally {
        again.close();
      }
    });

    it('answers 404 for an unknown pool and 400 for a bad id', async () => {
      expect((await clientFor(env()).get('/api/pools/987654/events')).status).toBe(404);
      expect((await clientFor(env()).get('/api/pools/x/events')).status).toBe(400);
    });

    // PGlite is single-process by design, so only PostgreSQL has a second process to notify.
    if (kind === 'postgres') it('carries events across processes through PostgreSQL LISTEN/NOTIFY', async () => {
      const poolId = await freshFreePool(env());
      // A second, independent app instance on the same database (its own connection pool and listener).
      const otherDb = await openDatabase({ databaseUrl: env().databaseUrl });
      const port = await freePort();
      const other = await startApp(
        { config: testConfig({ databaseUrl: env().databaseUrl, publicUrl: `http://127.0.0.1:${port}`, dataDir: env().config.dataDir }), database: otherDb, clock: () => env().now });
      await other.listen({ port, host: '127.0.0.1' });
      const stream = await SseReader.open(`http://127.0.0.1:${port}/api/pools/${poolId}/events`);
      try {
        await stream.next('snapshot');
        const player = await signedInPlayer(env());
        await player.client.post(`/api/pools/${poolId}/squares`, { row: 4, column: 6 });
        const claimed = squaresClaimedEventSchema.parse((await stream.next('squares')).data);
        expect(claimed.squares.map((s) => [s.row, s.column])).toEqual([[4, 6]]);
      } finally {
        stream.close();
        await other.close();
        await otherDb.close();
      }
    });

    it('closes open streams at shutdown instead of waiting for them', async () => {
      const poolId = await freshFreePool(env());
      const port = await freePort();
      const config = testConfig({ databaseUrl: env().databaseUrl, publicUrl: `http://127.0.0.1:${port}`, dataDir: env().config.dataDir });
      const app = await startApp({ config, database: env().database, clock: () => env().now });
      await app.listen({ port, host: '127.0.0.1' });
      const stream = await SseReader.open(`http://127.0.0.1:${port}/api/pools/${poolId}/events`);
      await stream.next('snapshot');
      // The client holds on to its stream: had the server waited for it, close would never finish (the
      // test would time out). Instead the server ends the stream itself, and close finishes.
      const closed = app.close();
      while (await stream.nextAny()); // read on to the stream's end, which only the server can make
      await closed;
      stream.close();
    });
  },
  { listen: true },
);
