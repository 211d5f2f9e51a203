import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors';
import {
  apiErrorSchema,
  scheduleImportBodySchema,
  scheduleImportQuerySchema,
  scheduleImportSummarySchema,
  SCHEDULE_UPLOAD_LIMIT_BYTES,
} from '../../../domain/schemas';
import { signedInUser } from '../../http/guards';
import { importScheduleText } from './import-schedule';

const LIMIT_MB = SCHEDULE_UPLOAD_LIMIT_BYTES / (1024 * 1024);
export const SCHEDULE_TOO_LARGE = `The file is larger than ${LIMIT_MB} MB; a season's schedule is well under 1 MB`;
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'];

/**
 * POST /api/admin/schedule-import: an nflverse games.csv as the raw request body (Content-Type
 * text/csv). The only route with a body limit above the app's 64 KB: 6 MB, in this plugin alone.
 */
export const scheduleImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(CSV_TYPES, { parseAs: 'string', bodyLimit: SCHEDULE_UPLOAD_LIMIT_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/admin/schedule-import',
    {
      bodyLimit: SCHEDULE_UPLOAD_LIMIT_BYTES,
      config: { auth: 'admin' },
      // Refused by its declared length before a byte is read (the parser's limit catches a body without one).
      preParsing: async (request, _reply, payload) => {
        if (Number(request.headers['content-length'] ?? 0) > SCHEDULE_UPLOAD_LIMIT_BYTES) throw new AppError('payload_too_large', SCHEDULE_TOO_LARGE);
        return payload;
      },
      schema: {
        tags: ['admin', 'games'],
        summary:
          "Imports a season's schedule (nflverse games.csv, sent as text/csv, up to 6 MB) into the NFL league: created / updated / unchanged games and each rejected row with its line and reason; ?season=2025 imports only that season's rows",
        consumes: ['text/csv'],
        querystring: scheduleImportQuerySchema,
        body: scheduleImportBodySchema,
        response: {
          200: scheduleImportSummarySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request) =>
      importScheduleText(app.deps.run, {
        text: request.body,
        season: request.query.season ?? null,
        actorUserId: signedInUser(request).id,
        via: 'upload',
      }),
  );
};
