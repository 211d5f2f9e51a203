import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// DESIGN D16: business state (leagues, games, pools, squares, scores, payouts, private pools' members and
// invitations, players' spend limits and restrictions) and money (checkouts and their holds, the escrow ledger, webhook receipts, provider actions,
// prize claims) changes only in use cases under src/server/modules. Infrastructure stores (sessions, rate
// limits, the issuer's adapter, job leases, accounts, the mail outbox's delivery state, the sandbox
// provider's own storage) may be written where they live.
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUSINESS_TABLES = ['leagues', 'games', 'pools', 'squares', 'payouts', 'scoreEvents', 'scoreReplays', 'notificationSettings', 'poolMembers', 'poolInvitations', 'spendLimits', 'playRestrictions'];
const MONEY_TABLES = ['payments', 'squareHolds', 'ledgerTransactions', 'ledgerEntries', 'webhookEvents', 'providerActionQueue', 'prizeClaims'];
const BUSINESS_SQL_TABLES = ['leagues', 'games', 'pools', 'squares', 'payouts', 'score_events', 'score_replays', 'notification_settings', 'pool_members', 'pool_invitations', 'spend_limits', 'play_restrictions'];
const MONEY_SQL_TABLES = ['payments', 'square_holds', 'ledger_transactions', 'ledger_entries', 'webhook_events', 'provider_action_queue', 'prize_claims'];

const DRIZZLE_WRITE = new RegExp(`\\.(insert|update|delete)\\(\\s*(${[...BUSINESS_TABLES, ...MONEY_TABLES].join('|')})\\b`);
const SQL_WRITE = new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+(${[...BUSINESS_SQL_TABLES, ...MONEY_SQL_TABLES].join('|')})\\b`, 'i');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

function stateWritesOutsideModules(files: readonly string[], read: (file: string) => string): string[] {
  return files
    .filter((file) => !path.relative(SERVER, file).startsWith(`modules${path.sep}`))
    .flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(SERVER, file)}:${i + 1}` }))
        .filter(({ line }) => DRIZZLE_WRITE.test(line) || SQL_WRITE.test(line))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
}

describe('state changes live in src/server/modules', () => {
  it('no file outside modules/ writes a business or money table', () => {
    expect(stateWritesOutsideModules(sourceFiles(SERVER), (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('would catch a write planted outside modules/, by Drizzle or by SQL', () => {
    const planted = {
      [path.join(SERVER, 'jobs/planted.ts')]: 'await tx.update(pools).set({ status: "active" });',
      [path.join(SERVER, 'scores/planted.ts')]: "await db.execute(sql`insert into score_replays (game_id) values (1)`);",
      [path.join(SERVER, 'modules/pools/planted.ts')]: 'await tx.update(pools).set({ status: "active" });',
    };
    const found = stateWritesOutsideModules(Object.keys(planted), (file) => planted[file]!);
    expect(found).toHaveLength(2);
    expect(found.join('\n')).toMatch(/jobs\/planted\.ts:1/);
    expect(found.join('\n')).toMatch(/scores\/planted\.ts:1/);
  });

  it('would catch a money write planted outside modules/, by Drizzle or by SQL', () => {
    const planted = {
      [path.join(SERVER, 'payments/planted.ts')]: 'await tx.update(payments).set({ status: "refunded" });',
      [path.join(SERVER, 'jobs/planted.ts')]: "await db.execute(sql`delete from ledger_entries where transaction_id = 'x'`);",
      [path.join(SERVER, 'mail/planted.ts')]: 'await tx.insert(prizeClaims).values(claim);',
      [path.join(SERVER, 'modules/payouts/planted.ts')]: 'await tx.insert(providerActionQueue).values(row);',
    };
    const found = stateWritesOutsideModules(Object.keys(planted), (file) => planted[file]!);
    expect(found.map((line) => line.split(':')[0])).toEqual(['payments/planted.ts', 'jobs/planted.ts', 'mail/planted.ts'].map((file) => path.normalize(file)));
  });
});
