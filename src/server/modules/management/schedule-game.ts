import { and, eq } from 'drizzle-orm';
import { AppError, conflict, type FieldIssue } from '../../../domain/errors';
import { checkTeamName } from '../../../domain/league-teams';
import { nflSeasonYear } from '../../../domain/nfl-calendar';
import type { CreateGamePayload } from '../../../domain/schemas';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import { games, leagues, type GameRow } from '../../db/schema';
import { createGame } from '../games';
import { createGamePools } from '../pools';

export type ScheduleGameInput = Omit<CreateGamePayload, 'status' | 'homeScore' | 'awayScore' | 'quarter'> & { actorUserId: string; ip: string };

function invalid(issues: FieldIssue[]): AppError {
  return new AppError('bad_request', `Invalid request body: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, { issues });
}

/**
 * An admin schedules a game from the console (spec section 7): the league must exist, an NFL
 * game names two of the 32 NFL teams (stored by full name), the teams differ, kickoff is still ahead,
 * and the same matchup at the same kickoff is not scheduled twice. Without a week the game goes in the
 * league's active week (D9), so players see it on the dashboard. Its five tier pools (D12) are created
 * in the same transaction.
 */
export const scheduleGame: UseCase<ScheduleGameInput, GameRow> = async (ctx, input) => {
  const [league] = await ctx.tx.select().from(leagues).where(eq(leagues.id, input.leagueId));
  if (!league) throw invalid([{ path: 'leagueId', message: `League ${input.leagueId} does not exist` }]);

  const issues: FieldIssue[] = [];
  const home = checkTeamName(league.name, input.homeTeam);
  const away = checkTeamName(league.name, input.awayTeam);
  if (!home.ok) issues.push({ path: 'homeTeam', message: home.message });
  if (!away.ok) issues.push({ path: 'awayTeam', message: away.message });
  if (home.ok && away.ok && home.name.toLowerCase() === away.name.toLowerCase()) {
    issues.push({ path: 'awayTeam', message: 'Home and away teams must be different' });
  }
  const gameDate = new Date(input.gameDate);
  if (gameDate.getTime() <= ctx.now.getTime()) issues.push({ path: 'gameDate', message: 'Kickoff must be in the future' });
  if (issues.length > 0 || !home.ok || !away.ok) throw invalid(issues);

  const [twin] = await ctx.tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.leagueId, league.id), eq(games.homeTeam, home.name), eq(games.awayTeam, away.name), eq(games.gameDate, gameDate)));
  if (twin) throw conflict(`${away.name} @ ${home.name} at that kickoff is already scheduled (game ${twin.id})`);

  const week = input.week ?? league.activeWeek;
  const game = await createGame(ctx, {
    leagueId: league.id,
    home: { name: home.name, color: input.homeTeamColor },
    away: { name: away.name, color: input.awayTeamColor },
    week,
    season: nflSeasonYear(gameDate),
    gameDate,
  });
  const pools = await createGamePools(ctx, { gameId: game.id });
  await recordAudit(ctx.tx, {
    action: 'game_created',
    at: ctx.now,
    actorUserId: input.actorUserId,
    ip: input.ip,
    details: { gameId: game.id, leagueId: league.id, homeTeam: home.name, awayTeam: away.name, gameDate: gameDate.toISOString(), week, pools: pools.map((p) => p.id) },
  });
  return game;
};
