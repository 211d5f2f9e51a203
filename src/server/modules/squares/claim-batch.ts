import type { Database } from '../../db/client';
import type { PoolRow, SquareRow } from '../../db/schema';

/** One optimistic claim's compare-and-set: the pool version it was checked against and what it inserts. */
export interface CompareAndSet {
  pool: Pick<PoolRow, 'id' | 'version' | 'entryFeeCents'>;
  userId: string;
  squares: readonly { row: number; column: number }[];
  now: Date;
}

/**
 * The compare-and-set of claims of different pools (one or many) in one statement: each bumps its pool's
 * version only if it is still the version checked (and the pool is open and before kickoff) and inserts
 * its squares in that same statement. A claim whose pool moved on bumps nothing and inserts nothing, the
 * others go through. One round trip and one commit (one WAL flush) for all of them. A pool whose row another transaction holds locked is skipped, not waited for (that
 * claim inserts nothing and is checked again on a fresh read, and after a few tries takes the locked
 * path, which waits in a transaction of its own): a batch never stalls the claims of other pools behind
 * one busy row (a kickoff herd, another process's claim that completes a board).
 * A player under a time-out or self-exclusion (D23) inserts nothing here either: like a claim whose pool
 * moved on, theirs ends on the locked path, where the rule (domain/play-restrictions.ts) refuses or allows it
 * in the transaction, so a restriction holds on both paths while other players' claims pay one index probe.
 */
const compareAndSetStatement = (lockWait: 'skip locked' | '') => `
  with wanted as (
    select * from unnest($1::int[], $2::int[], $3::timestamptz[], $4::uuid[], $5::int[]) as w(pool_id, version, at, user_id, price)
  ),
  lockable as (
    select pools.id from pools join wanted on wanted.pool_id = pools.id
    where pools.version = wanted.version and pools.status = 'open'
    for update of pools ${lockWait}
  ),
  bumped as (
    update pools set version = pools.version + 1, updated_at = wanted.at
    from lockable, wanted, games
    where pools.id = lockable.id and wanted.pool_id = pools.id and pools.version = wanted.version
      and games.id = pools.game_id and games.game_date > wanted.at
      and not exists (select 1 from play_restrictions r where r.user_id = wanted.user_id and greatest(r.timed_out_until, r.self_excluded_until) > wanted.at)
    returning pools.id, wanted.at, wanted.user_id, wanted.price
  )
  insert into squares (pool_id, user_id, "row", col, purchase_price_cents, purchased_at)
  select bumped.id, bumped.user_id, square.r, square.c, bumped.price, bumped.at
  from bumped join unnest($6::int[], $7::int[], $8::int[]) as square(pool_id, r, c) on square.pool_id = bumped.id
  returning id, pool_id, user_id, "row", col, purchase_price_cents, purchased_at`;

/**
 * How a statement meets a pool row another transaction holds. A batch skips it. A claim run again alone
 * after its batch failed waits for it instead: the database reports a statement's error before it has
 * rolled that statement back (pg calls back on the error message, which PostgreSQL flushes before it
 * aborts), so at that moment the failed batch may still hold the rows it bumped, and skipping them would
 * turn every claim of the batch into a spurious "pool moved on". The wait is as short as that rollback.
 */
const STATEMENTS = {
  skip: { name: 'claim_insert_if_unchanged', text: compareAndSetStatement('skip locked') },
  wait: { name: 'claim_insert_if_unchanged_waiting', text: compareAndSetStatement('') },
} as const;
type LockWait = keyof typeof STATEMENTS;

interface InsertedRow {
  id: number;
  pool_id: number;
  user_id: string | null;
  row: number;
  col: number;
  purchase_price_cents: number;
  purchased_at: Date | string;
}

function toSquare(r: InsertedRow): SquareRow {
  return {
    id: r.id,
    poolId: r.pool_id,
    userId: r.user_id,
    row: r.row,
    column: r.col,
    purchasePriceCents: r.purchase_price_cents,
    purchasedAt: new Date(r.purchased_at),
    guestName: null,
    organizerPaid: false,
  };
}

/** One claim's compare-and-set on its own: its squares, or none when the pool moved on (or is locked elsewhere). */
export async function compareAndSetOne(database: Database, claim: CompareAndSet, lockWait: LockWait = 'skip'): Promise<SquareRow[]> {
  return (await compareAndSetMany(database, [claim], lockWait))[0]!;
}

/** Claims' compare-and-sets in one statement (distinct pools); each claim's squares, or none. */
async function compareAndSetMany(database: Database, claims: readonly CompareAndSet[], lockWait: LockWait = 'skip'): Promise<SquareRow[][]> {
  const squares = claims.flatMap((claim) => claim.squares.map((s) => ({ poolId: claim.pool.id, ...s })));
  const statement = STATEMENTS[lockWait];
  const rows = await database.query<InsertedRow>(statement.name, statement.text, [
    claims.map((c) => c.pool.id),
    claims.map((c) => c.pool.version),
    claims.map((c) => c.now),
    claims.map((c) => c.userId),
    claims.map((c) => c.pool.entryFeeCents),
    squares.map((s) => s.poolId),
    squares.map((s) => s.row),
    squares.map((s) => s.column),
  ]);
  const byPool = new Map<number, SquareRow[]>();
  for (const row of rows) {
    const square = toSquare(row);
    byPool.set(square.poolId, [...(byPool.get(square.poolId) ?? []), square]);
  }
  return claims.map((claim) => byPool.get(claim.pool.id) ?? []);
}

interface Waiting {
  claim: CompareAndSet;
  done: (squares: SquareRow[]) => void;
  failed: (error: unknown) => void;
}

/**
 * Group commit for claims. A claim's compare-and-set runs at once while fewer than
 * `concurrency` statements are in flight; beyond that, claims wait and the next free slot takes every
 * waiting claim (up to `maxBatch`) in one statement. A lone claim pays nothing extra; under a rush the
 * database runs one statement and one commit for many claims instead of one each, which is where claims
 * queued (commits waiting on WAL flushes at saturation). Two slots measured best (`npm run bench --
 * events`: docs/benchmarks.md): more slots make smaller batches and more commits. Claims of one pool in one process already take turns
 * (pool-turns.ts), so a batch never holds two claims of one pool; if one did, the later one is kept for
 * the next batch. A batch that fails as a whole (a unique violation: something bypassed this module)
 * is run again claim by claim, each waiting for its pool's row (STATEMENTS), so each claim gets its own answer.
 */
export class ClaimBatcher {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;
  /** The statements in flight, so that stop() can wait for them. */
  private readonly running = new Set<Promise<void>>();
  private stopped = false;
  /** Statements run and claims they carried (tests, metrics). */
  readonly stats = { statements: 0, claims: 0 };

  constructor(
    private readonly database: Database,
    private readonly concurrency = 2,
    private readonly maxBatch = 64,
  ) {}

  compareAndSet(claim: CompareAndSet): Promise<SquareRow[]> {
    if (this.stopped) return Promise.reject(new Error('claims are closed: the process is shutting down'));
    return new Promise((done, failed) => {
      this.waiting.push({ claim, done, failed });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.concurrency && this.waiting.length > 0) {
      const batch = this.nextBatch();
      this.inFlight += 1;
      const running: Promise<void> = this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.running.delete(running);
        this.pump();
      });
      this.running.add(running);
    }
  }

  /**
   * Shutdown: no claim is taken any more; resolves once every claim taken has its answer (the statements
   * in flight, and the batches still waiting for them), before the database is closed under them.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    while (this.running.size > 0) await Promise.allSettled(this.running);
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Up to maxBatch waiting claims of distinct pools, in arrival order. */
  private nextBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const pools = new Set<number>();
    for (let i = 0; i < this.waiting.length && batch.length < this.maxBatch; ) {
      const next = this.waiting[i]!;
      if (pools.has(next.claim.pool.id)) {
        i += 1;
        continue;
      }
      pools.add(next.claim.pool.id);
      batch.push(next);
      this.waiting.splice(i, 1);
    }
    return batch;
  }

  private async run(batch: Waiting[]): Promise<void> {
    this.stats.statements += 1;
    this.stats.claims += batch.length;
    let results: SquareRow[][];
    try {
      results = await compareAndSetMany(this.database, batch.map((w) => w.claim));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.failed(error);
      await Promise.all(batch.map((w) => compareAndSetOne(this.database, w.claim, 'wait').then(w.done, w.failed)));
      return;
    }
    batch.forEach((w, i) => w.done(results[i]!));
  }
}
