import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { firstRow } from './payments-audit';

/**
 * The raw claim transaction, as pgbench runs it: one claim's compare-and-set on its own
 * (modules/squares/claim-batch.ts: bump the pool's version if it is still the one checked, the pool
 * open and its game not started, and insert the square in the same statement; the app batches claims
 * under a rush, this yardstick never does),
 * prepared, on free squares, with as many clients as the app's connection pool. What the database can
 * do for a claim with no application around it: the yardstick of the app's claim saturation.
 *
 * Each client claims in pools of its own, one square after another, so it knows each pool's version
 * without reading it (its k-th claim in a pool checks version k, the pool's sold count) and no claim
 * ever loses a race: every transaction inserts one square. The pools are private copies of a bench
 * game's free pool (never listed, never claimed by the app).
 */
const SCRIPT = String.raw`
\set n :n + 1
\set sold :n / :per_client
\set pool :base + :client_id * :per_client + :n % :per_client
\set r :sold / 10
\set c :sold % 10
\if :sold < 100
with bumped as (
  update pools set version = pools.version + 1, updated_at = now()
  from games
  where pools.id = :pool and pools.version = :sold and pools.status = 'open'
    and games.id = pools.game_id and games.game_date > now()
  returning pools.id
)
insert into squares (pool_id, user_id, "row", col, purchase_price_cents, purchased_at)
select bumped.id, :uid::uuid, wanted.r, wanted.c, 0, now()
from bumped cross join unnest(array[:r::int], array[:c::int]) as wanted(r, c)
returning id, pool_id, user_id, "row", col, purchase_price_cents, purchased_at;
\else
select 1;
\endif
`;

export interface RawClaims {
  /** Claims committed per second (pgbench's tps, less any transaction that claimed nothing). */
  perS: number;
  transactions: number;
  squares: number;
}

/** Pools a client has (100 claims each): room for PER_CLIENT * 100 claims per client, ~20,000/s for 10 s at 20 clients. */
const PER_CLIENT = 100;

/** Adds the pgbench pools (copies of `templatePoolId`) to the database; returns the first one's id. */
export async function addPgbenchPools(db: Db, templatePoolId: number, clients: number): Promise<number> {
  const count = clients * PER_CLIENT;
  const made = await firstRow<{ first: number; last: number; n: number }>(
    db,
    sql`with made as (
      insert into pools (game_id, name, entry_fee_cents, house_fee_bps, payout_scheme, payout_bps, is_private, max_participants,
        max_squares_per_player, status, draw_commitment, draw_seed, created_at, updated_at)
      select game_id, 'pgbench ' || g, 0, house_fee_bps, payout_scheme, payout_bps, true, 100, 100, 'open', draw_commitment, draw_seed, created_at, updated_at
      from pools cross join generate_series(1, ${count}) g where id = ${templatePoolId}
      returning id
    ) select min(id)::int as first, max(id)::int as last, count(*)::int as n from made`,
  );
  // The script finds a client's pools by arithmetic on their ids.
  if (made.n !== count || made.last - made.first + 1 !== count) throw new Error(`pgbench pools: ${made.n} made, ids ${made.first}..${made.last}`);
  return made.first;
}

/** Runs the raw claim transaction for `seconds` with `clients` connections to `databaseUrl`. */
export async function runRawClaims(db: Db, databaseUrl: string, options: { firstPoolId: number; clients: number; seconds: number; userId: string }): Promise<RawClaims> {
  const dir = mkdtempSync(path.join(tmpdir(), 'squares-bench-pgbench-'));
  const script = path.join(dir, 'claim.sql');
  writeFileSync(script, SCRIPT);
  const url = new URL(databaseUrl);
  const args = [
    ...['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username) || 'postgres'],
    ...['-n', '-M', 'prepared', '-c', String(options.clients), '-j', '2', '-T', String(options.seconds)],
    ...['-D', 'n=-1', '-D', `base=${options.firstPoolId}`, '-D', `per_client=${PER_CLIENT}`, '-D', `uid=${options.userId}`],
    ...['-f', script, decodeURIComponent(url.pathname.slice(1))],
  ];
  const before = await squaresIn(db, options);
  try {
    const output = await run('pgbench', args, url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {});
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1]);
    if (!Number.isFinite(tps) || !Number.isFinite(transactions)) throw new Error(`pgbench said:\n${output}`);
    const squares = (await squaresIn(db, options)) - before;
    return { perS: transactions > 0 ? (tps * squares) / transactions : 0, transactions, squares };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function squaresIn(db: Db, options: { firstPoolId: number; clients: number }): Promise<number> {
  const last = options.firstPoolId + options.clients * PER_CLIENT - 1;
  return (await firstRow<{ n: number }>(db, sql`select count(*)::int as n from squares where pool_id between ${options.firstPoolId} and ${last}`)).n;
}

function run(command: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`pgbench exited with ${code}:\n${output}`))));
  });
}
