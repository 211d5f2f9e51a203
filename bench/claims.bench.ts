import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { createSession } from '../src/server/auth/sessions';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedIfEmpty } from '../src/server/db/seed';
import { games, pools, squares, users } from '../src/server/db/schema';
import { createTierPools } from '../src/server/modules/pools';
import { createTestDatabase, isReachable, postgresAdminUrl } from '../tests/integration/support/postgres';
import { percentile } from './support/percentiles';
import { startServerProcesses } from './support/server-processes';
import { printTable } from './support/table';

/**
 * Claim throughput and latency against PostgreSQL: many free pools, PLAYERS concurrent players (each a
 * signed-in session looping claim after claim on random squares of random pools), spread over PROCESSES
 * server processes. Afterwards every pool is audited for overselling. Targets (issue 4): zero oversell,
 * p99 < 100 ms at 200 concurrent players, >= 1,000 claims/s on 2 cores.
 */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
const POOLS = Number(process.env.BENCH_POOLS ?? 300);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PROCESS_COUNTS = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);

const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const admin = postgresAdminUrl();
const reachable = await isReachable(admin);
if (!reachable.ok) {
  console.warn(`PostgreSQL not reachable (${reachable.reason}); the claim benchmark needs it.`);
  process.exit(0);
}

const rows: Record<string, string | number>[] = [];
for (const processes of PROCESS_COUNTS) {
  rows.push(await runOnce(processes));
}
printTable(
  `Claims — PostgreSQL 15, ${PLAYERS} concurrent players, ${POOLS} free pools, ${DURATION_S} s per run, single-square claims`,
  rows,
);

async function runOnce(processes: number): Promise<Record<string, string | number>> {
  const target = await createTestDatabase(admin);
  const database = await openDatabase({ databaseUrl: target.url });
  try {
    await runMigrations(database);
    const now = new Date();
    await seedIfEmpty(database.db, now);
    const { db } = database;
    const poolIds: number[] = [];
    for (let i = 0; i < POOLS; i++) {
      const [game] = await db
        .insert(games)
        .values({
          leagueId: 1,
          homeTeam: `Home ${i}`,
          awayTeam: `Away ${i}`,
          homeTeamColor: '#123456',
          awayTeamColor: '#654321',
          week: 'W11',
          gameDate: new Date(now.getTime() + 7 * 86_400_000),
        })
        .returning();
      poolIds.push((await createTierPools(db, game!.id)).find((p) => p.entryFeeCents === 0)!.id);
    }
    const players = await db
      .insert(users)
      .values(Array.from({ length: PLAYERS }, (_, i) => ({ email: `bench.${i}@example.com`, firstName: `B${i}` })))
      .returning();
    const cookies = await Promise.all(
      players.map(async (u) => `sq_session=${(await createSession(db, u, { ip: null, userAgent: null, method: 'password', now })).token}`),
    );

    const servers = await startServerProcesses(processes, target.url);
    try {
      const agent = new http.Agent({ keepAlive: true, maxSockets: PLAYERS });
      const latencies: number[] = [];
      const counts = { created: 0, refused: 0, other: 0 };
      const deadline = Date.now() + DURATION_S * 1000;
      const started = Date.now();
      await Promise.all(
        cookies.map(async (cookie, i) => {
          const base = new URL(servers.urls[i % servers.urls.length]!);
          while (Date.now() < deadline) {
            const poolId = poolIds[Math.floor(Math.random() * poolIds.length)]!;
            const body = JSON.stringify({ row: Math.floor(Math.random() * 10), column: Math.floor(Math.random() * 10) });
            const t0 = performance.now();
            const status = await post(agent, base, `/api/pools/${poolId}/squares`, body, cookie);
            latencies.push(performance.now() - t0);
            if (status === 201) counts.created++;
            else if (status === 409) counts.refused++;
            else counts.other++;
          }
        }),
      );
      const elapsed = (Date.now() - started) / 1000;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const audit = await auditPools(database.db, poolIds);
      return {
        processes,
        players: PLAYERS,
        attempts: latencies.length,
        'claimed (201)': counts.created,
        'refused (409)': counts.refused,
        errors: counts.other,
        'claims/s': Math.round(counts.created / elapsed),
        'requests/s': Math.round(latencies.length / elapsed),
        'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
        'p95 ms': Number(percentile(latencies, 95).toFixed(1)),
        'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
        'full pools': audit.full,
        oversell: audit.problems === 0 ? 'none' : `${audit.problems} PROBLEMS`,
      };
    } finally {
      await servers.stop();
    }
  } finally {
    await database.close();
    await target.drop();
  }
}

function post(agent: http.Agent, base: URL, path: string, body: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        hostname: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie, origin: base.origin },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Oversell audit: no pool above 100, no square twice, nobody above 5, full pools drawn. */
async function auditPools(db: Parameters<typeof createTierPools>[0], poolIds: number[]) {
  let problems = 0;
  let full = 0;
  const perPool = await db
    .select({ poolId: squares.poolId, n: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct (row, col))::int` })
    .from(squares)
    .groupBy(squares.poolId);
  for (const row of perPool) if (row.n > 100 || row.n !== row.distinct) problems++;
  const overLimit = await db
    .select({ poolId: squares.poolId })
    .from(squares)
    .groupBy(squares.poolId, squares.userId)
    .having(sql`count(*) > 5`);
  problems += overLimit.length;
  for (const id of poolIds) {
    const [pool] = await db.select().from(pools).where(eq(pools.id, id));
    const sold = perPool.find((r) => r.poolId === id)?.n ?? 0;
    if (sold === 100) {
      full++;
      if (pool!.status !== 'full' || !pool!.rowDigits) problems++;
    } else if (pool!.status !== 'open') problems++;
  }
  return { problems, full };
}
