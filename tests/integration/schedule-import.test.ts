import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_REJECTIONS_LISTED, type ScheduleImportSummary } from '../../src/domain/schemas';
import { runUseCase } from '../../src/server/core/use-case';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { auditLog, games, pools } from '../../src/server/db/schema';
import { runLifecycleTick } from '../../src/server/jobs/lifecycle';
import { createLeague } from '../../src/server/modules/leagues';
import { SCHEDULE_TOO_LARGE } from '../../src/server/modules/schedule-import';
import { sharedDataFile } from '../support/shared-data';
import { signedInAdmin, signedInPlayer, type TestClient } from './support/client';
import { describeEachDatabase, movableClock, type TestEnv } from './support/harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FILE_2025 = sharedDataFile('nfl-schedule-2025.csv');
const SCHEDULE_2025 = readFileSync(FILE_2025, 'utf8');
const SCHEDULE_2024 = readFileSync(sharedDataFile('nfl-schedule-2024.csv'), 'utf8');
const HEADER = SCHEDULE_2025.slice(0, SCHEDULE_2025.indexOf('\n'));

/**
 * Monday of week 14, 2025, before the night game: the file's 207 scored games have all been played and
 * its 65 unscored ones (from 2025_14_PHI_LAC that night on) are still to come.
 */
const NOW = new Date('2025-12-08T12:00:00Z');
const clock = movableClock(NOW);
const URL_2025 = '/api/admin/schedule-import?season=2025';

/** The raw CSV upload as the browser sends it: text/csv, the session cookie, our own Origin. */
async function upload(env: TestEnv, client: TestClient | null, url: string, body: string, contentType = 'text/csv') {
  const cookie = client ? [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  const response = await env.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType, origin: new URL(env.config.publicUrl).origin, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as ScheduleImportSummary & { message?: string } };
}

/** The file with one line's text replaced (each replacement must hit exactly once). */
function edited(text: string, ...replacements: [string, string][]): string {
  let out = text;
  for (const [from, to] of replacements) {
    expect(out.split(from).length, from).toBe(2);
    out = out.replace(from, to);
  }
  return out;
}

async function importedGame(env: TestEnv, sourceGameId: string) {
  const [game] = await env.database.db.select().from(games).where(eq(games.sourceGameId, sourceGameId));
  if (!game) throw new Error(`${sourceGameId} was not imported`);
  return game;
}

async function poolsOf(env: TestEnv, gameId: number) {
  return env.database.db.select().from(pools).where(eq(pools.gameId, gameId)).orderBy(pools.entryFeeCents);
}

async function importedCount(env: TestEnv): Promise<number> {
  const [row] = await env.database.db.select({ n: sql<number>`count(*)::int` }).from(games).where(isNotNull(games.sourceGameId));
  return row!.n;
}

describeEachDatabase(
  'schedule import',
  (env) => {
    let admin: TestClient;
    beforeAll(async () => {
      clock.reset();
      admin = (await signedInAdmin(env())).client;
    });

    it('imports the 2025 file: 272 games, played ones with their final, the 65 still to come with their five tier pools', async () => {
      const response = await upload(env(), admin, URL_2025, SCHEDULE_2025);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        season: 2025,
        rows: 272,
        created: 272,
        updated: 0,
        unchanged: 0,
        otherSeasons: 0,
        poolsCreated: 325,
        rejectedCount: 0,
        rejected: [],
      });
      expect(await importedCount(env())).toBe(272);

      const opener = await importedGame(env(), '2025_01_DAL_PHI');
      expect(opener).toMatchObject({
        homeTeam: 'Philadelphia Eagles',
        awayTeam: 'Dallas Cowboys',
        week: 'W1',
        season: 2025,
        gameDate: new Date('2025-09-05T00:20:00Z'),
        status: 'FT',
        homeScore: 24,
        awayScore: 20,
        finalHome: 24,
        finalAway: 20,
        q1Home: null,
        externalId: '401772510',
      });
      expect(await poolsOf(env(), opener.id)).toEqual([]);

      const tonight = await importedGame(env(), '2025_14_PHI_LAC');
      expect(tonight).toMatchObject({ homeTeam: 'Los Angeles Chargers', awayTeam: 'Philadelphia Eagles', week: 'W14', status: 'scheduled', gameDate: new Date('2025-12-09T01:15:00Z') });
      const tiers = await poolsOf(env(), tonight.id);
      expect(tiers.map((p) => [p.entryFeeCents, p.status])).toEqual([[0, 'open'], [100, 'open'], [500, 'open'], [1000, 'open'], [2500, 'open']]);

      const [scheduled] = await env().database.db
        .select({ games: sql<number>`count(distinct ${games.id})::int`, pools: sql<number>`count(${pools.id})::int` })
        .from(games)
        .leftJoin(pools, eq(pools.gameId, games.id))
        .where(and(isNotNull(games.sourceGameId), eq(games.status, 'scheduled')));
      expect(scheduled).toEqual({ games: 65, pools: 325 });

      const [audit] = await env().database.db.select().from(auditLog).where(eq(auditLog.action, 'schedule_imported'));
      expect(audit).toMatchObject({ details: { via: 'upload', created: 272, rejectedCount: 0, season: 2025 } });
    });

    it('importing the same file again changes nothing', async () => {
      const before = await env().database.db.select({ n: sql<number>`count(*)::int` }).from(pools);
      const response = await upload(env(), admin, URL_2025, SCHEDULE_2025);
      expect(response.body).toMatchObject({ created: 0, updated: 0, unchanged: 272, poolsCreated: 0, rejectedCount: 0 });
      expect(await env().database.db.select({ n: sql<number>`count(*)::int` }).from(pools)).toEqual(before);
    });

    it('a file with 3 bad rows: those 3 are reported with their line numbers, the rest is imported', async () => {
      const lines = SCHEDULE_2024.split('\n');
      const bad = { 10: lines[9]!, 100: lines[99]!, 250: lines[249]! };
      const text = edited(
        SCHEDULE_2024,
        [bad[10], bad[10].replace(/^([^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*),[A-Z]+,/, '$1,XYZ,')],
        [bad[100], bad[100].replace(/,2024-\d\d-\d\d,/, ',2024-02-30,')],
        [bad[250], bad[250].split(',').slice(0, 40).join(',')],
      );
      const response = await upload(env(), admin, '/api/admin/schedule-import?season=2024', text);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ rows: 285, created: 282, updated: 0, unchanged: 0, rejectedCount: 3 });
      expect(response.body.rejected).toEqual([
        { line: 10, reason: 'away_team "XYZ" is not an NFL team' },
        { line: 100, reason: 'gameday "2024-02-30" is not a date (YYYY-MM-DD)' },
        { line: 250, reason: 'the row has 40 fields; the header has 46' },
      ]);
      const badIds = Object.values(bad).map((line) => line.split(',')[0]!);
      expect(await env().database.db.select().from(games).where(inArray(games.sourceGameId, badIds))).toEqual([]);
      const superBowl = await importedGame(env(), '2024_22_KC_PHI');
      expect(superBowl).toMatchObject({ week: 'SB', homeTeam: 'Philadelphia Eagles', awayTeam: 'Kansas City Chiefs', homeScore: 40, awayScore: 22, status: 'FT' });
    });

    it('a moved kickoff updates the game, and its pools lock at the new kickoff, not the old one', async () => {
      const earlier = await importedGame(env(), '2025_15_CLE_CHI'); // Sunday Dec 14, 13:00 ET
      const later = await importedGame(env(), '2025_14_PHI_LAC'); // Monday Dec 8, 20:15 ET
      const text = edited(
        SCHEDULE_2025,
        ['2025_15_CLE_CHI,2025,REG,15,2025-12-14,Sunday,13:00', '2025_15_CLE_CHI,2025,REG,15,2025-12-10,Wednesday,13:00'],
        ['2025_14_PHI_LAC,2025,REG,14,2025-12-08,Monday,20:15', '2025_14_PHI_LAC,2025,REG,14,2025-12-15,Monday,20:15'],
      );
      const response = await upload(env(), admin, URL_2025, text);
      expect(response.body).toMatchObject({ created: 0, updated: 2, unchanged: 270, poolsCreated: 0, rejectedCount: 0 });
      expect((await importedGame(env(), '2025_15_CLE_CHI')).gameDate).toEqual(new Date('2025-12-10T18:00:00Z'));
      expect((await importedGame(env(), '2025_14_PHI_LAC')).gameDate).toEqual(new Date('2025-12-16T01:15:00Z'));

      // Wednesday Dec 10, 18:30 UTC: past the moved-up kickoff and past the postponed game's old one.
      clock.advance(new Date('2025-12-10T18:30:00Z').getTime() - NOW.getTime());
      // Two days on, the sessions have gone idle: sign in again.
      admin = (await signedInAdmin(env())).client;
      const player = (await signedInPlayer(env())).client;
      const freeOf = async (gameId: number) => (await poolsOf(env(), gameId)).find((p) => p.entryFeeCents === 0)!.id;
      const lockedClaim = await player.post(`/api/pools/${await freeOf(earlier.id)}/squares`, { row: 1, column: 1 });
      expect(lockedClaim.status).toBe(409);
      expect(lockedClaim.body).toMatchObject({ code: 'pool_locked' });
      const openClaim = await player.post(`/api/pools/${await freeOf(later.id)}/squares`, { row: 1, column: 1 });
      expect(openClaim.status).toBe(201);

      await runLifecycleTick({ database: env().database, feed: env().app.deps.scoreFeed, now: clock.now(), pollFeed: false });
      expect((await poolsOf(env(), earlier.id)).map((p) => [p.entryFeeCents, p.status])).toEqual([[0, 'active'], [100, 'cancelled'], [500, 'cancelled'], [1000, 'cancelled'], [2500, 'cancelled']]);
      expect((await poolsOf(env(), later.id)).every((p) => p.status === 'open')).toBe(true);
    });

    it('does not change a game that has started here from a schedule row, and says so', async () => {
      const live = await importedGame(env(), '2025_15_LV_PHI');
      await env().database.db.update(games).set({ status: '2q', homeScore: 7 }).where(eq(games.id, live.id));
      const text = edited(SCHEDULE_2025, ['2025_15_LV_PHI,2025,REG,15,2025-12-14,Sunday,13:00', '2025_15_LV_PHI,2025,REG,15,2025-12-14,Sunday,16:25']);
      const response = await upload(env(), admin, URL_2025, text);
      expect(response.body).toMatchObject({ created: 0, updated: 2, unchanged: 269, rejectedCount: 1 });
      expect(response.body.rejected).toEqual([
        { line: 218, reason: '2025_15_LV_PHI is in play here (status 2q): an import does not change a game that has started (kickoff not applied)' },
      ]);
      expect(await importedGame(env(), '2025_15_LV_PHI')).toMatchObject({ gameDate: live.gameDate, status: '2q', homeScore: 7 });
    });

    it('reads mixed line endings and quoted commas and quotes', async () => {
      const columns = HEADER.split(',');
      const row = (id: string, away: string, home: string, espn: string, stadium: string) => {
        const values: Record<string, string> = { game_id: id, season: '2026', game_type: 'REG', week: '1', gameday: '2026-09-13', gametime: '13:00', away_team: away, home_team: home, espn, stadium };
        return columns.map((column) => values[column] ?? '').join(',');
      };
      const text = [
        HEADER,
        row('2026_01_DAL_NYG', 'DAL', 'NYG', '990000001', '"MetLife Stadium, East Rutherford"'),
        row('2026_01_KC_DEN', 'KC', 'DEN', '990000002', '"Empower Field at ""Mile High"""'),
        row('2026_01_SF_SEA', 'SF', 'SEA', '990000003', 'Lumen Field'),
      ].join('\r\n').replace(/\r\n(2026_01_SF)/, '\r$1') + '\n';
      const response = await upload(env(), admin, '/api/admin/schedule-import', text, 'text/csv; charset=utf-8');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ season: null, rows: 3, created: 3, rejectedCount: 0, poolsCreated: 15 });
      expect(await importedGame(env(), '2026_01_SF_SEA')).toMatchObject({ homeTeam: 'Seattle Seahawks', gameDate: new Date('2026-09-13T17:00:00Z') });
    });

    it('refuses what is not a schedule with a 400 and a message, writing nothing', async () => {
      const count = await importedCount(env());
      const cases: [string, string, string, RegExp][] = [
        ['wrong header', URL_2025, 'id,home,away\n1,PHI,DAL\n', /^The header is missing the columns game_id, season, game_type/],
        ['no rows', URL_2025, `${HEADER}\n`, /^The file has a header line but no game rows$/],
        ['empty', URL_2025, '', /^The file is empty/],
        ['another season', '/api/admin/schedule-import?season=2030', SCHEDULE_2025, /^The file has no games of the 2030 season \(its rows are of 2025\)$/],
        ['a bad season', '/api/admin/schedule-import?season=twenty', SCHEDULE_2025, /season must be a year such as 2025/],
        ['five megabytes of junk', URL_2025, junk(5 * 1024 * 1024), /^The header/],
      ];
      for (const [name, url, body, message] of cases) {
        const response = await upload(env(), admin, url, body);
        expect(response.status, name).toBe(400);
        expect(response.body.message, name).toMatch(message);
      }
      const json = await admin.post(URL_2025, { csv: 'game_id' });
      expect(json.status).toBe(400);
      expect(json.body).toMatchObject({ message: expect.stringContaining('Content-Type: text/csv') });
      expect(await importedCount(env())).toBe(count);
    });

    it('five megabytes of junk under a real header: a summary rejecting every row, nothing written', async () => {
      const count = await importedCount(env());
      const body = `${HEADER}\n${junk(5 * 1024 * 1024)}`;
      const response = await upload(env(), admin, URL_2025, body);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ created: 0, updated: 0, unchanged: 0 });
      expect(response.body.rejectedCount).toBe(response.body.rows);
      expect(response.body.rejectedCount).toBeGreaterThan(SCHEDULE_REJECTIONS_LISTED);
      expect(response.body.rejected).toHaveLength(SCHEDULE_REJECTIONS_LISTED);
      expect(response.body.rejected[0]).toEqual({ line: 2, reason: expect.any(String) });
      expect(await importedCount(env())).toBe(count);
    });

    it('more than 6 MB: 413 with a message', async () => {
      const response = await upload(env(), admin, URL_2025, `${HEADER}\n${'x'.repeat(6 * 1024 * 1024)}`);
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ message: SCHEDULE_TOO_LARGE, code: 'payload_too_large' });
    });

    it('is for admins: 401 signed out, 403 for a player, 403 from another site', async () => {
      expect((await upload(env(), null, URL_2025, SCHEDULE_2025)).status).toBe(401);
      const player = (await signedInPlayer(env())).client;
      const asPlayer = await upload(env(), player, URL_2025, SCHEDULE_2025);
      expect(asPlayer).toMatchObject({ status: 403, body: { message: 'Admin access required' } });
      const crossSite = await env().app.inject({
        method: 'POST',
        url: URL_2025,
        headers: { 'content-type': 'text/csv', origin: 'https://evil.example', cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        payload: SCHEDULE_2025,
      });
      expect(crossSite.statusCode).toBe(403);
    });
  },
  { now: NOW, clock: clock.now },
);

/** Deterministic junk: text with quotes and commas, in lines of varying length ending in LF, CRLF or CR. */
function junk(bytes: number): string {
  const breaks = ['\n', '\r\n', '\r'];
  let text = '';
  for (let i = 0; text.length < bytes; i++) text += `${'ab,"c'.repeat(i % 7)}junk ${i} ${'x'.repeat(i % 90)}${breaks[i % 3]}`;
  return text.slice(0, bytes);
}

describe('npm run import:schedule', () => {
  it('imports a file into the embedded database in DATA_DIR (migrated first) and prints the summary', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'squares-import-cli-'));
    try {
      // What a first start leaves behind, as far as the import needs: the migrated database and the NFL league.
      const prepared = await openDatabase({ dataDir });
      await runMigrations(prepared);
      await runUseCase(prepared.db, () => NOW, createLeague, { id: 1, name: 'NFL', displayName: 'National Football League', sport: 'football', activeWeek: 'W14' });
      await prepared.close();

      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/schedule-import-cli.ts', FILE_2025, '--season', '2025'], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
        timeout: 150_000,
      });
      expect(stdout).toContain(`Imported ${FILE_2025} into the NFL league (season 2025): 272 rows read`);
      expect(stdout).toMatch(/created: {3}272\b/);
      expect(stdout).toMatch(/rejected: {2}0\n/);

      const database = await openDatabase({ dataDir });
      try {
        const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(games).where(isNotNull(games.sourceGameId));
        expect(row!.n).toBe(272);
        const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'schedule_imported'));
        expect(audit).toMatchObject({ actorUserId: null, details: { via: 'command', created: 272 } });
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
