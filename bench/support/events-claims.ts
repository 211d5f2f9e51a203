import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { auditPools, benchFreePools, freeSquares, runClaimLoad, type ClaimLoad, type ClaimLoadResult } from './claim-load';
import type { Db } from '../../src/server/db/client';
import { withAdmin } from '../../tests/integration/support/postgres';
import { CommitMeter } from './commit-meter';
import { firstRow } from './payments-audit';
import { percentile } from './percentiles';
import { addPgbenchPools, runRawClaims } from './pgbench-claims';
import { signedInPlayers } from './players';
import { freshPostgresDatabase } from './postgres-database';
import { startServerProcesses } from './server-processes';
import { statementCounter, statementsBetween, type StatementCounts } from './statement-counts';
import { printTable } from './table';

/**
 * Part `claims` of events.bench.ts: one server process on PostgreSQL, PLAYERS players, in two modes on
 * fresh databases: 'relay' (the database as migrated: events go to the outbox, a relay publishes them
 * in batches) and 'old trigger' (per-row-notify.sql: every claim's commit runs pg_notify, with one
 * LISTEN connection open as each process had). In each: the raw claim transaction with pgbench
 * (pgbench-claims.ts, before the server starts), then the app's claims: RATE claims/s offered (open
 * loop) and saturation (closed loop), with the commits they caused (pg_stat_database, commit-meter.ts).
 * Targets: saturation >= 0.60 of raw with the relay, p99 < 100 ms at 1,000/s.
 */
const PLAYERS = Number(process.env.EVENTS_PLAYERS ?? 200);
const POOLS = Number(process.env.EVENTS_POOLS ?? 600);
const SECONDS = Number(process.env.EVENTS_SECONDS ?? 10);
const RATE = Number(process.env.EVENTS_CLAIM_RATE ?? 1000);
const WARMUP_S = 5;
/** The app's connection pool (db/client.ts), so pgbench runs as many connections as one process has. */
const CONNECTIONS = 20;
type Mode = 'relay' | 'old trigger';
/** In this order (EVENTS_MODES=old,relay to swap them). */
const MODES: Mode[] = (process.env.EVENTS_MODES ?? 'relay,old').split(',').map((m) => (m.trim() === 'relay' ? 'relay' : 'old trigger'));
const OLD_TRIGGER_SQL = path.join(path.dirname(fileURLToPath(import.meta.url)), 'per-row-notify.sql');

type Row = Record<string, string | number>;
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

export async function runClaimsPart(admin: string, failures: string[]): Promise<void> {
  const summary: Row[] = [];
  const details: Row[] = [];
  for (const mode of MODES) {
    const result = await runMode(admin, mode);
    summary.push(result.summary);
    details.push(...result.details);
    if (result.oversold > 0) failures.push(`${mode}: ${result.oversold} pools oversold or inconsistent`);
  }
  printTable(
    `Claims with the relay vs the old trigger — PostgreSQL 15, one server process, ${PLAYERS} players, ${SECONDS} s per load; ` +
      `raw = pgbench running the claim's statement with ${CONNECTIONS} connections; saturation = closed loop; commits/s at saturation ` +
      `(pg_stat_database); targets: ratio >= 0.60 with the relay, p99 < 100 ms at ${RATE.toLocaleString('en-US')}/s offered`,
    summary,
  );
  printTable('Claims by load (open N/s = N claims/s offered, latency from when each was due; closed = saturation)', details);
}

async function runMode(admin: string, mode: Mode): Promise<{ summary: Row; details: Row[]; oversold: number }> {
  const now = new Date();
  const { url, database, close } = await freshPostgresDatabase(admin, now);
  let listener: pg.Client | null = null;
  const notifications = { pool: 0 };
  try {
    const { db } = database;
    const poolIds = await benchFreePools(db, POOLS, now);
    const players = await signedInPlayers(db, PLAYERS, now);
    const firstPgbenchPool = await addPgbenchPools(db, poolIds[0]!, CONNECTIONS);
    if (mode === 'old trigger') {
      await withAdmin(url, (client) => client.query(readFileSync(OLD_TRIGGER_SQL, 'utf8')));
      // Each process of the old design held one LISTEN connection, which a notifying commit must signal.
      listener = new pg.Client({ connectionString: url });
      await listener.connect();
      listener.on('notification', () => notifications.pool++);
      await listener.query('LISTEN pool_events; LISTEN league_events');
    }
    const raw = await runRawClaims(db, url, { firstPoolId: firstPgbenchPool, clients: CONNECTIONS, seconds: SECONDS, userId: players[0]!.user.id });
    // The outbox rows of the set-up and of pgbench are not the app's: the relay need not publish them.
    const outboxBefore = await clearOutbox(db);
    // pgbench's writes flushed now, not by a checkpoint in the middle of the app's loads.
    await withAdmin(url, (client) => client.query('checkpoint'));
    const heardBefore = notifications.pool;

    const counter = statementCounter();
    const servers = await startServerProcesses(1, url, counter.env);
    const meter = await CommitMeter.open(admin, url);
    const cookies = players.map((p) => p.cookie);
    const next = freeSquares(poolIds);
    const take = () => next.take();
    /** A load and the statements the server sent meanwhile. */
    const load = (kind: ClaimLoad) => async () => {
      const before = await counter.read();
      const result = await runClaimLoad(servers.urls, cookies, take, kind, SECONDS);
      const ran = statementsBetween(before, await counter.read());
      return { result, statements: ran.total, ran };
    };
    try {
      await runClaimLoad(servers.urls, cookies, take, { kind: 'open', rate: 500 }, WARMUP_S);
      const { idlePerS } = await meter.baseline();
      const open = await meter.during(load({ kind: 'open', rate: RATE }));
      const closed = await meter.during(load({ kind: 'closed' }));
      const audit = await auditPools(db, poolIds);
      const outboxRows = outboxBefore < 0 ? -1 : (await outboxRowsWritten(db)) - outboxBefore;
      const notes = `idle ${fixed(idlePerS)} commits/s; NOTIFYs heard ${(notifications.pool - heardBefore).toLocaleString('en-US')}; outbox rows ${outboxRows < 0 ? '-' : outboxRows.toLocaleString('en-US')}`;
      const saturation = closed.value.result.created / closed.value.result.elapsedS;
      printStatementsPerClaim(mode, closed.value.result.created, closed.value.ran);
      return {
        oversold: audit.problems,
        summary: {
          mode,
          'raw pgbench tx/s': Math.round(raw.perS),
          'claims/s saturation': Math.round(saturation),
          'ratio to raw': fixed(saturation / raw.perS, 2),
          'commits/s': Math.round(closed.commits / closed.value.result.elapsedS),
          [`p99 @${RATE.toLocaleString('en-US')}/s offered ms`]: fixed(percentile(open.value.result.latencies, 99)),
          errors: open.value.result.other + closed.value.result.other,
          oversold: audit.problems === 0 ? 'none' : `${audit.problems} PROBLEMS`,
          'full pools': audit.full,
          notes,
        },
        details: [loadRow(mode, `open ${RATE}/s`, open), loadRow(mode, 'closed', closed)],
      };
    } finally {
      await meter.close();
      await servers.stop();
      counter.close();
    }
  } finally {
    await listener?.end();
    await close();
  }
}

function loadRow(mode: Mode, load: string, measured: { value: { result: ClaimLoadResult; statements: number }; commits: number }): Row {
  const { result, statements } = measured.value;
  const claims = Math.max(1, result.created);
  return {
    mode,
    load,
    attempts: result.latencies.length,
    'claimed (201)': result.created,
    'refused (409)': result.refused,
    errors: result.other,
    'claims/s': Math.round(result.created / result.elapsedS),
    'commits/s': Math.round(measured.commits / result.elapsedS),
    'commits/claim': fixed(measured.commits / claims, 2),
    'statements/claim': fixed(statements / claims, 2),
    'p50 ms': fixed(percentile(result.latencies, 50)),
    'p95 ms': fixed(percentile(result.latencies, 95)),
    'p99 ms': fixed(percentile(result.latencies, 99)),
  };
}

/** Empties the outbox (migration 0019) where there is one; returns its rows written so far, or -1 without it. */
async function clearOutbox(db: Db): Promise<number> {
  const written = await outboxRowsWritten(db);
  if (written >= 0) await db.execute(sql`delete from realtime_events`);
  return written;
}

/** Rows ever written to the outbox (its id sequence, which the relay's deletes leave alone), or -1 without one. */
async function outboxRowsWritten(db: Db): Promise<number> {
  const row = await firstRow<{ seq: string | null }>(
    db,
    sql`select case when to_regclass('realtime_events') is null then null else pg_get_serial_sequence('realtime_events', 'id') end as seq`,
  );
  if (!row.seq) return -1;
  const last = await firstRow<{ n: string }>(db, sql.raw(`select (case when is_called then last_value else 0 end)::text as n from ${row.seq}`));
  return Number(last.n);
}

/** The statements the server sent per claim at saturation, most frequent first: where a claim's database work goes. */
function printStatementsPerClaim(mode: Mode, claims: number, ran: StatementCounts): void {
  const rows = [...ran.byStatement.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([statement, n]) => ({ statement, 'per claim': fixed(n / Math.max(1, claims), 3) }));
  printTable(`${mode}: statements per claim at saturation, by statement (top 8)`, rows);
}
