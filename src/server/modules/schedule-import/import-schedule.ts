import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { notFound } from '../../../domain/errors';
import {
  getsTierPools,
  matchupColors,
  planScheduleUpdate,
  readScheduleFile,
  type ScheduleFile,
  type ScheduleGame,
  type ScheduleRejection,
} from '../../../domain/schedule-import';
import { SCHEDULE_REJECTIONS_LISTED, type ScheduleImportSummary } from '../../../domain/schemas';
import { recordAudit } from '../../audit';
import type { UseCase, UseCaseContext } from '../../core/use-case';
import { games, leagues, type GameRow } from '../../db/schema';
import { createGamePools } from '../pools';

/** Two imports at once would race on the same games: they take turns. */
const IMPORT_LOCK_KEY = 724_310_017;
/** The league an nflverse schedule belongs to (its code, leagues.name). */
const NFL = 'NFL';

export interface ImportScheduleInput {
  file: ScheduleFile;
  /** The season asked for (rows of others were left out by readScheduleFile); null = all. */
  season: number | null;
  actorUserId: string | null;
  via: 'upload' | 'command';
}

type RowOutcome = { kind: 'created' | 'updated'; pools: number } | { kind: 'unchanged' } | { kind: 'rejected'; reason: string };

/** The league's games the file could touch: by schedule id, and by ESPN id (unique per league). */
interface Known {
  bySource: Map<string, GameRow>;
  byExternalId: Map<string, GameRow>;
}

/**
 * Imports a read schedule into the NFL league, in one transaction, idempotent by the schedule's game id
 * (games.source_game_id): a new game is created (a played one with its final; one still to come with
 * its five tier pools, D12), a known one takes the row's schedule facts while it has not started
 * (domain/schedule-import/schedule-update.ts says why and what), and a row that cannot be applied is
 * rejected with its line and reason without touching any other row. Kickoff-dependent rules (claims
 * refused from kickoff, the lifecycle's kickoff lock, early refunds, capture timing) all read
 * games.game_date, so they follow a moved kickoff without anything else written.
 */
export const importSchedule: UseCase<ImportScheduleInput, ScheduleImportSummary> = async (ctx, input) => {
  const { tx } = ctx;
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
  const [league] = await tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(sql`lower(${leagues.name}) = lower(${NFL})`)
    .orderBy(leagues.id)
    .limit(1);
  if (!league) {
    throw notFound(`There is no ${NFL} league to import the schedule into: the server creates it on its first start, or add it in the console's Leagues tab`);
  }
  const known = await knownGames(ctx, league.id);

  const counts = { created: 0, updated: 0, unchanged: 0, poolsCreated: 0 };
  const rejected: ScheduleRejection[] = [...input.file.rejected];
  for (const { line, game } of input.file.games) {
    const outcome = await applyRow(ctx, league.id, known, game);
    if (outcome.kind === 'rejected') rejected.push({ line, reason: outcome.reason });
    else counts[outcome.kind]++;
    if (outcome.kind === 'created' || outcome.kind === 'updated') counts.poolsCreated += outcome.pools;
  }
  rejected.sort((a, b) => a.line - b.line);

  const summary: ScheduleImportSummary = {
    season: input.season,
    rows: input.file.rows,
    ...counts,
    otherSeasons: input.file.otherSeasons,
    rejectedCount: rejected.length,
    rejected: rejected.slice(0, SCHEDULE_REJECTIONS_LISTED),
  };
  const { rejected: _listed, ...totals } = summary;
  await recordAudit(tx, { action: 'schedule_imported', at: ctx.now, actorUserId: input.actorUserId, details: { via: input.via, leagueId: league.id, ...totals } });
  return summary;
};

/**
 * Locked, so a game the score feed starts while the import runs is seen as started (the feed's update
 * waits for the import, or the import reads the game as the feed left it), never moved after starting.
 */
async function knownGames({ tx }: UseCaseContext, leagueId: number): Promise<Known> {
  const rows = await tx
    .select()
    .from(games)
    .where(and(eq(games.leagueId, leagueId), or(isNotNull(games.sourceGameId), isNotNull(games.externalId))))
    .for('update');
  const known: Known = { bySource: new Map(), byExternalId: new Map() };
  for (const row of rows) {
    if (row.sourceGameId !== null) known.bySource.set(row.sourceGameId, row);
    if (row.externalId !== null) known.byExternalId.set(row.externalId, row);
  }
  return known;
}

/** ESPN ids are unique per league: a row may not take one another game holds. */
function externalIdTaken(known: Known, externalId: string | null, self: GameRow | null): string | null {
  if (externalId === null) return null;
  const owner = known.byExternalId.get(externalId);
  if (!owner || owner.id === self?.id) return null;
  return `espn ${externalId} already belongs to game #${owner.id} (${owner.awayTeam} @ ${owner.homeTeam})`;
}

async function applyRow(ctx: UseCaseContext, leagueId: number, known: Known, game: ScheduleGame): Promise<RowOutcome> {
  const existing = known.bySource.get(game.sourceGameId);
  if (!existing) {
    const taken = externalIdTaken(known, game.externalId, null);
    if (taken) return { kind: 'rejected', reason: taken };
    const row = await insertGame(ctx, leagueId, game);
    remember(known, row, null);
    const pools = getsTierPools(game, ctx.now) ? await createGamePools(ctx, { gameId: row.id }) : [];
    return { kind: 'created', pools: pools.length };
  }

  const plan = planScheduleUpdate(existing, game);
  if (plan.kind === 'unchanged') return plan;
  if (plan.kind === 'refused') return { kind: 'rejected', reason: plan.reason };
  const taken = plan.changes.externalId === undefined ? null : externalIdTaken(known, plan.changes.externalId, existing);
  if (taken) return { kind: 'rejected', reason: taken };
  const [row] = await ctx.tx
    .update(games)
    .set({ ...plan.changes, updatedAt: ctx.now })
    .where(eq(games.id, existing.id))
    .returning();
  remember(known, row!, existing);
  // A game that is (again) to be played after now has its tier pools; existing tiers are kept as they
  // are (a pool the old kickoff already locked stays locked), missing ones are added.
  const pools = row!.gameDate.getTime() > ctx.now.getTime() ? await createGamePools(ctx, { gameId: row!.id }) : [];
  return { kind: 'updated', pools: pools.length };
}

function remember(known: Known, row: GameRow, before: GameRow | null): void {
  if (before?.externalId != null && known.byExternalId.get(before.externalId)?.id === row.id) known.byExternalId.delete(before.externalId);
  if (row.sourceGameId !== null) known.bySource.set(row.sourceGameId, row);
  if (row.externalId !== null) known.byExternalId.set(row.externalId, row);
}

async function insertGame({ tx, now }: UseCaseContext, leagueId: number, game: ScheduleGame): Promise<GameRow> {
  const colors = matchupColors(game.home, game.away);
  const { result } = game;
  const [row] = await tx
    .insert(games)
    .values({
      leagueId,
      homeTeam: game.home.name,
      awayTeam: game.away.name,
      homeTeamColor: colors.home,
      awayTeamColor: colors.away,
      week: game.week,
      season: game.season,
      gameDate: game.kickoff,
      externalId: game.externalId,
      sourceGameId: game.sourceGameId,
      createdAt: now,
      updatedAt: now,
      // A game imported after it was played carries its final (nflverse has no quarter scores).
      ...(result
        ? { status: 'FT', quarter: result.overtime ? 5 : 4, homeScore: result.home, awayScore: result.away, finalHome: result.home, finalAway: result.away }
        : { status: 'scheduled' }),
    })
    .returning();
  return row!;
}

/** Reads an uploaded or given file and imports it: a file that is not a schedule is a 400, nothing written. */
export async function importScheduleText(
  run: <I, O>(useCase: UseCase<I, O>, input: I) => Promise<O>,
  input: { text: string; season: number | null; actorUserId: string | null; via: ImportScheduleInput['via'] },
): Promise<ScheduleImportSummary> {
  const file = readScheduleFile(input.text, { season: input.season });
  return run(importSchedule, { file, season: input.season, actorUserId: input.actorUserId, via: input.via });
}
