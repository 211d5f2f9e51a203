import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * The one application error type (DESIGN.md section 7). Services throw it with a code; the error
 * handler maps the code to an HTTP status and answers { message, code, issues? } (section 5).
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
} as const;
export type AppErrorCode = keyof typeof ERROR_STATUS;

export interface AppErrorOptions {
  /** A more specific machine-readable code for the response (e.g. 'square_taken'); defaults to the kind. */
  reason?: string;
  issues?: { path: string; message: string }[];
  /** For 429: seconds until the client may try again (sent as Retry-After). */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly issues: { path: string; message: string }[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly reason: string | undefined;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.reason = options.reason;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string) => new AppError('not_found', message);
export const badRequest = (message: string) => new AppError('bad_request', message);
export const conflict = (message: string, reason?: string) =>
  new AppError('conflict', message, reason ? { reason } : {});
export const unauthorized = (message = 'Not authenticated') => new AppError('unauthorized', message);
export const forbidden = (message: string) => new AppError('forbidden', message);

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

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ message: error.message, code: error.reason ?? error.code, issues: error.issues });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'is invalid',
      }));
      return reply.status(400).send({
        message: describeValidation(error.validationContext ?? 'request', issues),
        code: 'bad_request',
        issues,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error', code: 'internal' });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type) keep their text.
      return reply.status(status).send({ message: error.message, code: 'code' in error ? String(error.code) : undefined });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', code: 'internal' });
  });
}
