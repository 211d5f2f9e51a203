import pg from 'pg';

/**
 * Transactions committed in one database during a load, from pg_stat_database.xact_commit. PostgreSQL
 * 15's backends report their counts at most once a second while busy and up to 10 s after they go
 * idle, so a reading is complete only after SETTLE_MS of quiet. What still commits in that quiet (the
 * relay's polling, the servers' tickers) is measured first (`baseline`) and taken out of each load's
 * count at that rate.
 */
const SETTLE_MS = 11_000;
/** How long the idle rate is measured. */
const IDLE_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class CommitMeter {
  private last = { commits: 0, at: 0 };
  private idlePerMs = 0;

  private constructor(
    private readonly client: pg.Client,
    private readonly database: string,
  ) {}

  /** Reads through its own connection to `adminUrl` (another database, so its reads are not counted). */
  static async open(adminUrl: string, databaseUrl: string): Promise<CommitMeter> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    return new CommitMeter(client, decodeURIComponent(new URL(databaseUrl).pathname.slice(1)));
  }

  /** Waits for the counts to settle, then measures the idle commit rate; the next load counts from here. */
  async baseline(): Promise<{ idlePerS: number }> {
    await sleep(SETTLE_MS);
    const start = await this.reading();
    await sleep(IDLE_MS);
    this.last = await this.reading();
    this.idlePerMs = (this.last.commits - start.commits) / (this.last.at - start.at);
    return { idlePerS: this.idlePerMs * 1000 };
  }

  /** Runs `load` and counts its commits (after SETTLE_MS, with the idle commits around it taken out). */
  async during<T>(load: () => Promise<T>): Promise<{ value: T; commits: number; seconds: number }> {
    const started = performance.now();
    const value = await load();
    const loadMs = performance.now() - started;
    await sleep(SETTLE_MS);
    const now = await this.reading();
    const idleMs = now.at - this.last.at - loadMs;
    const commits = Math.round(now.commits - this.last.commits - this.idlePerMs * idleMs);
    this.last = now;
    return { value, commits, seconds: loadMs / 1000 };
  }

  async close(): Promise<void> {
    await this.client.end();
  }

  private async reading(): Promise<{ commits: number; at: number }> {
    const { rows } = await this.client.query<{ commits: string }>('select xact_commit as commits from pg_stat_database where datname = $1', [this.database]);
    return { commits: Number(rows[0]?.commits ?? 0), at: performance.now() };
  }
}
