import { AppError } from '../../domain/errors';

/**
 * The last line of input hygiene: a database error that only input can cause — text it
 * cannot store, a number out of its type's range, a value of the wrong form, a duplicate, a reference to
 * nothing — answers 4xx with a message instead of a 500. Request schemas should have refused that input
 * first, so the error handler logs each one as a bug with its route. PostgreSQL and PGlite report the same
 * SQLSTATE in `code`; Drizzle wraps the driver's error (DrizzleQueryError), so the chain of causes is read.
 */
const INPUT_ERRORS: Record<string, () => AppError> = {
  // character_not_in_repertoire: a NUL in text; untranslatable_character: \u0000 in jsonb
  '22021': () => new AppError('bad_request', 'A text value in the request contains a character that cannot be stored'),
  '22P05': () => new AppError('bad_request', 'A text value in the request contains a character that cannot be stored'),
  // numeric_value_out_of_range, e.g. 2147483648 for an integer column
  '22003': () => new AppError('bad_request', 'A number in the request is out of range'),
  // invalid_text_representation, e.g. an unpaired surrogate in jsonb, "abc" for an integer
  '22P02': () => new AppError('bad_request', 'A value in the request is not in a form that can be stored'),
  // string_data_right_truncation
  '22001': () => new AppError('bad_request', 'A text value in the request is too long'),
  '23505': () => new AppError('conflict', 'This conflicts with something that already exists'),
};

/** foreign_key_violation: a reference to a row that is not there, or a delete of a row still referenced. */
const FOREIGN_KEY_VIOLATION = '23503';

export interface DatabaseInputError {
  /** The SQLSTATE, e.g. '22003'. */
  sqlstate: string;
  /** What the client is told (status, code, message). */
  error: AppError;
}

interface DriverError {
  code: string;
  detail?: unknown;
}

/** The database's own error in `error` or its causes (at most a few levels down), if any. */
function driverErrorIn(error: unknown): DriverError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && typeof candidate.severity === 'string') return candidate as DriverError;
    current = candidate.cause;
  }
  return undefined;
}

/** The 4xx a database error caused by input answers with, or undefined for any other error. */
export function databaseInputError(error: unknown): DatabaseInputError | undefined {
  const driverError = driverErrorIn(error);
  if (!driverError) return undefined;
  const { code } = driverError;
  if (code === FOREIGN_KEY_VIOLATION) {
    const stillReferenced = typeof driverError.detail === 'string' && driverError.detail.includes('is still referenced');
    return {
      sqlstate: code,
      error: stillReferenced
        ? new AppError('conflict', 'This is still in use and cannot be removed')
        : new AppError('bad_request', 'The request refers to something that does not exist'),
    };
  }
  const make = INPUT_ERRORS[code];
  return make ? { sqlstate: code, error: make() } : undefined;
}
