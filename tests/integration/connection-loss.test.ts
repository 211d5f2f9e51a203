import { expect, it } from 'vitest';
import { poolSnapshotEventSchema, squaresClaimedEventSchema } from '../../src/domain/schemas';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseLogger } from '../../src/server/db/client';
import { withLease } from '../../src/server/jobs/lease';
import { LISTENER_APPLICATION_NAME } from '../../src/server/realtime/listener';
import { signedInPlayer } from './support/client';
import { describeEachDatabase, type TestEnv } from './support/harness';
import { freshFreePool } from './support/pools';
import { SseReader } from './support/sse';
import { waitUntil } from '../support/wait-until';

/** The backends of this test database's notification listener (pg_stat_activity), by pid. */
async function listenerPids(env: TestEnv): Promise<number[]> {
  const rows = await env.database.query<{ pid: number }>(
    'listener_pids',
    'select pid from pg_stat_activity where application_name = $1 and datname = current_database() order by pid',
    [LISTENER_APPLICATION_NAME],
  );
  return rows.map((row) => Number(row.pid));
}

async function terminate(env: TestEnv, pid: number): Promise<void> {
  const [row] = await env.database.query<{ ended: boolean }>('terminate_backend', 'select pg_terminate_backend($1) as ended', [pid]);
  expect(row?.ended).toBe(true);
}

describeEachDatabase(
  'losing database connections',
  (env, kind) => {
    if (kind === 'pglite') {
      it.skip('lost connections — not applicable on PGlite: the embedded database runs in-process, with no connection to lose', () => {});
      return;
    }

    it('logs an idle pool connection that the server ended, and keeps working', async () => {
      const warnings: { details: Record<string, unknown>; message: string }[] = [];
      const logger: DatabaseLogger = { warn: (details, message) => void warnings.push({ details, message }) };
      const other = await openDatabase({ databaseUrl: env().databaseUrl, poolSize: 1, logger });
      try {
        const [own] = await other.query<{ pid: number }>('own_pid', 'select pg_backend_pid() as pid', []);
        await terminate(env(), Number(own!.pid));
        const warning = await waitUntil(() => warnings[0], { what: 'the idle-connection warning' });
        expect(warning.message).toMatch(/idle PostgreSQL connection failed/);
        expect(String((warning.details.err as Error).message)).toMatch(/terminat/i);
        // The pool replaced the lost connection.
        await other.ping();
      } finally {
        await other.close();
      }
    });

    it('fails the work of a connection ended while in use, not the process, and replaces the connection', async () => {
      // Checked out, a pg client is no longer heard by the pool: an 'error' from its server between two
      // statements of a transaction, or while a job holds its lease, was an uncaught exception.
      const warnings: string[] = [];
      const logger: DatabaseLogger = { warn: (_details, message) => void warnings.push(message) };
      const other = await openDatabase({ databaseUrl: env().databaseUrl, poolSize: 1, logger });
      try {
        const inTransaction = other.db.transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
          const [own] = rows;
          await terminate(env(), Number(own!.pid));
          await waitUntil(() => warnings.find((message) => /in use failed/.test(message)), { what: 'the in-use warning' });
          await tx.execute(sql`select 1`);
        });
        await expect(inTransaction).rejects.toThrow();

        // A job's lease: its session ends while the job runs; the job's own work is done, the lease
        // (gone with the session) is not an error to report, and the next run takes the lease again.
        warnings.length = 0;
        const leaseKey = 4_242_001;
        const first = await withLease(other, leaseKey, async () => {
          const [holder] = await env().database.query<{ pid: number }>(
            'lease_holder',
            'select pid from pg_locks where locktype = $1 and objid = $2 and granted',
            ['advisory', leaseKey],
          );
          await terminate(env(), Number(holder!.pid));
          await waitUntil(() => warnings.find((message) => /in use failed/.test(message)), { what: 'the in-use warning' });
          return 'done';
        });
        expect(first).toEqual({ ran: true, value: 'done' });
        expect(await withLease(other, leaseKey, async () => 'again')).toEqual({ ran: true, value: 'again' });
        await other.ping();
      } finally {
        await other.close();
      }
    });

    it('reconnects a lost LISTEN connection: live boards resync with a snapshot and keep updating', async () => {
      const poolId = await freshFreePool(env(), { home: 'Detroit Lions', away: 'Minnesota Vikings' });
      const holder = await signedInPlayer(env());
      await holder.client.post(`/api/pools/${poolId}/squares`, { row: 0, column: 0 });

      const board = await SseReader.open(`${env().baseUrl}/api/pools/${poolId}/events`);
      const myPools = await SseReader.open(`${env().baseUrl}/api/user-pools/events`, {
        cookie: [...holder.client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      });
      try {
        await board.next('snapshot');
        expect(myPools.status).toBe(200);

        const [listener] = await listenerPids(env());
        expect(listener, 'the listener names itself in pg_stat_activity').toBeDefined();
        await terminate(env(), listener!);
        await waitUntil(async () => !(await listenerPids(env())).includes(listener!), { what: 'the old listener backend to go' });

        // Claimed in the gap (the listener reconnects after a backoff): its notification is lost, so the
        // board must learn of it from the snapshot sent once the listener is back.
        const other = await signedInPlayer(env());
        expect((await other.client.post(`/api/pools/${poolId}/squares`, { row: 3, column: 3 })).status).toBe(201);

        // The resync snapshot has it — unless, on a busy machine, the listener was back before the claim
        // committed: then its own event brings it. Either way the board ends up with both squares.
        const resync = poolSnapshotEventSchema.parse((await board.next('snapshot')).data);
        const known = new Set(resync.squares.map((s) => `${s.row},${s.column}`));
        while (!known.has('3,3')) {
          for (const s of squaresClaimedEventSchema.parse((await board.next('squares')).data).squares) known.add(`${s.row},${s.column}`);
        }
        expect([...known].sort()).toEqual(['0,0', '3,3']);
        // The player's own stream follows too (a late event of the first claim may come before).
        type MyPoolEvent = { pool: { id: number; currentParticipants: number } };
        let mine = (await myPools.next('pool')).data as MyPoolEvent;
        while (mine.pool.currentParticipants < 2) mine = (await myPools.next('pool')).data as MyPoolEvent;
        expect(mine.pool).toMatchObject({ id: poolId, currentParticipants: 2 });

        const [again] = await listenerPids(env());
        expect(again).toBeDefined();
        expect(again).not.toBe(listener);

        // After the reconnect, claims stream as before.
        await other.client.post(`/api/pools/${poolId}/squares`, { row: 5, column: 6 });
        // (A late event of a claim the board already shows may come first: skipped.)
        let claimed = squaresClaimedEventSchema.parse((await board.next('squares')).data);
        while (claimed.squares.every((s) => known.has(`${s.row},${s.column}`))) claimed = squaresClaimedEventSchema.parse((await board.next('squares')).data);
        expect(claimed.squares.map((s) => [s.row, s.column])).toEqual([[5, 6]]);
        expect(claimed.currentParticipants).toBe(3);
      } finally {
        board.close();
        myPools.close();
      }
    });
  },
  { listen: true },
);
