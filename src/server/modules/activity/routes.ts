import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prizePayoutRoute } from '../../../domain/prize-payout';
import {
  apiErrorSchema,
  statementPeriodSchema,
  transactionsPageSchema,
  transactionsQuerySchema,
  transactionsSummarySchema,
  winningsByYearSchema,
} from '../../../domain/schemas';
import { signedInUser } from '../../http/guards';
import type { FastifyRequest } from 'fastify';
import { periodTotals, statementFile, transactionsPage, yearlyWinnings, type Reader } from './statement';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The signed-in player's statement: always the caller's own money (no route takes a player id), from the
 * ledger and the payment, payout and prize-claim records (docs/money.md "The player's statement").
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const readerOf = (request: FastifyRequest): Reader => ({
    db: app.deps.database.db,
    userId: signedInUser(request).id,
    manualPayout: prizePayoutRoute(app.deps.payments.name) === 'manual',
  });

  app.get(
    '/me/transactions',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: "The signed-in player's money movements, newest first: a page of `limit` (1-100, default 25) after the opaque `cursor`",
        querystring: transactionsQuerySchema,
        response: { 200: transactionsPageSchema, ...errors },
      },
    },
    async (request) => transactionsPage(readerOf(request), request.query),
  );

  app.get(
    '/me/transactions/summary',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: "The signed-in player's totals for a period (New York dates, both included, at most 5 years): paid in, refunded, won, net",
        querystring: statementPeriodSchema,
        response: { 200: transactionsSummarySchema, ...errors },
      },
    },
    async (request) => periodTotals(readerOf(request), request.query),
  );

  app.get(
    '/me/statement.csv',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: "The signed-in player's statement for a period as a CSV attachment: one row per movement, oldest first, then the totals row",
        querystring: statementPeriodSchema,
        response: { 200: { description: 'A CSV statement (UTF-8)', content: { 'text/csv': { schema: z.string() } } }, ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await statementFile(readerOf(request), request.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
    },
  );

  app.get(
    '/me/winnings-by-year',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: "The signed-in player's prizes per year (New York time), newest first; reportable once a year's prizes reach $600",
        response: { 200: winningsByYearSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => yearlyWinnings(readerOf(request)),
  );
};
