import pg from 'pg';

/**
 * What one PostgreSQL database ran over a window, from its statistics views: transactions
 * (pg_stat_database) and reads per table (pg_stat_user_tables: sequential plus index scans). Used to
 * tell whether the server read the database for something (e.g. a storm of snapshots) while its jobs
 * go on querying on their own ticks: the window is compared with an idle window before it.
 *
 * PostgreSQL 15 reports a backend's counts when it goes idle, at the latest 10 s after its previous
 * report: read the counts STATS_FLUSH_MS after the work, and keep the idle window as long.
 */
export const STATS_FLUSH_MS = 11_000;

/** The database's counts at one moment (performance.now()). */
export interface DatabaseCounts {
  at: number;
  transactions: number;
  scans: Map<string, number>;
}

/**
 * The counts now, of the database at `url`. The transactions are read over a connection to `adminUrl`
 * (another database), the tables over one to the database itself, whose own query then counts in the
 * next window: each window holds one.
 */
export async function databaseCounts(adminUrl: string, url: string): Promise<DatabaseCounts> {
  const scans = await query<{ relname: string; n: string }>(url, 'select relname, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as n from pg_stat_user_tables', []);
  const database = new URL(url).pathname.slice(1);
  const [row] = await query<{ n: string }>(adminUrl, 'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1', [database]);
  return { at: performance.now(), transactions: Number(row?.n ?? Number.NaN), scans: new Map(scans.map((r) => [r.relname, Number(r.n)])) };
}

async function query<Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[]): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * What the database ran from `from` to `to` against the idle window `idle` -> `from` scaled to the same
 * length: its transactions, what an idle window as long ran, and the tables read more often than when
 * idle with the excess (rounded), e.g. "squares 200, pools 3" (a board read from the database shows up
 * as reads of its tables), '' when none.
 */
export function beyondIdle(idle: DatabaseCounts, from: DatabaseCounts, to: DatabaseCounts): { transactions: number; idleTransactions: number; tables: string } {
  const scale = (to.at - from.at) / (from.at - idle.at);
  const excess: string[] = [];
  for (const [table, scans] of to.scans) {
    const before = from.scans.get(table) ?? 0;
    const more = Math.round(scans - before - scale * (before - (idle.scans.get(table) ?? 0)));
    if (more > 0) excess.push(`${table} ${more}`);
  }
  return {
    transactions: to.transactions - from.transactions,
    idleTransactions: Math.round(scale * (from.transactions - idle.transactions)),
    tables: excess.join(', '),
  };
}
