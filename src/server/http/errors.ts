import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../../domain/errors';
import { databaseInputError } from './database-errors';

const LOCATION_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** Turns a request-schema failure into one readable sentence naming each bad field. */
function describeValidation(context: string, issues: { path: string; message: string }[]): string {
  const where = LOCATION_NAMES[context] ?? context;
  const parts = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message));
  return `Invalid ${where}: ${parts.join('; ')}`;
}

/**
 * Maps errors to responses (DESIGN section 5): an AppError (src/domain/errors.ts) answers its own status
 * and code; schema failures answer 400 naming each bad field; a database error only input can cause
 * answers 400/409 and is logged as a bug of the route (database-errors.ts); anything else is a 500 that
 * leaks nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    // Every error body names its request (the X-Request-Id header too): what a person reports, what the logs carry.
    const answer = (status: number, body: { message: string; code?: string | undefined; issues?: unknown; details?: unknown }) =>
      reply.status(status).send({ ...body, requestId: request.id });
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return answer(error.status, { message: error.message, code: error.code, issues: error.issues, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'is invalid',
      }));
      return answer(400, { message: describeValidation(error.validationContext ?? 'request', issues), code: 'bad_request', issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return answer(500, { message: 'Internal server error', code: 'internal' });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type) keep their text.
      return answer(status, { message: error.message, code: 'code' in error ? String(error.code) : undefined });
    }
    const fromDatabase = databaseInputError(error);
    if (fromDatabase) {
      const { sqlstate, error: refusal } = fromDatabase;
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      request.log.error({ err: error, route, sqlstate }, `bug: the database refused input of ${route} (SQLSTATE ${sqlstate}) that its request schema let through`);
      return answer(refusal.status, { message: refusal.message, code: refusal.code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(500, { message: 'Internal server error', code: 'internal' });
  });
}
