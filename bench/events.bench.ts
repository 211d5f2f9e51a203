import { connect } from 'node:net';
import { loadavg } from 'node:os';
import pg from 'pg';
import { runClaimsPart } from './support/events-claims';
import { runProcessesPart } from './support/events-processes';
import { runStreamsPart } from './support/events-streams';
import { ensureBuilt, reachablePostgres } from './support/postgres-database';

/**
 * Events off the commit path, `npm run bench -- events`. Parts chosen by EVENTS_PARTS
 * (default all, in this order):
 * - claims: claims/s and commits/s with the relay (the database as migrated) vs the old per-row NOTIFY
 *   trigger, against the raw claim transaction run by pgbench in the same run (support/events-claims.ts).
 * - processes: database statements per claim with 1, 2 and 4 server processes, with and without
 *   watchers, over LISTEN/NOTIFY and (when a NATS server answers on 127.0.0.1:4222) NATS
 *   (EVENTS_TRANSPORTS=notify,nats); every claim must reach every watcher (support/events-processes.ts).
 * - streams: one process holding 20,000 streams (support/events-streams.ts).
 *
 * Prints the load average before and after each part, and what else was busy on PostgreSQL. Exits
 * non-zero when a correctness check fails (events lost, a board oversold), never on a missed target.
 */
const PARTS = (process.env.EVENTS_PARTS ?? 'claims,processes,streams').split(',').map((p) => p.trim());

const failures: string[] = [];

/** The load averages, and the other databases' busy sessions (the machine and its PostgreSQL are shared). */
async function machineNote(admin: string, when: string): Promise<void> {
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const { rows } = await client.query<{ busy: number; databases: number }>(
      `select count(*)::int as busy, count(distinct datname)::int as databases from pg_stat_activity
       where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    console.log(`\n[${when}] load average 1/5/15 min: ${one} / ${five} / ${fifteen}; other PostgreSQL sessions busy: ${rows[0]!.busy} (in ${rows[0]!.databases} databases)`);
  } finally {
    await client.end();
  }
}

/** Whether a NATS server answers on 127.0.0.1:4222 (the processes part then also runs with NATS_URL). */
function natsAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 4222, timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

ensureBuilt();
const admin = (await reachablePostgres('events')) ?? process.exit(0);
if (PARTS.includes('claims')) {
  await machineNote(admin, 'claims: before');
  await runClaimsPart(admin, failures);
  await machineNote(admin, 'claims: after');
}
if (PARTS.includes('processes')) {
  await machineNote(admin, 'processes: before');
  const transports = (process.env.EVENTS_TRANSPORTS ?? 'notify,nats').split(',').map((t) => t.trim());
  const nats = transports.includes('nats') && (await natsAnswers());
  await runProcessesPart(admin, [...(transports.includes('notify') ? (['notify'] as const) : []), ...(nats ? (['nats'] as const) : [])], failures);
  await machineNote(admin, 'processes: after');
}
if (PARTS.includes('streams')) {
  await machineNote(admin, 'streams: before');
  await runStreamsPart();
  await machineNote(admin, 'streams: after');
}
// The streams part sets process.exitCode itself when it broke.
if (failures.length > 0) {
  console.error(`\nEVENTS BENCH FAILED:\n${failures.slice(0, 20).map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
