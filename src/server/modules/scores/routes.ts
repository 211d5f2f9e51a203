import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  feedCheckSchema,
  gameDetailsSchema,
  gameSchema,
  historicalGameSchema,
  idParam,
  periodCorrectionSchema,
  replayRequestSchema,
  scheduleSeasonSchema,
  scoreCalculationRequestSchema,
  scoreCalculationSchema,
  scoreUpdateResultSchema,
  scoreUpdateSchema,
} from '../../../domain/schemas';
import { clientIp } from '../../auth/request-meta';
import { signedInUser } from '../../http/guards';
import type { ScoreFeed } from '../../scores';
import { historicalGames } from '../../scores';
import { toGameDto } from '../games';
import { correctGamePeriod, scoreGameByHand, type AppliedUpdate } from './apply';
import { applyInHerds, type RunAt } from './herds';
import { startReplay } from './replays';
import { calculateScore, checkFeed, gameDetails, liveGames } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const admin = { auth: 'admin' as const };

const toResult = (applied: AppliedUpdate) => ({ ...applied, game: toGameDto(applied.game) });

/** The score feed tester's endpoints and manual score entry (spec section 7), admins only. */
export const scoreRoutes: FastifyPluginAsyncZod<{ feed: ScoreFeed }> = async (app, { feed }) => {
  const { database, clock, config, run } = app.deps;
  // A score's transactions (the game's, then its pools' in pages) all happen at the instant it arrived.
  const runAtNow = (): RunAt => {
    const now = clock();
    return (useCase, input) => run(useCase, input, now);
  };

  app.post(
    '/simulate-score-update',
    {
      config: admin,
      schema: {
        tags: ['scores'],
        summary: 'Enter a score by hand (manual feed): the score now and the quarter in play; status marks halftime, overtime or final',
        body: scoreUpdateSchema,
        response: { 200: scoreUpdateResultSchema, ...errors },
      },
    },
    async (request) =>
      toResult(await applyInHerds(runAtNow(), scoreGameByHand, { ...request.body, actorUserId: signedInUser(request).id, ip: clientIp(request) })),
  );

  app.post(
    '/games/:gameId/period-corrections',
    {
      config: admin,
      schema: {
        tags: ['scores'],
        summary: "Correct an ended period's score; the period is settled again",
        params: z.object({ gameId: idParam('gameId') }),
        body: periodCorrectionSchema,
        response: { 200: scoreUpdateResultSchema, ...errors },
      },
    },
    async (request) => {
      const { period, homeScore, awayScore } = request.body;
      const applied = await applyInHerds(runAtNow(), correctGamePeriod, {
        gameId: request.params.gameId,
        period,
        score: { home: homeScore, away: awayScore },
        actorUserId: signedInUser(request).id,
        ip: clientIp(request),
      });
      return toResult(applied);
    },
  );

  app.post(
    '/replays',
    {
      config: admin,
      schema: {
        tags: ['scores'],
        summary: 'Replay a real historical game onto a game that has not started, from now, time-compressed',
        body: replayRequestSchema,
        response: {
          200: z.object({ gameId: z.number().int(), historicalGameId: z.string(), startedAt: z.string(), secondsPerQuarter: z.number().int() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const secondsPerQuarter = request.body.secondsPerQuarter ?? config.scores.replaySecondsPerQuarter;
      const { startedAt } = await run(startReplay, { ...request.body, secondsPerQuarter, actorUserId: signedInUser(request).id, ip: clientIp(request) });
      return { gameId: request.body.gameId, historicalGameId: request.body.historicalGameId, startedAt: startedAt.toISOString(), secondsPerQuarter };
    },
  );

  app.get(
    '/historical-games/:season',
    {
      config: admin,
      schema: {
        tags: ['scores'],
        summary: 'Real historical games of a season that the replay feed can play',
        params: z.object({ season: scheduleSeasonSchema }),
        response: { 200: z.array(historicalGameSchema), ...errors },
      },
    },
    async (request) => historicalGames().filter((g) => g.season === request.params.season),
  );

  app.get(
    '/game-details/:gameId',
    {
      config: admin,
      schema: {
        tags: ['scores'],
        summary: "A game's scores, period results, replay and recent score updates",
        params: z.object({ gameId: idParam('gameId') }),
        response: { 200: gameDetailsSchema, ...errors },
      },
    },
    async (request) => gameDetails(database.db, request.params.gameId),
  );

  app.get(
    '/live-games',
    { config: admin, schema: { tags: ['scores'], summary: 'Games in play now', response: { 200: z.array(gameSchema), ...errors } } },
    async () => (await liveGames(database.db)).map(toGameDto),
  );

  app.get(
    '/test-nfl-api',
    {
      config: admin,
      schema: { tags: ['scores'], summary: 'Ask the configured score feed about the games due or in play', response: { 200: feedCheckSchema, ...errors } },
    },
    async () => checkFeed(database.db, feed, clock()),
  );

  app.post(
    '/test-score-calculation',
    {
      config: admin,
      schema: {
        tags: ['scores'],
        summary: "Which square a score wins in a pool, and what each period pays, by the domain's rules",
        body: scoreCalculationRequestSchema,
        response: { 200: scoreCalculationSchema, ...errors },
      },
    },
    async (request) => calculateScore(database.db, request.body),
  );
};
